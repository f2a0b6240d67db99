/// The iOS version an engine simulates, and what UIKit does differently there: one value the
/// engine is configured with, each behaviour a row (docs/engine.md, "Behaviour by iOS
/// version", gives each row its evidence).
///
/// Versions before 12 are refused: the evidence gathered covers iOS 12 and later only.
public struct VersionProfile: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let major: Int
  public let minor: Int

  /// The oldest version whose behaviour has evidence.
  public static let oldestSupported = 12
  /// The version a scenario runs on when nothing names one.
  public static let `default` = VersionProfile(checkedMajor: 17, minor: 0)
  /// ``oldestSupported`` as a profile.
  public static let oldest = VersionProfile(checkedMajor: oldestSupported, minor: 0)

  /// Nil before ``oldestSupported``.
  public init?(major: Int, minor: Int = 0) {
    guard major >= Self.oldestSupported, minor >= 0 else { return nil }
    self.init(checkedMajor: major, minor: minor)
  }

  private init(checkedMajor major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  public static func < (left: VersionProfile, right: VersionProfile) -> Bool {
    (left.major, left.minor) < (right.major, right.minor)
  }

  // MARK: - The rows

  /// iOS 13: `.automatic` exists and is a controller's default style; page and form sheets
  /// are cards on an iPhone, which the user can swipe down. Before, the default is
  /// `.fullScreen` and every sheet style adapts to full screen in a compact width.
  public var hasCardSheets: Bool { major >= 13 }

  /// A new controller's `modalPresentationStyle`.
  public var defaultModalStyle: ModalPresentationStyle { hasCardSheets ? .automatic : .fullScreen }

  /// The style a presentation of `style` really uses on an iPhone in portrait: `.automatic`
  /// is ``automaticStyle``; before iOS 13 the sheet styles are full screen.
  public func resolve(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
    if style == .automatic, hasCardSheets { return automaticStyle }
    if hasCardSheets { return style }
    switch style {
    case .automatic, .pageSheet, .formSheet, .popover: return .fullScreen
    default: return style
    }
  }

  /// What `.automatic` is for most controllers: a form sheet from iOS 18, a page sheet before
  /// (on an iPhone in portrait both are the same card).
  public var automaticStyle: ModalPresentationStyle { major >= 18 ? .formSheet : .pageSheet }

  /// iOS 18: how the window's first root and a push in the same launch pass combine
  /// (docs/engine.md 36): before 18 the root appears first, from 18 only the top at the end.
  public var launchPass: LaunchPass { major >= 18 ? .topAtEndAppears : .rootAppearsFirst }

  /// iOS 13: UIKit calls `viewIsAppearing(_:)` (public from the iOS 17 SDK, back-deployed to
  /// iOS 13); iOS 12 has no such callback.
  public var callsViewIsAppearing: Bool { major >= 13 }
}
