/// A class the scenario declares.
public struct ClassDecl: Sendable {
  public var name: String
  /// The inherited names as written: a superclass first (when there is one), then protocol
  /// conformances, plus the conformances its extensions add. Which one is the superclass is
  /// decided by the interpreter, which knows the class names.
  public var inherited: [String]
  public var properties: [Binding]
  public var methods: [MethodDecl]
  /// The body of `deinit { … }`, run when the engine frees an object of this class.
  public var deinitializer: MethodDecl? = nil
  /// `static let`/`static var` properties and `static func`s.
  public var statics = StaticMembers()
  public var position: SourcePosition
}
