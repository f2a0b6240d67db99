/// `UIAction`s (docs/engine.md 49): a title, an image and a handler, added to controls
/// (`addAction(_:for:)`, `UIButton(primaryAction:)`) and bar button items
/// (`UIBarButtonItem(primaryAction:)`). The handler is the scenario's closure, run by the
/// interpreter when the engine sends the action.
///
/// A control holds its actions strongly, and an action its handler, and so what the handler
/// captured: whoever holds the control holds those objects. Views are not in the memory model,
/// so the engine gives the holding to the controller whose view the control is in (a bar button
/// item: the controller whose navigation item shows it), while it is there. A handler naming
/// `self` on a button in its own controller's view is therefore a cycle, as in UIKit.
extension Engine {
  /// `control.addAction(action, for: event)`: once per action and event (the same action
  /// added again for the event replaces itself, as actions with one identifier do).
  public func addAction(_ action: ElementID, for event: String, to control: ElementID) {
    guard !elements[control].control.actions.contains(where: { $0.handler == action && $0.event == event }) else {
      return
    }
    elements[control].control.actions.append(
      TargetAction(target: nil, selector: "", event: event, handler: action))
    if !(elementHoldings[action] ?? []).isEmpty { holdingControls.insert(control) }
  }

  /// `control.removeAction(action, for: event)`.
  public func removeAction(_ action: ElementID, for event: String, from control: ElementID) {
    elements[control].control.actions.removeAll { $0.handler == action && $0.event == event }
  }

  /// `item.primaryAction = action` (and `UIBarButtonItem(primaryAction:)`): the item sends
  /// only this action while it has one; nil removes it.
  public func setPrimaryAction(_ action: ElementID?, of item: ElementID) {
    elements[item].control.actions.removeAll { $0.handler != nil && $0.event == "primaryActionTriggered" }
    if let action { addAction(action, for: "primaryActionTriggered", to: item) }
  }

  /// A bar button item's or a control's primary action, if it has one.
  public func primaryAction(of item: ElementID) -> ElementID? {
    elements[item].control.actions.first { $0.handler != nil && $0.event == "primaryActionTriggered" }?.handler
  }

  /// The `UIAction`s a control sends for `event`, in the order added.
  public func actions(of control: ElementID, for event: String) -> [ElementID] {
    elements[control].control.actions.compactMap { $0.event == event ? $0.handler : nil }
  }

  /// What a `UIAction`'s handler holds strongly (the objects its closure captured): held by
  /// the controller its control is shown in, while it is.
  public func setHeldObjects(_ objects: [ObjectID], of action: ElementID) {
    elementHoldings[action] = objects.isEmpty ? nil : objects
    guard !objects.isEmpty else { return }
    for (index, element) in elements.elements.enumerated()
    where element.kind.sendsActions && element.control.actions.contains(where: { $0.handler == action }) {
      holdingControls.insert(ElementID(rawValue: index + 1))
    }
  }

  /// For each object, the controllers holding it through a control's actions (a control in
  /// their view, a bar button item in their navigation item): one entry per action holding it.
  func holdersThroughControls() -> [ObjectID: [ObjectID]] {
    var holders: [ObjectID: [ObjectID]] = [:]
    for control in holdingControls.sorted() {
      let handlers = elements[control].control.actions.compactMap(\.handler)
      let held = handlers.flatMap { elementHoldings[$0] ?? [] }
      work += 1 + held.count
      guard !held.isEmpty, let owner = owningController(of: control) else { continue }
      for object in held { holders[object, default: []].append(owner) }
    }
    return holders
  }

  /// The objects `controller` holds through the actions of controls shown in its view.
  func objectsHeldThroughControls(by controller: ObjectID) -> [ObjectID] {
    var held: [ObjectID] = []
    for control in holdingControls.sorted() where owningController(of: control) == controller {
      held += elements[control].control.actions.compactMap(\.handler).flatMap { elementHoldings[$0] ?? [] }
    }
    return held
  }

  /// The controller that holds a control: the one whose root view it is in (the nearest above
  /// it), or, for a bar button item, the one whose navigation item shows it.
  private func owningController(of control: ElementID) -> ObjectID? {
    if elements[control].kind == .barButtonItem { return barItemOwner(control) }
    work += elements.depth(of: .element(control))
    guard let root = elements.enclosingRoot(of: .element(control)), self[root].kind.isViewController,
      !self[root].isDead
    else { return nil }
    return root
  }
}
