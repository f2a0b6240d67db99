/// Escaping for text placed in HTML, in one place so no page forgets it.
public enum HTML {
  /// Escapes `&`, `<`, `>`, `"` and `'`, enough for text nodes and quoted attributes.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
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

  static func percentEncode(_ path: String) -> String {
    var out = ""
    out.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if isKeptInPath(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%"
        out += String(byte >> 4, radix: 16, uppercase: true)
        out += String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return out
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
