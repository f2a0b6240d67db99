import DocEngine

/// Alerts and action sheets (`Engine+Alerts.swift`): an alert controller is a view controller
/// with these members too. An action's handler is the scenario's code, kept by the
/// interpreter and run when the engine says.
extension UIKitBindings {
  static let alertMembers: [UIKitBinding] = [
    .initializer("UIAlertController", "init(title:message:preferredStyle:)") { call in
      try call.interpreter.constructAlert(call.args, at: call.position)
    },
    .method("UIAlertController", "addAction(_:)") { call in
      guard call.labels == [nil] else { return nil }
      guard case .element(let action) = call.args.values[0], call.engine.kind(of: action) == .alertAction else {
        throw RuntimeIssue.type(
          "addAction needs a UIAlertAction, not \(call.args.values[0].kindDescription)", at: call.args.positions[0])
      }
      try call.withEngine { try $0.addAction(action, to: call.object) }
      // The alert holds its actions, and so what their handlers captured.
      if let handler = call.interpreter.alertHandlers[action] {
        call.engine.setStrongReferences(from: call.object, slot: "handler of \(action)", to: handler.heldObjects)
      }
      return .void
    },
    .property(
      "UIAlertController", "message", get: { read in read.engine.message(of: read.object).map(Value.string) ?? .null },
      set: { write in
        let value = try write.value()
        guard value.isStringOrNil else {
          throw RuntimeIssue.type(
            "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'String?'", at: write.valuePosition)
        }
        let message: String? = if case .string(let text) = value { text } else { nil }
        write.engine.setMessage(message, of: write.object)
      }),
    .property("UIAlertController", "preferredStyle") { read in
      read.engine.preferredStyle(of: read.object).map { .enumCase($0.rawValue, []) } ?? .null
    },
    .property("UIAlertController", "actions") { read in .array(read.engine.actions(of: read.object).map(Value.element))
    },
  ]
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
