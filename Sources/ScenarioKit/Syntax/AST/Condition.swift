/// One clause of an `if`: a Bool expression, or an optional binding (`let x = e`, `let x`).
public enum Condition: Sendable {
  case expression(Expr)
  /// `if let name = value`: true when the value is not nil, which is then bound to `name`.
  case binding(name: String, value: Expr, isMutable: Bool, position: SourcePosition)
}
