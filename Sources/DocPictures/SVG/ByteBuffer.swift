import Foundation

/// A growable run of UTF-8 bytes that one picture is written into.
///
/// A site draws thousands of pictures of a few hundred shapes each, and every shape is a dozen
/// short appends: `Array.append(contentsOf:)` spent about 170 instructions on each (callgrind),
/// more than the bytes it copied, so the buffer grows and copies by hand. It is `~Copyable`:
/// one owner frees it, and no copy can share its storage.
struct ByteBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 4096) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  var isEmpty: Bool { count == 0 }

  /// Room for `extra` more bytes, at least doubling so appends stay amortised O(1).
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  private mutating func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = newCapacity
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    if bytes.count <= 16 {
      // Most pieces are a few bytes of markup: a loop beats a call to memmove.
      for offset in 0..<bytes.count { start[count + offset] = base[offset] }
    } else {
      (start + count).update(from: base, count: bytes.count)
    }
    count += bytes.count
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  mutating func append(_ text: String) {
    // Read in place: a copy to call `withUTF8` on retained and released every string appended
    // (most are a few bytes of markup), which was most of the cost of appending one.
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
    var text = text
    text.withUTF8 { append($0) }
  }

  mutating func append(_ other: borrowing ByteBuffer) {
    append(UnsafeBufferPointer(start: other.start, count: other.count))
  }

  /// A number as ``SVGText/num(_:)`` writes it: at most one decimal, no trailing `.0`.
  mutating func append(number value: Double) {
    let tenths = Int((value * 10).rounded())
    if tenths < 0 { append(UInt8(ascii: "-")) }
    let magnitude = tenths.magnitude
    appendDigits(magnitude / 10)
    if magnitude % 10 != 0 {
      append(UInt8(ascii: "."))
      append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }
  }

  private mutating func appendDigits(_ value: UInt) {
    if value >= 10 { appendDigits(value / 10) }
    append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// `text` escaped for XML text and attribute values, as ``SVGText/escape(_:)`` describes.
  /// Works on the UTF-8 bytes (a `String` is valid UTF-8, so a byte below 0x80 is always a
  /// whole character), copying runs that need nothing in one go.
  mutating func append(escaping text: String) {
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let replacement: StaticString?
        var width = 1
        switch byte {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"): replacement = nil
        case 0..<0x20, 0x7F: replacement = "\u{FFFD}"
        case 0xEF
        where index + 2 < bytes.count && bytes[index + 1] == 0xBF
          && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
          // U+FFFE and U+FFFF, noncharacters XML does not allow.
          replacement = "\u{FFFD}"
          width = 3
        default: replacement = nil
        }
        if let replacement {
          append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
          append(replacement)
          index += width
          runStart = index
        } else {
          index += 1
        }
      }
      append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
  }

  /// The bytes as a `String` (they are UTF-8 by construction: whole strings and ASCII).
  var string: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }
}
