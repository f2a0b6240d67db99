/// `UIAlertController`: a view controller the engine presents like any other, with the style
/// UIKit gives it: `.custom`, whose presentation keeps the presenter's view (the presenter gets
/// no disappear callbacks). Its title is the controller's `title`; its message, style and
/// actions are its `AlertContent`. Tapping an action dismisses the alert, then runs the
/// action's handler: UIKit calls handlers once the alert is dismissed.
extension Engine {
  /// `UIAlertController(title:message:preferredStyle:)`.
  public func makeAlert(title: String?, message: String?, style: AlertControllerStyle) -> ObjectID {
    let id = makeObject(.viewController, className: "UIAlertController", isInternal: false)
    guard case .controller(let slot) = self[id].payload else { preconditionFailure("\(id) is not a controller") }
    self[id].payload = .alertController(slot: slot, AlertContent(message: message, preferredStyle: style))
    self[controller: id].title = title
    self[controller: id].modalPresentationStyle = .custom
    return id
  }

  /// Whether `id` is an alert controller.
  public func isAlert(_ id: ObjectID) -> Bool {
    contains(id) && self[id].alert != nil
  }

  /// An alert's `message`.
  public func message(of alert: ObjectID) -> String? { self[alert].alert?.message }

  /// `alert.message = text`.
  public func setMessage(_ message: String?, of alert: ObjectID) {
    self[alert].alert?.message = message
  }

  /// An alert's `preferredStyle`.
  public func preferredStyle(of alert: ObjectID) -> AlertControllerStyle? { self[alert].alert?.preferredStyle }

  /// An alert's actions, in the order they were added.
  public func actions(of alert: ObjectID) -> [ElementID] { self[alert].alert?.actions ?? [] }

  /// `alert.addAction(action)`: an action belongs to one alert, and an alert has at most one
  /// `.cancel` action. Adding an action twice changes nothing.
  public func addAction(_ action: ElementID, to alert: ObjectID) throws {
    if case .alertAction(let owner?) = elements[action].payload, owner != alert {
      throw error(.actionInAnotherAlert)
    }
    let actions = self[alert].alert?.actions ?? []
    if isCancel(action), actions.contains(where: isCancel) { throw error(.secondCancelAction) }
    if actions.contains(action) { return }
    elements[action].payload = .alertAction(alert: alert)
    self[alert].alert?.actions.append(action)
  }

  private func isCancel(_ action: ElementID) -> Bool {
    if case .enumCase("cancel", _)? = elements[action].properties["style"] { return true }
    return false
  }

  /// `user.tap("OK", in: alert)`: the alert's first action with that title.
  public func action(titled title: String, in alert: ObjectID) -> ElementID? {
    actions(of: alert).first {
      if case .string(title)? = elements[$0].properties["title"] { return true }
      return false
    }
  }

  /// `user.tap(action)`: the alert goes away, then `handler` (the action's, with the action)
  /// runs. A disabled action does nothing; one whose alert is not on screen cannot be touched.
  public func tap(alertAction action: ElementID, handler: (() throws -> Void)?) throws {
    try userEvent {
      guard case .alertAction(let alert?) = elements[action].payload, isVisible(alert) else {
        throw error(.alertActionNotOnScreen)
      }
      if case .bool(false)? = elements[action].properties["isEnabled"] { return }
      try dismiss(from: alert, animated: true, completion: handler)
    }
  }
}
