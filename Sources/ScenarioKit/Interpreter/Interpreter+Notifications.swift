import DocEngine

// MARK: - NotificationCenter

/// `NotificationCenter.default`: observers and synchronous posting, as Foundation does it.
///
/// `post(name:object:)` calls every matching observer at once, in the order they were added,
/// before `post` returns. Selector-based observers are held weakly (a freed observer is skipped,
/// as Foundation has done since iOS 9); block-based ones (`addObserver(forName:object:queue:using:)`)
/// are held by the center until `removeObserver(token)`. A `queue: .main` block still runs at
/// once when posting on the main queue, as there.
struct NotificationObserver {
  enum Receiver {
    case selector(target: ObjectID, selector: String)
    case block(ClosureValue, token: Int)
  }
  let receiver: Receiver
  /// `nil` observes every name.
  let name: String?
  /// Only notifications from this sender, when set.
  let sender: ObjectID?
}

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
      notificationObservers.append(
        NotificationObserver(
          receiver: .selector(target: target, selector: selector),
          name: try notificationName(args.values[2], at: args.positions[2]),
          sender: args.values[3].objectID))
      return .void
    case ("addObserver", ["forName", "object", "queue", "using"]), ("addObserver", ["forName", "object", "queue"]):
      let block = args.labels.count == 4 ? args.values[3] : args.trailing
      guard case .closure(let closure)? = block else {
        throw RuntimeIssue.type("addObserver(forName:object:queue:using:) needs a closure", at: position)
      }
      notificationTokens += 1
      notificationObservers.append(
        NotificationObserver(
          receiver: .block(closure, token: notificationTokens),
          name: try notificationName(args.values[0], at: args.positions[0]),
          sender: args.values[1].objectID))
      return .enumCase("observer", [.int(notificationTokens)])
    case ("removeObserver", [nil]), ("removeObserver", [nil, "name", "object"]):
      let onlyName = args.labels.count == 3 ? try notificationName(args.values[1], at: args.positions[1]) : nil
      try chargeObserverScan(comparing: onlyName, at: position)
      notificationObservers.removeAll { observer in
        guard onlyName == nil || observer.name == onlyName else { return false }
        switch (observer.receiver, args.values[0]) {
        case (.selector(let target, _), .object(let id)): return target == id
        case (.block(_, let token), .enumCase("observer", let payload)):
          return payload.first.map { Self.equal($0, .int(token)) == true } ?? false
        default: return false
        }
      }
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
      notificationObservers.count * (1 + ScenarioBudget.steps(forBytes: name?.utf8.count ?? 0)), at: position)
  }

  /// Delivers a notification to the observers registered now, in the order they were added.
  private func post(_ name: String, sender: Value, at position: SourcePosition) throws {
    try chargeObserverScan(comparing: name, at: position)
    let note = Value.enumCase("notification", [.string(name), sender])
    for observer in notificationObservers where observer.name == nil || observer.name == name {
      if let only = observer.sender, sender.objectID != only { continue }
      switch observer.receiver {
      case .selector(let target, let selector):
        guard !engine.isDeallocated(target) else { continue }
        guard let (method, owner) = classes.actionMethod(selector, in: engine.className(of: target)) else {
          throw unrecognizedSelector(selector, sentTo: target, at: position)
        }
        _ = try invokeUserMethod(
          method, declaredIn: owner, on: target, arguments: method.parameterNames.isEmpty ? [] : [note], at: position)
      case .block(let closure, _):
        _ = try callClosure(closure, arguments: [note], at: position)
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
