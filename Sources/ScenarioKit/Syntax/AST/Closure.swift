/// A closure literal: its parameter names (`_` for unnamed) and body.
public struct Closure: Sendable {
  public var parameters: [String]
  public var body: [Statement]
  public var position: SourcePosition
}
