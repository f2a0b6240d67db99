/// UIKit properties by name, for the scenario interpreter.
extension Engine {
  /// The properties `id` answers to, sorted (for near-miss suggestions).
  public func knownProperties(of id: ObjectID) -> [String] {
    guard contains(id) else { return [] }
    return UIKitProperty.properties(of: self[id].kind).map(\.rawValue)
  }

  /// The property `name` of `id`'s kind, or UIKit's "no member" error.
  private func uikitProperty(_ name: String, of id: ObjectID) throws -> UIKitProperty {
    guard let property = UIKitProperty(rawValue: name), UIKitProperty.properties(of: self[id].kind).contains(property)
    else { throw error(.unknownProperty(name: name, of: id)) }
    return property
  }

  /// Reads a UIKit property. Reading `view` loads the view (`viewDidLoad`) the first time;
  /// reading `presentationController` makes it.
  public func property(_ name: String, of id: ObjectID) throws -> EngineValue {
    try check(id)
    let record = self[id]
    let controller = self[controller: id]
    let property = try uikitProperty(name, of: id)
    // `children` and `viewControllers` copy the list.
    work += 1 + controller.children.count
    switch (record.payload, property) {
    case (.presentationController(let pc), .presentedViewController): return .object(pc.presented)
    case (.presentationController(let pc), .presentingViewController): return .object(pc.presenting)
    case (.presentationController, .containerView), (.transitionContext, .containerView):
      return .view(id)
    case (.storyboardSegue(let segue), .identifier): return segue.identifier.map { .string($0) } ?? .null
    case (.storyboardSegue(let segue), .source): return .object(segue.source)
    case (.storyboardSegue(let segue), .destination): return .object(segue.destination)
    default: break
    }
    switch property {
    case .children: return .objects(controller.children)
    case .parent: return .object(controller.parent)
    case .definesPresentationContext: return .bool(controller.definesPresentationContext)
    case .providesPresentationContextTransitionStyle:
      return .bool(controller.providesPresentationContextTransitionStyle)
    case .isBeingPresented: return .bool(controller.isBeingPresented)
    case .isBeingDismissed: return .bool(controller.isBeingDismissed)
    case .isMovingToParent: return .bool(controller.isMovingToParent)
    case .isMovingFromParent: return .bool(controller.isMovingFromParent)
    case .isModalInPresentation: return .bool(controller.isModalInPresentation)
    case .isViewLoaded: return .bool(controller.isViewLoaded)
    case .modalPresentationStyle: return .enumCase(controller.modalPresentationStyle.rawValue)
    case .modalTransitionStyle: return .enumCase(controller.modalTransitionStyle.rawValue)
    case .navigationController: return .object(navigationControllerProperty(of: id))
    case .tabBarController: return .object(tabBarControllerProperty(of: id))
    case .presentedViewController: return .object(presentedViewControllerProperty(of: id))
    case .presentingViewController: return .object(presentingViewControllerProperty(of: id))
    case .presentationController:
      // The nearest presentation controller managing this controller: its own, or that of
      // the presented ancestor it is inside; made on first use for a controller not yet shown.
      if let presented = nearestPresented(id), presented != id {
        return .object(self[controller: presented].presentationController)
      }
      if controller.presentationController == nil { ensurePresentationController(of: id, custom: nil) }
      return .object(self[controller: id].presentationController)
    case .title: return controller.title.map { .string($0) } ?? .null
    case .transitioningDelegate: return .object(liveOrNil(controller.transitioningDelegate))
    case .delegate: return .object(liveOrNil(record.delegate))
    case .view:
      try loadView(id)
      return .view(id)
    case .viewControllers: return .objects(controller.children)
    case .topViewController: return .object(controller.children.last)
    case .visibleViewController:
      if let top = controller.children.last {
        return .object(presentedViewControllerProperty(of: top).map(topOfPresentationChain) ?? top)
      }
      return .null
    case .selectedIndex: return .int(controller.selectedIndex)
    case .selectedViewController:
      return .object(
        controller.children.indices.contains(controller.selectedIndex)
          ? controller.children[controller.selectedIndex] : nil)
    case .containerView, .identifier, .source, .destination:
      // Another kind's (handled above for the kinds that have them).
      throw error(.unknownProperty(name: name, of: id))
    }
  }

  /// Assigns a UIKit property. Assigning `viewControllers`, `selectedIndex` or
  /// `selectedViewController` runs the same transitions as the methods.
  public func setProperty(_ name: String, of id: ObjectID, to value: EngineValue) throws {
    try check(id)
    let property = try uikitProperty(name, of: id)
    guard property.isSettable else { throw error(.readOnlyProperty(name: name, of: id)) }
    switch property {
    case .definesPresentationContext: self[controller: id].definesPresentationContext = try bool(value, name)
    case .providesPresentationContextTransitionStyle:
      self[controller: id].providesPresentationContextTransitionStyle = try bool(value, name)
    case .isModalInPresentation: self[controller: id].isModalInPresentation = try bool(value, name)
    case .modalPresentationStyle:
      guard case .enumCase(let raw) = value, let style = ModalPresentationStyle(rawValue: raw) else {
        throw error(.invalidValue(property: name, expected: "UIModalPresentationStyle"))
      }
      self[controller: id].modalPresentationStyle = style
    case .modalTransitionStyle:
      guard case .enumCase(let raw) = value, let style = ModalTransitionStyle(rawValue: raw) else {
        throw error(.invalidValue(property: name, expected: "UIModalTransitionStyle"))
      }
      self[controller: id].modalTransitionStyle = style
    case .title:
      switch value {
      case .string(let text): self[controller: id].title = text
      case .object(nil): self[controller: id].title = nil
      default: throw error(.invalidValue(property: name, expected: "String?"))
      }
    case .transitioningDelegate: self[controller: id].transitioningDelegate = try object(value, name)
    case .delegate: self[id].delegate = try object(value, name)
    case .viewControllers:
      guard case .objects(let list) = value else {
        throw error(.invalidValue(property: name, expected: "[UIViewController]"))
      }
      try setViewControllers(list, of: id, animated: false)
    case .selectedIndex:
      guard case .int(let index) = value else { throw error(.invalidValue(property: name, expected: "Int")) }
      try setSelectedIndex(index, of: id)
    case .selectedViewController:
      guard let vc = try object(value, name), let index = self[controller: id].children.firstIndex(of: vc) else {
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
