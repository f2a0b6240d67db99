/// The pieces of lowered statements and expressions, for checks that look through a whole
/// body (what an initializer's closures mention, …) without a case for every construct.
enum StatementParts {
  /// The expressions a statement evaluates itself (not those of the statements inside it).
  static func expressions(of statement: Statement) -> [Expr] {
    switch statement.kind {
    case .binding(let binding): return binding.initializer.map { [$0] } ?? []
    case .assignment(let target, let value): return [target, value]
    case .expression(let expr): return [expr]
    case .returnStatement(let value): return value.map { [$0] } ?? []
    case .forIn(_, _, let sequence, _): return [sequence]
    case .switchStatement(let subject, let cases):
      return [subject] + cases.flatMap(\.items).flatMap { $0.pattern.expressions + ($0.guardExpr.map { [$0] } ?? []) }
    case .destructuring(_, let value), .throwStatement(let value): return [value]
    case .doCatch(_, let catches):
      return catches.flatMap(\.items).flatMap { $0.pattern.expressions + ($0.guardExpr.map { [$0] } ?? []) }
    case .repeatWhile(_, let condition): return [condition]
    case .conditional(let conditions, _, _), .guardStatement(let conditions, _), .whileLoop(let conditions, _):
      return conditions.compactMap { condition in
        switch condition {
        case .expression(let expr): return expr
        case .binding(_, let value, _, _): return value
        case .matches(_, let value): return value
        case .available: return nil
        }
      }
    default: return []
    }
  }

  /// The statement lists nested in a statement (branches, loop bodies, cases).
  static func bodies(of statement: Statement) -> [[Statement]] {
    switch statement.kind {
    case .scope(let body), .forIn(_, _, _, let body), .whileLoop(_, let body), .repeatWhile(let body, _),
      .guardStatement(_, let body), .deferStatement(let body):
      return [body]
    case .conditional(_, let then, let otherwise): return [then, otherwise ?? []]
    case .switchStatement(_, let cases): return cases.map(\.body)
    case .doCatch(let body, let catches): return [body] + catches.map(\.body)
    case .labeled(_, let inner): return [[inner]]
    default: return []
    }
  }

  /// The expressions directly inside an expression (a closure's body is statements, not here).
  static func children(of expr: Expr) -> [Expr] {
    switch expr.kind {
    case .member(let base, _), .optionalChain(let base), .chainBoundary(let base), .forceUnwrap(let base),
      .not(let base), .negate(let base), .cast(let base, _, _), .tryExpr(let base, _), .awaitExpr(let base):
      return [base]
    case .call(let callee, let arguments, _): return [callee] + arguments.map(\.value)
    case .subscriptAccess(let base, let index): return [base, index]
    case .binary(_, let left, let right): return [left, right]
    case .ternary(let condition, let then, let otherwise): return [condition, then, otherwise]
    case .arrayLiteral(let elements): return elements
    case .dictionaryLiteral(let pairs): return pairs.flatMap { [$0.key, $0.value] }
    case .tupleLiteral(let elements): return elements.map(\.value)
    case .stringLiteral(let parts):
      return parts.compactMap { if case .interpolation(let inner) = $0 { return inner } else { return nil } }
    default: return []
    }
  }
}
