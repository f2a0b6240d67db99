import DocEngine

// MARK: - NotificationCenter

/// `NotificationCenter.default` in Swift: names and observers checked and converted, then the
/// engine's notification center (`Engine+Notifications.swift`) decides who hears a post. A
/// block observer's closure is the scenario's code, kept here under the token the scenario got.
extension Interpreter {
  /// `NotificationCenter.default.method(…)`.
  func callNotificationCenter(
    _ name: String, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    switch (name, args.labels) {
    case ("addObserver", [nil, "selector", "name", "object"]):
      guard case .object(let target) = args.values[0] else {
        throw RuntimeIssue.type(
          "the observer must be an object, not \(args.values[0].kindDescription)", at: args.positions[0])
      }
      guard case .selector(let selector) = args.values[1] else {
        throw RuntimeIssue.type("'selector:' needs a '#selector(…)'", at: args.positions[1])
      }
      engine.addObserver(
        .method(observer: target, selector: selector),
        name: try notificationName(args.values[2], at: args.positions[2]), sender: args.values[3].objectID)
      return .void
    case ("addObserver", ["forName", "object", "queue", "using"]), ("addObserver", ["forName", "object", "queue"]):
      let block = args.labels.count == 4 ? args.values[3] : args.trailing
      guard case .closure(let closure)? = block else {
        throw RuntimeIssue.type("addObserver(forName:object:queue:using:) needs a closure", at: position)
      }
      notificationTokens += 1
      let token = notificationTokens
      engine.addObserver(
        .block(token: token), name: try notificationName(args.values[0], at: args.positions[0]),
        sender: args.values[1].objectID)
      observerBlocks[token] = closure
      return .enumCase("observer", [.int(token)])
    case ("removeObserver", [nil]), ("removeObserver", [nil, "name", "object"]):
      let onlyName = args.labels.count == 3 ? try notificationName(args.values[1], at: args.positions[1]) : nil
      try chargeObserverScan(comparing: onlyName, at: position)
      let removed = engine.removeObservers(name: onlyName) { receiver in
        switch (receiver, args.values[0]) {
        case (.method(let target, _), .object(let id)): return target == id
        case (.block(let token), .enumCase("observer", let payload)):
          return payload.first.map { Self.equal($0, .int(token)) == true } ?? false
        default: return false
        }
      }
      for case .block(let token) in removed { observerBlocks[token] = nil }
      return .void
    case ("post", ["name", "object"]), ("post", ["name"]):
      let posted = try notificationName(args.values[0], at: args.positions[0])
      let sender = args.values.count > 1 ? args.values[1] : .null
      try post(posted ?? "", sender: sender, at: position)
      return .void
    default:
      throw RuntimeIssue.unknownMember(
        name, of: "NotificationCenter", at: memberPosition, candidates: ["addObserver", "removeObserver", "post"])
    }
  }

  /// `Notification.Name("x")`, `.init("x")`, `NSNotification.Name("x")` or a String; `nil`
  /// (observe everything) for `nil`.
  private func notificationName(_ value: Value, at position: SourcePosition) throws -> String? {
    switch value {
    case .null: return nil
    case .string(let name): return name
    case .enumCase("notificationName", let payload):
      if case .string(let name)? = payload.first { return name }
    case .enumCase("init", let payload) where payload.count == 1:
      if case .string(let name) = payload[0] { return name }
    default: break
    }
    throw RuntimeIssue.type(
      "a notification name is 'Notification.Name(\"name\")', not \(value.kindDescription)", at: position)
  }

  /// A pass over the observers, comparing their names with `name`: a step per observer and per
  /// 64 bytes of the name (thousands of observers made each post a long walk).
  private func chargeObserverScan(comparing name: String?, at position: SourcePosition) throws {
    try spendWork(
      engine.notificationObserverCount * (1 + ScenarioBudget.steps(forBytes: name?.utf8.count ?? 0)), at: position)
  }

  /// Delivers a notification to the observers the engine picks, in the order they were added.
  private func post(_ name: String, sender: Value, at position: SourcePosition) throws {
    try chargeObserverScan(comparing: name, at: position)
    let note = Value.enumCase("notification", [.string(name), sender])
    try withEngine(at: position) {
      try engine.post(name, sender: sender.objectID) { receiver in
        switch receiver {
        case .method(let target, let selector):
          guard let (method, owner) = classes.actionMethod(selector, in: engine.className(of: target)) else { return }
          _ = try invokeUserMethod(
            method, declaredIn: owner, on: target, arguments: method.parameterNames.isEmpty ? [] : [note],
            at: position)
        case .block(let token):
          guard let closure = observerBlocks[token] else { return }
          _ = try callClosure(closure, arguments: [note], at: position)
        }
      }
    }
  }

  /// `notification.name`, `notification.object`.
  func notificationMember(_ name: String, of payload: [Value], at position: SourcePosition) throws -> Value {
    switch name {
    case "name": return .enumCase("notificationName", [payload[0]])
    case "object": return payload[1]
    default: throw RuntimeIssue.unknownMember(name, of: "Notification", at: position, candidates: ["name", "object"])
    }
  }
}
