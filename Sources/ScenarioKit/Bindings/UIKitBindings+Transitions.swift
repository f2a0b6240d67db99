import DocEngine

/// Custom transitions as tutorials write them (`Engine+Interactive.swift`, docs/engine.md rows
/// 42–44): the transition context's questions (`transitionWasCancelled`, `isInteractive`, the
/// frames, accepted as data), and `UIPercentDrivenInteractiveTransition`, the interaction
/// controller a transitioning or navigation delegate returns to make a transition interactive.
extension UIKitBindings {
  static let transitionTypes: [UIKitType] = [
    UIKitType(name: "UIPercentDrivenInteractiveTransition", superclass: "NSObject", model: .object(.object)),
    UIKitType(name: "UIViewControllerInteractiveTransitioning", superclass: nil, model: .protocol),
  ]

  static let transitionMembers: [UIKitBinding] = contextMembers + interactionMembers

  private static let contextMembers: [UIKitBinding] = [
    .property("UIViewControllerContextTransitioning", "transitionWasCancelled", implicitSelfMember: false) { read in
      .bool(try read.interpreter.withEngine(at: read.position) { try read.engine.transitionWasCancelled(read.object) })
    },
    .property("UIViewControllerContextTransitioning", "isInteractive", implicitSelfMember: false) { read in
      .bool(try read.interpreter.withEngine(at: read.position) { try read.engine.isInteractive(read.object) })
    },
    .property("UIViewControllerContextTransitioning", "isAnimated", implicitSelfMember: false) { _ in .bool(true) },
    .uikitMethod("UIViewControllerContextTransitioning", "finalFrame(for:)", contextFrame),
    .uikitMethod("UIViewControllerContextTransitioning", "initialFrame(for:)", contextFrame),
    .uikitMethod("UIViewControllerContextTransitioning", "updateInteractiveTransition(_:)") { call in
      let percent = try call.args.cgFloat(0)
      try call.withEngine { try $0.updateInteractiveTransition(call.object, percentComplete: percent) }
      return .void
    },
    .uikitMethod("UIViewControllerContextTransitioning", "finishInteractiveTransition()") { call in
      try call.withEngine { try $0.endInteractiveTransition(call.object, cancel: false) }
      return .void
    },
    .uikitMethod("UIViewControllerContextTransitioning", "cancelInteractiveTransition()") { call in
      try call.withEngine { try $0.endInteractiveTransition(call.object, cancel: true) }
      return .void
    },
  ]

  /// `finalFrame(for:)` / `initialFrame(for:)`: accepted as data. The engine has no screen
  /// geometry, so the answer is the frame of that controller's view as code set it (`.zero`
  /// until then).
  private static func contextFrame(_ call: UIKitCall) throws -> Value {
    let vc = try call.object(0, "the view controller")
    return .geometry(call.engine.frame(of: .root(vc)))
  }

  private static let interactionMembers: [UIKitBinding] = [
    .initializer("UIPercentDrivenInteractiveTransition", "init()") { call in
      try call.interpreter.construct(call.name, call.args, at: call.position)
    },
    .uikitMethod("UIPercentDrivenInteractiveTransition", "update(_:)") { call in
      let percent = try call.args.cgFloat(0)
      try call.withEngine { try $0.updateInteraction(call.object, percentComplete: percent) }
      return .void
    },
    .uikitMethod("UIPercentDrivenInteractiveTransition", "finish()") { call in
      try call.withEngine { try $0.endInteraction(call.object, cancel: false) }
      return .void
    },
    .uikitMethod("UIPercentDrivenInteractiveTransition", "cancel()") { call in
      try call.withEngine { try $0.endInteraction(call.object, cancel: true) }
      return .void
    },
    .property("UIPercentDrivenInteractiveTransition", "percentComplete") { read in
      .double(read.engine.percentComplete(of: read.object))
    },
    .property("UIPercentDrivenInteractiveTransition", "duration") { read in
      .double(read.engine.interactionDuration(of: read.object))
    },
    dataProperty("completionSpeed", default: { .double(1) }),
    dataProperty("completionCurve", default: { .enumCase("easeInOut", []) }),
  ]

  /// A property kept as set, with UIKit's default: it changes nothing the engine shows.
  private static func dataProperty(_ name: String, default value: @escaping @Sendable () -> Value)
    -> UIKitBinding
  {
    .property(
      "UIPercentDrivenInteractiveTransition", name,
      get: { read in read.engine.dataProperty(name, of: read.object).map(Value.init) ?? value() },
      set: { write in
        let new = try write.value()
        try write.interpreter.withEngine(at: write.statementPosition) {
          try write.engine.setDataProperty(name, of: write.object, to: PropertyValue(new))
        }
      })
  }
}
