import DocEngine

// MARK: - UIAlertController

/// Alerts in Swift: arguments checked and converted, then the engine's alerts
/// (`Engine+Alerts.swift`) do the rest. An action's handler is the scenario's code, kept here
/// and run when the engine says.
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
      args.values[2], of: "UIAlertController.Style", cases: AlertControllerStyle.allCases.map(\.rawValue),
      at: args.positions[2])
    guard let style = args.values[2].bareCase.flatMap(AlertControllerStyle.init(rawValue:)) else {
      throw RuntimeIssue.type("'preferredStyle:' takes '.alert' or '.actionSheet'", at: args.positions[2])
    }
    return .object(engine.makeAlert(title: text(args.values[0]), message: text(args.values[1]), style: style))
  }

  /// A `String?` argument's text.
  private func text(_ value: Value) -> String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// `alert.message`, `alert.preferredStyle`, `alert.actions`; nil for other names.
  func alertMember(_ name: String, of id: ObjectID) -> Value? {
    guard engine.isAlert(id) else { return nil }
    switch name {
    case "message": return engine.message(of: id).map(Value.string) ?? .null
    case "preferredStyle": return engine.preferredStyle(of: id).map { .enumCase($0.rawValue, []) } ?? .null
    case "actions": return .array(engine.actions(of: id).map(Value.element))
    default: return nil
    }
  }

  /// `alert.addAction(action)`; nil when `name` is not an alert method.
  func callAlertMethod(_ name: String, on id: ObjectID, _ args: CallArguments, at position: SourcePosition) throws
    -> Value?
  {
    guard engine.isAlert(id) else { return nil }
    switch (name, args.labels) {
    case ("addAction", [nil]):
      guard case .element(let action) = args.values[0], engine.kind(of: action) == .alertAction else {
        throw RuntimeIssue.type(
          "addAction needs a UIAlertAction, not \(args.values[0].kindDescription)", at: args.positions[0])
      }
      try withEngine(at: position) { try engine.addAction(action, to: id) }
      return .void
    case ("addTextField", _):
      throw RuntimeIssue.unsupported("alert text fields are not simulated; an alert's actions are", at: position)
    default:
      return nil
    }
  }

  /// `user.tap(action)`: the alert goes away, then the handler runs with the action.
  func tapAlertAction(_ action: ElementID, at position: SourcePosition) throws {
    let handler = alertHandlers[action].map { closure in
      { [unowned self] in _ = try self.callClosure(closure, arguments: [.element(action)], at: position) }
    }
    try withEngine(at: position) { try engine.tap(alertAction: action, handler: handler) }
  }

  /// `user.tap("OK", in: alert)`: the action with that title, or nil when `id` is not an alert.
  func alertAction(titled title: String, in id: ObjectID, at position: SourcePosition) throws -> ElementID? {
    guard engine.isAlert(id) else { return nil }
    guard let action = engine.action(titled: title, in: id) else {
      let titles = engine.actions(of: id).compactMap { action -> String? in
        if case .string(let t)? = engine.property("title", ofElement: action) { return t } else { return nil }
      }
      throw RuntimeIssue.arguments(
        "the alert has no action titled \"\(title)\" (its actions: \(titles.map { "\"\($0)\"" }.joined(separator: ", ")))",
        at: position)
    }
    return action
  }
}
