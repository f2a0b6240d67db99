/// Sheets and detents (docs/engine.md 31). `vc.sheetPresentationController` is the controller's
/// presentation controller when its style is a sheet (`.pageSheet`, `.formSheet`, or
/// `.automatic`, which is a page sheet on an iPhone), `nil` otherwise. Its settings are kept
/// from the first time it is read; a user's drag to another detent tells its delegate.
extension Engine {
  /// `vc.sheetPresentationController`.
  public func sheetPresentationController(of vc: ObjectID) throws -> ObjectID? {
    let style = try property("modalPresentationStyle", of: vc)
    guard version.hasCardSheets, case .enumCase(let name) = style,
      ["pageSheet", "formSheet", "automatic"].contains(name)
    else { return nil }
    guard let pc = try property("presentationController", of: vc).objectValue else { return nil }
    if sheets[pc] == nil { sheets[pc] = SheetSettings() }
    return pc
  }

  /// The settings of a sheet presentation controller (nil until its controller's
  /// `sheetPresentationController` is read).
  public func sheet(_ pc: ObjectID) -> SheetSettings? { sheets[pc] }

  /// Changes a sheet's settings in code: no delegate hears it, as in UIKit.
  public func setSheet(_ settings: SheetSettings, of pc: ObjectID) {
    guard sheets[pc] != nil else { return }
    sheets[pc] = settings
  }

  /// The sheet presentation controller of `vc` when `vc` is presented as a sheet on screen.
  public func presentedSheet(of vc: ObjectID) throws -> ObjectID {
    guard isVisible(vc), let pc = try sheetPresentationController(of: vc),
      try property("presentingViewController", of: vc).objectValue != nil, sheets[pc] != nil
    else { throw error(.notAPresentedSheet(vc)) }
    return pc
  }

  /// `user.dragSheet(vc, to: detent)`: the user drags a presented sheet to one of its detents.
  /// A move to another detent than the current one (nil is the smallest: medium when there is
  /// one) is selected and heard by the presentation controller's delegate.
  public func dragSheet(_ pc: ObjectID, to detent: SheetDetent) throws {
    try userEvent {
      guard var sheet = sheets[pc] else { return }
      let smallest: SheetDetent = sheet.detents.contains(.medium) ? .medium : .large
      guard (sheet.selectedDetentIdentifier ?? smallest) != detent else { return }
      sheet.selectedDetentIdentifier = detent
      sheets[pc] = sheet
      try sheetDetentChanged(presentationController: pc)
    }
  }

  /// The user dragged a sheet to another detent: the presentation controller's delegate hears
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when it implements it.
  /// UIKit calls it for user interaction only, never for a change made in code. No appearance
  /// callbacks: the presenter stays on screen at every detent.
  func sheetDetentChanged(presentationController pc: ObjectID) throws {
    try requireKind(pc, .presentationController, expected: "UISheetPresentationController")
    guard let delegate = self[pc].delegate, !self[delegate].isDead,
      implements(.sheetDidChangeSelectedDetentIdentifier, on: delegate)
    else { return }
    try log(.delegate(delegate, .sheetDidChangeSelectedDetentIdentifier))
    try callUser(.sheetDidChangeSelectedDetentIdentifier, on: delegate, [.object(pc)])
  }
}
