/// Escaping for text placed in HTML, in one place so no page forgets it.
public enum HTML {
  /// Escapes `&`, `<`, `>`, `"` and `'`, enough for text nodes and quoted attributes.
  ///
  /// Works on UTF-8 bytes (the five characters are ASCII, and a UTF-8 continuation byte is
  /// never ASCII) and returns the text itself when nothing needs escaping, which is the
  /// common case for titles and names: escaping runs for every link of every page.
  public static func escape(_ text: String) -> String {
    // Text with nothing to escape (most of it) is returned as it is, not decoded anew.
    var bytesOfText = text
    return bytesOfText.withUTF8 { bytes -> String? in
      guard let first = bytes.firstIndex(where: needsEscape) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 16)
      out.append(contentsOf: bytes[..<first])
      for byte in bytes[first...] {
        switch byte {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
        default: out.append(byte)
        }
      }
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }

  /// A site-relative URL path (`../a"b/index.html`), percent-encoded and then escaped, ready
  /// for `href="…"` or an XML text node. The one way a path from content becomes a URL.
  ///
  /// Everything but unreserved characters, `/` and a few harmless sub-delimiters is encoded:
  /// `#` and `?` would start a fragment or query, `%` an escape, `:` in the first segment a
  /// scheme (`javascript:…`), quotes and `<` would leave the attribute.
  public static func url(_ path: String, base: String = "") -> String {
    escape(base + percentEncode(path))
  }

  /// A URL as libcmark writes one into `href` or `src`: characters URLs may hold kept (so a
  /// URL already percent-encoded stays as it is), the others percent-encoded, `&` and `'`
  /// escaped.
  static func href(_ url: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(url.utf8.count)
    for byte in url.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "'"): out.append(contentsOf: "&#x27;".utf8)
      case _ where isKeptInPath(byte) || "+!*(),%#@?=;:$".utf8.contains(byte): out.append(byte)
      default: out.append(contentsOf: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func percentEncode(_ path: String) -> String {
    var bytesOfPath = path
    return bytesOfPath.withUTF8 { bytes -> String? in
      guard bytes.contains(where: { !isKeptInPath($0) }) else { return nil }
      let digits = Array("0123456789ABCDEF".utf8)
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count * 3)
      for byte in bytes {
        if isKeptInPath(byte) {
          out.append(byte)
        } else {
          out.append(contentsOf: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }
      }
      return String(decoding: out, as: UTF8.self)
    } ?? path
  }

  private static func isKeptInPath(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }
}
