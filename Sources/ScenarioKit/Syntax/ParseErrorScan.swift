import SwiftSyntax

/// The syntax errors of a tree in source order, found without SwiftParserDiagnostics: the
/// tokens the parser had to assume (`expected ')'`) and the code it had to skip (`unexpected
/// code`).
///
/// SwiftParserDiagnostics words errors better, but its time grows with the square of their
/// number (each new diagnostic is checked against every node the earlier ones handled, and
/// each Fix-It walks back to the start of its line): 2 400 errors took 3 s and a class whose
/// methods all stood on one line minutes. ``Scenario`` asks it only when this scan finds few
/// errors, and otherwise reports what the scan found.
final class ParseErrorScan: SyntaxVisitor {
  /// Every error site the tree has.
  private(set) var count = 0
  /// The first ones, at most `keep`.
  private(set) var first: [StaticIssue] = []
  private let keep: Int
  private let converter: PositionConverter

  init(_ tree: some SyntaxProtocol, keep: Int, converter: PositionConverter) {
    self.keep = keep
    self.converter = converter
    super.init(viewMode: .all)
    walk(tree)
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    count += 1
    if first.count < keep {
      var text = converter.text(of: node)
      if text.count > 40 { text = String(text.prefix(40)) + "…" }
      first.append(
        StaticIssue(
          id: DiagnosticID.parse, message: "unexpected code '\(text)'", position: converter.position(of: node)))
    }
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard token.presence == .missing else { return .skipChildren }
    count += 1
    if first.count < keep {
      var expected = "'\(token.text)'"
      if token.text.isEmpty {
        if case .identifier = token.tokenKind { expected = "a name" } else { expected = "an expression" }
      }
      first.append(
        StaticIssue(id: DiagnosticID.parse, message: "expected \(expected)", position: converter.position(of: token)))
    }
    return .skipChildren
  }
}
