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
  public var position: SourcePosition
  /// `final class`: nothing may inherit from it.
  public var isFinal: Bool = false
  /// `static let/var` stored properties, and `static`/`class` methods and computed properties.
  public var staticProperties: [Binding] = []
  public var staticMethods: [MethodDecl] = []
  /// The initializers it declares (none: it inherits or synthesizes them, as Swift does).
  public var initializers: [InitializerDecl] = []
}
