/// `as?`, `as!` and `is`.
public enum CastKind: String, Sendable {
  case conditional = "as?"
  case forced = "as!"
  case check = "is"
  /// `x as UIViewController`, `1 as Double`: a conversion swiftc checks.
  case coerce = "as"
}
