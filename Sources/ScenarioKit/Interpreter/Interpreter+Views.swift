import DocEngine

// MARK: - Views, controls and geometry

/// The view layer as data: views the scenario makes (`UIView()`, `UIButton()`, …) and
/// controllers' root views (`vc.view`) form a tree in `elements`; frames are what code sets
/// (no layout engine). The engine learns only what it simulates: when a controller's root view
/// moves into or out of another controller's view.
extension Interpreter {
  /// Type names that are values rather than classes: used as `UIColor.red`, `CGRect.zero`,
  /// `UIControl.Event.touchUpInside`, `CGFloat(2)`.
  static let valueTypeNames: Set<String> = [
    "UIColor", "CGRect", "CGSize", "CGPoint", "CGFloat", "Double", "Int", "UIView", "UIControl", "UIButton",
    "UILabel", "UITableView", "UIBarButtonItem", "UIAlertAction", "UIFont", "NSTextAlignment", "DispatchQueue",
    "NotificationCenter", "Notification", "NSNotification",
  ]

  /// `UIButton(type: .system)`, `UIView(frame: r)`, `UIBarButtonItem(title:style:target:action:)`, …
  func constructElement(_ className: String, kind: ElementKind, _ args: CallArguments, at position: SourcePosition)
    throws -> Value
  {
    let labels = args.labels
    var frame: Geometry?
    var action: TargetAction?
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
    let id = elements.make(kind, className: className)
    if let frame { elements[view: .element(id)].frame = frame }
    if let action { elements[id].actions.append(action) }
    if let title { elements[id].properties["title"] = title }
    if let style { elements[id].properties["style"] = style }
    if kind == .alertAction {
      let handler = labels.contains("handler") ? args.values[2] : args.trailing
      if case .closure(let closure)? = handler { elements[id].handler = closure }
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
  ) throws -> TargetAction? {
    if action.isNil { return nil }
    guard case .selector(let selector) = action else {
      throw RuntimeIssue.type("'action:' needs a '#selector(…)', not \(action.kindDescription)", at: position)
    }
    switch target {
    case .object(let id): return TargetAction(target: id, selector: selector, event: event)
    case .null: return TargetAction(target: nil, selector: selector, event: event)
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
    if let first = name.first, first.isUppercase, ElementKind.classes[typeName] != nil {
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
    case .element(let id) where elements[id].kind.isView: return .element(id)
    default: return nil
    }
  }

  func value(of handle: ViewHandle) -> Value {
    switch handle {
    case .root(let id): return .view(id)
    case .element(let id): return .element(id)
    }
  }

  /// The class name a view reads as in messages (`UIView`, `UIButton`).
  func className(of handle: ViewHandle) -> String {
    switch handle {
    case .root: return "UIView"
    case .element(let id): return elements[id].className
    }
  }

  private func propertyTable(of handle: ViewHandle) -> [String: ElementProperty] {
    switch handle {
    case .root: return ElementProperty.table(for: .view)
    case .element(let id): return ElementProperty.table(for: elements[id].kind)
    }
  }

  static let viewComputedProperties = ["frame", "bounds", "center", "superview", "subviews", "window"]

  /// `view.frame`, `button.isEnabled`, `label.text`, `view.superview`, …
  func viewMember(_ name: String, of handle: ViewHandle, at position: SourcePosition) throws -> Value {
    let node = elements[view: handle]
    guard case .rect(let x, let y, let w, let h) = node.frame else { return .null }
    switch name {
    case "frame": return .geometry(node.frame)
    case "bounds":
      guard case .point(let bx, let by) = node.boundsOrigin else { return .null }
      return .geometry(.rect(x: bx, y: by, width: w, height: h))
    case "center": return .geometry(.point(x: x + w / 2, y: y + h / 2))
    case "superview":
      if let superview = node.superview { return value(of: superview) }
      if case .root(let id) = handle, let host = engine.hostView(of: id) { return .view(host) }
      return .null
    case "subviews":
      var subviews = node.subviews.map(value(of:))
      if case .root(let id) = handle {
        for hosted in engine.viewsHosted(by: id) where !node.subviews.contains(.root(hosted)) {
          subviews.append(.view(hosted))
        }
      }
      return .array(subviews)
    case "window":
      return isOnScreen(handle) ? .builtin(.window) : .null
    case "currentTitle":
      guard case .element(let id) = handle, elements[id].kind == .button else { break }
      return title(of: id, for: "normal")
    default:
      break
    }
    if let property = propertyTable(of: handle)[name] {
      let stored = node.properties[name] ?? property.defaultValue
      if case .object(let target) = stored, engine.isDeallocated(target) { return .null }
      return stored
    }
    throw RuntimeIssue.unknownMember(
      name, of: className(of: handle), at: position,
      candidates: Self.viewComputedProperties + Array(propertyTable(of: handle).keys).sorted() + Self.viewMethodNames)
  }

  /// `item.title`, `navigationItem.rightBarButtonItem`, `action.title`.
  func elementMember(_ name: String, of id: ElementID, at position: SourcePosition) throws -> Value {
    if elements[id].kind.isView { return try viewMember(name, of: .element(id), at: position) }
    let element = elements[id]
    switch (element.kind, name) {
    case (.barButtonItem, "target"):
      guard let target = element.actions.first?.target, !engine.isDeallocated(target) else { return .null }
      return .object(target)
    case (.barButtonItem, "action"):
      return element.actions.first.map { .selector($0.selector) } ?? .null
    case (.navigationItem, "rightBarButtonItem"), (.navigationItem, "leftBarButtonItem"):
      let items = element.properties[name + "s"] ?? .array([])
      if case .array(let list) = items { return list.first ?? .null }
      return .null
    default:
      break
    }
    let table = ElementProperty.table(for: element.kind)
    if let property = table[name] { return element.properties[name] ?? property.defaultValue }
    throw RuntimeIssue.unknownMember(name, of: element.className, at: position, candidates: Array(table.keys).sorted())
  }

  /// Whether the view is in a visible controller's view (the window).
  func isOnScreen(_ handle: ViewHandle) -> Bool {
    var current: ViewHandle? = handle
    while let view = current {
      if case .root(let id) = view {
        if !engine.kind(of: id).isViewController { return true }  // a transition's container view
        if engine.isVisible(id) { return true }
        if elements[view: view].superview == nil { return false }
      }
      current = elements[view: view].superview
    }
    return false
  }

  /// A navigation item's controller's, for `vc.navigationItem`.
  func navigationItem(of controller: ObjectID) -> Value {
    if let id = elements.navigationItems[controller] { return .element(id) }
    let id = elements.make(.navigationItem, className: "UINavigationItem")
    elements[id].owner = controller
    elements.navigationItems[controller] = id
    return .element(id)
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
        guard geometry.isFinite else {
          throw RuntimeIssue(
            id: DiagnosticID.uikit,
            message: "CALayer position contains NaN or an infinite value (CALayerInvalidGeometry)",
            position: valuePosition)
        }
        var node = elements[view: handle]
        guard case .rect(let x, let y, let w, let h) = node.frame else { return }
        switch geometry {
        case .rect(let nx, let ny, let nw, let nh) where name == "frame":
          node.frame = .rect(x: nx, y: ny, width: nw, height: nh)
        case .rect(let bx, let by, let nw, let nh):
          // New bounds keep the center, as UIKit's do.
          node.boundsOrigin = .point(x: bx, y: by)
          node.frame = .rect(x: x + w / 2 - nw / 2, y: y + h / 2 - nh / 2, width: nw, height: nh)
        case .point(let cx, let cy):
          node.frame = .rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
        case .size:
          return
        }
        elements[view: handle] = node
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
          name, of: className(of: handle), at: position,
          candidates: Self.viewComputedProperties + Array(propertyTable(of: handle).keys).sorted())
      }
      elements[view: handle].properties[name] = try accept(value, for: property, at: valuePosition)
      return
    }
    guard let id = element else { return }
    let kind = elements[id].kind
    switch (kind, name) {
    case (.barButtonItem, "target"):
      guard case .object = value else {
        if value.isNil {
          elements[id].actions = elements[id].actions.map {
            TargetAction(target: nil, selector: $0.selector, event: $0.event)
          }
          return
        }
        throw RuntimeIssue.type("'target' needs an object or nil, not \(value.kindDescription)", at: valuePosition)
      }
      let selector = elements[id].actions.first?.selector ?? ""
      elements[id].actions = [TargetAction(target: value.objectID, selector: selector, event: "primaryActionTriggered")]
      return
    case (.barButtonItem, "action"):
      guard case .selector(let selector) = value else {
        throw RuntimeIssue.type("'action' needs a '#selector(…)', not \(value.kindDescription)", at: valuePosition)
      }
      let target = elements[id].actions.first?.target
      elements[id].actions = [TargetAction(target: target, selector: selector, event: "primaryActionTriggered")]
      return
    case (.navigationItem, "rightBarButtonItem"), (.navigationItem, "leftBarButtonItem"):
      try requireBarItems([value], at: valuePosition)
      elements[id].properties[name + "s"] = .array(value.isNil ? [] : [value])
      return
    default:
      break
    }
    guard let property = ElementProperty.table(for: kind)[name] else {
      throw RuntimeIssue.unknownMember(
        name, of: elements[id].className, at: position,
        candidates: Array(ElementProperty.table(for: kind).keys).sorted())
    }
    if property.isReadOnly {
      throw RuntimeIssue(
        id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a get-only property",
        position: position)
    }
    let accepted = try accept(value, for: property, at: valuePosition)
    if case .array(let items) = accepted { try requireBarItems(items, at: valuePosition) }
    elements[id].properties[name] = accepted
  }

  private func accept(_ value: Value, for property: ElementProperty, at position: SourcePosition) throws -> Value {
    switch property.type {
    case .color: try checkEnumCase(value, of: "UIColor", cases: ElementProperty.colorNames + ["init"], at: position)
    case .enumeration(let typeName):
      if let cases = ElementProperty.enumerationCases[typeName] {
        try checkEnumCase(value, of: typeName, cases: cases, at: position)
      }
    default: break
    }
    guard let accepted = property.accept(value) else {
      throw RuntimeIssue.type(
        "cannot assign value of type '\(Arithmetic.typeName(value))' to type '\(property.typeName)'", at: position)
    }
    if case .barItem = property.type { try requireBarItems([value], at: position) }
    return accepted
  }

  private func requireBarItems(_ values: [Value], at position: SourcePosition) throws {
    for value in values where !value.isNil {
      guard case .element(let id) = value, elements[id].kind == .barButtonItem else {
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
      throw RuntimeIssue.unknownMember(name, of: elements[id].className, at: memberPosition, candidates: [])
    }
    let element: ElementID? = if case .element(let id) = handle { id } else { nil }
    let kind = element.map { elements[$0].kind } ?? .view
    func subview(_ index: Int) throws -> ViewHandle {
      guard let child = viewHandle(of: args.values[index]) else {
        throw RuntimeIssue.type(
          "'\(name)' needs a view, not \(args.values[index].kindDescription)", at: args.positions[index])
      }
      return child
    }
    switch (name, args.labels) {
    case ("addSubview", [nil]):
      try addSubview(try subview(0), to: handle, at: nil, position: position)
    case ("insertSubview", [nil, "at"]):
      guard case .int(let index) = args.values[1] else {
        throw RuntimeIssue.type("'at:' needs an Int", at: args.positions[1])
      }
      try addSubview(try subview(0), to: handle, at: index, position: position)
    case ("removeFromSuperview", []):
      elements.detach(handle)
      try syncControllerViews(in: handle, at: position)
    case ("bringSubviewToFront", [nil]), ("sendSubviewToBack", [nil]):
      let child = try subview(0)
      var node = elements[view: handle]
      guard let index = node.subviews.firstIndex(of: child) else { return .void }
      node.subviews.remove(at: index)
      if name == "bringSubviewToFront" { node.subviews.append(child) } else { node.subviews.insert(child, at: 0) }
      elements[view: handle] = node
    case ("sizeToFit", []), ("layoutIfNeeded", []), ("setNeedsLayout", []), ("layoutSubviews", []):
      // No layout engine: frames are what code sets (docs/scenario-language.md).
      break
    case ("isDescendant", ["of"]):
      return .bool(elements.isView(handle, inside: try subview(0)))
    case ("viewWithTag", [nil]):
      guard case .int(let tag) = args.values[0] else {
        throw RuntimeIssue.type("'viewWithTag' needs an Int", at: args.positions[0])
      }
      let views = elements.subtree(of: handle)
      try spendWork(views.count, at: position)
      let match = views.first {
        if case .int(let t)? = elements[view: $0].properties["tag"] { return t == tag }
        return tag == 0
      }
      return match.map(value(of:)) ?? .null
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
        if !elements[id].actions.contains(where: {
          $0.target == action.target && $0.selector == action.selector && $0.event == event
        }) {
          elements[id].actions.append(action)
        }
      } else {
        let target = args.values[0].objectID
        let selector: String? = if case .selector(let s) = args.values[1] { s } else { nil }
        elements[id].actions.removeAll {
          $0.event == event && (args.values[0].isNil || $0.target == target)
            && (selector == nil || $0.selector == selector)
        }
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
        elements[id].titles.removeAll { $0.state == state }
        if !args.values[0].isNil { elements[id].titles.append((state: state, title: args.values[0])) }
      }
    case ("title", ["for"]) where kind == .button:
      try checkEnumCase(args.values[0], of: "UIControl.State", cases: Self.controlStates, at: args.positions[0])
      guard let id = element, let state = args.values[0].bareCase else { break }
      return title(of: id, for: state)
    case ("reloadData", []) where kind == .tableView:
      break
    default:
      var names = Self.viewMethodNames
      if kind.sendsActions { names += Self.controlMethodNames }
      if kind == .button { names += Self.buttonMethodNames }
      if names.contains(name) {
        throw RuntimeIssue.arguments(
          "no method '\(name)' of \(className(of: handle)) takes the labels (\(Self.labelList(args.labels)))",
          at: memberPosition)
      }
      throw RuntimeIssue.unknownMember(name, of: className(of: handle), at: memberPosition, candidates: names)
    }
    return .void
  }

  static let controlStates = ["normal", "highlighted", "disabled", "selected", "focused"]

  static let controlEvents = [
    "touchUpInside", "touchDown", "touchUpOutside", "valueChanged", "primaryActionTriggered", "editingChanged",
    "editingDidBegin", "editingDidEnd", "allEvents", "allTouchEvents",
  ]

  /// A button's title for a state, falling back to `.normal`'s as UIKit does.
  private func title(of id: ElementID, for state: String) -> Value {
    let titles = elements[id].titles
    return titles.first { $0.state == state }?.title ?? titles.first { $0.state == "normal" }?.title ?? .null
  }

  /// `parent.addSubview(child)`: moves `child` (and whatever is inside it) under `parent`.
  private func addSubview(_ child: ViewHandle, to parent: ViewHandle, at index: Int?, position: SourcePosition) throws {
    if child == parent {
      throw RuntimeIssue(id: DiagnosticID.uikit, message: "Can't add self as subview", position: position)
    }
    // Walking up the tree is work: a scenario building a very deep tree stops at the budget.
    try spendWork(elements.depth(of: parent) + 1, at: position)
    if elements.isView(parent, inside: child) {
      throw RuntimeIssue(
        id: DiagnosticID.uikit,
        message: "cannot add a view to one of its own subviews (the view hierarchy would be a loop)",
        position: position)
    }
    if case .root(let id) = parent, engine.kind(of: id).isViewController {
      try withEngine(at: position) { try engine.loadViewIfNeeded(id) }
    }
    elements.move(child, under: parent)
    if let index {
      var node = elements[view: parent]
      node.subviews.removeLast()
      node.subviews.insert(child, at: max(0, min(index, node.subviews.count)))
      elements[view: parent] = node
    }
    try syncControllerViews(in: child, at: position)
  }

  /// Tells the engine where the controller root views in `subtree` now are: in the view of the
  /// nearest controller above them, or nowhere. Views inside a transition's or presentation
  /// controller's container view are the engine's own business (it models what a
  /// presentation shows).
  private func syncControllerViews(in subtree: ViewHandle, at position: SourcePosition) throws {
    var roots: [ObjectID] = []
    if case .root(let id) = subtree { roots.append(id) }
    for id in elements.placedRoots.sorted() where ViewHandle.root(id) != subtree {
      try spendWork(elements.depth(of: .root(id)) + 1, at: position)
      if elements.isView(.root(id), inside: subtree) { roots.append(id) }
    }
    for id in roots {
      let handle = ViewHandle.root(id)
      guard engine.kind(of: id).isViewController else { continue }
      let host = elements.enclosingRoot(of: handle)
      try withEngine(at: position) {
        switch host {
        case let host? where engine.kind(of: host).isViewController:
          try engine.addSubview(viewOf: id, toViewOf: host)
        case nil:
          // In no controller's view (a no-op for a view that was in none).
          try engine.removeFromSuperview(viewOf: id)
        default:
          break
        }
      }
    }
  }

  // MARK: - Actions

  /// Sends a control's actions for `events`, in the order they were added: each target's
  /// method runs with the control as its sender (when it takes one).
  func sendActions(of id: ElementID, events: [String], at position: SourcePosition) throws {
    // Event by event, as UIKit sends them (all `.touchDown` actions before any
    // `.touchUpInside`); within an event, in the order the actions were added.
    for event in events {
      let isTouch = event.hasPrefix("touch")
      let actions = elements[id].actions.filter {
        $0.event == event || $0.event == "allEvents" || (isTouch && $0.event == "allTouchEvents")
      }
      for action in actions {
        guard let target = actionTarget(action, from: id) else { continue }
        guard let (method, owner) = classes.actionMethod(action.selector, in: engine.className(of: target)) else {
          throw unrecognizedSelector(action.selector, sentTo: target, at: position)
        }
        let arguments: [Value] = method.parameterNames.isEmpty ? [] : [.element(id)]
        _ = try invokeUserMethod(method, declaredIn: owner, on: target, arguments: arguments, at: position)
      }
    }
  }

  /// UIKit's exception for an action or notification sent to an object without the method.
  func unrecognizedSelector(_ selector: String, sentTo target: ObjectID, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(
      id: DiagnosticID.uikit,
      message:
        "-[\(engine.className(of: target)) \(Engine.objcSelector(selector))]: unrecognized selector sent to instance \(engine.displayName(of: target))",
      position: position)
  }

  /// The object an action goes to: its target while alive, else the first controller up the
  /// responder chain (the view's controller, then its parents) that implements the method.
  private func actionTarget(_ action: TargetAction, from id: ElementID) -> ObjectID? {
    if let target = action.target, !engine.isDeallocated(target) { return target }
    if action.target != nil { return nil }  // the weak target is gone: nothing receives it
    var controller: ObjectID?
    if elements[id].kind == .barButtonItem {
      controller = barItemOwner(id)
    } else {
      controller = elements.enclosingRoot(of: .element(id)).flatMap { engine.kind(of: $0).isViewController ? $0 : nil }
    }
    while let current = controller {
      if classes.actionMethod(action.selector, in: engine.className(of: current)) != nil { return current }
      controller = (try? engine.property("parent", of: current))?.objectValue
    }
    return nil
  }

  /// The controller whose navigation item shows bar button item `id`.
  func barItemOwner(_ id: ElementID) -> ObjectID? {
    for (controller, item) in elements.navigationItems.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      for key in ["rightBarButtonItems", "leftBarButtonItems"] {
        if case .array(let items)? = elements[item].properties[key],
          items.contains(where: { if case .element(id) = $0 { return true } else { return false } })
        {
          return controller
        }
      }
    }
    return nil
  }

  /// `user.tap(button)`: what a finger on the control does. A control that is not in the
  /// window cannot be touched (an error: the scenario is wrong); a hidden, disabled or
  /// non-interactive one can be, and nothing happens, as on a device.
  func tap(_ id: ElementID, at position: SourcePosition) throws {
    let element = elements[id]
    switch element.kind {
    case .button, .control:
      guard isOnScreen(.element(id)) else {
        throw RuntimeIssue(
          id: DiagnosticID.uikit,
          message:
            "user.tap: this \(element.className) is not on screen (it is not in the view of a visible controller), so it cannot be tapped",
          position: position)
      }
      var current: ViewHandle? = .element(id)
      while let view = current {
        let properties = elements[view: view].properties
        if case .bool(true)? = properties["isHidden"] { return }
        if case .bool(false)? = properties["isUserInteractionEnabled"] { return }
        if case .double(let alpha)? = properties["alpha"], alpha < 0.01 { return }
        current = elements[view: view].superview
      }
      if case .bool(false)? = elements[view: .element(id)].properties["isEnabled"] { return }
      try sendActions(of: id, events: ["touchDown", "touchUpInside", "primaryActionTriggered"], at: position)
    case .barButtonItem:
      // A navigation item's bar buttons are on screen in its controller's navigation bar: the
      // controller must be the top of a visible navigation controller.
      guard let owner = barItemOwner(id), engine.isVisible(owner),
        let nav = (try? engine.property("navigationController", of: owner))?.objectValue,
        (try? engine.property("topViewController", of: nav))?.objectValue == owner
      else {
        throw RuntimeIssue(
          id: DiagnosticID.uikit,
          message:
            "user.tap: this bar button item is not on screen (it shows only in the navigation bar of a visible navigation controller's top controller)",
          position: position)
      }
      if case .bool(false)? = element.properties["isEnabled"] { return }
      try sendActions(of: id, events: ["primaryActionTriggered"], at: position)
    default:
      throw RuntimeIssue.type(
        "user.tap needs a button, a control or a bar button item, not a \(element.className)", at: position)
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
