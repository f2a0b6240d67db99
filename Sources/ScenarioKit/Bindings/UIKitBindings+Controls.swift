import DocEngine

/// Text fields, switches, segmented controls and `UIAction`s (`Engine+TextFields.swift`,
/// `Engine+Controls.swift`, `Engine+Actions.swift`): target–action and action handlers, the
/// first responder, and the rule that code setting a control's value sends nothing while the
/// user's touch does (`user.type`, `user.toggle`, `user.selectSegment`).
extension UIKitBindings {
  static let controlTypes: [UIKitType] = [
    UIKitType(name: "UITextField", superclass: "UIControl", model: .element(.textField)),
    UIKitType(name: "UISwitch", superclass: "UIControl", model: .element(.switchControl)),
    UIKitType(name: "UISegmentedControl", superclass: "UIControl", model: .element(.segmentedControl)),
    UIKitType(name: "UIAction", superclass: "NSObject", model: .element(.action)),
    UIKitType(name: "UITextFieldDelegate", superclass: nil, model: .protocol),
  ]

  static let controlMembers: [UIKitBinding] =
    controlInitializers + textFieldMembers + switchMembers + segmentMembers
    + actionMembers + responderMembers

  private static let controlInitializers: [UIKitBinding] = [
    (ElementKind.textField, "init(), init(frame:)"),
    (.switchControl, "init(), init(frame:), init(frame:primaryAction:)"),
    (.segmentedControl, "init(), init(frame:), init(items:)"),
    (.action, "init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)"),
  ].map { kind, forms in
    .initializer(kind.className, forms) { call in
      try call.interpreter.constructElement(call.name, kind: kind, call.args, at: call.position)
    }
  }

  private static let textFieldMembers: [UIKitBinding] = [
    .property(
      "UITextField", "text", get: { read in .string(read.engine.text(of: read.element)) },
      set: { write in
        let value = try write.value()
        guard value.isStringOrNil else {
          throw RuntimeIssue.type(
            "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'String?'", at: write.valuePosition)
        }
        let text: String? = if case .string(let text) = value { text } else { nil }
        write.engine.setText(text, of: write.element)
      }),
    .property("UITextField", "isEditing") { read in .bool(read.engine.isFirstResponder(read.view)) },
  ]

  private static let switchMembers: [UIKitBinding] = [
    .method("UISwitch", "setOn(_:animated:)") { call in
      guard call.labels == [nil, "animated"] else { return nil }
      guard case .bool(let on) = call.args.values[0] else {
        throw RuntimeIssue.type(
          "cannot convert value of type '\(Arithmetic.typeName(call.args.values[0]))' to expected argument type 'Bool'",
          at: call.args.positions[0])
      }
      _ = try call.bool("animated")
      call.engine.setOn(on, of: call.element)
      return .void
    }
  ]

  private static let segmentMembers: [UIKitBinding] = [
    .property("UISegmentedControl", "numberOfSegments") { read in
      .int(read.engine.segmentTitles(of: read.element).count)
    },
    .method("UISegmentedControl", "insertSegment(withTitle:at:animated:)") { call in
      guard call.labels == ["withTitle", "at", "animated"] else { return nil }
      let title = try call.interpreter.textArgument(call.args, 0, "withTitle")
      let index = try call.int(1, "at")
      _ = try call.bool("animated")
      call.engine.insertSegment(title: title.textValue, at: index, of: call.element)
      return .void
    },
    .method("UISegmentedControl", "removeSegment(at:animated:)") { call in
      guard call.labels == ["at", "animated"] else { return nil }
      let index = try call.int(0, "at")
      _ = try call.bool("animated")
      call.engine.removeSegment(at: index, of: call.element)
      return .void
    },
    .method("UISegmentedControl", "removeAllSegments()") { call in
      guard call.labels.isEmpty else { return nil }
      call.engine.removeSegment(at: nil, of: call.element)
      return .void
    },
    .method("UISegmentedControl", "setTitle(_:forSegmentAt:)") { call in
      guard call.labels == [nil, "forSegmentAt"] else { return nil }
      let title = try call.interpreter.textArgument(call.args, 0, "title")
      call.engine.setSegmentTitle(title.textValue, at: try call.int(1, "forSegmentAt"), of: call.element)
      return .void
    },
    .method("UISegmentedControl", "titleForSegment(at:)") { call in
      guard call.labels == ["at"] else { return nil }
      let index = try call.int(0, "at")
      let titles = call.engine.segmentTitles(of: call.element)
      guard titles.indices.contains(index), let title = titles[index] else { return .null }
      return .optional(.string(title))
    },
    .method("UISegmentedControl", "setEnabled(_:forSegmentAt:)") { call in
      guard call.labels == [nil, "forSegmentAt"], case .bool(let enabled) = call.args.values[0] else { return nil }
      call.engine.setSegmentEnabled(enabled, at: try call.int(1, "forSegmentAt"), of: call.element)
      return .void
    },
    .method("UISegmentedControl", "isEnabledForSegment(at:)") { call in
      guard call.labels == ["at"] else { return nil }
      return .bool(call.engine.isSegmentEnabled(at: try call.int(0, "at"), of: call.element))
    },
  ]

  /// `UIAction` and what controls and bar button items do with one.
  private static let actionMembers: [UIKitBinding] = [
    .property("UIAction", "sender") { read in read.interpreter.actionSenders[read.element].map(Value.element) ?? .null
    },
    .method("UIControl", "addAction(_:for:)") { call in
      guard call.labels == [nil, "for"] else { return nil }
      let action = try call.uiAction(0)
      call.engine.addAction(action, for: try call.controlEvent(1), to: call.element)
      return .void
    },
    .method("UIControl", "removeAction(_:for:)") { call in
      guard call.labels == [nil, "for"] else { return nil }
      let action = try call.uiAction(0)
      call.engine.removeAction(action, for: try call.controlEvent(1), from: call.element)
      return .void
    },
    .property(
      "UIBarButtonItem", "primaryAction",
      get: { read in read.engine.primaryAction(of: read.element).map(Value.element) ?? .null },
      set: { write in
        let value = try write.value()
        if value.isNil {
          write.engine.setPrimaryAction(nil, of: write.element)
          return
        }
        guard case .element(let action) = value, write.engine.kind(of: action) == .action else {
          throw RuntimeIssue.type(
            "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'UIAction?'", at: write.valuePosition)
        }
        write.interpreter.adoptTitle(of: action, into: write.element)
        write.engine.setPrimaryAction(action, of: write.element)
      }),
  ]

  /// The first responder: `UIResponder`'s, on views (`becomeFirstResponder()` on anything but a
  /// text field returns false, as a plain view cannot become first responder).
  private static let responderMembers: [UIKitBinding] = [
    .property("UIView", "isFirstResponder") { read in .bool(read.engine.isFirstResponder(read.view)) },
    .method("UIView", "becomeFirstResponder()") { call in
      guard call.labels.isEmpty else { return nil }
      guard case .element(let field) = call.receiver, call.engine.kind(of: field) == .textField else {
        return .bool(false)
      }
      return .bool(
        try call.interpreter.withActions(at: call.position) { perform, handle in
          try call.engine.becomeFirstResponder(field, perform: perform, handle: handle)
        })
    },
    .method("UIView", "resignFirstResponder()") { call in
      guard call.labels.isEmpty else { return nil }
      guard case .element(let field) = call.receiver else { return .bool(true) }
      return .bool(
        try call.interpreter.withActions(at: call.position) { perform, handle in
          try call.engine.resignFirstResponder(field, perform: perform, handle: handle)
        })
    },
    .method("UIView", "endEditing(_:)") { call in
      guard call.labels == [nil] else { return nil }
      guard case .bool(let force) = call.args.values[0] else {
        throw RuntimeIssue.type(
          "cannot convert value of type '\(Arithmetic.typeName(call.args.values[0]))' to expected argument type 'Bool'",
          at: call.args.positions[0])
      }
      return .bool(
        try call.interpreter.withActions(at: call.position) { perform, handle in
          try call.engine.endEditing(in: call.view, force: force, perform: perform, handle: handle)
        })
    },
  ]
}

extension UIKitCall {
  /// Argument `index`, an `Int`.
  func int(_ index: Int, _ label: String) throws -> Int {
    guard case .int(let value) = args.values[index] else {
      throw RuntimeIssue.type(
        "cannot convert value of type '\(Arithmetic.typeName(args.values[index]))' to expected argument type 'Int'",
        at: args.positions[index])
    }
    return value
  }

  /// Argument `index`, a `UIAction`.
  func uiAction(_ index: Int) throws -> ElementID {
    guard case .element(let action) = args.values[index], engine.kind(of: action) == .action else {
      throw RuntimeIssue.type(
        "cannot convert value of type '\(Arithmetic.typeName(args.values[index]))' to expected argument type 'UIAction'",
        at: args.positions[index])
    }
    return action
  }
}

extension Value {
  /// A `String?` value's text.
  var textValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

extension Interpreter {
  /// `UITextField()`, `UISwitch(frame: .zero, primaryAction: a)`, `UISegmentedControl(items:)`,
  /// `UIAction(title:image:…handler:)`: nil for the kinds `constructElement` makes itself.
  func constructControl(_ className: String, kind: ElementKind, _ args: CallArguments, at position: SourcePosition)
    throws -> Value?
  {
    switch kind {
    case .action: return try constructAction(args, at: position)
    case .segmentedControl where args.labels == ["items"] && args.trailing == nil:
      guard case .array(let items) = args.values[0] else {
        throw RuntimeIssue.type(
          "cannot convert value of type '\(Arithmetic.typeName(args.values[0]))' to expected argument type '[Any]'",
          at: args.positions[0])
      }
      let id = engine.makeElement(.segmentedControl)
      for (index, item) in items.enumerated() {
        engine.insertSegment(title: item.unwrappedOptional.textValue, at: index, of: id)
      }
      return .element(id)
    case .switchControl where args.labels == ["frame", "primaryAction"] && args.trailing == nil:
      let id = engine.makeElement(.switchControl, frame: try frameArgument(args, 0))
      if let action = try optionalAction(args, 1) { engine.addAction(action, for: "primaryActionTriggered", to: id) }
      return .element(id)
    default:
      return nil
    }
  }

  /// A `frame:` argument.
  func frameArgument(_ args: CallArguments, _ index: Int) throws -> Geometry {
    guard case .geometry(let rect) = Self.implied(args.values[index], as: "CGRect"), case .rect = rect else {
      throw RuntimeIssue.type(
        "'frame:' needs a CGRect, not \(args.values[index].kindDescription)", at: args.positions[index])
    }
    return rect
  }

  /// A `primaryAction:` argument: a `UIAction` or nil.
  func optionalAction(_ args: CallArguments, _ index: Int) throws -> ElementID? {
    let value = args.values[index]
    if value.isNil { return nil }
    guard case .element(let action) = value, engine.kind(of: action) == .action else {
      throw RuntimeIssue.type(
        "cannot convert value of type '\(Arithmetic.typeName(value))' to expected argument type 'UIAction?'",
        at: args.positions[index])
    }
    return action
  }

  /// `UIAction(title: "Save", image: nil) { action in … }`: every parameter has a default but
  /// the handler, which Swift requires (a trailing closure or `handler:`), and which takes the
  /// action (`{ _ in … }`).
  private func constructAction(_ args: CallArguments, at position: SourcePosition) throws -> Value {
    let order = ["title", "subtitle", "image", "identifier", "discoverabilityTitle", "attributes", "state", "handler"]
    var handler = args.trailing
    var title: String?
    var image: Value?
    var previous = -1
    for (index, label) in args.labels.enumerated() {
      guard let label, let place = order.firstIndex(of: label), place > previous else {
        throw RuntimeIssue.arguments(
          "no initializer of 'UIAction' takes the labels (\(Self.labelList(args.labels))); use '(title:image:handler:)'",
          at: position)
      }
      previous = place
      switch label {
      case "title":
        guard case .string(let text) = args.values[index] else {
          throw RuntimeIssue.type(
            "cannot convert value of type '\(Arithmetic.typeName(args.values[index]))' to expected argument type 'String'",
            at: args.positions[index])
        }
        title = text
      case "image": image = args.values[index]
      case "handler":
        guard handler == nil else {
          throw RuntimeIssue.arguments("extra trailing closure passed in call", at: position)
        }
        handler = args.values[index]
      default: break
      }
    }
    guard case .closure(let closure)? = handler else {
      if handler == nil {
        throw RuntimeIssue.arguments("missing argument for parameter 'handler' in call", at: position)
      }
      throw RuntimeIssue.type(
        "cannot convert value of type '\(Arithmetic.typeName(handler!))' to expected argument type 'UIActionHandler'",
        at: position)
    }
    try requireSynchronous(handler)
    if closure.closure.parameters.isEmpty {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message: "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
        position: closure.closure.position, notes: [("insert '_ in'", closure.closure.position)])
    }
    let id = engine.makeElement(.action)
    if let title { engine.setProperty("title", ofElement: id, to: .string(title)) }
    if let image { engine.setProperty("image", ofElement: id, to: PropertyValue(image)) }
    actionHandlers[id] = closure
    // The action holds its handler, and so what the handler captured.
    engine.setHeldObjects(closure.heldObjects, of: id)
    return .element(id)
  }

  /// A control or bar button item made with a primary action shows the action's title (and
  /// image), as UIKit's initializers set them.
  func adoptTitle(of action: ElementID, into item: ElementID) {
    guard case .string(let title)? = engine.property("title", ofElement: action), !title.isEmpty else { return }
    switch engine.kind(of: item) {
    case .button: engine.setTitle(title, for: "normal", of: item)
    case .barButtonItem: engine.setProperty("title", ofElement: item, to: .string(title))
    default: break
    }
  }

  /// Runs `body` with what sends a control's actions: each target's method with the control
  /// as its sender, and each `UIAction`'s handler with the action (whose `sender` is the
  /// control while it runs). Engine errors become diagnostics at `position`.
  func withActions<T>(
    at position: SourcePosition, _ body: (Engine.ActionPerformer, Engine.ActionHandler) throws -> T
  ) throws -> T {
    try withEngine(at: position) {
      try body(
        { [unowned self] target, selector in
          try self.performAction(selector, on: target, sender: self.engine.sendingControl, at: position)
        },
        { [unowned self] action, sender in try self.runActionHandler(action, sender: sender, at: position) })
    }
  }

  /// A `UIAction`'s handler, called with the action; `action.sender` is `sender` meanwhile.
  func runActionHandler(_ action: ElementID, sender: ElementID, at position: SourcePosition) throws {
    guard let closure = actionHandlers[action] else { return }
    let previous = actionSenders[action]
    actionSenders[action] = sender
    defer { actionSenders[action] = previous }
    _ = try callClosure(closure, arguments: [.element(action)], at: position)
  }
}
