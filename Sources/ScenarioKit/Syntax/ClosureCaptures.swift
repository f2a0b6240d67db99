import SwiftSyntax

/// The names a closure's body refers to, which decide what it captures: Swift's closures
/// capture the variables and the `self` they use, and nothing else.
///
/// Closures nested in the body count too, their capture lists included: an inner
/// `{ [weak self] in … }` needs the outer closure to have captured `self` first, so the outer
/// one holds `self` strongly, as in Swift.
struct ClosureCaptures {
  /// Every identifier used as a value (not as a member name after a dot), sorted.
  private(set) var names: [String] = []
  /// Whether the body names `self` (explicitly: Swift asks escaping closures to).
  private(set) var usesSelf = false

  init(_ closure: ClosureExprSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    names = finder.names.sorted()
    usesSelf = finder.usesSelf
  }

  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []
    var usesSelf = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return .visitChildren
      }
      switch node.baseName.tokenKind {
      case .keyword(.self): usesSelf = true
      case .identifier: names.insert(node.baseName.text)
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == "self" { usesSelf = true } else { names.insert(node.name.text) }
      return .visitChildren
    }
  }
}
