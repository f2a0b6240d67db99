/// `UIModalTransitionStyle`, by its Swift case names.
public enum ModalTransitionStyle: String, Sendable, Hashable, CaseIterable {
  case coverVertical
  case flipHorizontal
  case crossDissolve
  case partialCurl
}
