import Foundation
import Testing

@testable import DocGenKit

/// Minimal files of each format, made byte by byte from the formats' layouts.
enum TinyImages {
  static func png(width: Int, height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(width, 4) + be(height, 4)
      + [8, 6, 0, 0, 0, 0, 0, 0, 0]
  }

  static func gif(width: Int, height: Int) -> [UInt8] {
    Array("GIF89a".utf8) + le(width, 2) + le(height, 2) + [0, 0, 0]
  }

  /// A JPEG with an EXIF orientation (APP1) before its start of frame, when given.
  static func jpeg(width: Int, height: Int, orientation: Int? = nil) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    // APP0 (JFIF), to be skipped.
    bytes += [0xFF, 0xE0] + be(16, 2) + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
    if let orientation {
      // Big-endian TIFF, one IFD entry: tag 0x0112, type SHORT, count 1, the value.
      let tiff: [UInt8] =
        Array("MM".utf8) + [0, 42] + be(8, 4) + be(1, 2) + [0x01, 0x12, 0, 3] + be(1, 4)
        + be(orientation, 2) + [0, 0] + be(0, 4)
      let payload = Array("Exif\0\0".utf8) + tiff
      bytes += [0xFF, 0xE1] + be(payload.count + 2, 2) + payload
    }
    bytes += [0xFF, 0xC0] + be(17, 2) + [8] + be(height, 2) + be(width, 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    return bytes + [0xFF, 0xD9]
  }

  static func webp(_ chunk: String, width: Int, height: Int) -> [UInt8] {
    var body: [UInt8]
    switch chunk {
    case "VP8 ":
      body = [0x9D, 0x01, 0x2A] + le(width, 2) + le(height, 2)
      body = [0, 0, 0] + body
    case "VP8L":
      let bits = (width - 1) | (height - 1) << 14
      body = [0x2F] + le(bits, 4)
    default:
      body = [0, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3)
    }
    let chunkBytes = Array(chunk.utf8) + le(body.count, 4) + body
    return Array("RIFF".utf8) + le(chunkBytes.count + 4, 4) + Array("WEBP".utf8) + chunkBytes + [0, 0, 0, 0]
  }

  private static func be(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
  }

  private static func le(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8((value >> ($0 * 8)) & 0xFF) }
  }
}

@Suite("Pictures' sizes from their headers")
struct ImageSizeTests {
  @Test(
    "each format's size, as browsers show it",
    arguments: [
      ("png", TinyImages.png(width: 640, height: 1136), 640, 1136),
      ("gif", TinyImages.gif(width: 12, height: 7), 12, 7),
      ("jpeg", TinyImages.jpeg(width: 4032, height: 3024), 4032, 3024),
      ("jpeg turned a quarter by EXIF", TinyImages.jpeg(width: 4032, height: 3024, orientation: 6), 3024, 4032),
      ("jpeg upside down by EXIF", TinyImages.jpeg(width: 40, height: 30, orientation: 3), 40, 30),
      ("webp lossy", TinyImages.webp("VP8 ", width: 300, height: 200), 300, 200),
      ("webp lossless", TinyImages.webp("VP8L", width: 1000, height: 16383), 1000, 16383),
      ("webp extended", TinyImages.webp("VP8X", width: 5000, height: 70), 5000, 70),
      (
        "svg with sizes",
        Array(
          "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120px\" height=\"80\"/>".utf8),
        120, 80
      ),
      (
        "svg with a viewBox", Array("<!-- drawn --><svg viewBox=\"0 0 320.4 240\" width=\"100%\"></svg>".utf8), 320, 240
      ),
    ] as [(String, [UInt8], Int, Int)])
  func sizes(name: String, bytes: [UInt8], width: Int, height: Int) {
    #expect(ImageSize.of(bytes) == ImageSize.Size(width: width, height: height), "\(name)")
  }

  @Test("a file it cannot read has no size, never a crash, cut anywhere")
  func unreadable() {
    #expect(ImageSize.of(Array("%PDF-1.7".utf8)) == nil)
    #expect(ImageSize.of([]) == nil)
    #expect(ImageSize.of(Array("<html><svg width=1 height=1>".utf8)) == nil)
    for image in [
      TinyImages.png(width: 1, height: 1), TinyImages.jpeg(width: 2, height: 3, orientation: 6),
      TinyImages.webp("VP8X", width: 2, height: 2), TinyImages.gif(width: 1, height: 1),
    ] {
      for length in 0..<image.count { _ = ImageSize.of(Array(image.prefix(length))) }
    }
  }
}
