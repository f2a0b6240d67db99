/// Target–action: controls, buttons and bar button items send their actions to targets (held
/// weakly) or, with no target, up the responder chain; `user.tap` is a finger on one.
///
/// The engine decides which action methods run, in what order, on whom; the caller runs each
/// (`perform`: the scenario's method, with the control as sender), knowing where in the
/// scenario the touch came from.
extension Engine {
  /// Runs action method `selector` on `target`, which implements it.
  public typealias ActionPerformer = (_ target: ObjectID, _ selector: String) throws -> Void

  // MARK: - Registering

  /// `control.addTarget(target, action:, for: event)`: once per target, action and event.
  public func addTarget(_ target: ObjectID?, action selector: String, for event: String, to control: ElementID) {
    let action = TargetAction(target: target, selector: selector, event: event)
    guard
      !elements[control].control.actions.contains(where: {
        $0.target == action.target && $0.selector == action.selector && $0.event == event
      })
    else { return }
    elements[control].control.actions.append(action)
  }

  /// `control.removeTarget(target, action:, for: event)`: every match; `anyTarget` for a nil
  /// target, a nil `selector` for every action.
  public func removeTarget(
    _ target: ObjectID?, anyTarget: Bool, action selector: String?, for event: String, from control: ElementID
  ) {
    elements[control].control.actions.removeAll {
      $0.event == event && (anyTarget || $0.target == target) && (selector == nil || $0.selector == selector)
    }
  }

  /// A bar button item's `target`, while it lives.
  public func target(of item: ElementID) -> ObjectID? {
    guard let target = elements[item].control.actions.first?.target, !self[target].isDead else { return nil }
    return target
  }

  /// A bar button item's `action` selector.
  public func action(of item: ElementID) -> String? {
    elements[item].control.actions.first?.selector
  }

  /// `item.target = target`: the item's action now goes to `target`; nil sends it up the
  /// responder chain.
  public func setTarget(_ target: ObjectID?, of item: ElementID) {
    let actions = elements[item].control.actions
    guard let target else {
      elements[item].control.actions = actions.map {
        TargetAction(target: nil, selector: $0.selector, event: $0.event)
      }
      return
    }
    let selector = actions.first?.selector ?? ""
    elements[item].control.actions = [
      TargetAction(target: target, selector: selector, event: "primaryActionTriggered")
    ]
  }

  /// `item.action = #selector(…)`.
  public func setAction(_ selector: String, of item: ElementID) {
    let target = elements[item].control.actions.first?.target
    elements[item].control.actions = [
      TargetAction(target: target, selector: selector, event: "primaryActionTriggered")
    ]
  }

  // MARK: - Titles

  /// `button.setTitle(title, for: state)`; nil removes the state's title.
  public func setTitle(_ title: String?, for state: String, of button: ElementID) {
    elements[button].control.titles.removeAll { $0.state == state }
    if let title { elements[button].control.titles.append((state: state, title: title)) }
  }

  /// A button's title for a state, falling back to `.normal`'s as UIKit does.
  public func title(of button: ElementID, for state: String) -> String? {
    let titles = elements[button].control.titles
    return titles.first { $0.state == state }?.title ?? titles.first { $0.state == "normal" }?.title
  }

  // MARK: - Navigation items

  /// `navigationItem.rightBarButtonItem` (`list` is `rightBarButtonItems`): the list's first.
  public func firstBarButtonItem(_ list: String, of navigationItem: ElementID) -> PropertyValue {
    if case .array(let items)? = elements[navigationItem].properties[list] { return items.first ?? .null }
    return .null
  }

  /// A non-view element's plain property (a bar item's `title`, an action's `style`): as set,
  /// or its default. Nil when its class has no such property.
  public func property(_ name: String, ofElement element: ElementID) -> PropertyValue? {
    guard let property = ElementProperty.table(for: elements[element].kind)[name] else { return nil }
    return elements[element].properties[name] ?? property.defaultValue
  }

  /// Sets a non-view element's plain property to a value of its type.
  public func setProperty(_ name: String, ofElement element: ElementID, to value: PropertyValue) {
    elements[element].properties[name] = value
  }

  // MARK: - Sending

  /// `control.sendActions(for:)`, and what a touch sends: event by event, as UIKit sends them
  /// (every `.touchDown` action before any `.touchUpInside`), each event's actions in the order
  /// they were added. A target without the method is UIKit's "unrecognized selector".
  public func sendActions(of control: ElementID, for events: [String], perform: ActionPerformer) throws {
    for event in events {
      let isTouch = event.hasPrefix("touch")
      let actions = elements[control].control.actions.filter {
        $0.event == event || $0.event == "allEvents" || (isTouch && $0.event == "allTouchEvents")
      }
      for action in actions {
        guard let target = actionTarget(action, from: control) else { continue }
        guard implements(action.selector, on: target) else {
          throw error(.unrecognizedSelector(action.selector, target: target))
        }
        try perform(target, action.selector)
      }
    }
  }

  /// `user.tap(control)`: what a finger on a button, a control or a bar button item does. One
  /// that is not on screen cannot be touched (an error: the scenario is wrong); a hidden,
  /// disabled or non-interactive one can be, and nothing happens, as on a device. A touch on
  /// any other element does nothing.
  public func tap(_ control: ElementID, perform: ActionPerformer) throws {
    try userEvent {
      let element = elements[control]
      switch element.kind {
      case .button, .control:
        guard isInWindow(.element(control)) else { throw error(.controlNotOnScreen(element.kind)) }
        var current: ViewHandle? = .element(control)
        while let view = current {
          let properties = elements[view: view].properties
          if case .bool(true)? = properties["isHidden"] { return }
          if case .bool(false)? = properties["isUserInteractionEnabled"] { return }
          if case .double(let alpha)? = properties["alpha"], alpha < 0.01 { return }
          current = elements[view: view].superview
        }
        if case .bool(false)? = elements[view: .element(control)].properties["isEnabled"] { return }
        try sendActions(of: control, for: ["touchDown", "touchUpInside", "primaryActionTriggered"], perform: perform)
      case .barButtonItem:
        // A navigation item's bar buttons are on screen in its controller's navigation bar: the
        // controller must be the top of a visible navigation controller.
        guard let owner = barItemOwner(control), isVisible(owner),
          let nav = (try? property("navigationController", of: owner))?.objectValue,
          (try? property("topViewController", of: nav))?.objectValue == owner, !isNavigationBarHidden(nav)
        else { throw error(.barButtonItemNotOnScreen) }
        if case .bool(false)? = element.properties["isEnabled"] { return }
        try sendActions(of: control, for: ["primaryActionTriggered"], perform: perform)
      case .view, .label, .tableView, .navigationItem, .alertAction, .stackView, .layoutConstraint, .layoutAnchor,
        .layoutGuide, .tabBarItem, .application, .windowScene, .tableViewCell, .collectionView, .collectionViewCell,
        .collectionViewFlowLayout:
        return
      }
    }
  }

  /// The object an action goes to: its target while alive, else the first controller up the
  /// responder chain (the view's controller, then its parents) that implements the method.
  private func actionTarget(_ action: TargetAction, from control: ElementID) -> ObjectID? {
    if let target = action.target, !self[target].isDead { return target }
    if action.target != nil { return nil }  // the weak target is gone: nothing receives it
    var controller: ObjectID?
    if elements[control].kind == .barButtonItem {
      controller = barItemOwner(control)
    } else {
      controller = elements.enclosingRoot(of: .element(control)).flatMap {
        self[$0].kind.isViewController ? $0 : nil
      }
    }
    while let current = controller {
      if implements(action.selector, on: current) { return current }
      controller = (try? property("parent", of: current))?.objectValue
    }
    return nil
  }

  /// The controller whose navigation item shows bar button item `id`.
  private func barItemOwner(_ id: ElementID) -> ObjectID? {
    for (controller, item) in elements.navigationItems.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      for key in ["rightBarButtonItems", "leftBarButtonItems"] {
        if case .array(let items)? = elements[item].properties[key],
          items.contains(where: { if case .element(id) = $0 { return true } else { return false } })
        {
          return controller
        }
      }
    }
    return nil
  }
}
