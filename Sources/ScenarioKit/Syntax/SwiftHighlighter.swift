import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift code as HTML, its tokens coloured as swift-syntax classifies them (SwiftIDEUtils):
/// the same parser that reads the scenarios, so a keyword, a string, a comment or a number is
/// marked exactly as Swift sees it. The result needs no JavaScript: spans with `hl-` classes
/// the stylesheet colours, in light and dark.
public enum SwiftHighlighter {
  /// The code, HTML-escaped, with classified tokens in `<span class="hl-…">`. Code the
  /// ``SourceGuard`` refuses (nesting that would make the parser slow, invisible characters)
  /// is escaped but not highlighted.
  public static func html(_ code: String) -> String {
    let bytes = Array(code.utf8)
    guard SourceGuard.check(code) == nil else { return escape(bytes[...]) }
    return DeepStack.run {
      let tree = Parser.parse(source: code)
      var out = ""
      out.reserveCapacity(bytes.count * 2)
      var position = 0
      for range in tree.classifications {
        let start = min(range.range.lowerBound.utf8Offset, bytes.count)
        let end = min(range.range.upperBound.utf8Offset, bytes.count)
        guard start >= position, end > start else { continue }
        out += escape(bytes[position..<start])
        let text = escape(bytes[start..<end])
        if let name = cssClass(range.kind) {
          out += "<span class=\"\(name)\">\(text)</span>"
        } else {
          out += text
        }
        position = end
      }
      out += escape(bytes[position...])
      return out
    }
  }

  static func cssClass(_ kind: SyntaxClassification) -> String? {
    switch kind {
    case .keyword, .ifConfigDirective: return "hl-kw"
    case .stringLiteral, .regexLiteral: return "hl-str"
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "hl-com"
    case .integerLiteral, .floatLiteral: return "hl-num"
    case .type: return "hl-type"
    case .attribute: return "hl-attr"
    default: return nil
    }
  }

  private static func escape(_ bytes: ArraySlice<UInt8>) -> String {
    var out = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
