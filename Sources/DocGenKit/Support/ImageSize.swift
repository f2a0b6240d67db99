import Foundation

/// The size a browser shows a picture at, read from the first bytes of its file: PNG, JPEG
/// (with its EXIF orientation, which browsers apply), GIF, WebP and SVG.
///
/// Written here, from the formats' specifications, because no image library is available to
/// the build (none is among the packages this project can resolve) and a page needs only
/// two numbers per picture, for `width` and `height`, so the page does not jump as pictures
/// load. Reads headers only; a file it cannot read gets no size, never an error.
enum ImageSize {
  struct Size: Equatable, Sendable {
    var width: Int
    var height: Int
  }

  /// The picture's size, or nil when `bytes` are none of the formats or say no size.
  static func of(_ bytes: [UInt8]) -> Size? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gif(bytes) }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return webp(bytes)
    }
    return svg(bytes)
  }

  /// IHDR, which must come first: width and height, 4 bytes each, big-endian.
  private static func png(_ bytes: [UInt8]) -> Size? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    return size(bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
  }

  /// The logical screen's size, little-endian, after the signature.
  private static func gif(_ bytes: [UInt8]) -> Size? {
    guard bytes.count >= 10 else { return nil }
    return size(Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
  }

  /// The first frame's size: from a `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended) chunk.
  private static func webp(_ bytes: [UInt8]) -> Size? {
    guard bytes.count >= 25 else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8 ":
      // After the frame tag (3 bytes) and the start code (9D 01 2A): 14-bit sizes.
      guard bytes.count >= 30, bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
      return size(littleEndian(bytes, at: 26, count: 2) & 0x3FFF, littleEndian(bytes, at: 28, count: 2) & 0x3FFF)
    case "VP8L":
      guard bytes[20] == 0x2F else { return nil }
      let bits = littleEndian(bytes, at: 21, count: 4)
      return size((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    case "VP8X":
      guard bytes.count >= 30 else { return nil }
      return size(littleEndian(bytes, at: 24, count: 3) + 1, littleEndian(bytes, at: 27, count: 3) + 1)
    default:
      return nil
    }
  }

  /// The first start-of-frame segment's size, swapped when the EXIF orientation turns the
  /// picture a quarter (orientations 5 to 8), as browsers show it.
  private static func jpeg(_ bytes: [UInt8]) -> Size? {
    var index = 2
    var quarterTurn = false
    while index + 3 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      // Markers without a length: TEM, RST0–7, SOI, EOI.
      if marker == 0x01 || (0xD0...0xD9).contains(marker) {
        index += 2
        continue
      }
      let length = bigEndian(bytes, at: index + 2, count: 2)
      guard length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
      if isFrame {
        guard index + 9 <= bytes.count else { return nil }
        let height = bigEndian(bytes, at: index + 5, count: 2)
        let width = bigEndian(bytes, at: index + 7, count: 2)
        return quarterTurn ? size(height, width) : size(width, height)
      }
      if marker == 0xE1,
        let orientation = exifOrientation(bytes, segment: (index + 4)..<min(bytes.count, index + 2 + length))
      {
        quarterTurn = (5...8).contains(orientation)
      }
      index += 2 + length
    }
    return nil
  }

  /// The orientation tag (0x0112) of an APP1 segment holding EXIF, from its first IFD.
  private static func exifOrientation(_ bytes: [UInt8], segment: Range<Int>) -> Int? {
    let start = segment.lowerBound
    guard segment.count >= 14, Array(bytes[start..<(start + 6)]) == Array("Exif\0\0".utf8) else { return nil }
    let tiff = start + 6
    let littleEndianOrder: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): littleEndianOrder = true
    case (0x4D, 0x4D): littleEndianOrder = false
    default: return nil
    }
    func read(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= tiff, offset + count <= segment.upperBound else { return nil }
      return littleEndianOrder
        ? littleEndian(bytes, at: offset, count: count) : bigEndian(bytes, at: offset, count: count)
    }
    guard let ifd = read(tiff + 4, 4), let entries = read(tiff + ifd, 2) else { return nil }
    for entry in 0..<min(entries, 512) {
      let at = tiff + ifd + 2 + entry * 12
      guard let tag = read(at, 2) else { return nil }
      if tag == 0x0112 { return read(at + 8, 2) }
    }
    return nil
  }

  /// The root `<svg>`'s `width` and `height` when both are lengths in pixels (or without a
  /// unit), else the last two numbers of its `viewBox`.
  private static func svg(_ bytes: [UInt8]) -> Size? {
    let head = String(decoding: bytes.prefix(16_384), as: UTF8.self)
    for token in HTMLTokenizer.tokens(of: head) {
      guard case .startTag(let tag) = token else { continue }
      guard tag.name == "svg" else { return nil }
      if let width = tag.attribute("width").flatMap({ pixels($0.value) }),
        let height = tag.attribute("height").flatMap({ pixels($0.value) })
      {
        return size(width, height)
      }
      let numbers = (tag.attribute("viewbox")?.value ?? "").split(whereSeparator: { $0 == " " || $0 == "," })
        .compactMap { Double($0) }
      guard numbers.count == 4 else { return nil }
      return size(Int(numbers[2].rounded()), Int(numbers[3].rounded()))
    }
    return nil
  }

  /// `120`, `120px` or `120.5` → 121; nil for other units (`%`, `em`).
  private static func pixels(_ value: String) -> Int? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
    return Double(number).map { Int($0.rounded()) }
  }

  private static func size(_ width: Int, _ height: Int) -> Size? {
    (1...100_000).contains(width) && (1...100_000).contains(height) ? Size(width: width, height: height) : nil
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    guard offset >= 0, offset + count <= bytes.count else { return 0 }
    return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    guard offset >= 0, offset + count <= bytes.count else { return 0 }
    return bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }
}
