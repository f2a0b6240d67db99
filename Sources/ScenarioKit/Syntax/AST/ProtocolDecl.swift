/// `protocol DetailDelegate: AnyObject { func didPick(_ item: String); var name: String { get } }`,
/// with the default implementations its extensions give (`extension DetailDelegate { … }`).
public struct ProtocolDecl: Sendable {
  public var name: String
  /// Protocols it inherits (`AnyObject` and `class` left out).
  public var inherited: [String]
  /// Method requirements: signatures only (their bodies are empty).
  public var methods: [MethodDecl]
  public var properties: [PropertyRequirement]
  /// Methods and computed properties of `extension Protocol { … }`: what a conforming class
  /// gets when it does not implement them itself.
  public var defaults: [MethodDecl] = []
  public var position: SourcePosition
}

/// `var name: String { get }` or `{ get set }` in a protocol.
public struct PropertyRequirement: Sendable {
  public var name: String
  public var isSettable: Bool
  public var isStatic: Bool
  public var position: SourcePosition
}
