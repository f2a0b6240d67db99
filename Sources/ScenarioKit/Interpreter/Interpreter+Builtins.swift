import DocEngine

// MARK: - print, assert, window, user, storyboard, UIView.animate

extension Interpreter {
  static func builtinMethods(of builtin: Value.BuiltinObject) -> [String] {
    switch builtin {
    case .window: return ["rootViewController", "makeKeyAndVisible"]
    case .user:
      return [
        "swipeDown", "tap", "swipeBack", "selectTab", "rotate", "dragSheet", "selectRow", "selectItem", "type",
        "pressReturn", "toggle", "selectSegment",
      ]
    case .storyboard:
      return ["segue", "trigger", "action", "instantiate", "prototypeCell"] + storyboardSceneMethods
    case .mainQueue: return ["async", "asyncAfter"]
    case .notificationCenter: return notificationCenterMethods
    }
  }

  /// `NotificationCenter.default`'s methods, for suggestions.
  static let notificationCenterMethods: [String] = UIKitBindings.suggestedMethodNames(of: "NotificationCenter").reduce(
    into: []
  ) { names, name in if !names.contains(name) { names.append(name) } }

  /// `print(a, b)`: the items separated by spaces, as one log line.
  func runPrint(_ args: CallArguments, at position: SourcePosition) throws -> Value {
    if let index = args.labels.firstIndex(where: { $0 != nil }) {
      throw RuntimeIssue.unsupported(
        "print's '\(args.labels[index]!):' argument is not supported in scenarios", at: args.positions[index])
    }
    if args.trailing != nil {
      throw RuntimeIssue.arguments("print does not take a closure", at: position)
    }
    var items: [String] = []
    for (value, itemPosition) in zip(args.values, args.positions) {
      items.append(try render(value, at: itemPosition))
    }
    if items.count > 1 {
      try chargeString(bytes: items.reduce(items.count - 1) { $0 + $1.utf8.count }, at: position)
    }
    let text = items.joined(separator: " ")
    try withEngine(at: position) { try engine.printLine(text) }
    return .void
  }

  /// `assert(cond)`, `assert(cond, "message")`. A false comparison names both sides' values:
  /// `assertion failed: b.presentingViewController === a (left: nav, right: a)`.
  func runAssert(_ arguments: [Argument], in scope: Scope, at position: SourcePosition) throws -> Value {
    guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
      throw RuntimeIssue.arguments(
        "assert takes a condition and an optional message: assert(cond, \"message\")", at: position)
    }
    let condition = arguments[0]
    var message: String?
    var holds: Bool
    var detail = ""
    if case .binary(let op, let left, let right) = condition.value.kind, op != .and, op != .or, op != .nilCoalescing,
      !op.isArithmetic
    {
      let l = try evaluate(left, in: scope)
      let r = try evaluate(right, in: scope)
      try chargeOperands(op, l, r, at: condition.value.position)
      switch op {
      case .identical, .notIdentical:
        for (value, side) in [(l, left), (r, right)] where !value.isReference {
          throw RuntimeIssue.type(
            "'\(op.rawValue)' compares objects; \(value.kindDescription) is not one", at: side.position)
        }
        holds = Self.identical(l, r) == (op == .identical)
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        let compared = try Arithmetic.apply(
          op, l, r, leftIsLiteral: left.isNumberLiteral, rightIsLiteral: right.isNumberLiteral,
          at: condition.value.position)
        if case .bool(true) = compared { holds = true } else { holds = false }
      default:
        guard let same = try equal(l, r, at: condition.value.position) else {
          throw RuntimeIssue.type(
            "'\(op.rawValue)' cannot compare \(l.kindDescription) with \(r.kindDescription)",
            at: condition.value.position)
        }
        holds = same == (op == .equal)
      }
      detail = " (left: \(describe(l, quoted: true)), right: \(describe(r, quoted: true)))"
    } else {
      holds = try evaluateCondition(condition.value, in: scope)
    }
    if arguments.count == 2 {
      let value = try evaluate(arguments[1].value, in: scope)
      guard case .string(let text) = value else {
        throw RuntimeIssue.type("assert's message must be a String", at: arguments[1].value.position)
      }
      message = text
    }
    guard holds else {
      var text = "assertion failed: \(condition.text)\(detail)"
      if let message { text += ": \(message)" }
      throw RuntimeIssue(id: DiagnosticID.assertion, message: text, position: position)
    }
    return .void
  }

  // MARK: - window, user, storyboard

  func callBuiltin(
    _ builtin: Value.BuiltinObject, _ name: String, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    let labels = args.labels
    switch (builtin, name) {
    case (.mainQueue, _):
      return try callMainQueue(name, args, at: position, memberPosition: memberPosition)
    case (.window, "makeKeyAndVisible") where labels.isEmpty, (.window, "makeKey") where labels.isEmpty:
      // The scenario's window is the key window and always visible.
      return .void
    case (.notificationCenter, _):
      if let result = try callBoundMethod(
        name, on: .builtin(.notificationCenter), types: ["NotificationCenter"], args, at: position,
        memberPosition: memberPosition)
      {
        return result
      }
      throw RuntimeIssue.unknownMember(
        name, of: "NotificationCenter", at: memberPosition, candidates: Self.notificationCenterMethods)
    case (.user, "swipeDown"), (.user, "swipeBack"):
      guard labels == [nil] || labels == [nil, "releases"] else {
        throw RuntimeIssue.arguments("use 'user.\(name)(vc)' or 'user.\(name)(vc, releases: .cancel)'", at: position)
      }
      let target = try objectArgument(args, 0, "the controller", at: position)
      var cancel = false
      if labels.count == 2 {
        try checkEnumCase(args.values[1], of: "release", cases: ["cancel", "complete"], at: args.positions[1])
        guard let release = args.values[1].bareCase, release == "cancel" || release == "complete" else {
          throw RuntimeIssue.type("'releases:' takes '.cancel' or '.complete'", at: args.positions[1])
        }
        cancel = release == "cancel"
      }
      try withEngine(at: position) {
        if name == "swipeDown" {
          try engine.swipeDown(target, cancel: cancel)
        } else {
          try engine.swipeBack(target, cancel: cancel)
        }
      }
    case (.user, "dragSheet"):
      guard labels == [nil, "to"] else {
        throw RuntimeIssue.arguments("use 'user.dragSheet(vc, to: .medium)'", at: position)
      }
      let vc = try objectArgument(args, 0, "the sheet's controller", at: position)
      try dragSheet(vc, to: args.values[1], at: args.positions[1])
    case (.user, "tap") where labels == [nil]:
      guard case .element(let id) = args.values[0] else {
        throw RuntimeIssue.type(
          "user.tap needs a button, a control, a bar button item or an alert action, not \(args.values[0].kindDescription)",
          at: args.positions[0])
      }
      if engine.kind(of: id) == .alertAction {
        try tapAlertAction(id, at: position)
      } else {
        try tap(id, at: position)
      }
    case (.user, "tap") where labels == [nil, "in"] && args.values[1].objectID.map(engine.isAlert) == true:
      guard case .string(let title) = args.values[0], let alert = args.values[1].objectID,
        let action = try alertAction(titled: title, in: alert, at: args.positions[0])
      else {
        throw RuntimeIssue.arguments("use 'user.tap(\"OK\", in: alert)'", at: position)
      }
      try tapAlertAction(action, at: position)
    case (.user, "tap"):
      guard labels == [nil, "in"], case .string(let control) = args.values[0] else {
        throw RuntimeIssue.arguments("use 'user.tap(\"controlName\", in: vc)'", at: position)
      }
      let owner = try objectArgument(args, 1, "in", at: position)
      try withEngine(at: position) { try engine.tap(control: control, in: owner) }
    case (.user, "type"), (.user, "pressReturn"), (.user, "toggle"), (.user, "selectSegment"):
      try userControlAction(name, args, at: position)
    case (.user, "selectTab"):
      guard labels == [nil, "in"], case .int(let index) = args.values[0] else {
        throw RuntimeIssue.arguments("use 'user.selectTab(index, in: tabs)'", at: position)
      }
      let tabs = try objectArgument(args, 1, "in", at: position)
      try withEngine(at: position) { try engine.selectTab(index, in: tabs) }
    case (.user, "selectRow"), (.user, "selectItem"):
      try userSelect(name, args, at: position)
    case (.storyboard, "prototypeCell"):
      guard labels == [nil, "in"], case .string(let identifier) = args.values[0], !identifier.isEmpty,
        case .type(let className) = args.values[1]
      else {
        throw RuntimeIssue.arguments(
          "use 'storyboard.prototypeCell(\"Cell\", in: ListViewController.self)'", at: position)
      }
      guard let kind = classes.kind(of: className), kind.isViewController else {
        throw RuntimeIssue.type("'in:' takes a view controller class: 'ListViewController.self'", at: args.positions[1])
      }
      engine.declarePrototypeCell(identifier, className: className)
    case (.user, "rotate"):
      if labels == ["to"] {
        try checkEnumCase(args.values[0], of: "Orientation", cases: ["portrait", "landscape"], at: args.positions[0])
      }
      guard labels == ["to"], let raw = args.values[0].bareCase, let orientation = Orientation(rawValue: raw) else {
        throw RuntimeIssue.arguments("use 'user.rotate(to: .landscape)' or 'user.rotate(to: .portrait)'", at: position)
      }
      try withEngine(at: position) { try engine.rotate(to: orientation) }
    case (.storyboard, "segue"):
      guard labels == [nil, "from", "to", "kind"], case .string(let identifier) = args.values[0] else {
        throw RuntimeIssue.arguments(
          "use 'storyboard.segue(\"id\", from: source, to: Destination.self, kind: .show)'", at: position)
      }
      let source = try objectArgument(args, 1, "from", at: position)
      guard case .type(let destination) = args.values[2] else {
        throw RuntimeIssue.type("'to:' takes a class: 'DetailViewController.self'", at: args.positions[2])
      }
      let kind = try segueKind(
        args.values[3], at: args.positions[3], identifier: identifier, destination: destination)
      engine.registerSegue(
        identifier: identifier, source: source, destinationClass: destination,
        destinationKind: classes.kind(of: destination) ?? .viewController, kind: kind)
    case (.storyboard, "trigger"):
      guard labels == [nil, "in", "segue"], case .string(let control) = args.values[0],
        case .string(let identifier) = args.values[2]
      else {
        throw RuntimeIssue.arguments("use 'storyboard.trigger(\"control\", in: vc, segue: \"id\")'", at: position)
      }
      let owner = try objectArgument(args, 1, "in", at: position)
      engine.registerTrigger(control: control, in: owner, segue: identifier)
    case (.storyboard, "action"):
      guard labels == [nil, "in", "selector"], case .string(let control) = args.values[0],
        case .string(let selector) = args.values[2]
      else {
        throw RuntimeIssue.arguments("use 'storyboard.action(\"control\", in: vc, selector: \"save\")'", at: position)
      }
      let owner = try objectArgument(args, 1, "in", at: position)
      guard classes.method(selector: selector, in: engine.className(of: owner)) != nil else {
        throw RuntimeIssue(
          id: DiagnosticID.unknownMember,
          message: "'\(engine.className(of: owner))' has no method '\(selector)' to wire to '\(control)'",
          position: args.positions[2])
      }
      engine.registerAction(control: control, in: owner, selector: selector)
    case (.storyboard, _) where Self.storyboardSceneMethods.contains(name):
      return try callStoryboardScene(name, args, at: position)
    case (.storyboard, "instantiate"):
      guard labels == [nil], case .type(let className) = args.values[0] else {
        throw RuntimeIssue.arguments("use 'storyboard.instantiate(DetailViewController.self)'", at: position)
      }
      guard let kind = classes.kind(of: className), kind.isViewController else {
        throw RuntimeIssue.type(
          "a storyboard instantiates view controllers; '\(className)' is not one", at: args.positions[0])
      }
      let id = engine.instantiate(className: className, kind: kind)
      _ = try storedValues(of: id, at: position)
      return .object(id)
    default:
      throw RuntimeIssue.unknownMember(
        name, of: builtin.rawValue, at: memberPosition, candidates: Self.builtinMethods(of: builtin))
    }
    return .void
  }

  /// `user.type("abc", into: field)`, `user.pressReturn(in: field)`, `user.toggle(sw)`,
  /// `user.selectSegment(1, in: control)`: a finger on a text field, its keyboard, a switch or
  /// a segmented control (`Engine+TextFields.swift`, `Engine+Controls.swift`).
  private func userControlAction(_ name: String, _ args: CallArguments, at position: SourcePosition) throws {
    let usage: String
    let expected: [String?]
    let controlIndex: Int
    switch name {
    case "type": (usage, expected, controlIndex) = ("user.type(\"text\", into: field)", [nil, "into"], 1)
    case "pressReturn": (usage, expected, controlIndex) = ("user.pressReturn(in: field)", ["in"], 0)
    case "toggle": (usage, expected, controlIndex) = ("user.toggle(aSwitch)", [nil], 0)
    default: (usage, expected, controlIndex) = ("user.selectSegment(1, in: control)", [nil, "in"], 1)
    }
    guard args.labels == expected, args.trailing == nil else {
      throw RuntimeIssue.arguments("use '\(usage)'", at: position)
    }
    guard case .element(let control) = args.values[controlIndex].unwrappedOptional else {
      throw RuntimeIssue.type(
        "user.\(name) needs a control, not \(args.values[controlIndex].kindDescription)",
        at: args.positions[controlIndex])
    }
    try withActions(at: position) { perform, handle in
      switch name {
      case "type":
        guard case .string(let text) = args.values[0] else {
          throw RuntimeIssue.type("user.type needs the text typed, a String", at: args.positions[0])
        }
        try engine.typeText(text, into: control, perform: perform, handle: handle)
      case "pressReturn":
        try engine.pressReturn(in: control, perform: perform, handle: handle)
      case "toggle":
        try engine.toggle(control, perform: perform, handle: handle)
      default:
        guard case .int(let index) = args.values[0] else {
          throw RuntimeIssue.type("user.selectSegment needs the segment's index, an Int", at: args.positions[0])
        }
        try engine.selectSegment(index, in: control, perform: perform, handle: handle)
      }
    }
  }

  private func segueKind(_ value: Value, at position: SourcePosition, identifier: String, destination: String)
    throws -> SegueKind
  {
    switch value {
    case _ where value.bareCase == "show": return .show
    case _ where value.bareCase == "present": return .present
    case _ where value.bareCase == "custom": return .custom
    case .enumCase("presentModally", let payload):
      if payload.count == 1 {
        try checkEnumCase(
          payload[0], of: "UIModalPresentationStyle", cases: ModalPresentationStyle.allCases.map(\.rawValue),
          at: position)
      }
      guard payload.count == 1, let raw = payload[0].bareCase,
        let style = ModalPresentationStyle(rawValue: raw)
      else {
        throw RuntimeIssue.type(
          "'.presentModally' takes a presentation style: '.presentModally(.formSheet)'", at: position)
      }
      return .presentModally(style)
    case .enumCase("unwind", let payload) where payload.isEmpty:
      return .unwind(action: try unwindAction(identifier: identifier, destination: destination, at: position))
    case .enumCase("unwind", let payload):
      guard payload.count == 1, case .string(let action) = payload[0] else {
        throw RuntimeIssue.type(
          "'.unwind' takes the unwind action's name: '.unwind(action: \"unwindToList\")'", at: position)
      }
      return .unwind(action: action)
    default:
      try checkEnumCase(
        value, of: "SegueKind", cases: ["show", "present", "presentModally", "custom", "unwind"], at: position,
        onlyNearMisses: true)
      throw RuntimeIssue.type(
        "'kind:' takes '.show', '.present', '.presentModally(style)', '.custom' or '.unwind(action:)'", at: position)
    }
  }

  /// The action of a bare `.unwind` segue, as Interface Builder would have wired it: the
  /// destination class's method named like the segue, else its only `unwind…` method with
  /// one parameter.
  private func unwindAction(identifier: String, destination: String, at position: SourcePosition) throws -> String {
    var candidates: [MethodDecl] = []
    for owner in classes.ancestry(of: destination) {
      candidates += classes.userClass(owner)?.decl.methods ?? []
    }
    if candidates.contains(where: { $0.name == identifier && !$0.isProperty }) { return identifier }
    let unwinds = candidates.filter { $0.name.hasPrefix("unwind") && $0.labels.count == 1 }
    if unwinds.count == 1 { return unwinds[0].name }
    throw RuntimeIssue.type(
      "'.unwind' needs its action here: no method of '\(destination)' is named '\(identifier)'; write '.unwind(action: \"unwindToList\")'",
      at: position)
  }

  // MARK: - The main queue and UIView.animate

  /// `DispatchQueue.main.async { … }`, `.async(execute:)`, `.asyncAfter(deadline: .now() + 1) { … }`:
  /// the closure runs on the engine's main queue (see `Engine+MainQueue.swift`).
  func callMainQueue(_ name: String, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition)
    throws -> Value
  {
    let work: Value?
    var delay = 0.0
    switch (name, args.labels) {
    case ("async", []), ("async", ["execute"]):
      work = args.labels.isEmpty ? args.trailing : args.values[0]
    case ("asyncAfter", ["deadline"]), ("asyncAfter", ["deadline", "execute"]):
      work = args.labels.count == 2 ? args.values[1] : args.trailing
      guard case .enumCase("now", let offset) = args.values[0] else {
        throw RuntimeIssue.type("'deadline:' needs a time from now: '.now() + 0.5'", at: args.positions[0])
      }
      delay = offset.first.flatMap(Arithmetic.dispatchSeconds) ?? 0
    case ("sync", _):
      throw RuntimeIssue.unsupported(
        "DispatchQueue.main.sync from the main queue never returns (it deadlocks); use 'async'", at: memberPosition)
    default:
      throw RuntimeIssue.unknownMember(
        name, of: "DispatchQueue", at: memberPosition, candidates: ["async", "asyncAfter"])
    }
    guard case .closure(let closure)? = work else {
      throw RuntimeIssue.type("DispatchQueue.main.\(name) needs a closure: '{ … }'", at: position)
    }
    try requireSynchronous(work)
    // The queue holds the block, and so what it captured, until the block has run.
    holdCaptures(of: closure)
    do {
      try withEngine(at: position) {
        try engine.enqueueOnMain(after: delay) { [unowned self] in
          defer { self.releaseCaptures(of: closure) }
          _ = try self.callClosure(closure, arguments: [], at: position)
        }
      }
    } catch {
      releaseCaptures(of: closure)
      throw error
    }
    return .void
  }

  /// `UIView.animate(withDuration:[delay:options:]animations:completion:)`: the animations run
  /// at once (UIKit sets the final values at once; only the drawing moves); the completion is
  /// main-queue work after the duration, called with `true`.
  func runAnimate(_ args: CallArguments, at position: SourcePosition) throws -> Value {
    guard args.labels.first == "withDuration" else {
      throw RuntimeIssue.arguments(
        "use 'UIView.animate(withDuration: 0.3, animations: { … }) { _ in … }'", at: position)
    }
    var duration = Arithmetic.dispatchSeconds(args.values[0]) ?? 0
    if let index = args.labels.firstIndex(of: "delay") {
      duration += Arithmetic.dispatchSeconds(args.values[index]) ?? 0
    }
    var animations: Value?
    var completion: Value?
    if let index = args.labels.firstIndex(of: "animations") {
      animations = args.values[index]
      completion = args.labels.firstIndex(of: "completion").map { args.values[$0] } ?? args.trailing
    } else {
      // `animate(withDuration: 0.3) { … } completion: { _ in … }`: both as trailing closures.
      animations = args.trailing
      completion = args.labels.firstIndex(of: "completion").map { args.values[$0] }
    }
    if let handler = try completionHandler(animations, at: position) { try handler() }
    if let handler = try completionHandler(completion, arguments: [.bool(true)], at: position) {
      // The animation holds its completion, and what it captured, until it has run.
      let held: ClosureValue? = if case .closure(let closure)? = completion { closure } else { nil }
      held.map(holdCaptures(of:))
      do {
        try withEngine(at: position) {
          try engine.enqueueAnimationCompletion(after: duration) { [unowned self] in
            defer { held.map(self.releaseCaptures(of:)) }
            try handler()
          }
        }
      } catch {
        held.map(releaseCaptures(of:))
        throw error
      }
    }
    return .void
  }
}
