/// Device orientation for `rotate(to:)`.
public enum Orientation: String, Sendable, Hashable {
  case portrait
  case landscape
}
