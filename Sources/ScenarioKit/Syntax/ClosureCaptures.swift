import SwiftSyntax

/// The names a closure's body refers to, which decide what it captures: Swift's closures
/// capture the variables and the `self` they use, and nothing else.
///
/// Closures nested in the body count too, their capture lists included: an inner
/// `{ [weak self] in … }` needs the outer closure to have captured `self` first, so the outer
/// one holds `self` strongly, as in Swift.
struct ClosureCaptures {
  /// Every identifier used as a value (not as a member name after a dot) that the closure does
  /// not declare itself, sorted.
  private(set) var names: [String] = []
  /// Whether the body names `self` (explicitly: Swift asks escaping closures to).
  private(set) var usesSelf = false

  init(_ closure: ClosureExprSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: finder.declared.formUnion(list.map(\.name.text))
    case .parameterClause(let clause)?:
      finder.declared.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    case nil: break
    }
    // A name the closure declares (a parameter, a local) is its own, not a capture.
    names = finder.names.subtracting(finder.declared).sorted()
    usesSelf = finder.usesSelf
  }

  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []
    var usesSelf = false
    var declared: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.identifier.text)
      return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      declared.insert((node.secondName ?? node.firstName).text)
      return .visitChildren
    }

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
