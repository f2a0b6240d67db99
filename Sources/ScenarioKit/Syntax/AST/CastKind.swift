/// `as?`, `as!` and `is`.
public enum CastKind: String, Sendable {
  case conditional = "as?"
  case forced = "as!"
  case check = "is"
}
