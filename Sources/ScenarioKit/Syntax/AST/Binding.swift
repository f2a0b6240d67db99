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
  /// `static let shared = …` in a class: a property of the class itself, made on first use.
  public var isStatic: Bool = false
  public var access: AccessLevel = .internal
  /// `private(set) var`: who may assign it, when narrower than who may read it.
  public var setterAccess: AccessLevel? = nil
}
