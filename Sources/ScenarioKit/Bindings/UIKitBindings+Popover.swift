import DocEngine

/// `popoverPresentationController`: a controller presented with `.popover` has one; on an
/// iPhone (the engine's device) a popover adapts to a sheet (docs/engine.md, row 20 and known
/// gaps), so where it points (`sourceView`, `sourceRect`, `barButtonItem`,
/// `permittedArrowDirections`) is recorded as data.
extension UIKitBindings {
  static let popoverTypes: [UIKitType] = [
    UIKitType(name: "UIPopoverPresentationController", superclass: "UIPresentationController", model: .role)
  ]

  /// The data property marking a presentation controller read as a popover's.
  static let popoverMark = "UIKit.popover"

  static let popoverMembers: [UIKitBinding] =
    [
      .property("UIViewController", "popoverPresentationController") { read in
        let style = try read.interpreter.withEngine(at: read.position) {
          try read.engine.property(UIKitProperty.modalPresentationStyle.rawValue, of: read.object)
        }
        guard case .enumCase("popover") = style else { return .null }
        return try read.interpreter.withEngine(at: read.position) {
          guard let pc = try read.engine.property("presentationController", of: read.object).objectValue else {
            return Value.null
          }
          try read.engine.setDataProperty(popoverMark, of: pc, to: .bool(true))
          return .object(pc)
        }
      }
    ]
    + ["sourceView", "sourceRect", "barButtonItem", "permittedArrowDirections"].map { name in
      .property(
        "UIPopoverPresentationController", name,
        get: { read in Value(read.engine.dataProperty(name, of: read.object) ?? .null) },
        set: { write in
          let value = try write.value()
          try write.interpreter.withEngine(at: write.statementPosition) {
            try write.engine.setDataProperty(name, of: write.object, to: PropertyValue(value))
          }
        })
    }
}
