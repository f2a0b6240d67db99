/// `UIModalPresentationStyle`, by its Swift case names.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable, Codable {
  case automatic
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case custom
  case overFullScreen
  case overCurrentContext
  case popover
  case none

  /// The style actually used on an iPhone in portrait (`.automatic` → `.pageSheet`).
  public var resolved: ModalPresentationStyle {
    self == .automatic ? .pageSheet : self
  }

  /// Styles shown as a card that the user can swipe down.
  public var isSheet: Bool {
    switch resolved {
    case .pageSheet, .formSheet, .popover: return true
    default: return false
    }
  }

  /// Styles whose presenting controller is found through `definesPresentationContext`.
  public var usesPresentationContext: Bool {
    self == .currentContext || self == .overCurrentContext
  }
}
