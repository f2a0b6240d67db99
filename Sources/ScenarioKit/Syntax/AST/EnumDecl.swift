/// `enum Mode { case list, grid }`: a plain enum, cases without raw or associated values.
public struct EnumDecl: Sendable {
  public var name: String
  public var cases: [String]
  public var position: SourcePosition
}

/// One `case …:` of a `switch` (no patterns: `default`).
public struct SwitchCase: Sendable {
  /// Values to compare the subject with: implicit members (`.list`), literals, names.
  public var patterns: [Expr]
  public var body: [Statement]
  public var position: SourcePosition
  public var isDefault: Bool { patterns.isEmpty }
}
