/// UIKit properties by name, for the scenario interpreter.
extension Engine {
  /// Properties every view controller has.
  static let viewControllerProperties = [
    "children", "definesPresentationContext", "isBeingDismissed", "isBeingPresented",
    "isModalInPresentation", "isMovingFromParent", "isMovingToParent", "isViewLoaded",
    "modalPresentationStyle", "modalTransitionStyle", "navigationController", "parent",
    "presentationController", "presentedViewController", "presentingViewController",
    "providesPresentationContextTransitionStyle", "tabBarController", "title",
    "transitioningDelegate", "view",
  ]

  /// The properties `id` answers to, sorted (for near-miss suggestions).
  public func knownProperties(of id: ObjectID) -> [String] {
    guard contains(id) else { return [] }
    var names: [String]
    switch self[id].kind {
    case .viewController: names = Self.viewControllerProperties
    case .navigationController:
      names =
        Self.viewControllerProperties + ["delegate", "topViewController", "viewControllers", "visibleViewController"]
    case .tabBarController:
      names =
        Self.viewControllerProperties + ["delegate", "selectedIndex", "selectedViewController", "viewControllers"]
    case .pageViewController, .splitViewController:
      names = Self.viewControllerProperties + ["viewControllers"]
    case .presentationController:
      names = ["containerView", "delegate", "presentedViewController", "presentingViewController"]
    case .transitionContext: names = ["containerView"]
    case .storyboardSegue: names = ["destination", "identifier", "source"]
    case .object: names = []
    }
    return names.sorted()
  }

  /// The UIKit methods `id` answers to, as Swift selectors, sorted.
  public func knownMethods(of id: ObjectID) -> [String] {
    guard contains(id) else { return [] }
    let vcMethods = [
      "addChild(_:)", "didMove(toParent:)", "dismiss(animated:completion:)", "loadViewIfNeeded()",
      "performSegue(withIdentifier:sender:)", "present(_:animated:completion:)",
      "removeFromParent()", "willMove(toParent:)", "show(_:sender:)", "showDetailViewController(_:sender:)",
      "beginAppearanceTransition(_:animated:)", "endAppearanceTransition()",
    ]
    switch self[id].kind {
    case .viewController: return vcMethods.sorted()
    case .navigationController:
      return
        (vcMethods + [
          "popToRootViewController(animated:)", "popToViewController(_:animated:)",
          "popViewController(animated:)", "pushViewController(_:animated:)",
          "setViewControllers(_:animated:)",
        ]).sorted()
    case .tabBarController, .splitViewController: return vcMethods.sorted()
    case .pageViewController:
      return (vcMethods + ["setViewControllers(_:direction:animated:completion:)"]).sorted()
    case .transitionContext: return ["completeTransition(_:)", "view(forKey:)", "viewController(forKey:)"]
    case .presentationController, .object, .storyboardSegue: return []
    }
  }

  /// Reads a UIKit property. Reading `view` loads the view (`viewDidLoad`) the first time;
  /// reading `presentationController` makes it.
  public func property(_ name: String, of id: ObjectID) throws -> EngineValue {
    try check(id)
    let record = self[id]
    guard knownProperties(of: id).contains(name) else {
      throw error(.unknownProperty(name: name, of: id))
    }
    // `children` and `viewControllers` copy the list.
    work += 1 + record.children.count
    switch (record.kind, name) {
    case (.presentationController, "presentedViewController"): return .object(record.pcPresented)
    case (.presentationController, "presentingViewController"): return .object(record.pcPresenting)
    case (.presentationController, "containerView"), (.transitionContext, "containerView"):
      return .view(id)
    case (.presentationController, "delegate"): return .object(liveOrNil(record.delegate))
    case (.storyboardSegue, "identifier"): return record.segueIdentifier.map { .string($0) } ?? .null
    case (.storyboardSegue, "source"): return .object(record.segueSource)
    case (.storyboardSegue, "destination"): return .object(record.segueDestination)
    default: break
    }
    switch name {
    case "children": return .objects(record.children)
    case "parent": return .object(record.parent)
    case "definesPresentationContext": return .bool(record.definesPresentationContext)
    case "providesPresentationContextTransitionStyle":
      return .bool(record.providesPresentationContextTransitionStyle)
    case "isBeingPresented": return .bool(record.isBeingPresented)
    case "isBeingDismissed": return .bool(record.isBeingDismissed)
    case "isMovingToParent": return .bool(record.isMovingToParent)
    case "isMovingFromParent": return .bool(record.isMovingFromParent)
    case "isModalInPresentation": return .bool(record.isModalInPresentation)
    case "isViewLoaded": return .bool(record.isViewLoaded)
    case "modalPresentationStyle": return .enumCase(record.modalPresentationStyle.rawValue)
    case "modalTransitionStyle": return .enumCase(record.modalTransitionStyle)
    case "navigationController": return .object(navigationControllerProperty(of: id))
    case "tabBarController": return .object(tabBarControllerProperty(of: id))
    case "presentedViewController": return .object(presentedViewControllerProperty(of: id))
    case "presentingViewController": return .object(presentingViewControllerProperty(of: id))
    case "presentationController":
      // The nearest presentation controller managing this controller: its own, or that of
      // the presented ancestor it is inside; made on first use for a controller not yet shown.
      if let presented = nearestPresented(id), presented != id {
        return .object(self[presented].presentationController)
      }
      if record.presentationController == nil { ensurePresentationController(of: id, custom: nil) }
      return .object(self[id].presentationController)
    case "title": return record.title.map { .string($0) } ?? .null
    case "transitioningDelegate": return .object(liveOrNil(record.transitioningDelegate))
    case "delegate": return .object(liveOrNil(record.delegate))
    case "view":
      try loadView(id)
      return .view(id)
    case "viewControllers": return .objects(record.children)
    case "topViewController": return .object(record.children.last)
    case "visibleViewController":
      if let top = record.children.last {
        return .object(presentedViewControllerProperty(of: top).map(topOfPresentationChain) ?? top)
      }
      return .null
    case "selectedIndex": return .int(record.selectedIndex)
    case "selectedViewController":
      return .object(
        record.children.indices.contains(record.selectedIndex) ? record.children[record.selectedIndex] : nil)
    default:
      throw error(.unknownProperty(name: name, of: id))
    }
  }

  /// Assigns a UIKit property. Assigning `viewControllers`, `selectedIndex` or
  /// `selectedViewController` runs the same transitions as the methods.
  public func setProperty(_ name: String, of id: ObjectID, to value: EngineValue) throws {
    try check(id)
    guard knownProperties(of: id).contains(name) else {
      throw error(.unknownProperty(name: name, of: id))
    }
    switch name {
    case "definesPresentationContext": self[id].definesPresentationContext = try bool(value, name)
    case "providesPresentationContextTransitionStyle":
      self[id].providesPresentationContextTransitionStyle = try bool(value, name)
    case "isModalInPresentation": self[id].isModalInPresentation = try bool(value, name)
    case "modalPresentationStyle":
      guard case .enumCase(let raw) = value, let style = ModalPresentationStyle(rawValue: raw) else {
        throw error(.invalidValue(property: name, expected: "UIModalPresentationStyle"))
      }
      self[id].modalPresentationStyle = style
    case "modalTransitionStyle":
      guard case .enumCase(let raw) = value,
        ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"].contains(raw)
      else { throw error(.invalidValue(property: name, expected: "UIModalTransitionStyle")) }
      self[id].modalTransitionStyle = raw
    case "title":
      switch value {
      case .string(let text): self[id].title = text
      case .object(nil): self[id].title = nil
      default: throw error(.invalidValue(property: name, expected: "String?"))
      }
    case "transitioningDelegate": self[id].transitioningDelegate = try object(value, name)
    case "delegate": self[id].delegate = try object(value, name)
    case "viewControllers":
      guard case .objects(let list) = value else {
        throw error(.invalidValue(property: name, expected: "[UIViewController]"))
      }
      try setViewControllers(list, of: id, animated: false)
    case "selectedIndex":
      guard case .int(let index) = value else { throw error(.invalidValue(property: name, expected: "Int")) }
      try setSelectedIndex(index, of: id)
    case "selectedViewController":
      guard let vc = try object(value, name), let index = self[id].children.firstIndex(of: vc) else {
        throw error(.invalidValue(property: name, expected: "one of viewControllers"))
      }
      try setSelectedIndex(index, of: id)
    default:
      throw error(.readOnlyProperty(name: name, of: id))
    }
  }

  private func bool(_ value: EngineValue, _ name: String) throws -> Bool {
    guard let result = value.boolValue else { throw error(.invalidValue(property: name, expected: "Bool")) }
    return result
  }

  private func object(_ value: EngineValue, _ name: String) throws -> ObjectID? {
    guard case .object(let id) = value else {
      throw error(.invalidValue(property: name, expected: "an object or nil"))
    }
    if let id { try check(id) }
    return id
  }

  private func liveOrNil(_ id: ObjectID?) -> ObjectID? {
    guard let id, !self[id].isDead else { return nil }
    return id
  }

  /// The last controller presented above `id` (or `id`).
  func topOfPresentationChain(_ id: ObjectID) -> ObjectID {
    presentationChain(from: id).last ?? id
  }
}
