import DocEngine

/// `NotificationCenter.default` (`Engine+Notifications.swift`): names and observers checked and
/// converted; the engine decides who hears a post. A block observer's closure is the
/// scenario's code, kept by the interpreter under the token the scenario got.
extension UIKitBindings {
  static let notificationMembers: [UIKitBinding] = [
    .method("NotificationCenter", "addObserver(_:selector:name:object:)") { call in
      guard call.labels == [nil, "selector", "name", "object"] else { return nil }
      let args = call.args
      guard case .object(let target) = args.values[0] else {
        throw RuntimeIssue.type(
          "the observer must be an object, not \(args.values[0].kindDescription)", at: args.positions[0])
      }
      guard case .selector(let selector) = args.values[1] else {
        throw RuntimeIssue.type("'selector:' needs a '#selector(…)'", at: args.positions[1])
      }
      call.engine.addObserver(
        .method(observer: target, selector: selector),
        name: try call.interpreter.notificationName(args.values[2], at: args.positions[2]),
        sender: args.values[3].objectID)
      return .void
    },
    .method("NotificationCenter", "addObserver(forName:object:queue:using:)") { call in
      guard call.labels == ["forName", "object", "queue", "using"] || call.labels == ["forName", "object", "queue"]
      else { return nil }
      return try call.interpreter.addBlockObserver(call)
    },
    .method("NotificationCenter", "removeObserver(_:)") { call in
      guard call.labels == [nil] else { return nil }
      try call.interpreter.removeObserver(call, name: nil)
      return .void
    },
    .method("NotificationCenter", "removeObserver(_:name:object:)") { call in
      guard call.labels == [nil, "name", "object"] else { return nil }
      try call.interpreter.removeObserver(
        call, name: try call.interpreter.notificationName(call.args.values[1], at: call.args.positions[1]))
      return .void
    },
    .method("NotificationCenter", "post(name:object:)") { call in
      guard call.labels == ["name", "object"] || call.labels == ["name"] else { return nil }
      let posted = try call.interpreter.notificationName(call.args.values[0], at: call.args.positions[0])
      let sender = call.args.values.count > 1 ? call.args.values[1] : .null
      try call.interpreter.post(posted ?? "", sender: sender, at: call.position)
      return .void
    },
  ]
}

extension Interpreter {
  /// `addObserver(forName:object:queue:using:)`: the block, under a new token, which is what
  /// the call returns.
  func addBlockObserver(_ call: UIKitCall) throws -> Value {
    let args = call.args
    let block = args.labels.count == 4 ? args.values[3] : args.trailing
    guard case .closure(let closure)? = block else {
      throw RuntimeIssue.type("addObserver(forName:object:queue:using:) needs a closure", at: call.position)
    }
    try requireSynchronous(block)
    notificationTokens += 1
    let token = notificationTokens
    engine.addObserver(
      .block(token: token), name: try notificationName(args.values[0], at: args.positions[0]),
      sender: args.values[1].objectID)
    observerBlocks[token] = closure
    // The center holds the block, and what it captured, until the observer is removed.
    holdCaptures(of: closure)
    return .enumCase("observer", [.int(token)])
  }

  /// `removeObserver(observer)` (an object or a block's token), of `name` when given.
  func removeObserver(_ call: UIKitCall, name: String?) throws {
    try chargeObserverScan(comparing: name, at: call.position)
    let observer = call.args.values[0]
    let removed = engine.removeObservers(name: name) { receiver in
      switch (receiver, observer) {
      case (.method(let target, _), .object(let id)): return target == id
      case (.block(let token), .enumCase("observer", let payload)):
        return payload.first.map { Self.equal($0, .int(token)) == true } ?? false
      default: return false
      }
    }
    for case .block(let token) in removed {
      if let closure = observerBlocks.removeValue(forKey: token) { releaseCaptures(of: closure) }
    }
  }

  /// `Notification.Name("x")`, `.init("x")`, `NSNotification.Name("x")` or a String; `nil`
  /// (observe everything) for `nil`.
  func notificationName(_ value: Value, at position: SourcePosition) throws -> String? {
    switch value {
    case .null: return nil
    case .string(let name): return name
    case .enumCase("notificationName", let payload):
      if case .string(let name)? = payload.first { return name }
    case .enumCase("init", let payload) where payload.count == 1:
      if case .string(let name) = payload[0] { return name }
    case .enumCase(let declared, let payload) where payload.isEmpty && classes.notificationNames[declared] != nil:
      // `.didSave`, declared by `extension Notification.Name`.
      return try notificationName(try declaredNotificationName(declared, at: position), at: position)
    case .enumCase(let misspelled, let payload) where payload.isEmpty && !classes.notificationNames.isEmpty:
      _ = try declaredNotificationName(misspelled, at: position)
    default: break
    }
    throw RuntimeIssue.type(
      "a notification name is 'Notification.Name(\"name\")', not \(value.kindDescription)", at: position)
  }

  /// The name `extension Notification.Name` declares as `name`: its value, made once.
  func declaredNotificationName(_ name: String, at position: SourcePosition) throws -> Value {
    guard let binding = classes.notificationNames[name] else {
      var message = "type 'Notification.Name' has no member '\(name)'"
      if let suggestion = NearMiss.suggestion(for: name, in: classes.notificationNames.keys.sorted()) {
        message += "; \(suggestion)"
      }
      throw RuntimeIssue(id: DiagnosticID.unknownMember, message: message, position: position)
    }
    return try staticValue(binding, declaredIn: "Notification.Name", at: position)
  }

  /// A pass over the observers, comparing their names with `name`: a step per observer and per
  /// 64 bytes of the name (thousands of observers made each post a long walk).
  func chargeObserverScan(comparing name: String?, at position: SourcePosition) throws {
    try spendWork(
      engine.notificationObserverCount * (1 + ScenarioBudget.steps(forBytes: name?.utf8.count ?? 0)), at: position)
  }

  /// Delivers a notification to the observers the engine picks, in the order they were added.
  func post(_ name: String, sender: Value, at position: SourcePosition) throws {
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
