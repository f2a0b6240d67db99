import DocEngine

// MARK: - UIAlertController

/// An alert is a view controller the engine presents like any other, with the style UIKit gives
/// it: `.custom`, whose presentation keeps the presenter's view (the presenter gets no
/// disappear callbacks). Its title is the controller's `title`; its message, style and actions
/// are data kept here. Tapping an action (`user.tap(alert.actions[0])` or
/// `user.tap("OK", in: alert)`) dismisses the alert, then runs the action's handler — UIKit
/// calls handlers once the alert is dismissed.
struct AlertContent {
  var message: Value
  var preferredStyle: String
  var actions: [ElementID] = []
}

extension Interpreter {
  /// `UIAlertController(title:message:preferredStyle:)`.
  func constructAlert(_ args: CallArguments, at position: SourcePosition) throws -> Value {
    guard args.labels == ["title", "message", "preferredStyle"], args.trailing == nil else {
      throw RuntimeIssue.arguments(
        "no initializer of 'UIAlertController' takes the labels (\(Self.labelList(args.labels))); use '(title:message:preferredStyle:)'",
        at: position)
    }
    for index in 0..<2 {
      _ = try textArgument(args, index, args.labels[index]!)
    }
    try checkEnumCase(
      args.values[2], of: "UIAlertController.Style", cases: ["alert", "actionSheet"], at: args.positions[2])
    guard let style = args.values[2].bareCase else {
      throw RuntimeIssue.type("'preferredStyle:' takes '.alert' or '.actionSheet'", at: args.positions[2])
    }
    let id = engine.make(.viewController, className: "UIAlertController")
    try withEngine(at: position) {
      try engine.setProperty("title", of: id, to: try toEngine(args.values[0], at: args.positions[0]))
      try engine.setProperty("modalPresentationStyle", of: id, to: .enumCase("custom"))
    }
    alerts[id] = AlertContent(message: args.values[1], preferredStyle: style)
    return .object(id)
  }

  /// `alert.message`, `alert.preferredStyle`, `alert.actions`; nil for other names.
  func alertMember(_ name: String, of id: ObjectID) -> Value? {
    guard let alert = alerts[id] else { return nil }
    switch name {
    case "message": return alert.message
    case "preferredStyle": return .enumCase(alert.preferredStyle, [])
    case "actions": return .array(alert.actions.map(Value.element))
    default: return nil
    }
  }

  /// `alert.addAction(action)`; nil when `name` is not an alert method.
  func callAlertMethod(_ name: String, on id: ObjectID, _ args: CallArguments, at position: SourcePosition) throws
    -> Value?
  {
    guard alerts[id] != nil else { return nil }
    switch (name, args.labels) {
    case ("addAction", [nil]):
      guard case .element(let action) = args.values[0], elements[action].kind == .alertAction else {
        throw RuntimeIssue.type(
          "addAction needs a UIAlertAction, not \(args.values[0].kindDescription)", at: args.positions[0])
      }
      if let owner = elements[action].owner, owner != id {
        throw RuntimeIssue(
          id: DiagnosticID.uikit, message: "This action is already added to another alert controller.",
          position: position)
      }
      if case .enumCase("cancel", _)? = elements[action].properties["style"],
        alerts[id]?.actions.contains(where: {
          if case .enumCase("cancel", _)? = elements[$0].properties["style"] { return true } else { return false }
        }) == true
      {
        throw RuntimeIssue(
          id: DiagnosticID.uikit,
          message: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
          position: position)
      }
      if alerts[id]?.actions.contains(action) == true { return .void }  // already there: nothing changes
      elements[action].owner = id
      alerts[id]?.actions.append(action)
      return .void
    case ("addTextField", _):
      throw RuntimeIssue.unsupported("alert text fields are not simulated; an alert's actions are", at: position)
    default:
      return nil
    }
  }

  /// `user.tap(action)`: the alert goes away, then the handler runs with the action.
  func tapAlertAction(_ action: ElementID, at position: SourcePosition) throws {
    guard let alert = elements[action].owner, engine.isVisible(alert) else {
      throw RuntimeIssue(
        id: DiagnosticID.uikit,
        message: "user.tap: this action's alert is not on screen (add it with addAction and present the alert first)",
        position: position)
    }
    if case .bool(false)? = elements[action].properties["isEnabled"] { return }
    let handler = elements[action].handler
    try withEngine(at: position) {
      try engine.dismiss(from: alert, animated: true) { [unowned self] in
        if let handler { _ = try self.callClosure(handler, arguments: [.element(action)], at: position) }
      }
    }
  }

  /// `user.tap("OK", in: alert)`: the action with that title, or nil when `id` is not an alert.
  func alertAction(titled title: String, in id: ObjectID, at position: SourcePosition) throws -> ElementID? {
    guard let alert = alerts[id] else { return nil }
    guard
      let action = alert.actions.first(where: {
        if case .string(title)? = elements[$0].properties["title"] { return true } else { return false }
      })
    else {
      let titles = alert.actions.compactMap { id -> String? in
        if case .string(let t)? = elements[id].properties["title"] { return t } else { return nil }
      }
      throw RuntimeIssue.arguments(
        "the alert has no action titled \"\(title)\" (its actions: \(titles.map { "\"\($0)\"" }.joined(separator: ", ")))",
        at: position)
    }
    return action
  }
}
