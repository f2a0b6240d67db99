import DocEngine

// MARK: - Sheets and detents

/// Sheets in Swift: detents and settings checked and converted, then the engine's sheets
/// (`Engine+Sheets.swift`) do the rest.
extension Interpreter {
  static let sheetPropertyNames = [
    "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
    "prefersScrollingExpandsWhenScrolledToEdge", "prefersEdgeAttachedInCompactHeight",
  ]

  /// `vc.sheetPresentationController`.
  func sheetPresentationController(of vc: ObjectID, at position: SourcePosition) throws -> Value {
    try withEngine(at: position) { try engine.sheetPresentationController(of: vc) }.map(Value.object) ?? .null
  }

  /// A sheet setting read, or nil when `name` is not one (or `id` is not a sheet).
  func sheetMember(_ name: String, of id: ObjectID) -> Value? {
    guard let sheet = engine.sheet(id) else { return nil }
    switch name {
    case "detents": return .array(sheet.detents.map(Self.detent))
    case "selectedDetentIdentifier": return sheet.selectedDetentIdentifier.map(Self.detent) ?? .null
    case "largestUndimmedDetentIdentifier": return sheet.largestUndimmedDetentIdentifier.map(Self.detent) ?? .null
    case "prefersGrabberVisible": return .bool(sheet.prefersGrabberVisible)
    case "prefersScrollingExpandsWhenScrolledToEdge": return .bool(sheet.prefersScrollingExpandsWhenScrolledToEdge)
    case "prefersEdgeAttachedInCompactHeight": return .bool(sheet.prefersEdgeAttachedInCompactHeight)
    default: return nil
    }
  }

  private static func detent(_ detent: SheetDetent) -> Value { .enumCase(detent.rawValue, []) }

  /// Sets a sheet setting; false when `name` is not one. Setting `selectedDetentIdentifier` in
  /// code calls no delegate, as in UIKit.
  func setSheetMember(_ name: String, of id: ObjectID, to value: Value, at position: SourcePosition) throws -> Bool {
    guard var sheet = engine.sheet(id), Self.sheetPropertyNames.contains(name) else { return false }
    func detent(_ value: Value) throws -> SheetDetent {
      try checkEnumCase(
        value, of: "UISheetPresentationController.Detent.Identifier",
        cases: SheetDetent.allCases.map(\.rawValue), at: position)
      guard case .enumCase(let detentName, _) = value, let detent = SheetDetent(rawValue: detentName) else {
        throw RuntimeIssue.type("a detent is '.medium()' or '.large()', not \(value.kindDescription)", at: position)
      }
      return detent
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
    case "selectedDetentIdentifier": sheet.selectedDetentIdentifier = value.isNil ? nil : try detent(value)
    case "largestUndimmedDetentIdentifier":
      sheet.largestUndimmedDetentIdentifier = value.isNil ? nil : try detent(value)
    case "prefersGrabberVisible": sheet.prefersGrabberVisible = try flag()
    case "prefersScrollingExpandsWhenScrolledToEdge": sheet.prefersScrollingExpandsWhenScrolledToEdge = try flag()
    default: sheet.prefersEdgeAttachedInCompactHeight = try flag()
    }
    engine.setSheet(sheet, of: id)
    return true
  }

  /// `user.dragSheet(vc, to: .medium)`: the user drags a presented sheet to one of its detents.
  func dragSheet(_ vc: ObjectID, to target: Value, at position: SourcePosition) throws {
    let pc = try withEngine(at: position) { try engine.presentedSheet(of: vc) }
    let detents = engine.sheet(pc)?.detents ?? []
    guard case .enumCase(let name, _) = target, let detent = SheetDetent(rawValue: name), detents.contains(detent)
    else {
      throw RuntimeIssue.type(
        "user.dragSheet: the sheet's detents are \(describe(.array(detents.map(Self.detent)), quoted: true)); it cannot rest at \(describe(target, quoted: true))",
        at: position)
    }
    try withEngine(at: position) { try engine.dragSheet(pc, to: detent) }
  }
}
