import DocEngine

// MARK: - Sheets and detents

/// `vc.sheetPresentationController`: the controller's presentation controller when its style is
/// a sheet (`.pageSheet`, `.formSheet`, or `.automatic`, which is a page sheet on an iPhone),
/// `nil` otherwise. Detents and the sheet's other settings are data kept here; a user drag to
/// another detent (`user.dragSheet(vc, to: .medium)`) is the engine's, for its delegate call.
struct SheetSettings {
  var detents: [Value] = [.enumCase("large", [])]
  var selectedDetentIdentifier: Value = .null
  var largestUndimmedDetentIdentifier: Value = .null
  var prefersGrabberVisible = false
  var prefersScrollingExpandsWhenScrolledToEdge = true
  var prefersEdgeAttachedInCompactHeight = false

  static let propertyNames = [
    "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
    "prefersScrollingExpandsWhenScrolledToEdge", "prefersEdgeAttachedInCompactHeight",
  ]
  static let detentNames = ["medium", "large"]
}

extension Interpreter {
  /// `vc.sheetPresentationController`.
  func sheetPresentationController(of vc: ObjectID, at position: SourcePosition) throws -> Value {
    let style = try withEngine(at: position) { try engine.property("modalPresentationStyle", of: vc) }
    guard case .enumCase(let name) = style, ["pageSheet", "formSheet", "automatic"].contains(name) else { return .null }
    let controller = try withEngine(at: position) { try engine.property("presentationController", of: vc) }
    guard let pc = controller.objectValue else { return .null }
    if sheets[pc] == nil { sheets[pc] = SheetSettings() }
    return .object(pc)
  }

  /// A sheet setting read, or nil when `name` is not one (or `id` is not a sheet).
  func sheetMember(_ name: String, of id: ObjectID) -> Value? {
    guard let sheet = sheets[id] else { return nil }
    switch name {
    case "detents": return .array(sheet.detents)
    case "selectedDetentIdentifier": return sheet.selectedDetentIdentifier
    case "largestUndimmedDetentIdentifier": return sheet.largestUndimmedDetentIdentifier
    case "prefersGrabberVisible": return .bool(sheet.prefersGrabberVisible)
    case "prefersScrollingExpandsWhenScrolledToEdge": return .bool(sheet.prefersScrollingExpandsWhenScrolledToEdge)
    case "prefersEdgeAttachedInCompactHeight": return .bool(sheet.prefersEdgeAttachedInCompactHeight)
    default: return nil
    }
  }

  /// Sets a sheet setting; false when `name` is not one. Setting `selectedDetentIdentifier` in
  /// code calls no delegate, as in UIKit.
  func setSheetMember(_ name: String, of id: ObjectID, to value: Value, at position: SourcePosition) throws -> Bool {
    guard var sheet = sheets[id], SheetSettings.propertyNames.contains(name) else { return false }
    func detent(_ value: Value) throws -> Value {
      try checkEnumCase(
        value, of: "UISheetPresentationController.Detent.Identifier", cases: SheetSettings.detentNames, at: position)
      guard case .enumCase(let detentName, _) = value else {
        throw RuntimeIssue.type("a detent is '.medium()' or '.large()', not \(value.kindDescription)", at: position)
      }
      return .enumCase(detentName, [])
    }
    func flag() throws -> Bool {
      guard case .bool(let b) = value else {
        throw RuntimeIssue.type(
          "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'Bool'", at: position)
      }
      return b
    }
    switch name {
    case "detents":
      guard case .array(let list) = value, !list.isEmpty else {
        throw RuntimeIssue.type("'detents' needs a non-empty array such as [.medium(), .large()]", at: position)
      }
      sheet.detents = try list.map(detent)
    case "selectedDetentIdentifier": sheet.selectedDetentIdentifier = value.isNil ? .null : try detent(value)
    case "largestUndimmedDetentIdentifier":
      sheet.largestUndimmedDetentIdentifier = value.isNil ? .null : try detent(value)
    case "prefersGrabberVisible": sheet.prefersGrabberVisible = try flag()
    case "prefersScrollingExpandsWhenScrolledToEdge": sheet.prefersScrollingExpandsWhenScrolledToEdge = try flag()
    default: sheet.prefersEdgeAttachedInCompactHeight = try flag()
    }
    sheets[id] = sheet
    return true
  }

  /// `user.dragSheet(vc, to: .medium)`: the user drags a presented sheet to one of its detents.
  func dragSheet(_ vc: ObjectID, to target: Value, at position: SourcePosition) throws {
    guard engine.isVisible(vc), case .object(let pc) = try sheetPresentationController(of: vc, at: position),
      try withEngine(at: position, { try engine.property("presentingViewController", of: vc) }).objectValue != nil,
      var sheet = sheets[pc]
    else {
      throw RuntimeIssue(
        id: DiagnosticID.uikit,
        message: "user.dragSheet: \(engine.displayName(of: vc)) is not a presented sheet on screen",
        position: position)
    }
    guard case .enumCase(let name, _) = target,
      sheet.detents.contains(where: { Self.equal($0, .enumCase(name, [])) == true })
    else {
      throw RuntimeIssue.type(
        "user.dragSheet: the sheet's detents are \(describe(.array(sheet.detents), quoted: true)); it cannot rest at \(describe(target, quoted: true))",
        at: position)
    }
    // nil means the smallest detent (UIKit's documented default): medium when there is one.
    let smallest =
      sheet.detents.contains { Self.equal($0, .enumCase("medium", [])) == true }
      ? Value.enumCase("medium", []) : .enumCase("large", [])
    let current = sheet.selectedDetentIdentifier.isNil ? smallest : sheet.selectedDetentIdentifier
    guard Self.equal(current, .enumCase(name, [])) != true else { return }
    sheet.selectedDetentIdentifier = .enumCase(name, [])
    sheets[pc] = sheet
    try withEngine(at: position) { try engine.sheetDetentChanged(presentationController: pc) }
  }
}
