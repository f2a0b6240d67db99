import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Workers

/// Swift code as HTML, its tokens coloured as swift-syntax classifies them (SwiftIDEUtils'
/// rules, applied by ``SwiftClassifier``): the same parser that reads the scenarios, so a
/// keyword, a string, a comment or a number is marked exactly as Swift sees it. The result needs no JavaScript: spans with `hl-` classes
/// the stylesheet colours, in light and dark.
public enum SwiftHighlighter {
  /// The code, HTML-escaped, with classified tokens in `<span class="hl-…">`. Code the
  /// ``SourceGuard`` refuses (nesting that would make the parser slow, invisible characters)
  /// is escaped but not highlighted.
  public static func html(_ code: String) -> String {
    guard SourceGuard.check(code) == nil else { return escape(Array(code.utf8)[...]) }
    return WorkerPool.run { html(code, tree: Parser.parse(source: code)) }
  }

  /// `code` highlighted from its parse (`tree`, which ``SourceGuard`` let through).
  static func html(_ code: String, tree: SourceFileSyntax) -> String {
    let bytes = Array(code.utf8)
    // Written as bytes, escaped a byte at a time (in UTF-8 the five characters escaped are
    // single bytes that no other character's bytes contain), and made a String once: a
    // String per token, escaped a scalar at a time, cost as much as classifying the code.
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    var position = 0
    for range in SwiftClassifier.classifications(of: tree) {
      let start = min(range.start, bytes.count)
      let end = min(range.end, bytes.count)
      guard start >= position, end > start else { continue }
      appendEscaped(bytes[position..<start], to: &out)
      if let name = cssClass(range.kind) {
        out += #"<span class=""#.utf8
        out += name.utf8
        out += #"">"#.utf8
        appendEscaped(bytes[start..<end], to: &out)
        out += "</span>".utf8
      } else {
        appendEscaped(bytes[start..<end], to: &out)
      }
      position = end
    }
    appendEscaped(bytes[position...], to: &out)
    return String(decoding: out, as: UTF8.self)
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
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    appendEscaped(bytes, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `&`, `<`, `>`, `"` and `'` as entities; every other byte as it is.
  static func appendEscaped(_ bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"): out += "&amp;".utf8
      case UInt8(ascii: "<"): out += "&lt;".utf8
      case UInt8(ascii: ">"): out += "&gt;".utf8
      case UInt8(ascii: "\""): out += "&quot;".utf8
      case UInt8(ascii: "'"): out += "&#39;".utf8
      default: out.append(byte)
      }
    }
  }
}
