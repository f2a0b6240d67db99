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
}
