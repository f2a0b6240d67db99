/// A `struct` the scenario declares (at the top level, or nested in a class, struct or enum:
/// its name is then qualified, `ListViewController.Row`).
public struct StructDecl: Sendable {
  public var name: String
  /// Protocols as written (`Equatable`, `Hashable`, `CustomStringConvertible`, the scenario's own).
  public var conformances: [String]
  /// Stored properties in declaration order: the memberwise initializer's parameters.
  public var properties: [Binding]
  /// Instance methods and read-only computed properties (`isProperty`).
  public var methods: [MethodDecl]
  /// `init(…)`s the struct declares; when there is one, Swift makes no memberwise initializer.
  public var initializers: [MethodDecl]
  /// `init(…)`s its extensions declare, which keep the memberwise initializer.
  public var extensionInitializers: [MethodDecl] = []
  public var statics: StaticMembers
  public var position: SourcePosition
}

/// `static let`/`static var` properties and `static func`s of a struct or an enum.
public struct StaticMembers: Sendable {
  public var properties: [Binding] = []
  /// Static methods and static computed properties (`isProperty`).
  public var methods: [MethodDecl] = []

  public init() {}
}
