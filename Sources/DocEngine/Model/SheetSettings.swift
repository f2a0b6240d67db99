/// A sheet's settings (`UISheetPresentationController`), as code reads and sets them.
public struct SheetSettings: Hashable, Sendable {
  public var detents: [SheetDetent] = [.large]
  /// Nil is the smallest detent (UIKit's documented default).
  public var selectedDetentIdentifier: SheetDetent?
  public var largestUndimmedDetentIdentifier: SheetDetent?
  public var prefersGrabberVisible = false
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  public var prefersEdgeAttachedInCompactHeight = false

  public init() {}
}

/// `UISheetPresentationController.Detent.Identifier`, by its Swift case names.
public enum SheetDetent: String, Hashable, Sendable, CaseIterable {
  case medium
  case large
}
