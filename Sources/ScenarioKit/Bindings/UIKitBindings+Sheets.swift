import DocEngine

/// Sheets and detents (`Engine+Sheets.swift`): a presentation controller whose controller's
/// `sheetPresentationController` was read has these members too. Setting one in code calls no
/// delegate, as in UIKit.
extension UIKitBindings {
  static let roleTypes: [UIKitType] = [
    UIKitType(name: "UISheetPresentationController", superclass: "UIPresentationController", model: .role)
  ]

  static let sheetMembers: [UIKitBinding] = [
    sheetProperty("detents", get: { .array($0.detents.map(detent)) }) { sheet, value, interpreter, position in
      guard case .array(let list) = value, !list.isEmpty else {
        throw RuntimeIssue.type("'detents' needs a non-empty array such as [.medium(), .large()]", at: position)
      }
      sheet.detents = try list.map { try interpreter.detent($0, at: position) }
    },
    sheetProperty("selectedDetentIdentifier", get: { $0.selectedDetentIdentifier.map(detent) ?? .null }) {
      sheet, value, interpreter, position in
      sheet.selectedDetentIdentifier = value.isNil ? nil : try interpreter.detent(value, at: position)
    },
    sheetProperty("largestUndimmedDetentIdentifier", get: { $0.largestUndimmedDetentIdentifier.map(detent) ?? .null }) {
      sheet, value, interpreter, position in
      sheet.largestUndimmedDetentIdentifier = value.isNil ? nil : try interpreter.detent(value, at: position)
    },
    sheetFlag("prefersGrabberVisible", \.prefersGrabberVisible),
    sheetFlag("prefersScrollingExpandsWhenScrolledToEdge", \.prefersScrollingExpandsWhenScrolledToEdge),
    sheetFlag("prefersEdgeAttachedInCompactHeight", \.prefersEdgeAttachedInCompactHeight),
  ]

  /// A sheet setting: read from the engine's `SheetSettings`, changed on a copy and written back.
  private static func sheetProperty(
    _ name: String, get: @escaping @Sendable (SheetSettings) -> Value,
    set: @escaping @Sendable (inout SheetSettings, Value, Interpreter, SourcePosition) throws -> Void
  ) -> UIKitBinding {
    .property(
      "UISheetPresentationController", name,
      get: { read in read.engine.sheet(read.object).map(get) ?? .null },
      set: { write in
        let value = try write.value()
        guard var sheet = write.engine.sheet(write.object) else { return }
        try set(&sheet, value, write.interpreter, write.valuePosition)
        write.engine.setSheet(sheet, of: write.object)
      })
  }

  private static func sheetFlag(_ name: String, _ flag: WritableKeyPath<SheetSettings, Bool> & Sendable)
    -> UIKitBinding
  {
    sheetProperty(name, get: { .bool($0[keyPath: flag]) }) { sheet, value, _, position in
      guard case .bool(let b) = value else {
        throw RuntimeIssue.type(
          "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'Bool'", at: position)
      }
      sheet[keyPath: flag] = b
    }
  }

  static func detent(_ detent: SheetDetent) -> Value { .enumCase(detent.rawValue, []) }
}

extension Interpreter {
  /// `vc.sheetPresentationController`.
  func sheetPresentationController(of vc: ObjectID, at position: SourcePosition) throws -> Value {
    try withEngine(at: position) { try engine.sheetPresentationController(of: vc) }.map(Value.object) ?? .null
  }

  /// `.medium()`, `.large()` (or `.medium`) as a detent.
  func detent(_ value: Value, at position: SourcePosition) throws -> SheetDetent {
    try checkEnumCase(
      value, of: "UISheetPresentationController.Detent.Identifier", cases: SheetDetent.allCases.map(\.rawValue),
      at: position)
    guard case .enumCase(let name, _) = value, let detent = SheetDetent(rawValue: name) else {
      throw RuntimeIssue.type("a detent is '.medium()' or '.large()', not \(value.kindDescription)", at: position)
    }
    return detent
  }

  /// `user.dragSheet(vc, to: .medium)`: the user drags a presented sheet to one of its detents.
  func dragSheet(_ vc: ObjectID, to target: Value, at position: SourcePosition) throws {
    let pc = try withEngine(at: position) { try engine.presentedSheet(of: vc) }
    let detents = engine.sheet(pc)?.detents ?? []
    guard case .enumCase(let name, _) = target, let detent = SheetDetent(rawValue: name), detents.contains(detent)
    else {
      throw RuntimeIssue.type(
        "user.dragSheet: the sheet's detents are \(describe(.array(detents.map(UIKitBindings.detent)), quoted: true)); it cannot rest at \(describe(target, quoted: true))",
        at: position)
    }
    try withEngine(at: position) { try engine.dragSheet(pc, to: detent) }
  }
}
