import SwiftParser
import SwiftSyntax

/// The shape of a scenario's code: its tokens without comments, whitespace or the text of
/// string literals.
///
/// Translations of a page may word their comments and `print` texts in their own language,
/// but must run the same code. Two scenarios with equal shapes do the same thing:
///
/// ```
/// print("b 已经显示")   // 中文
/// print("b appeared")   // English      → same shape: print ( "…" )
/// ```
public struct CodeShape: Hashable, Sendable {
  public let tokens: [String]

  public init(of source: String) {
    let tree = Parser.parse(source: source)
    tokens = tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      switch token.tokenKind {
      case .endOfFile: return nil
      case .stringSegment: return "…"
      default: return token.text
      }
    }
  }
}
