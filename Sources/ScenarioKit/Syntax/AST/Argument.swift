/// One argument of a call: `animated: true` has the label `animated`.
public struct Argument: Sendable {
  public var label: String?
  public var value: Expr
  /// The argument's source text, trimmed: `assert` quotes its condition in its message.
  public var text: String
  /// A labeled trailing closure after the first one (`UIView.animate(…) { … } completion: { … }`).
  public var isTrailingClosure: Bool = false
}
