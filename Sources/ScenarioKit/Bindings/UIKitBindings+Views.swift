import DocEngine

/// Views, controls, bar button items and navigation items (`Engine+Views.swift`,
/// `Engine+Controls.swift`): Swift arguments checked and converted, the rest the engine's.
extension UIKitBindings {
  static let viewTypes: [UIKitType] = [
    UIKitType(name: "UIView", superclass: "NSObject", model: .element(.view)),
    UIKitType(name: "UIControl", superclass: "UIView", model: .element(.control)),
    UIKitType(name: "UIButton", superclass: "UIControl", model: .element(.button)),
    UIKitType(name: "UILabel", superclass: "UIView", model: .element(.label)),
    UIKitType(name: "UITableView", superclass: "UIView", model: .element(.tableView)),
    UIKitType(name: "UIBarButtonItem", superclass: "NSObject", model: .element(.barButtonItem)),
    UIKitType(name: "UINavigationItem", superclass: "NSObject", model: .element(.navigationItem)),
    UIKitType(name: "UIAlertAction", superclass: "NSObject", model: .element(.alertAction)),
  ]

  static let viewMembers: [UIKitBinding] =
    elementInitializers + viewProperties + itemProperties + storedProperties + viewMethods

  /// Every form each element class is made with (the interpreter's `constructElement`).
  private static let elementInitializers: [UIKitBinding] = [
    (ElementKind.view, "init(), init(frame:)"), (.control, "init(), init(frame:)"),
    (
      .button,
      "init(), init(type:), init(frame:), init(primaryAction:), init(type:primaryAction:), init(frame:primaryAction:)"
    ),
    (.label, "init(), init(frame:)"),
    (.tableView, "init(), init(frame:), init(frame:style:)"),
    (
      .barButtonItem,
      "init(title:style:target:action:), init(barButtonSystemItem:target:action:), init(primaryAction:), init(title:image:primaryAction:menu:), init(systemItem:primaryAction:menu:)"
    ),
    (.alertAction, "init(title:style:handler:)"),
  ].map { kind, forms in
    .initializer(kind.className, forms) { call in
      try call.interpreter.constructElement(call.name, kind: kind, call.args, at: call.position)
    }
  }

  /// A view's geometry and place in the tree, and what a button or bar item reads through
  /// its actions and titles.
  private static let viewProperties: [UIKitBinding] = [
    .property(
      "UIView", "frame", get: { read in .geometry(read.engine.frame(of: read.view)) },
      set: { write in try write.interpreter.setGeometry(write) { try $0.setFrame($1, of: $2) } }),
    .property(
      "UIView", "bounds", get: { read in .geometry(read.engine.bounds(of: read.view)) },
      set: { write in try write.interpreter.setGeometry(write) { try $0.setBounds($1, of: $2) } }),
    .property(
      "UIView", "center", get: { read in .geometry(read.engine.center(of: read.view)) },
      set: { write in try write.interpreter.setGeometry(write) { try $0.setCenter($1, of: $2) } }),
    .property("UIView", "superview") { read in
      read.engine.superview(of: read.view).map(read.interpreter.value(of:)) ?? .null
    },
    .property("UIView", "subviews") { read in
      .array(read.engine.subviews(of: read.view).map(read.interpreter.value(of:)))
    },
    .property("UIView", "window") { read in read.engine.isInWindow(read.view) ? .builtin(.window) : .null },
    .property("UIButton", "currentTitle") { read in
      read.engine.title(of: read.element, for: "normal").map(Value.string) ?? .null
    },
  ]

  /// What a bar button item's and a navigation item's properties are beyond stored values.
  private static let itemProperties: [UIKitBinding] =
    [
      .property(
        "UIBarButtonItem", "target", get: { read in read.engine.target(of: read.element).map(Value.object) ?? .null },
        set: { write in
          let value = try write.value()
          guard case .object(let target) = value else {
            guard value.isNil else {
              throw RuntimeIssue.type(
                "'target' needs an object or nil, not \(value.kindDescription)", at: write.valuePosition)
            }
            write.engine.setTarget(nil, of: write.element)
            return
          }
          write.engine.setTarget(target, of: write.element)
        }),
      .property(
        "UIBarButtonItem", "action", get: { read in read.engine.action(of: read.element).map(Value.selector) ?? .null },
        set: { write in
          let value = try write.value()
          guard case .selector(let selector) = value else {
            throw RuntimeIssue.type(
              "'action' needs a '#selector(…)', not \(value.kindDescription)", at: write.valuePosition)
          }
          write.engine.setAction(selector, of: write.element)
        }),
    ]
    + ["rightBarButtonItem", "leftBarButtonItem"].map { name in
      .property(
        "UINavigationItem", name,
        get: { read in Value(read.engine.firstBarButtonItem(name + "s", of: read.element)) },
        set: { write in
          let value = try write.value()
          try write.interpreter.requireBarItems([value], at: write.valuePosition)
          write.engine.setProperty(
            name + "s", ofElement: write.element, to: .array(value.isNil ? [] : [PropertyValue(value)]))
        })
    }

  /// The plain properties each element class declares (`ElementProperty`): as set, or their
  /// default; set to a value of their type.
  private static let storedProperties: [UIKitBinding] = ElementKind.allCases.flatMap { kind in
    ElementProperty.declared(by: kind).map { storedProperty($0, of: kind) }
  }

  private static func storedProperty(_ property: ElementProperty, of kind: ElementKind) -> UIKitBinding {
    var set: (@Sendable (UIKitWrite) throws -> Void)?
    if !property.isReadOnly {
      set = { (write: UIKitWrite) throws in try write.interpreter.setStoredProperty(property, write) }
    }
    return .property(
      kind.className, property.name, settable: !property.isReadOnly,
      get: { read in
        if kind.isView { return Value(read.engine.property(read.name, ofView: read.view) ?? .null) }
        return Value(read.engine.property(read.name, ofElement: read.element) ?? .null)
      }, set: set)
  }

  // MARK: - Methods

  private static let viewMethods: [UIKitBinding] = [
    .method("UIView", "addSubview(_:)") { call in
      guard call.labels == [nil] else { return nil }
      let child = try call.subview(0)
      try call.withEngine { try $0.addSubview(child, to: call.view, spending: call.spending) }
      return .void
    },
    .method("UIView", "insertSubview(_:at:)") { call in
      guard call.labels == [nil, "at"] else { return nil }
      guard case .int(let index) = call.args.values[1] else {
        throw RuntimeIssue.type("'at:' needs an Int", at: call.args.positions[1])
      }
      let child = try call.subview(0)
      try call.withEngine { try $0.addSubview(child, to: call.view, at: index, spending: call.spending) }
      return .void
    },
    .method("UIView", "removeFromSuperview()") { call in
      guard call.labels.isEmpty else { return nil }
      try call.withEngine { try $0.removeFromSuperview(call.view, spending: call.spending) }
      return .void
    },
    .method("UIView", "bringSubviewToFront(_:)") { call in
      guard call.labels == [nil] else { return nil }
      call.engine.moveSubview(try call.subview(0), of: call.view, toFront: true)
      return .void
    },
    .method("UIView", "sendSubviewToBack(_:)") { call in
      guard call.labels == [nil] else { return nil }
      call.engine.moveSubview(try call.subview(0), of: call.view, toFront: false)
      return .void
    },
    // No layout engine: frames are what code sets (docs/scenario-language.md).
    .method("UIView", "sizeToFit()") { call in call.labels.isEmpty ? .void : nil },
    .method("UIView", "layoutIfNeeded()") { call in call.labels.isEmpty ? .void : nil },
    .method("UIView", "setNeedsLayout()") { call in call.labels.isEmpty ? .void : nil },
    .method("UIView", "isDescendant(of:)") { call in
      guard call.labels == ["of"] else { return nil }
      return .bool(call.engine.isView(call.view, inside: try call.subview(0)))
    },
    .method("UIView", "viewWithTag(_:)") { call in
      guard call.labels == [nil] else { return nil }
      guard case .int(let tag) = call.args.values[0] else {
        throw RuntimeIssue.type("'viewWithTag' needs an Int", at: call.args.positions[0])
      }
      return try call.engine.viewWithTag(tag, in: call.view, spending: call.spending).map(call.interpreter.value(of:))
        ?? .null
    },
    // UIKit calls it; apps call `setNeedsLayout()`.
    .method("UIView", "layoutSubviews()", suggested: false) { call in call.labels.isEmpty ? .void : nil },
    .method("UIControl", "addTarget(_:action:for:)") { call in
      guard call.labels == [nil, "action", "for"] else { return nil }
      let event = try call.controlEvent(2)
      guard
        let action = try call.interpreter.targetAction(
          target: call.args.values[0], action: call.args.values[1], event: event, at: call.args.positions[1])
      else {
        throw RuntimeIssue.type("'action:' needs a '#selector(…)'", at: call.args.positions[1])
      }
      call.engine.addTarget(action.target, action: action.selector, for: event, to: call.element)
      return .void
    },
    .method("UIControl", "removeTarget(_:action:for:)") { call in
      guard call.labels == [nil, "action", "for"] else { return nil }
      let event = try call.controlEvent(2)
      let selector: String? = if case .selector(let s) = call.args.values[1] { s } else { nil }
      call.engine.removeTarget(
        call.args.values[0].objectID, anyTarget: call.args.values[0].isNil, action: selector, for: event,
        from: call.element)
      return .void
    },
    .method("UIControl", "sendActions(for:)") { call in
      guard call.labels == ["for"] else { return nil }
      guard let event = call.args.values[0].bareCase else { return .void }
      try call.interpreter.sendActions(of: call.element, events: [event], at: call.position)
      return .void
    },
    .method("UIButton", "setTitle(_:for:)") { call in
      guard call.labels == [nil, "for"] else { return nil }
      let state = try call.controlState(1)
      guard call.args.values[0].isStringOrNil else {
        throw RuntimeIssue.type("setTitle needs a String or nil", at: call.args.positions[0])
      }
      let title: String? = if case .string(let text) = call.args.values[0] { text } else { nil }
      call.engine.setTitle(title, for: state, of: call.element)
      return .void
    },
    .method("UIButton", "title(for:)") { call in
      guard call.labels == ["for"] else { return nil }
      try call.interpreter.checkEnumCase(
        call.args.values[0], of: "UIControl.State", cases: controlStates, at: call.args.positions[0])
      guard let state = call.args.values[0].bareCase else { return .void }
      return call.engine.title(of: call.element, for: state).map(Value.string) ?? .null
    },
    .method("UIButton", "setTitleColor(_:for:)") { call in
      guard call.labels == [nil, "for"] else { return nil }
      _ = try call.controlState(1)
      return .void
    },
  ]

  static let controlStates = ["normal", "highlighted", "disabled", "selected", "focused"]

  static let controlEvents = [
    "touchUpInside", "touchDown", "touchUpOutside", "valueChanged", "primaryActionTriggered", "editingChanged",
    "editingDidBegin", "editingDidEnd", "allEvents", "allTouchEvents",
  ]

  /// The properties every view computes rather than stores (`frame`, …, `window`), in the
  /// order suggestions offer them.
  static let viewComputedProperties: [String] = declared(by: "UIView").compactMap { binding in
    guard case .property = binding.kind, ElementProperty.table(for: .view)[binding.member] == nil else { return nil }
    return binding.member
  }

  /// Whether some view class declares `name` get-only: assigning it on any view is refused as
  /// get-only.
  static func isGetOnlyViewProperty(_ name: String) -> Bool {
    viewTypes.contains { type in
      guard case .element(let kind) = type.model, kind.isView,
        case .property(let property)? = declared(by: type.name).first(where: { $0.member == name })?.kind
      else { return false }
      return property.set == nil
    }
  }
}

extension UIKitCall {
  /// Charges the work of walking the view tree to the scenario, at the call.
  var spending: Engine.WorkMeter {
    { [interpreter, position] work in try interpreter.spendWork(work, at: position) }
  }

  /// Argument `index`, a view.
  func subview(_ index: Int) throws -> ViewHandle {
    guard let child = interpreter.viewHandle(of: args.values[index]) else {
      throw RuntimeIssue.type(
        "'\(name)' needs a view, not \(args.values[index].kindDescription)", at: args.positions[index])
    }
    return child
  }

  /// Argument `index`, a `UIControl.Event` such as `.touchUpInside`.
  func controlEvent(_ index: Int) throws -> String {
    try interpreter.checkEnumCase(
      args.values[index], of: "UIControl.Event", cases: UIKitBindings.controlEvents, at: args.positions[index])
    guard let event = args.values[index].bareCase else {
      throw RuntimeIssue.type("'for:' needs a UIControl.Event such as '.touchUpInside'", at: args.positions[index])
    }
    return event
  }

  /// Argument `index`, a `UIControl.State` such as `.normal`.
  func controlState(_ index: Int) throws -> String {
    try interpreter.checkEnumCase(
      args.values[index], of: "UIControl.State", cases: UIKitBindings.controlStates, at: args.positions[index])
    guard let state = args.values[index].bareCase else {
      throw RuntimeIssue.type("'for:' needs a UIControl.State such as '.normal'", at: args.positions[index])
    }
    return state
  }
}

extension Interpreter {
  /// `UIButton(type: .system)`, `UIView(frame: r)`, `UIBarButtonItem(title:style:target:action:)`, …
  func constructElement(_ className: String, kind: ElementKind, _ args: CallArguments, at position: SourcePosition)
    throws -> Value
  {
    let labels = args.labels
    var frame: Geometry?
    var action: (target: ObjectID?, selector: String, event: String)?
    var title: Value?
    var style: Value?
    var primaryAction: ElementID?
    if let made = try constructControl(className, kind: kind, args, at: position) { return made }
    switch (kind, labels) {
    case (_, []) where kind != .alertAction && args.trailing == nil:
      break
    case (.button, ["type"]), (.button, ["type", "primaryAction"]):
      try checkEnumCase(
        args.values[0], of: "UIButton.ButtonType",
        cases: ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"],
        at: args.positions[0])
      if labels.count == 2 { primaryAction = try optionalAction(args, 1) }
    case (.button, ["primaryAction"]), (.barButtonItem, ["primaryAction"]):
      primaryAction = try optionalAction(args, 0)
    case (.button, ["frame", "primaryAction"]):
      frame = try frameArgument(args, 0)
      primaryAction = try optionalAction(args, 1)
    case (.barButtonItem, let labels)
    where ["systemItem", "title", "image"].contains(labels.first ?? "")
      && labels.allSatisfy({ ["systemItem", "title", "image", "primaryAction", "menu"].contains($0 ?? "") }):
      for (index, label) in labels.enumerated() {
        switch label {
        case "title": title = try textArgument(args, index, "title")
        case "primaryAction": primaryAction = try optionalAction(args, index)
        case "menu" where !args.values[index].isNil:
          throw RuntimeIssue.notSimulated(
            "UIBarButtonItem.menu", reason: "menus are not simulated (docs/engine-api.md lists what is)",
            at: args.positions[index])
        default: break
        }
      }
    case (_, ["frame"]) where kind.isView, (.tableView, ["frame", "style"]):
      guard case .geometry(let rect) = Self.implied(args.values[0], as: "CGRect"), case .rect = rect else {
        throw RuntimeIssue.type("'frame:' needs a CGRect, not \(args.values[0].kindDescription)", at: args.positions[0])
      }
      frame = rect
    case (.barButtonItem, ["title", "style", "target", "action"]):
      title = try textArgument(args, 0, "title")
      style = args.values[1]
      action = try targetAction(target: args.values[2], action: args.values[3], at: args.positions[3])
    case (.barButtonItem, ["barButtonSystemItem", "target", "action"]):
      // A system item draws its own title or image; `title` stays nil, as in UIKit.
      action = try targetAction(target: args.values[1], action: args.values[2], at: args.positions[2])
    case (.alertAction, ["title", "style"]), (.alertAction, ["title", "style", "handler"]):
      title = try textArgument(args, 0, "title")
      try checkEnumCase(
        args.values[1], of: "UIAlertAction.Style", cases: ElementProperty.enumerationCases["UIAlertAction.Style"] ?? [],
        at: args.positions[1])
      style = args.values[1]
    default:
      throw RuntimeIssue.arguments(
        "no initializer of '\(className)' takes the labels (\(Self.labelList(labels + (args.trailing == nil ? [] : [nil]))))"
          + Self.elementInitializerHint(kind),
        at: position)
    }
    let id = engine.makeElement(kind, frame: frame)
    if let action { engine.addTarget(action.target, action: action.selector, for: action.event, to: id) }
    if let title { engine.setProperty("title", ofElement: id, to: PropertyValue(title)) }
    if let style { engine.setProperty("style", ofElement: id, to: PropertyValue(style)) }
    if let primaryAction {
      adoptTitle(of: primaryAction, into: id)
      if kind == .barButtonItem {
        engine.setPrimaryAction(primaryAction, of: id)
      } else {
        engine.addAction(primaryAction, for: "primaryActionTriggered", to: id)
      }
    }
    if kind == .alertAction {
      let handler = labels.contains("handler") ? args.values[2] : args.trailing
      try requireSynchronous(handler)
      if case .closure(let closure)? = handler { alertHandlers[id] = closure }
    }
    return .element(id)
  }

  private static func elementInitializerHint(_ kind: ElementKind) -> String {
    switch kind {
    case .barButtonItem:
      return "; use '(title:style:target:action:)', '(barButtonSystemItem:target:action:)' or '(primaryAction:)'"
    case .alertAction: return "; use '(title:style:handler:)'"
    case .button: return "; use '()', '(type:)', '(frame:)' or '(primaryAction:)'"
    case .segmentedControl: return "; use '()', '(items:)' or '(frame:)'"
    default: return "; use '()' or '(frame:)'"
    }
  }

  func textArgument(_ args: CallArguments, _ index: Int, _ label: String) throws -> Value {
    guard args.values[index].isStringOrNil else {
      throw RuntimeIssue.type(
        "'\(label):' needs a String, not \(args.values[index].kindDescription)", at: args.positions[index])
    }
    return args.values[index]
  }

  /// A `target:`/`action:` pair: an object (or nil) and a `#selector`.
  func targetAction(
    target: Value, action: Value, event: String = "primaryActionTriggered", at position: SourcePosition
  ) throws -> (target: ObjectID?, selector: String, event: String)? {
    if action.isNil { return nil }
    guard case .selector(let selector) = action else {
      throw RuntimeIssue.type("'action:' needs a '#selector(…)', not \(action.kindDescription)", at: position)
    }
    switch target {
    case .object(let id): return (target: id, selector: selector, event: event)
    case .null: return (target: nil, selector: selector, event: event)
    default: throw RuntimeIssue.type("'target' needs an object or nil, not \(target.kindDescription)", at: position)
    }
  }

  func viewHandle(of value: Value) -> ViewHandle? {
    switch value {
    case .view(let id): return .root(id)
    case .element(let id) where engine.kind(of: id).isView: return .element(id)
    default: return nil
    }
  }

  func value(of handle: ViewHandle) -> Value {
    switch handle {
    case .root(let id): return .view(id)
    case .element(let id): return .element(id)
    }
  }

  /// `view.frame = …`, `bounds`, `center`: a CGRect (a CGPoint for `center`), whose numbers
  /// the engine checks.
  func setGeometry(_ write: UIKitWrite, _ set: (Engine, Geometry, ViewHandle) throws -> Void) throws {
    let value = try write.value()
    let expected = write.name == "center" ? "CGPoint" : "CGRect"
    guard case .geometry(let geometry) = Self.implied(value, as: expected), geometry.typeName == expected else {
      throw RuntimeIssue.type(
        "cannot assign value of type '\(Arithmetic.typeName(value))' to type '\(expected)'", at: write.valuePosition)
    }
    try withEngine(at: write.valuePosition) { try set(engine, geometry, write.view) }
  }

  /// Sets a plain property of a view or an element to the value as its type takes it.
  func setStoredProperty(_ property: ElementProperty, _ write: UIKitWrite) throws {
    let accepted = try accept(try write.value(), for: property, at: write.valuePosition)
    if let view = viewHandle(of: write.receiver) {
      engine.setProperty(write.name, ofView: view, to: accepted)
      return
    }
    if case .array(let items) = accepted { try requireBarItems(items.map(Value.init), at: write.valuePosition) }
    engine.setProperty(write.name, ofElement: write.element, to: accepted)
  }

  /// `value` as `property` takes it (an `Int` literal as a `CGFloat`), or a type error.
  private func accept(_ value: Value, for property: ElementProperty, at position: SourcePosition) throws
    -> PropertyValue
  {
    switch property.type {
    case .color: try checkEnumCase(value, of: "UIColor", cases: ElementProperty.colorNames + ["init"], at: position)
    case .enumeration(let typeName):
      if let cases = ElementProperty.enumerationCases[typeName] {
        try checkEnumCase(value, of: typeName, cases: cases, at: position)
      }
    default: break
    }
    guard let accepted = property.accept(PropertyValue(value)) else {
      throw RuntimeIssue.type(
        "cannot assign value of type '\(Arithmetic.typeName(value))' to type '\(property.typeName)'", at: position)
    }
    if case .barItem = property.type { try requireBarItems([value], at: position) }
    return accepted
  }

  func requireBarItems(_ values: [Value], at position: SourcePosition) throws {
    for value in values where !value.isNil {
      guard case .element(let id) = value, engine.kind(of: id) == .barButtonItem else {
        throw RuntimeIssue.type(
          "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'UIBarButtonItem?'", at: position)
      }
    }
  }

  /// Sends a control's actions for `events` (`Engine.sendActions`): each target's method runs
  /// with the control as its sender (when it takes one), each `UIAction`'s handler with the
  /// action.
  func sendActions(of id: ElementID, events: [String], at position: SourcePosition) throws {
    try withActions(at: position) { perform, handle in
      try engine.sendActions(of: id, for: events, perform: perform, handle: handle)
    }
  }

  /// An action method of `target`, with `sender` when the method takes one.
  func performAction(_ selector: String, on target: ObjectID, sender: ElementID?, at position: SourcePosition)
    throws
  {
    guard let (method, owner) = classes.actionMethod(selector, in: engine.className(of: target)) else { return }
    let arguments: [Value] = method.parameterNames.isEmpty ? [] : [sender.map(Value.element) ?? .null]
    _ = try invokeUserMethod(method, declaredIn: owner, on: target, arguments: arguments, at: position)
  }

  /// `user.tap(button)`: what a finger on the control does (`Engine.tap`): a button's or bar
  /// button item's actions, a switch toggled, a text field's editing begun.
  func tap(_ id: ElementID, at position: SourcePosition) throws {
    switch engine.kind(of: id) {
    case .button, .control, .barButtonItem, .switchControl, .textField, .segmentedControl:
      try withActions(at: position) { perform, handle in try engine.tap(id, perform: perform, handle: handle) }
    case let kind:
      throw RuntimeIssue.type(
        "user.tap needs a button, a control, a switch, a text field or a bar button item, not a \(kind.className)",
        at: position)
    }
  }
}

extension Value {
  /// The object this value refers to, if it is one.
  var objectID: ObjectID? {
    if case .object(let id) = self { return id }
    return nil
  }
}
