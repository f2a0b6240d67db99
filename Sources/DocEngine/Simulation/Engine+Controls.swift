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
    guard let target = elements[item].control.actions.first(where: { $0.handler == nil })?.target,
      !self[target].isDead
    else { return nil }
    return target
  }

  /// A bar button item's `action` selector.
  public func action(of item: ElementID) -> String? {
    elements[item].control.actions.first { $0.handler == nil }?.selector
  }

  /// `item.target = target`: the item's action now goes to `target`; nil sends it up the
  /// responder chain.
  public func setTarget(_ target: ObjectID?, of item: ElementID) {
    let actions = elements[item].control.actions
    let handlers = actions.filter { $0.handler != nil }
    guard let target else {
      elements[item].control.actions =
        actions.filter { $0.handler == nil }.map {
          TargetAction(target: nil, selector: $0.selector, event: $0.event)
        } + handlers
      return
    }
    let selector = actions.first { $0.handler == nil }?.selector ?? ""
    elements[item].control.actions =
      [TargetAction(target: target, selector: selector, event: "primaryActionTriggered")] + handlers
  }

  /// `item.action = #selector(…)`.
  public func setAction(_ selector: String, of item: ElementID) {
    let actions = elements[item].control.actions
    let target = actions.first { $0.handler == nil }?.target
    elements[item].control.actions =
      [TargetAction(target: target, selector: selector, event: "primaryActionTriggered")]
      + actions.filter { $0.handler != nil }
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
  /// they were added: a target's method (`perform`), or a `UIAction`'s handler (`handle`). A
  /// target without the method is UIKit's "unrecognized selector". A bar button item with a
  /// primary action sends only that (its `target` and `action` are ignored, as UIKit ignores
  /// them then).
  public func sendActions(
    of control: ElementID, for events: [String], perform: ActionPerformer, handle: ActionHandler = { _, _ in }
  ) throws {
    for event in events {
      let isTouch = event.hasPrefix("touch")
      var actions = elements[control].control.actions.filter {
        $0.event == event || $0.event == "allEvents" || (isTouch && $0.event == "allTouchEvents")
      }
      if elements[control].kind == .barButtonItem, actions.contains(where: { $0.handler != nil }) {
        actions.removeAll { $0.handler == nil }
      }
      for action in actions {
        if let handler = action.handler {
          try step()
          try handle(handler, control)
          continue
        }
        guard let target = actionTarget(action, from: control) else { continue }
        guard implements(action.selector, on: target) else {
          throw error(.unrecognizedSelector(action.selector, target: target))
        }
        let previous = sendingControl
        sendingControl = control
        defer { sendingControl = previous }
        try perform(target, action.selector)
      }
    }
  }

  /// Whether a finger can reach `control` for `user.<action>`: one of another kind is an
  /// error, and so is one not on screen (the scenario is wrong); a hidden, transparent,
  /// disabled or non-interactive one takes the touch and nothing happens (false), as on a
  /// device.
  func touchable(_ control: ElementID, action: String, expecting kinds: [ElementKind], described: String) throws
    -> Bool
  {
    let element = elements[control]
    guard kinds.contains(element.kind) else {
      throw error(.control(.wrongControl(action: action, expected: described, found: element.kind.className)))
    }
    guard isInWindow(.element(control)) else {
      throw error(.control(.notOnScreen(action: action, className: element.kind.className)))
    }
    var current: ViewHandle? = .element(control)
    while let view = current {
      let properties = elements[view: view].properties
      if case .bool(true)? = properties["isHidden"] { return false }
      if case .bool(false)? = properties["isUserInteractionEnabled"] { return false }
      if case .double(let alpha)? = properties["alpha"], alpha < 0.01 { return false }
      current = elements[view: view].superview
    }
    if case .bool(false)? = elements[view: .element(control)].properties["isEnabled"] { return false }
    return true
  }

  /// `user.tap(control)`: what a finger on a button, a control, a switch, a text field or a
  /// bar button item does. A button sends `.touchDown`, `.touchUpInside` and
  /// `.primaryActionTriggered`; a switch toggles (``toggle(_:perform:handle:)``); a text field
  /// begins editing. One that is not on screen cannot be touched (an error: the scenario is
  /// wrong); a hidden, disabled or non-interactive one can be, and nothing happens, as on a
  /// device. A touch on any other element does nothing.
  public func tap(_ control: ElementID, perform: ActionPerformer, handle: ActionHandler = { _, _ in }) throws {
    let element = elements[control]
    switch element.kind {
    case .switchControl:
      try toggle(control, perform: perform, handle: handle)
    case .button, .control, .textField:
      try userEvent {
        guard try touchable(control, action: "tap", expecting: [element.kind], described: "a control") else { return }
        if element.kind == .textField {
          try becomeFirstResponder(control, perform: perform, handle: handle)
          return
        }
        try sendActions(
          of: control, for: ["touchDown", "touchUpInside", "primaryActionTriggered"], perform: perform, handle: handle)
      }
    case .segmentedControl:
      throw error(
        .control(
          .wrongControl(
            action: "tap",
            expected: "a button, a control, a switch, a text field or a bar button item "
              + "(a segment is chosen with user.selectSegment(_:in:))", found: element.kind.className)))
    case .barButtonItem:
      try userEvent {
        // A navigation item's bar buttons are on screen in its controller's navigation bar: the
        // controller must be the top of a visible navigation controller.
        guard let owner = barItemOwner(control), isVisible(owner),
          let nav = (try? property("navigationController", of: owner))?.objectValue,
          (try? property("topViewController", of: nav))?.objectValue == owner, !isNavigationBarHidden(nav)
        else { throw error(.barButtonItemNotOnScreen) }
        if case .bool(false)? = element.properties["isEnabled"] { return }
        try sendActions(of: control, for: ["primaryActionTriggered"], perform: perform, handle: handle)
      }
    case .view, .label, .tableView, .navigationItem, .alertAction, .stackView, .layoutConstraint, .layoutAnchor,
      .layoutGuide, .tabBarItem, .application, .windowScene, .action, .task, .tableViewCell, .collectionView,
      .collectionViewCell, .collectionViewFlowLayout:
      return
    }
  }

  // MARK: - Switches and segmented controls

  /// `sw.isOn`.
  public func isOn(_ control: ElementID) -> Bool {
    if case .bool(true)? = elements[view: .element(control)].properties["isOn"] { return true }
    return false
  }

  /// `sw.isOn = on`, `sw.setOn(on, animated:)`: the value changes and nothing is sent (the
  /// header: "does not send action").
  public func setOn(_ on: Bool, of control: ElementID) {
    elements[view: .element(control)].properties["isOn"] = .bool(on)
  }

  /// `user.toggle(sw)`: a finger flips the switch: its value changes, then it sends
  /// `.valueChanged` and `.primaryActionTriggered`.
  public func toggle(_ control: ElementID, perform: ActionPerformer, handle: ActionHandler = { _, _ in }) throws {
    try userEvent {
      guard try touchable(control, action: "toggle", expecting: [.switchControl], described: "a UISwitch") else {
        return
      }
      setOn(!isOn(control), of: control)
      try sendActions(
        of: control, for: ["valueChanged", "primaryActionTriggered"], perform: perform, handle: handle)
    }
  }

  /// A segmented control's segment titles, in order.
  public func segmentTitles(of control: ElementID) -> [String?] {
    elements[control].control.segments.map(\.title)
  }

  /// `insertSegment(withTitle:at:animated:)`: at `index`, clamped to the segments there are.
  public func insertSegment(title: String?, at index: Int, of control: ElementID) {
    let segments = elements[control].control.segments
    elements[control].control.segments.insert(Segment(title: title), at: max(0, min(index, segments.count)))
  }

  /// `removeSegment(at:animated:)`, `removeAllSegments()` (nil): a removed selected segment
  /// leaves nothing selected.
  public func removeSegment(at index: Int?, of control: ElementID) {
    let count = elements[control].control.segments.count
    guard let index else {
      elements[control].control.segments = []
      elements[view: .element(control)].properties["selectedSegmentIndex"] = .int(-1)
      return
    }
    guard (0..<count).contains(index) else { return }
    elements[control].control.segments.remove(at: index)
    if case .int(let selected)? = elements[view: .element(control)].properties["selectedSegmentIndex"] {
      if selected == index {
        elements[view: .element(control)].properties["selectedSegmentIndex"] = .int(-1)
      } else if selected > index {
        elements[view: .element(control)].properties["selectedSegmentIndex"] = .int(selected - 1)
      }
    }
  }

  /// `setTitle(_:forSegmentAt:)`; nothing for an index with no segment.
  public func setSegmentTitle(_ title: String?, at index: Int, of control: ElementID) {
    guard elements[control].control.segments.indices.contains(index) else { return }
    elements[control].control.segments[index].title = title
  }

  /// `setEnabled(_:forSegmentAt:)`, `isEnabledForSegment(at:)`.
  public func setSegmentEnabled(_ enabled: Bool, at index: Int, of control: ElementID) {
    guard elements[control].control.segments.indices.contains(index) else { return }
    elements[control].control.segments[index].isEnabled = enabled
  }

  public func isSegmentEnabled(at index: Int, of control: ElementID) -> Bool {
    let segments = elements[control].control.segments
    return segments.indices.contains(index) && segments[index].isEnabled
  }

  /// `control.selectedSegmentIndex`.
  public func selectedSegment(of control: ElementID) -> Int {
    if case .int(let index)? = elements[view: .element(control)].properties["selectedSegmentIndex"] { return index }
    return -1
  }

  /// `user.selectSegment(index, in: control)`: a finger on segment `index`. A new selection
  /// sends `.valueChanged` and `.primaryActionTriggered`; touching the selected segment again
  /// sends nothing (a momentary control keeps no selection, so every touch sends). A segment
  /// the control does not have, or a disabled one, is an error: the scenario is wrong.
  public func selectSegment(
    _ index: Int, in control: ElementID, perform: ActionPerformer, handle: ActionHandler = { _, _ in }
  ) throws {
    try userEvent {
      guard
        try touchable(
          control, action: "selectSegment", expecting: [.segmentedControl], described: "a UISegmentedControl")
      else { return }
      let segments = elements[control].control.segments
      guard segments.indices.contains(index), segments[index].isEnabled else {
        throw error(.control(.noSuchSegment(index: index, count: segments.count)))
      }
      var momentary = false
      if case .bool(true)? = property("isMomentary", ofView: .element(control)) { momentary = true }
      if !momentary {
        guard selectedSegment(of: control) != index else { return }
        elements[view: .element(control)].properties["selectedSegmentIndex"] = .int(index)
      }
      try sendActions(
        of: control, for: ["valueChanged", "primaryActionTriggered"], perform: perform, handle: handle)
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
  func barItemOwner(_ id: ElementID) -> ObjectID? {
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
