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
  /// The names the body uses (``ClosureCaptures``): the variables the closure captures, and so
  /// holds strongly unless the capture list says otherwise.
  public var usedNames: [String] = []
  /// Whether the body (or a closure inside it) names `self`: such a closure made in a method
  /// holds its object strongly unless `self` is in a `weak` or `unowned` capture.
  public var usesSelf = false
}
