import DocEngine

// MARK: - Views, controls and geometry

/// Views, controls and bar items in Swift: arguments checked and converted, then the engine's
/// view layer (`Engine+Views.swift`, `Engine+Controls.swift`) does the rest.
extension Interpreter {
  /// Type names that are values rather than classes: used as `UIColor.red`, `CGRect.zero`,
  /// `UIControl.Event.touchUpInside`, `CGFloat(2)`.
  static let valueTypeNames: Set<String> = [
    "UIColor", "CGRect", "CGSize", "CGPoint", "CGFloat", "Double", "Int", "UIView", "UIControl", "UIButton",
    "UILabel", "UITableView", "UIBarButtonItem", "UIAlertAction", "UIFont", "NSTextAlignment", "DispatchQueue",
    "NotificationCenter", "Notification", "NSNotification",
  ]

  /// The UIKit element classes scenarios can make, with their kind.
  static let elementClasses: [String: ElementKind] = Dictionary(
    uniqueKeysWithValues: ElementKind.allCases.filter { $0 != .navigationItem }.map { ($0.className, $0) })

  /// `UIButton(type: .system)`, `UIView(frame: r)`, `UIBarButtonItem(title:style:target:action:)`, …
  func constructElement(_ className: String, kind: ElementKind, _ args: CallArguments, at position: SourcePosition)
    throws -> Value
  {
    let labels = args.labels
    var frame: Geometry?
    var action: (target: ObjectID?, selector: String, event: String)?
    var title: Value?
    var style: Value?
    switch (kind, labels) {
    case (_, []) where kind != .alertAction && args.trailing == nil:
      break
    case (.button, ["type"]):
      try checkEnumCase(
        args.values[0], of: "UIButton.ButtonType",
        cases: ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"],
        at: args.positions[0])
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
        args.values[1], of: "UIAlertAction.Style", cases: ["default", "cancel", "destructive"], at: args.positions[1])
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
    if kind == .alertAction {
      let handler = labels.contains("handler") ? args.values[2] : args.trailing
      if case .closure(let closure)? = handler { alertHandlers[id] = closure }
    }
    return .element(id)
  }

  private static func elementInitializerHint(_ kind: ElementKind) -> String {
    switch kind {
    case .barButtonItem: return "; use '(title:style:target:action:)' or '(barButtonSystemItem:target:action:)'"
    case .alertAction: return "; use '(title:style:handler:)'"
    case .button: return "; use '()', '(type:)' or '(frame:)'"
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
  private func targetAction(
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

  /// `CGRect(x:y:width:height:)`, `CGFloat(x)`, `Double(i)`, `UIColor(red:green:blue:alpha:)`.
  func constructValue(_ typeName: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    func number(_ index: Int) throws -> Double {
      switch args.values[index] {
      case .double(let d): return d
      case .int(let i): return Double(i)
      default:
        throw RuntimeIssue.type(
          "cannot convert value of type '\(Arithmetic.typeName(args.values[index]))' to expected argument type 'CGFloat'",
          at: args.positions[index])
      }
    }
    switch typeName {
    case "CGFloat", "Double":
      guard args.labels == [nil] else { throw RuntimeIssue.arguments("use '\(typeName)(x)'", at: position) }
      return .double(try number(0))
    case "Int":
      guard args.labels == [nil] else { throw RuntimeIssue.arguments("use 'Int(x)'", at: position) }
      switch args.values[0] {
      case .int: return args.values[0]
      case .double(let d) where d.isFinite && abs(d) < 9.2e18: return .int(Int(d))
      default:
        throw RuntimeIssue.type("cannot convert \(args.values[0].kindDescription) to an Int", at: args.positions[0])
      }
    case "UIColor":
      let accepted: [[String?]] = [
        ["red", "green", "blue", "alpha"], ["white", "alpha"], ["hue", "saturation", "brightness", "alpha"],
      ]
      guard accepted.contains(args.labels) else {
        throw RuntimeIssue.arguments(
          "use 'UIColor(red:green:blue:alpha:)', 'UIColor(white:alpha:)' or a named color such as '.systemBlue'",
          at: position)
      }
      let numbers = try args.values.indices.map { try Value.double(number($0)) }
      return .enumCase("init", numbers)
    case "CGRect" where args.labels == ["origin", "size"]:
      guard case .geometry(let origin) = args.values[0], case .geometry(let size) = args.values[1],
        let rect = Geometry.rect(origin: origin, size: size)
      else { throw RuntimeIssue.type("CGRect(origin:size:) needs a CGPoint and a CGSize", at: position) }
      return .geometry(rect)
    default:
      let numbers = try args.values.indices.map(number)
      guard let geometry = Geometry.make(typeName, labels: args.labels, numbers: numbers) else {
        let labels = Geometry.initializers[typeName] ?? []
        throw RuntimeIssue.arguments(
          "no initializer of '\(typeName)' takes the labels (\(Self.labelList(args.labels))); use '\(typeName)(\(Self.labelList(labels)))'",
          at: position)
      }
      return .geometry(geometry)
    }
  }

  /// `.zero` where a geometry type is expected (`UIView(frame: .zero)`, `v.frame = .zero`).
  static func implied(_ value: Value, as typeName: String) -> Value {
    if value.bareCase == "zero", let zero = Geometry.zero(typeName) { return .geometry(zero) }
    return value
  }

  /// `CGRect.zero`, `UIColor.red`, `UIControl.Event.touchUpInside`, `UIButton.ButtonType.system`.
  func typeMember(_ typeName: String, _ name: String, at position: SourcePosition) throws -> Value {
    if let zero = Geometry.zero(typeName), name == "zero" { return .geometry(zero) }
    if typeName == "NotificationCenter" {
      guard name == "default" else {
        throw RuntimeIssue.unsupported("only 'NotificationCenter.default' is simulated", at: position)
      }
      return .builtin(.notificationCenter)
    }
    if typeName == "DispatchQueue" {
      guard name == "main" else {
        throw RuntimeIssue.unsupported(
          "only 'DispatchQueue.main' is simulated: scenarios have one thread, and UIKit is used from the main queue",
          at: position)
      }
      return .builtin(.mainQueue)
    }
    if typeName == "UIColor" || typeName.contains(".") { return .enumCase(name, []) }
    if let first = name.first, first.isUppercase, Self.elementClasses[typeName] != nil {
      return .type("\(typeName).\(name)")
    }
    if typeName == "UIView", name == "animate" { return .type("UIView.animate") }
    throw RuntimeIssue(
      id: DiagnosticID.unknownMember, message: "type '\(typeName)' has no member '\(name)'", position: position)
  }

  // MARK: - Reading

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

  private func propertyTable(of handle: ViewHandle) -> [String: ElementProperty] {
    ElementProperty.table(for: engine.kind(of: handle))
  }

  static let viewComputedProperties = ["frame", "bounds", "center", "superview", "subviews", "window"]

  /// `view.frame`, `button.isEnabled`, `label.text`, `view.superview`, …
  func viewMember(_ name: String, of handle: ViewHandle, at position: SourcePosition) throws -> Value {
    switch name {
    case "frame": return .geometry(engine.frame(of: handle))
    case "bounds": return .geometry(engine.bounds(of: handle))
    case "center": return .geometry(engine.center(of: handle))
    case "superview": return engine.superview(of: handle).map(value(of:)) ?? .null
    case "subviews": return .array(engine.subviews(of: handle).map(value(of:)))
    case "window":
      return engine.isInWindow(handle) ? .builtin(.window) : .null
    case "currentTitle":
      guard case .element(let id) = handle, engine.kind(of: id) == .button else { break }
      return engine.title(of: id, for: "normal").map(Value.string) ?? .null
    default:
      break
    }
    if let stored = engine.property(name, ofView: handle) { return Value(stored) }
    throw RuntimeIssue.unknownMember(
      name, of: engine.className(of: handle), at: position,
      candidates: Self.viewComputedProperties + Array(propertyTable(of: handle).keys).sorted() + Self.viewMethodNames)
  }

  /// `item.title`, `navigationItem.rightBarButtonItem`, `action.title`.
  func elementMember(_ name: String, of id: ElementID, at position: SourcePosition) throws -> Value {
    let kind = engine.kind(of: id)
    if kind.isView { return try viewMember(name, of: .element(id), at: position) }
    switch (kind, name) {
    case (.barButtonItem, "target"):
      return engine.target(of: id).map(Value.object) ?? .null
    case (.barButtonItem, "action"):
      return engine.action(of: id).map(Value.selector) ?? .null
    case (.navigationItem, "rightBarButtonItem"), (.navigationItem, "leftBarButtonItem"):
      return Value(engine.firstBarButtonItem(name + "s", of: id))
    default:
      break
    }
    if let stored = engine.property(name, ofElement: id) { return Value(stored) }
    throw RuntimeIssue.unknownMember(
      name, of: kind.className, at: position, candidates: Array(ElementProperty.table(for: kind).keys).sorted())
  }

  /// A navigation item's controller's, for `vc.navigationItem`.
  func navigationItem(of controller: ObjectID) -> Value {
    .element(engine.navigationItem(of: controller))
  }

  // MARK: - Writing

  /// `view.frame = …`, `button.isEnabled = false`, `navigationItem.rightBarButtonItem = item`.
  func setElementMember(
    _ name: String, of handle: ViewHandle?, element: ElementID?, to value: Value, at position: SourcePosition,
    valuePosition: SourcePosition
  ) throws {
    if let handle {
      switch name {
      case "frame", "bounds", "center":
        let expected = name == "center" ? "CGPoint" : "CGRect"
        guard case .geometry(let geometry) = Self.implied(value, as: expected), geometry.typeName == expected else {
          throw RuntimeIssue.type(
            "cannot assign value of type '\(Arithmetic.typeName(value))' to type '\(expected)'", at: valuePosition)
        }
        try withEngine(at: valuePosition) {
          switch name {
          case "frame": try engine.setFrame(geometry, of: handle)
          case "bounds": try engine.setBounds(geometry, of: handle)
          default: try engine.setCenter(geometry, of: handle)
          }
        }
        return
      case "superview", "subviews", "window", "currentTitle":
        throw RuntimeIssue(
          id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a get-only property",
          position: position)
      default:
        break
      }
      guard let property = propertyTable(of: handle)[name] else {
        throw RuntimeIssue.unknownMember(
          name, of: engine.className(of: handle), at: position,
          candidates: Self.viewComputedProperties + Array(propertyTable(of: handle).keys).sorted())
      }
      engine.setProperty(name, ofView: handle, to: try accept(value, for: property, at: valuePosition))
      return
    }
    guard let id = element else { return }
    let kind = engine.kind(of: id)
    switch (kind, name) {
    case (.barButtonItem, "target"):
      guard case .object(let target) = value else {
        if value.isNil {
          engine.setTarget(nil, of: id)
          return
        }
        throw RuntimeIssue.type("'target' needs an object or nil, not \(value.kindDescription)", at: valuePosition)
      }
      engine.setTarget(target, of: id)
      return
    case (.barButtonItem, "action"):
      guard case .selector(let selector) = value else {
        throw RuntimeIssue.type("'action' needs a '#selector(…)', not \(value.kindDescription)", at: valuePosition)
      }
      engine.setAction(selector, of: id)
      return
    case (.navigationItem, "rightBarButtonItem"), (.navigationItem, "leftBarButtonItem"):
      try requireBarItems([value], at: valuePosition)
      engine.setProperty(name + "s", ofElement: id, to: .array(value.isNil ? [] : [PropertyValue(value)]))
      return
    default:
      break
    }
    guard let property = ElementProperty.table(for: kind)[name] else {
      throw RuntimeIssue.unknownMember(
        name, of: kind.className, at: position, candidates: Array(ElementProperty.table(for: kind).keys).sorted())
    }
    if property.isReadOnly {
      throw RuntimeIssue(
        id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a get-only property",
        position: position)
    }
    let accepted = try accept(value, for: property, at: valuePosition)
    if case .array(let items) = accepted { try requireBarItems(items.map(Value.init), at: valuePosition) }
    engine.setProperty(name, ofElement: id, to: accepted)
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

  private func requireBarItems(_ values: [Value], at position: SourcePosition) throws {
    for value in values where !value.isNil {
      guard case .element(let id) = value, engine.kind(of: id) == .barButtonItem else {
        throw RuntimeIssue.type(
          "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'UIBarButtonItem?'", at: position)
      }
    }
  }

  // MARK: - Methods

  static let viewMethodNames = [
    "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack", "sizeToFit",
    "layoutIfNeeded", "setNeedsLayout", "isDescendant", "viewWithTag",
  ]
  static let controlMethodNames = ["addTarget", "removeTarget", "sendActions"]
  static let buttonMethodNames = ["setTitle", "title", "setTitleColor"]

  /// A method of a view (a root view or one the scenario made) or of another element.
  func callElementMethod(
    _ name: String, on receiver: Value, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    guard let handle = viewHandle(of: receiver) else {
      guard case .element(let id) = receiver else { return .void }
      throw RuntimeIssue.unknownMember(name, of: engine.kind(of: id).className, at: memberPosition, candidates: [])
    }
    let element: ElementID? = if case .element(let id) = handle { id } else { nil }
    let kind = engine.kind(of: handle)
    func subview(_ index: Int) throws -> ViewHandle {
      guard let child = viewHandle(of: args.values[index]) else {
        throw RuntimeIssue.type(
          "'\(name)' needs a view, not \(args.values[index].kindDescription)", at: args.positions[index])
      }
      return child
    }
    let spending = { [unowned self] (work: Int) throws in try self.spendWork(work, at: position) }
    switch (name, args.labels) {
    case ("addSubview", [nil]):
      let child = try subview(0)
      try withEngine(at: position) { try engine.addSubview(child, to: handle, spending: spending) }
    case ("insertSubview", [nil, "at"]):
      guard case .int(let index) = args.values[1] else {
        throw RuntimeIssue.type("'at:' needs an Int", at: args.positions[1])
      }
      let child = try subview(0)
      try withEngine(at: position) { try engine.addSubview(child, to: handle, at: index, spending: spending) }
    case ("removeFromSuperview", []):
      try withEngine(at: position) { try engine.removeFromSuperview(handle, spending: spending) }
    case ("bringSubviewToFront", [nil]), ("sendSubviewToBack", [nil]):
      engine.moveSubview(try subview(0), of: handle, toFront: name == "bringSubviewToFront")
    case ("sizeToFit", []), ("layoutIfNeeded", []), ("setNeedsLayout", []), ("layoutSubviews", []):
      // No layout engine: frames are what code sets (docs/scenario-language.md).
      break
    case ("isDescendant", ["of"]):
      return .bool(engine.isView(handle, inside: try subview(0)))
    case ("viewWithTag", [nil]):
      guard case .int(let tag) = args.values[0] else {
        throw RuntimeIssue.type("'viewWithTag' needs an Int", at: args.positions[0])
      }
      return try engine.viewWithTag(tag, in: handle, spending: spending).map(value(of:)) ?? .null
    case ("addTarget", [nil, "action", "for"]) where kind.sendsActions,
      ("removeTarget", [nil, "action", "for"]) where kind.sendsActions:
      guard let id = element else { break }
      try checkEnumCase(args.values[2], of: "UIControl.Event", cases: Self.controlEvents, at: args.positions[2])
      guard let event = args.values[2].bareCase else {
        throw RuntimeIssue.type("'for:' needs a UIControl.Event such as '.touchUpInside'", at: args.positions[2])
      }
      if name == "addTarget" {
        guard
          let action = try targetAction(
            target: args.values[0], action: args.values[1], event: event, at: args.positions[1])
        else {
          throw RuntimeIssue.type("'action:' needs a '#selector(…)'", at: args.positions[1])
        }
        engine.addTarget(action.target, action: action.selector, for: event, to: id)
      } else {
        let selector: String? = if case .selector(let s) = args.values[1] { s } else { nil }
        engine.removeTarget(
          args.values[0].objectID, anyTarget: args.values[0].isNil, action: selector, for: event, from: id)
      }
    case ("sendActions", ["for"]) where kind.sendsActions:
      guard let id = element, let event = args.values[0].bareCase else { break }
      try sendActions(of: id, events: [event], at: position)
    case ("setTitle", [nil, "for"]) where kind == .button, ("setTitleColor", [nil, "for"]) where kind == .button:
      try checkEnumCase(args.values[1], of: "UIControl.State", cases: Self.controlStates, at: args.positions[1])
      guard let id = element, let state = args.values[1].bareCase else {
        throw RuntimeIssue.type("'for:' needs a UIControl.State such as '.normal'", at: args.positions[1])
      }
      if name == "setTitle" {
        guard args.values[0].isStringOrNil else {
          throw RuntimeIssue.type("setTitle needs a String or nil", at: args.positions[0])
        }
        let title: String? = if case .string(let text) = args.values[0] { text } else { nil }
        engine.setTitle(title, for: state, of: id)
      }
    case ("title", ["for"]) where kind == .button:
      try checkEnumCase(args.values[0], of: "UIControl.State", cases: Self.controlStates, at: args.positions[0])
      guard let id = element, let state = args.values[0].bareCase else { break }
      return engine.title(of: id, for: state).map(Value.string) ?? .null
    case ("reloadData", []) where kind == .tableView:
      break
    default:
      var names = Self.viewMethodNames
      if kind.sendsActions { names += Self.controlMethodNames }
      if kind == .button { names += Self.buttonMethodNames }
      if names.contains(name) {
        throw RuntimeIssue.arguments(
          "no method '\(name)' of \(engine.className(of: handle)) takes the labels (\(Self.labelList(args.labels)))",
          at: memberPosition)
      }
      throw RuntimeIssue.unknownMember(name, of: engine.className(of: handle), at: memberPosition, candidates: names)
    }
    return .void
  }

  static let controlStates = ["normal", "highlighted", "disabled", "selected", "focused"]

  static let controlEvents = [
    "touchUpInside", "touchDown", "touchUpOutside", "valueChanged", "primaryActionTriggered", "editingChanged",
    "editingDidBegin", "editingDidEnd", "allEvents", "allTouchEvents",
  ]

  // MARK: - Actions

  /// Sends a control's actions for `events` (`Engine.sendActions`): each target's method runs
  /// with the control as its sender (when it takes one).
  func sendActions(of id: ElementID, events: [String], at position: SourcePosition) throws {
    try withEngine(at: position) {
      try engine.sendActions(of: id, for: events) { target, selector in
        try performAction(selector, on: target, sender: id, at: position)
      }
    }
  }

  /// An action method of `target`, with `sender` when the method takes one.
  private func performAction(_ selector: String, on target: ObjectID, sender: ElementID, at position: SourcePosition)
    throws
  {
    guard let (method, owner) = classes.actionMethod(selector, in: engine.className(of: target)) else { return }
    let arguments: [Value] = method.parameterNames.isEmpty ? [] : [.element(sender)]
    _ = try invokeUserMethod(method, declaredIn: owner, on: target, arguments: arguments, at: position)
  }

  /// `user.tap(button)`: what a finger on the control does (`Engine.tap`).
  func tap(_ id: ElementID, at position: SourcePosition) throws {
    switch engine.kind(of: id) {
    case .button, .control, .barButtonItem:
      try withEngine(at: position) {
        try engine.tap(id) { target, selector in try performAction(selector, on: target, sender: id, at: position) }
      }
    case let kind:
      throw RuntimeIssue.type(
        "user.tap needs a button, a control or a bar button item, not a \(kind.className)", at: position)
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
