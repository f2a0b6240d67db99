/// A `let`/`var` declaration.
public struct Binding: Sendable {
  public var name: String
  public var isMutable: Bool
  public var isWeak: Bool
  /// The declared type's name without `?`/`!`, e.g. `DetailViewController`.
  public var typeName: String?
  public var isOptionalType: Bool
  public var initializer: Expr?
  public var position: SourcePosition
  /// `lazy var`: initialized the first time it is read.
  public var isLazy = false
  /// `static let shared = …` in a class: a property of the class itself, made on first use.
  public var isStatic: Bool = false
  public var access: AccessLevel = .internal
  /// `private(set) var`: who may assign it, when narrower than who may read it.
  public var setterAccess: AccessLevel? = nil
  /// `@IBOutlet`: a storyboard-made controller's view loading connects it.
  public var isOutlet = false
  /// Declared `T!`: a plain member access through nil is Swift's implicit-unwrap trap.
  public var isImplicitlyUnwrapped = false
}
