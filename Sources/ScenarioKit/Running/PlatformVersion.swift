import DocEngine

/// An iOS version (`17`, `16.4`): what `#available(iOS 15, *)` in a scenario is checked
/// against. Sites set it in site.yml (`iOS: 17`); 17 when they do not.
public struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public static let defaultiOS = PlatformVersion(major: 17, minor: 0)
  /// The oldest version scenarios may run on: the oldest whose behaviour has evidence.
  public static let oldestiOS = VersionProfile.oldestSupported

  public init(major: Int, minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// `17`, `16.4` (a third component is accepted and ignored, as `#available` compares
  /// major and minor in practice); nil for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) && $0.count <= 4 }),
      let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0
    else { return nil }
    self.init(major: major, minor: minor)
  }

  /// The engine's behaviour for this version (the oldest with evidence for anything older).
  public var profile: VersionProfile { VersionProfile(major: major, minor: minor) ?? .oldest }

  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  public static func < (left: PlatformVersion, right: PlatformVersion) -> Bool {
    (left.major, left.minor) < (right.major, right.minor)
  }
}
