/// `init(…)`, `convenience init(…)`, `required init?(coder:)` in a scenario class.
public struct InitializerDecl: Sendable {
  /// Its parameters, body, access level and position; the name is `init`, so the signature
  /// reads `init(item:)`.
  public var method: MethodDecl
  /// `convenience init`: delegates across with `self.init(…)` instead of up with `super.init(…)`.
  public var isConvenience: Bool
  /// `required init`: every subclass must have it.
  public var isRequired: Bool
  /// `init?`/`init!`: may fail with `return nil`, making the call's value nil.
  public var isFailable: Bool

  public var signature: String { method.signature }
}
