/// `enum Tab: Int, CaseIterable { case home = 0, settings }`: cases with raw or associated
/// values, methods, computed and static properties. Declared at the top level or nested in a
/// type (its name is then qualified, `ListViewController.Section`).
public struct EnumDecl: Sendable {
  public var name: String
  public var cases: [EnumCase]
  /// `Int`, `String`, `Double` or `Character` when the enum has raw values.
  public var rawType: String?
  /// Protocols as written (`CaseIterable`, `Equatable`, …).
  public var conformances: [String] = []
  /// Instance methods and read-only computed properties (`isProperty`).
  public var methods: [MethodDecl] = []
  public var statics = StaticMembers()
  public var position: SourcePosition

  /// The cases' names in declaration order.
  public var caseNames: [String] { cases.map(\.name) }
}

/// One case of an enum.
public struct EnumCase: Sendable {
  public var name: String
  /// The raw value as written (`= 0`, `= "home"`); implicit raw values are the interpreter's.
  public var rawValue: Expr?
  /// The labels of its associated values (`nil` for unlabelled), or nil when it has none.
  public var payloadLabels: [String?]?
  /// The types of its associated values as written.
  public var payloadTypes: [String] = []
  public var position: SourcePosition
}

/// One `case …:` of a `switch` (no items: `default`).
public struct SwitchCase: Sendable {
  /// The patterns the subject is matched against, each with its `where` clause.
  public var items: [CaseItem]
  public var body: [Statement]
  public var position: SourcePosition
  public var isDefault: Bool { items.isEmpty }
}
