import SwiftSyntax

/// The anonymous arguments (`$0`, `$1`) a closure's own body uses — not those of closures
/// nested in it, which are theirs.
struct AnonymousArguments {
  /// The first use, for errors, and the highest number used.
  private(set) var first: DeclReferenceExprSyntax?
  private(set) var highest = -1

  init(_ closure: ClosureExprSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    first = finder.uses.first
    highest = finder.uses.compactMap { Int($0.baseName.text.dropFirst()) }.max() ?? -1
  }

  private final class Finder: SyntaxVisitor {
    var uses: [DeclReferenceExprSyntax] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if case .dollarIdentifier = node.baseName.tokenKind { uses.append(node) }
      return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}

extension Lowering {
  /// The type after `as`, `as?`, `as!`, `is`: a name, an array of one, or an optional of
  /// either (`as? UIViewController?` tests the same as without `?`).
  func lowerCastType(_ type: TypeSyntax) throws(StaticIssue) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) { return try lowerCastType(optional.wrappedType) }
    return try lowerTypeName(type)
  }
}
