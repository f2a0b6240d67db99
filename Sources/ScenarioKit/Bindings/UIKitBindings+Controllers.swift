import DocEngine

/// View controllers, containers, presentation controllers, transition contexts and segues
/// (`Engine+Presentation.swift`, `+Navigation`, `+Containers`, `+Containment`, `+Segues`, …).
extension UIKitBindings {
  static let controllerTypes: [UIKitType] = [
    UIKitType(name: "NSObject", superclass: nil, model: .object(.object)),
    UIKitType(name: "UIResponder", superclass: "NSObject", model: .object(.object)),
    UIKitType(name: "UIViewController", superclass: "UIResponder", model: .object(.viewController)),
    UIKitType(name: "UINavigationController", superclass: "UIViewController", model: .object(.navigationController)),
    UIKitType(name: "UITabBarController", superclass: "UIViewController", model: .object(.tabBarController)),
    UIKitType(name: "UIPageViewController", superclass: "UIViewController", model: .object(.pageViewController)),
    UIKitType(name: "UISplitViewController", superclass: "UIViewController", model: .object(.splitViewController)),
    UIKitType(name: "UIAlertController", superclass: "UIViewController", model: .object(.viewController)),
    UIKitType(name: "UIPresentationController", superclass: "NSObject", model: .object(.presentationController)),
    UIKitType(name: "UIStoryboardSegue", superclass: "NSObject", model: .object(.storyboardSegue)),
  ]

  static let controllerMembers: [UIKitBinding] =
    initializers + viewControllerMethods + containerMethods
    + engineProperties + controllerExtras

  /// UIKit's initializers of its controller classes (and a scenario's subclasses': `construct`).
  /// UIKit makes segues and transition contexts itself.
  private static let initializers: [UIKitBinding] = [
    ("NSObject", "init()"), ("UIResponder", "init()"), ("UIViewController", "init(), init(nibName:bundle:)"),
    ("UINavigationController", "init(), init(rootViewController:), init(nibName:bundle:)"),
    ("UITabBarController", "init(), init(nibName:bundle:)"),
    ("UIPageViewController", "init(), init(transitionStyle:navigationOrientation:options:)"),
    ("UISplitViewController", "init(), init(style:), init(nibName:bundle:)"),
    ("UIPresentationController", "init(presentedViewController:presenting:)"),
  ].map { type, forms in
    .initializer(type, forms) { call in try call.interpreter.construct(call.name, call.args, at: call.position) }
  }

  /// Every view controller's methods, then each container's, in the order suggestions offer them.
  private static let viewControllerMethods: [UIKitBinding] = [
    .uikitMethod("UIViewController", "present(_:animated:completion:)") { call in
      let presented = try call.object(0, "the presented controller")
      let animated = try call.bool("animated")
      let completion = try call.completion()
      try call.withEngine { try $0.present(presented, from: call.object, animated: animated, completion: completion) }
      return .void
    },
    .uikitMethod("UIViewController", "dismiss(animated:completion:)") { call in
      let animated = try call.bool("animated")
      let completion = try call.completion()
      try call.withEngine { try $0.dismiss(from: call.object, animated: animated, completion: completion) }
      return .void
    },
    .uikitMethod("UIViewController", "addChild(_:)") { call in
      let child = try call.object(0, "child")
      try call.withEngine { try $0.addChild(child, to: call.object) }
      return .void
    },
    .uikitMethod("UIViewController", "removeFromParent()") { call in
      try call.withEngine { try $0.removeFromParent(call.object) }
      return .void
    },
    .uikitMethod("UIViewController", "willMove(toParent:)") { call in
      let parent = try call.optionalObject(0, "toParent")
      try call.withEngine { try $0.willMove(call.object, toParent: parent) }
      return .void
    },
    .uikitMethod("UIViewController", "didMove(toParent:)") { call in
      let parent = try call.optionalObject(0, "toParent")
      try call.withEngine { try $0.didMove(call.object, toParent: parent) }
      return .void
    },
    .uikitMethod("UIViewController", "loadViewIfNeeded()") { call in
      try call.withEngine { try $0.loadViewIfNeeded(call.object) }
      return .void
    },
    .uikitMethod("UIViewController", "performSegue(withIdentifier:sender:)") { call in
      guard case .string(let identifier) = call.args.values[0] else {
        throw RuntimeIssue.type("a segue identifier must be a String", at: call.args.positions[0])
      }
      let sender = try call.interpreter.toEngine(call.args.values[1], at: call.args.positions[1])
      try call.withEngine { try $0.performSegue(identifier: identifier, on: call.object, sender: sender) }
      return .void
    },
    .uikitMethod("UIViewController", "beginAppearanceTransition(_:animated:)") { call in
      guard case .bool(let appearing) = call.args.values[0] else {
        throw RuntimeIssue.type("beginAppearanceTransition needs a Bool", at: call.args.positions[0])
      }
      let animated = try call.bool("animated")
      try call.withEngine { try $0.beginAppearanceTransition(call.object, isAppearing: appearing, animated: animated) }
      return .void
    },
    .uikitMethod("UIViewController", "endAppearanceTransition()") { call in
      try call.withEngine { try $0.endAppearanceTransition(call.object) }
      return .void
    },
    .uikitMethod("UIViewController", "show(_:sender:)") { call in
      let shown = try call.object(0, "the controller to show")
      try call.withEngine { try $0.show(shown, from: call.object) }
      return .void
    },
    .uikitMethod("UIViewController", "showDetailViewController(_:sender:)") { call in
      let shown = try call.object(0, "the controller to show")
      try call.withEngine { try $0.showDetail(shown, from: call.object) }
      return .void
    },
  ]

  private static let containerMethods: [UIKitBinding] = [
    .uikitMethod("UINavigationController", "pushViewController(_:animated:)") { call in
      let pushed = try call.object(0, "the pushed controller")
      let animated = try call.bool("animated")
      try call.withEngine { try $0.push(pushed, onto: call.object, animated: animated) }
      return .void
    },
    .uikitMethod("UINavigationController", "popViewController(animated:)") { call in
      let animated = try call.bool("animated")
      let popped = try call.withEngine { try $0.pop(from: call.object, animated: animated) }
      return popped.map(Value.object) ?? .null
    },
    .uikitMethod("UINavigationController", "popToRootViewController(animated:)") { call in
      let animated = try call.bool("animated")
      let popped = try call.withEngine { try $0.popToRoot(of: call.object, animated: animated) }
      return .array(popped.map(Value.object))
    },
    .uikitMethod("UINavigationController", "popToViewController(_:animated:)") { call in
      let target = try call.object(0, "the controller to pop to")
      let animated = try call.bool("animated")
      let popped = try call.withEngine { try $0.popTo(target, in: call.object, animated: animated) }
      return .array(popped.map(Value.object))
    },
    .uikitMethod("UINavigationController", "setViewControllers(_:animated:)") { call in
      try setViewControllers(call)
      return .void
    },
    .uikitMethod("UIPageViewController", "setViewControllers(_:direction:animated:completion:)") { call in
      try setViewControllers(call)
      // UIKit calls the completion with `true` once the pages are shown.
      if let handler = try call.completion(arguments: [.bool(true)]) { try handler() }
      return .void
    },
    .uikitMethod("UIViewControllerContextTransitioning", "completeTransition(_:)") { call in
      guard case .bool(let completed) = call.args.values[0] else {
        throw RuntimeIssue.type("completeTransition needs a Bool", at: call.args.positions[0])
      }
      try call.withEngine { try $0.completeTransition(call.object, didComplete: completed) }
      return .void
    },
    .uikitMethod("UIViewControllerContextTransitioning", "viewController(forKey:)", transitionContextController),
    .uikitMethod("UIViewControllerContextTransitioning", "view(forKey:)", transitionContextController),
  ]

  /// `setViewControllers([…], animated:)`: the new children.
  private static func setViewControllers(_ call: UIKitCall) throws {
    guard case .objects(let list) = try call.interpreter.toEngine(call.args.values[0], at: call.args.positions[0])
    else {
      throw RuntimeIssue.type("setViewControllers needs an array of view controllers", at: call.args.positions[0])
    }
    let animated = try call.bool("animated")
    try call.withEngine { try $0.setViewControllers(list, of: call.object, animated: animated) }
  }

  /// `viewController(forKey: .from / .to)`, and `view(forKey:)`: that controller's view.
  private static func transitionContextController(_ call: UIKitCall) throws -> Value {
    guard let key = call.args.values[0].bareCase, key == "from" || key == "to" else {
      throw RuntimeIssue.type("\(call.name)(forKey:) takes '.from' or '.to'", at: call.args.positions[0])
    }
    let vc = try call.withEngine { try $0.transitionContextViewController(call.object, forKey: key) }
    return vc.map(call.name == "view" ? Value.view : Value.object) ?? .null
  }

  /// The properties the engine simulates (`UIKitProperty`), on the class of each kind that has
  /// them; setting one the engine refuses is its error.
  private static let engineProperties: [UIKitBinding] = ObjectKind.allCases.flatMap { kind -> [UIKitBinding] in
    let inherited =
      kind.isViewController && kind != .viewController ? UIKitProperty.properties(of: .viewController) : []
    return UIKitProperty.properties(of: kind).filter { !inherited.contains($0) }.map { property in
      .property(
        kind.defaultClassName, property.rawValue, settable: property.isSettable || property == .view,
        get: { read in
          try read.interpreter.withEngine(at: read.position) {
            try read.interpreter.fromEngine(read.engine.property(read.name, of: read.object))
          }
        },
        set: { write in
          if property == .view {
            try write.interpreter.assignView(write)
          } else {
            try write.interpreter.setEngineProperty(write)
          }
        })
    }
  }

  /// Controller properties the engine answers through another operation.
  private static let controllerExtras: [UIKitBinding] = [
    .property("UIViewController", "navigationItem") { read in .element(read.engine.navigationItem(of: read.object)) },
    .property("UIViewController", "sheetPresentationController") { read in
      try read.interpreter.sheetPresentationController(of: read.object, at: read.position)
    },
    .property("UIViewController", "viewIfLoaded") { read in
      // The view without loading it.
      let loaded = try read.interpreter.withEngine(at: read.position) {
        try read.engine.property("isViewLoaded", of: read.object)
      }
      return loaded.boolValue == true ? .view(read.object) : .null
    },
    .property("UIPresentationController", "presentedView", implicitSelfMember: false) { read in
      // The presented controller's view.
      let presented = try read.interpreter.withEngine(at: read.position) {
        try read.engine.property("presentedViewController", of: read.object)
      }
      return presented.objectValue.map(Value.view) ?? .null
    },
  ]

  /// What UIKit calls on a subclass (overridden with `override`), in the order suggestions
  /// offer them, then what it calls on delegates. `willMove(toParent:)` and
  /// `didMove(toParent:)` are methods too; the layout callbacks and
  /// `frameOfPresentedViewInContainerView` may be overridden but the engine never calls them
  /// (no layout).
  static let callbacks: [UIKitBinding] =
    overridden(
      "UIViewController",
      [
        UIKitCallback.viewDidLoad.selector, UIKitCallback.viewWillAppear.selector,
        UIKitCallback.viewIsAppearing.selector, UIKitCallback.viewDidAppear.selector,
        UIKitCallback.viewWillDisappear.selector, UIKitCallback.viewDidDisappear.selector,
        UIKitCallback.loadView.selector,
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", UIKitCallback.prepareForSegue.selector,
        UIKitCallback.shouldPerformSegue.selector, UIKitCallback.canPerformUnwindSegueAction.selector,
        UIKitCallback.shouldAutomaticallyForwardAppearanceMethods.selector,
      ])
    + overridden(
      "UIPresentationController",
      [
        UIKitCallback.presentationTransitionWillBegin.selector, UIKitCallback.presentationTransitionDidEnd.selector,
        UIKitCallback.dismissalTransitionWillBegin.selector, UIKitCallback.dismissalTransitionDidEnd.selector,
        UIKitCallback.containerViewWillLayoutSubviews.selector, UIKitCallback.containerViewDidLayoutSubviews.selector,
        UIKitCallback.shouldRemovePresentersView.selector, "frameOfPresentedViewInContainerView",
      ])
    + UIKitCallback.allCases.filter { type(named: $0.declaringType)?.isProtocol == true }.map {
      UIKitBinding(type: $0.declaringType, member: $0.selector, kind: .callback)
    }

  private static func overridden(_ type: String, _ selectors: [String]) -> [UIKitBinding] {
    selectors.map { UIKitBinding(type: type, member: $0, kind: .callback) }
  }

  static let protocols: [UIKitType] = [
    "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate",
    "UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning", "UINavigationControllerDelegate",
    "UITabBarControllerDelegate", "UIViewControllerContextTransitioning", "UIPopoverPresentationControllerDelegate",
    "UIPageViewControllerDelegate", "UIPageViewControllerDataSource", "UISplitViewControllerDelegate",
  ].map { UIKitType(name: $0, superclass: nil, model: .protocol) }
}

extension UIKitType {
  var isProtocol: Bool {
    if case .protocol = model { return true }
    return false
  }
}

extension Interpreter {
  /// Sets a property the engine simulates: the value is checked against the property's enum
  /// (`.fullscreen` is a near miss of `.fullScreen`), and the engine refuses what UIKit
  /// does, at the statement.
  func setEngineProperty(_ write: UIKitWrite) throws {
    let value = try write.value()
    try checkStorable(value, at: write.valuePosition)
    if let (typeName, cases) = Self.enumProperties[write.name] {
      try checkEnumCase(value, of: typeName, cases: cases, at: write.valuePosition)
    }
    let engineValue = try toEngine(value, at: write.valuePosition)
    try withEngine(at: write.statementPosition) {
      try engine.setProperty(write.name, of: write.object, to: engineValue)
    }
  }

  /// Properties that take a UIKit enum, with the enum's name and cases (for near misses).
  static let enumProperties: [String: (String, [String])] = [
    UIKitProperty.modalPresentationStyle.rawValue: (
      "UIModalPresentationStyle", ModalPresentationStyle.allCases.map(\.rawValue)
    ),
    UIKitProperty.modalTransitionStyle.rawValue: (
      "UIModalTransitionStyle", ModalTransitionStyle.allCases.map(\.rawValue)
    ),
  ]
}

extension Interpreter {
  /// `view = UIView()`, as a `loadView` override writes it: the controller's view stands for
  /// the new one (the engine has one view per controller). A view that already has subviews
  /// would bring them along, which is not simulated: the block is told to add them after.
  func assignView(_ write: UIKitWrite) throws {
    let value = try write.value()
    guard case .element(let element) = value, engine.kind(of: element) == .view else {
      throw RuntimeIssue.type(
        "cannot assign value of type '\(describeType(of: value))' to type 'UIView'", at: write.valuePosition)
    }
    guard engine.subviews(of: .element(element)).isEmpty else {
      throw RuntimeIssue.notSimulated(
        "UIViewController.view",
        reason:
          "giving it a view that already has subviews; assign a new UIView first, then add the subviews to 'view'",
        at: write.valuePosition)
    }
  }
}
