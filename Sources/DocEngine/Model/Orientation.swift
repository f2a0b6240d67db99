/// Device orientation for `rotate(to:)`.
public enum Orientation: String, Sendable, Hashable, Codable {
  case portrait
  case landscape
}
