import Foundation

extension StringProtocol {
  /// The text's lines, split at every `\n` and keeping a preceding `\r`.
  ///
  /// Splitting a `String` by `Character` would not split at all in CRLF files, because
  /// `"\r\n"` is one character; line numbers must agree with cmark's, which counts `\n`.
  /// The split runs over UTF-8 bytes (a `\n` byte is always a whole character there), which
  /// is several times faster than over Unicode scalars: every page's text is split.
  public var sourceLines: [Substring] {
    Substring(self).pieces(around: lineBreakOffsets, separatorLength: 1)
  }

  /// The UTF-8 offsets of the text's `\n`s: line `i` of ``sourceLines`` runs from just after
  /// break `i - 1` to break `i` (``Substring/line(_:breaks:)`` slices one without the others).
  var lineBreakOffsets: [Int] {
    var text = Substring(self)
    // Line breaks found with memchr on the contiguous UTF-8, then sliced by offset: stepping
    // through a Substring's UTF-8 view was most of the time (3.6× slower, measured).
    return text.withUTF8 { buffer in
      var breaks: [Int] = []
      guard let base = buffer.baseAddress else { return breaks }
      var position = 0
      while position < buffer.count, let found = memchr(base + position, 0x0A, buffer.count - position) {
        let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        breaks.append(offset)
        position = offset + 1
      }
      return breaks
    }
  }
}

extension Substring {
  /// Line `index` of this text, whose `\n`s are at `breaks` (``StringProtocol/lineBreakOffsets``):
  /// the same as `sourceLines[index]`, without slicing the other lines. Nil past the last line.
  func line(_ index: Int, breaks: [Int]) -> Substring? {
    guard index >= 0, index <= breaks.count else { return nil }
    let utf8 = self.utf8
    let start = index == 0 ? utf8.startIndex : utf8.index(utf8.startIndex, offsetBy: breaks[index - 1] + 1)
    let end = index == breaks.count ? utf8.endIndex : utf8.index(utf8.startIndex, offsetBy: breaks[index])
    return self[start..<end]
  }

  /// The text between separators that start at `offsets` (UTF-8 offsets, ascending, each on
  /// a scalar boundary) and are `separatorLength` bytes long: `offsets.count + 1` pieces,
  /// sliced by offset (on native UTF-8 moving an index is O(1)), never decoded again.
  func pieces(around offsets: [Int], separatorLength: Int) -> [Substring] {
    let utf8 = self.utf8
    var pieces: [Substring] = []
    pieces.reserveCapacity(offsets.count + 1)
    var start = utf8.startIndex
    for offset in offsets {
      let separator = utf8.index(utf8.startIndex, offsetBy: offset)
      pieces.append(self[start..<separator])
      start = utf8.index(separator, offsetBy: separatorLength)
    }
    pieces.append(self[start...])
    return pieces
  }
}

extension String {
  /// Whether the text's UTF-8 holds `byte`, found with memchr: the generic `utf8.contains`
  /// steps through the view a byte at a time (33 instructions a byte, measured on every note).
  func containsByte(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  /// Whether the text's UTF-8 holds `needle`'s (its first byte found with memchr, the rest
  /// compared with memcmp). Foundation's
  /// `contains(_:)` goes through NSString's Unicode-aware search, which measured as several
  /// percent of a cold build where a page's whole text is asked about an ASCII marker.
  func containsUTF8(_ needle: StaticString) -> Bool {
    var text = self
    let count = needle.utf8CodeUnitCount
    guard count > 0 else { return true }
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return false }
      var position = 0
      while buffer.count - position >= count,
        let found = memchr(base + position, Int32(needle.utf8Start[0]), buffer.count - position - count + 1)
      {
        let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + offset, needle.utf8Start, count) == 0 { return true }
        position = offset + 1
      }
      return false
    }
  }

  /// Whether any of the text's bytes is outside ASCII (a word loop, not a byte loop).
  var hasNonASCII: Bool {
    var text = self
    return text.withUTF8 { buffer in
      var index = 0
      while index + 8 <= buffer.count {
        if UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
          return true
        }
        index += 8
      }
      while index < buffer.count {
        if buffer[index] >= 0x80 { return true }
        index += 1
      }
      return false
    }
  }
}
