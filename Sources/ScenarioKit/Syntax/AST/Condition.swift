/// One clause of an `if`: a Bool expression, or an optional binding (`let x = e`, `let x`).
public enum Condition: Sendable {
  case expression(Expr)
  /// `if let name = value`: true when the value is not nil, which is then bound to `name`.
  case binding(name: String, value: Expr, isMutable: Bool, position: SourcePosition)
  /// `#available(iOS 15, *)` (`iOS` nil: only other platforms named, so on iOS `*` holds);
  /// `#unavailable(…)` when `negated`.
  case available(iOS: PlatformVersion?, negated: Bool)
  /// `if case .loaded(let items) = state`: true when the value matches, binding its names.
  case matches(Pattern, value: Expr)
}
