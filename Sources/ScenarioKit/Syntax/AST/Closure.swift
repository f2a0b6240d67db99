/// A closure literal: its parameter names (`_` for unnamed) and body.
public struct Closure: Sendable {
  public var parameters: [String]
  public var body: [Statement]
  public var position: SourcePosition
  /// `[weak self]`, `[weak nav]`: names captured weakly, which read nil once their object is
  /// gone.
  public var weakCaptures: [String] = []
  /// `[unowned self]`, `[unowned nav]`: names captured without a strong reference, whose read
  /// traps once their object is gone (Swift's unowned(safe)).
  public var unownedCaptures: [String] = []
  /// The names the body uses and does not declare itself (``ClosureCaptures``): the variables
  /// the closure captures, and so holds strongly unless the capture list says otherwise.
  public var usedNames: [String] = []
  /// Whether the body (or a closure inside it) names `self`: such a closure made in a method
  /// holds its object strongly unless `self` is in a `weak` or `unowned` capture.
  public var usesSelf = false
  /// Whether the body itself (not a closure inside it) has an `await`: the closure is
  /// `async`, as Swift infers it, and only an API taking an `async` function accepts it
  /// (`Task { … }`).
  public var isAsync = false
  /// Whether an error can leave the body (a `try` or `throw` not handled inside it): the
  /// closure throws, as Swift infers it.
  public var isThrowing = false
}
