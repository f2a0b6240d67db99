/// A closure literal: its parameter names (`_` for unnamed) and body.
public struct Closure: Sendable {
  public var parameters: [String]
  public var body: [Statement]
  public var position: SourcePosition
  /// `[weak self]`, `[weak nav]`: names captured weakly, which read nil once their object is
  /// gone (`[unowned x]` captures are not listed: they read the object).
  public var weakCaptures: [String] = []
}
