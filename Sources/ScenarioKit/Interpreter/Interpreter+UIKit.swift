import DocEngine

// MARK: - Using UIKit through the bindings

/// How the interpreter finds a UIKit member: in `UIKitBindings`, by the receiver's class and
/// the roles it has taken (an alert controller, a sheet).
extension Interpreter {
  /// The UIKit classes whose members `id` has: its kind's class, then each role it has taken.
  func uikitTypes(of id: ObjectID) -> [String] {
    var types = [primaryUIKitType(of: id)]
    if engine.isAlert(id) { types.append("UIAlertController") }
    if engine.sheet(id) != nil { types.append("UISheetPresentationController") }
    if engine.isStoryboard(id) { types.append("UIStoryboard") }
    if case .bool(true)? = engine.dataProperty(UIKitBindings.popoverMark, of: id) {
      types.append("UIPopoverPresentationController")
    }
    return types
  }

  /// The UIKit class whose members `id` inherits: its kind's class, or for an `NSObject`
  /// subclass of a class UIKit gives members of its own (an interaction controller), that class.
  func primaryUIKitType(of id: ObjectID) -> String {
    let kind = engine.kind(of: id)
    if kind == .object, classes.isInstance(engine.className(of: id), of: "UIPercentDrivenInteractiveTransition") {
      return "UIPercentDrivenInteractiveTransition"
    }
    return kind.defaultClassName
  }

  /// The controller properties the table binds besides the engine's (`navigationItem`, …).
  static let controllerElementMembers: [String] = UIKitBindings.declared(by: "UIViewController").compactMap {
    guard case .property = $0.kind, UIKitProperty(rawValue: $0.member) == nil else { return nil }
    return $0.member
  }

  /// The class of `kind`'s objects, whose members a scenario's subclass inherits.
  static func uikitType(of kind: ObjectKind) -> String { kind.defaultClassName }

  /// Calls the bound method `name` of `receiver`, whose UIKit classes are `types` (the first
  /// with its superclasses, roles with their own members). Nil when no binding takes the call.
  func callBoundMethod(
    _ name: String, on receiver: Value, types: [String], _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value? {
    let call = UIKitCall(
      interpreter: self, receiver: receiver, name: name, args: args, position: position, memberPosition: memberPosition)
    for (index, type) in types.enumerated() {
      for binding in UIKitBindings.methods(named: name, of: type, inherited: index == 0) {
        if let result = try run(binding, call) { return result }
      }
    }
    return nil
  }

  private func run(_ binding: UIKitBinding, _ call: UIKitCall) throws -> Value? {
    switch binding.kind {
    case .method(let labelsFromSelector, let body):
      if labelsFromSelector {
        // A completion that is not a closure is reported before the labels.
        _ = try call.completion()
        try requireLabels(of: binding.member, call)
      }
      return try body(call)
    case .refused(let reason):
      throw RuntimeIssue.notSimulated("\(binding.type).\(binding.member)", reason: reason, at: call.position)
    case .initializer, .property, .callback:
      return nil
    }
  }

  /// The call's labels must be the selector's; a final `completion:` may be left out.
  private func requireLabels(of selector: String, _ call: UIKitCall) throws {
    let inside = selector.drop { $0 != "(" }.dropFirst().dropLast()
    let labels: [String?] = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      $0 == "_" ? nil : String($0)
    }
    var accepted = [labels]
    if labels.last == "completion" { accepted.append(Array(labels.dropLast())) }
    guard accepted.contains(call.labels) else {
      throw RuntimeIssue.arguments(
        "'\(call.name)' is called as '\(selector)', not with the labels (\(Self.labelList(call.labels)))",
        at: call.position)
    }
  }

  /// Whether `kind`'s class (or a superclass) has a method called `name`.
  static func isUIKitMethod(_ name: String, of kind: ObjectKind) -> Bool {
    !UIKitBindings.methods(named: name, of: uikitType(of: kind)).isEmpty
  }

  /// The selectors of the methods of `kind`'s class, the root class's first.
  static func uikitMethodSelectors(of kind: ObjectKind) -> [String] {
    UIKitBindings.methodSelectors(of: uikitType(of: kind))
  }

  /// The selectors a scenario's subclass of `kind`'s class overrides with `override`: what
  /// UIKit calls on it and, for a view controller, its methods.
  static func overridableSelectors(of kind: ObjectKind) -> [String] {
    let type = uikitType(of: kind)
    return UIKitBindings.callbackSelectors(of: type)
      + (kind.isViewController ? UIKitBindings.methodSelectors(of: type) : [])
  }

  /// Makes a value of UIKit type `name` with one of its initializers; nil when it has none.
  func constructBound(_ name: String, _ args: CallArguments, at position: SourcePosition) throws -> Value? {
    guard let binding = UIKitBindings.initializer(of: name), case .initializer(let make) = binding.kind else {
      return nil
    }
    return try make(
      UIKitCall(
        interpreter: self, receiver: .type(name), name: name, args: args, position: position, memberPosition: position))
  }

  // MARK: - Properties

  /// The bound property `name` of object `id`, or nil when it has none.
  func boundProperty(_ name: String, of id: ObjectID) -> UIKitBinding.PropertyBinding? {
    for (index, type) in uikitTypes(of: id).enumerated() {
      if let property = UIKitBindings.property(named: name, of: type, inherited: index == 0) { return property }
    }
    return nil
  }

  /// Reads `property` of `receiver`.
  func read(_ property: UIKitBinding.PropertyBinding, _ name: String, of receiver: Value, at position: SourcePosition)
    throws -> Value
  {
    try property.get(UIKitRead(interpreter: self, receiver: receiver, name: name, position: position))
  }
}

// MARK: - Views and other elements

extension Interpreter {
  /// `view.frame`, `button.isEnabled`, `label.text`, `view.superview`, …
  func viewMember(_ name: String, of handle: ViewHandle, at position: SourcePosition) throws -> Value {
    let type = engine.className(of: handle)
    if let property = UIKitBindings.property(named: name, of: type) {
      return try read(property, name, of: value(of: handle), at: position)
    }
    throw RuntimeIssue.unknownMember(
      name, of: type, at: position,
      candidates: UIKitBindings.viewComputedProperties + storedPropertyNames(of: engine.kind(of: handle))
        + UIKitBindings.suggestedMethodNames(of: "UIView"))
  }

  /// `item.title`, `navigationItem.rightBarButtonItem`, `action.title`.
  func elementMember(_ name: String, of id: ElementID, at position: SourcePosition) throws -> Value {
    let kind = engine.kind(of: id)
    if kind.isView { return try viewMember(name, of: .element(id), at: position) }
    if let property = UIKitBindings.property(named: name, of: kind.className) {
      return try read(property, name, of: .element(id), at: position)
    }
    throw RuntimeIssue.unknownMember(name, of: kind.className, at: position, candidates: storedPropertyNames(of: kind))
  }

  /// `view.frame = …`, `button.isEnabled = false`, `navigationItem.rightBarButtonItem = item`.
  func setElementMember(
    _ name: String, of receiver: Value, to value: Value, at position: SourcePosition, valuePosition: SourcePosition
  ) throws {
    let view = viewHandle(of: receiver)
    let kind: ElementKind
    switch receiver {
    case .element(let id): kind = engine.kind(of: id)
    default: kind = view.map(engine.kind(of:)) ?? .view
    }
    if let property = UIKitBindings.property(named: name, of: kind.className) {
      guard let set = property.set else { throw Self.getOnly(name, at: position) }
      try set(
        UIKitWrite(
          interpreter: self, receiver: receiver, name: name,
          source: AssignedValue(position: valuePosition) { value }, position: position, statementPosition: position))
      return
    }
    if view != nil, UIKitBindings.isGetOnlyViewProperty(name) { throw Self.getOnly(name, at: position) }
    throw RuntimeIssue.unknownMember(
      name, of: kind.className, at: position,
      candidates: (view == nil ? [] : UIKitBindings.viewComputedProperties) + storedPropertyNames(of: kind))
  }

  private static func getOnly(_ name: String, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(
      id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a get-only property",
      position: position)
  }

  /// The plain properties of an element of `kind`, sorted (for near-miss suggestions).
  private func storedPropertyNames(of kind: ElementKind) -> [String] {
    Array(ElementProperty.table(for: kind).keys).sorted()
  }

  /// A method of a view (a root view or one the scenario made) or of another element.
  func callElementMethod(
    _ name: String, on receiver: Value, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    guard let handle = viewHandle(of: receiver) else {
      guard case .element(let id) = receiver else { return .void }
      let type = engine.kind(of: id).className
      if let result = try callBoundMethod(
        name, on: receiver, types: [type], args, at: position, memberPosition: memberPosition)
      {
        return result
      }
      throw RuntimeIssue.unknownMember(
        name, of: type, at: memberPosition, candidates: UIKitBindings.suggestedMethodNames(of: type))
    }
    let type = engine.className(of: handle)
    if let result = try callBoundMethod(
      name, on: receiver, types: [type], args, at: position, memberPosition: memberPosition)
    {
      return result
    }
    let names = UIKitBindings.suggestedMethodNames(of: type)
    if names.contains(name) {
      throw RuntimeIssue.arguments(
        "no method '\(name)' of \(type) takes the labels (\(Self.labelList(args.labels)))", at: memberPosition)
    }
    throw RuntimeIssue.unknownMember(name, of: type, at: memberPosition, candidates: names)
  }
}
