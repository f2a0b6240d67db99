import Foundation

/// A note's ```` ```swift scenario ```` blocks, found by a quick look at its lines rather than
/// cmark's parse: what the scan records for each note (how often each scenario recurs across
/// the pages a build renders, ``ScenarioCensus``) without parsing Markdown.
///
/// A fence inside a list or a quote is missed; a count that is wrong costs a second drawing
/// or a block kept until the build ends, never a wrong page.
public enum ScenarioFences {
  /// A scenario's language and code, hashed (within this process only: the counts are never
  /// written anywhere).
  public typealias Fingerprint = Int

  static func fingerprint(language: String, code: String) -> Fingerprint {
    var hasher = Hasher()
    hasher.combine(language)
    hasher.combine(code)
    return hasher.finalize()
  }

  /// The fingerprint of each scenario block of a note.
  static func fingerprints(of text: String, language: String) -> [Fingerprint] {
    codes(in: text).map { fingerprint(language: language, code: $0) }
  }

  /// The code of each fenced ```` ```swift scenario ```` block whose fence starts a line (up to
  /// three spaces in), as cmark gives a fenced block's text: the lines between the fences, each
  /// with as many leading spaces taken off as the fence had, each ending in a newline. A fence
  /// with no closing one runs to the end of the note, as in CommonMark.
  ///
  /// Read as bytes, a line at a time (`memchr`): the scan runs it on every note, and a line
  /// that does not start with a fence character is passed over after a look at its first bytes.
  /// (``StringProtocol/sourceLines`` and a `Substring` a line cost 2.4 times as much, measured.)
  static func codes(in text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var codes: [String] = []
      var open: Fence?
      var code: [UInt8] = []
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = bytes.count
        var next = bytes.count
        if let base = bytes.baseAddress,
          let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
        {
          lineEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          next = lineEnd + 1
        }
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
        if let fence = open {
          if fence.isClosed(by: line) {
            if fence.isScenario { codes.append(String(decoding: code, as: UTF8.self)) }
            open = nil
          } else if fence.isScenario {
            code.append(contentsOf: line.dropFirst(min(fence.indent, Fence.leadingSpaces(line))))
            code.append(UInt8(ascii: "\n"))
          }
        } else if let fence = Fence(opening: line) {
          open = fence
          code.removeAll(keepingCapacity: true)
        }
        lineStart = next
      }
      if let fence = open, fence.isScenario { codes.append(String(decoding: code, as: UTF8.self)) }
      return codes
    }
  }

  /// An opening code fence: three or more backticks or tildes after at most three spaces.
  struct Fence {
    var marker: UInt8
    var length: Int
    var indent: Int
    var isScenario: Bool

    init?(opening line: UnsafeBufferPointer<UInt8>) {
      let indent = Self.leadingSpaces(line)
      guard indent <= 3, indent < line.count else { return nil }
      let marker = line[indent]
      guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
      let length = Self.run(of: marker, in: line, from: indent)
      guard length >= 3 else { return nil }
      let info = line[(indent + length)...]
      // A backtick fence's info string has no backtick (CommonMark), else it is inline code.
      if marker == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
      self.marker = marker
      self.length = length
      self.indent = indent
      isScenario = FenceInfo.isScenario(String(decoding: info, as: UTF8.self))
    }

    /// Whether `line` closes this fence: the same marker, at least as many, then only spaces.
    func isClosed(by line: UnsafeBufferPointer<UInt8>) -> Bool {
      let indent = Self.leadingSpaces(line)
      guard indent <= 3 else { return false }
      let length = Self.run(of: marker, in: line, from: indent)
      return length >= self.length
        && line[(indent + length)...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    static func leadingSpaces(_ line: UnsafeBufferPointer<UInt8>) -> Int {
      run(of: UInt8(ascii: " "), in: line, from: 0)
    }

    static func run(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
      var end = start
      while end < line.count, line[end] == byte { end += 1 }
      return end - start
    }
  }
}
