import DocEngine

// MARK: - Calls

extension Interpreter {
  /// Arguments after evaluation, with their labels and positions.
  struct CallArguments {
    var labels: [String?]
    var values: [Value]
    var positions: [SourcePosition]
    /// The trailing closure, kept apart: UIKit methods take it as their last parameter.
    var trailing: Value?
    /// The arguments' source text (for messages).
    var texts: [String]
    /// The class whose code makes the call (what `private` members it may reach), and where
    /// the called name is written (for messages about it).
    var callerClass: String? = nil
    var calleePosition: SourcePosition? = nil
    /// The index of the first labeled trailing closure among the arguments, when there is one
    /// (`animate(withDuration: 1) { … } completion: { … }`): the unlabeled one comes before it.
    var labeledTrailingStart: Int? = nil

    /// How these arguments fill `matcher`'s parameters.
    func matched(by matcher: ArgumentMatcher) -> Result<[ArgumentMatcher.Source], ArgumentMatcher.Mismatch> {
      matcher.match(labels, trailingClosure: trailing != nil, trailingAfter: labeledTrailingStart)
    }

    /// The number of parenthesized arguments (the trailing closure not counted).
    var count: Int { values.count }

    /// Argument `index` as a `CGFloat` takes it: a number, or swiftc's conversion error.
    func cgFloat(_ index: Int) throws -> Double {
      switch values[index] {
      case .double(let d): return d
      case .int(let i): return Double(i)
      default:
        throw RuntimeIssue.type(
          "cannot convert value of type '\(Arithmetic.typeName(values[index]))' to expected argument type 'CGFloat'",
          at: positions[index])
      }
    }
  }

  func evaluateCall(
    callee: Expr, arguments: [Argument], trailing: Closure?, in scope: Scope, at position: SourcePosition
  ) throws -> Value {
    // `assert` evaluates its condition itself, to report both sides.
    if case .identifier("assert") = callee.kind, lookupVariable("assert", in: scope) == nil {
      return try runAssert(arguments, in: scope, at: position)
    }
    // `fatalError` and the preconditions evaluate their message only when they stop.
    if case .identifier(let name) = callee.kind, Self.trapFunctions.contains(name),
      lookupVariable(name, in: scope) == nil
    {
      return try runTrap(name, arguments, trailing: trailing, in: scope, at: position)
    }
    var args = CallArguments(
      labels: [], values: [], positions: [], trailing: nil, texts: [], callerClass: scope.className,
      calleePosition: callee.position)
    for argument in arguments {
      if argument.isTrailingClosure, args.labeledTrailingStart == nil { args.labeledTrailingStart = args.values.count }
      let value = try evaluate(argument.value, in: scope)
      try checkStorable(value, at: argument.value.position)
      args.labels.append(argument.label)
      args.values.append(value)
      args.positions.append(argument.value.position)
      args.texts.append(argument.text)
    }
    if let trailing {
      args.trailing = .closure(try makeClosure(trailing, in: scope))
    }

    if let typeName = try staticTypeName(of: callee, in: scope) {
      return try constructValueType(typeName, args, at: position)
    }
    switch callee.kind {
    case .identifier(let name):
      return try callName(name, args, in: scope, at: position, calleePosition: callee.position)
    case .collectionType(let typeName):
      return try constructCollection(typeName, args, at: position)
    case .member(let base, let name):
      if name == "init", case .superReference = base.kind {
        return try delegateInitializer(toSuper: true, args, in: scope, at: position)
      }
      if name == "init", case .selfReference = base.kind {
        if scope.selfObject == nil, lookupLocalVariable("self", in: scope)?.isInitializingSelf == true {
          return try delegateStructInitializer(args, in: scope, at: position)
        }
        return try delegateInitializer(toSuper: false, args, in: scope, at: position)
      }
      if case .superReference = base.kind {
        return try callSuper(
          name: name, labels: args.labels, arguments: args.values, isProperty: false, in: scope, at: position)
      }
      if case .identifier("UIView") = base.kind, name == "animate" {
        return try runAnimate(args, at: position)
      }
      if let typeName = try staticTypeName(of: base, in: scope) {
        return try callStaticMethod(name, of: typeName, args, at: position)
      }
      if let owner = staticOwner(of: base, in: scope) {
        return try callStatic(name, on: owner, args, at: position, memberPosition: callee.position)
      }
      if let result = try callMutating(base, name, args, in: scope, at: position, memberPosition: callee.position) {
        return result
      }
      if isBuiltInStoryboard(base, in: scope) {
        return try callMethod(name, on: .builtin(.storyboard), args, at: position, memberPosition: callee.position)
      }
      try requireUnwrapped(base, toReach: name, in: scope, at: callee.position)
      let receiver = try checkImplicitUnwrap(base, try evaluate(base, in: scope), in: scope)
      return try callMethod(name, on: receiver, args, at: position, memberPosition: callee.position)
    case .implicitMember(let name):
      guard args.trailing == nil else {
        throw RuntimeIssue.arguments("'.\(name)(…)' does not take a closure", at: position)
      }
      // `.presentModally(.formSheet)`, `.systemFont(ofSize: 17)`: a case or factory with its values.
      try checkNesting(of: args.values, at: position)
      return .enumCase(name, args.values)
    default:
      let value = try evaluate(callee, in: scope)
      guard case .closure(let closure) = value else {
        throw RuntimeIssue.type("cannot call \(value.kindDescription)", at: callee.position)
      }
      return try callClosureFromCode(closure, arguments: args.values + (args.trailing.map { [$0] } ?? []), at: position)
    }
  }

  /// `name(…)`: a built-in function, a local closure, a method of `self`, or a class to make.
  private func callName(
    _ name: String, _ args: CallArguments, in scope: Scope, at position: SourcePosition, calleePosition: SourcePosition
  ) throws -> Value {
    if let variable = lookupLocalVariable(name, in: scope) ?? (scope.selfObject == nil ? global.lookupLocal(name) : nil)
    {
      return try callVariable(variable, args, at: position, calleePosition: calleePosition)
    }
    switch name {
    case "print":
      return try runPrint(args, at: position)
    case "printHierarchy":
      guard args.count == 0, args.trailing == nil else {
        throw RuntimeIssue.arguments("printHierarchy() takes no arguments", at: position)
      }
      try withEngine(at: position) { try engine.printHierarchy() }
      return .void
    default:
      break
    }
    if let owner = scope.staticClass, scope.selfObject == nil, hasStaticMember(name, of: owner) {
      return try callStatic(name, on: owner, args, at: position, memberPosition: calleePosition)
    }
    if let selfObject = scope.selfObject {
      if !Self.callsOverrideBack(name, args), let (method, owner, values) = try userMethod(name, args, on: selfObject) {
        return try invokeUserMethod(method, declaredIn: owner, on: selfObject, arguments: values, at: position)
      }
      if let result = try callBoundMethod(
        name, on: .object(selfObject), types: [primaryUIKitType(of: selfObject)], args, at: position,
        memberPosition: calleePosition)
      {
        return result
      }
      if let stored = try storedValues(of: selfObject, at: position)[name] {
        guard case .closure(let closure) = stored else {
          throw RuntimeIssue.type("cannot call '\(name)': it holds \(stored.kindDescription)", at: calleePosition)
        }
        return try callClosureFromCode(
          closure, arguments: args.values + (args.trailing.map { [$0] } ?? []), at: position)
      }
      if engine.knownProperties(of: selfObject).contains(name) {
        // Inside a controller, `presentedViewController` is UIKit's property, even when a class
        // of that name exists: swiftc resolves the member first and will not call it.
        let type = Self.optionalUIKitProperties[name].map { "\($0)?" } ?? Self.uikitPropertyTypes[name] ?? "Any"
        throw RuntimeIssue.type("cannot call value of non-function type '\(type)'", at: calleePosition)
      }
    }
    if let result = try callValueSelfMethod(name, args, in: scope, at: position) {
      return result
    }
    if let result = try callFunction(name, args, at: position, calleePosition: calleePosition) {
      return result
    }
    if let variable = global.lookupLocal(name) {
      return try callVariable(variable, args, at: position, calleePosition: calleePosition)
    }
    if let typeName = valueTypes.resolve(name, from: scope.className) {
      return try constructValueType(typeName, args, at: position)
    }
    if let result = try callStandardFunction(name, args, at: position) {
      return result
    }
    if let value = try constructBound(name, args, at: position) {
      return value
    }
    if classes.isClass(name) || (args.count == 0 && args.trailing == nil && Self.isImplicitControllerName(name)) {
      try requireClass(name, at: calleePosition, allowImplicit: true)
      return try construct(name, args, at: position)
    }
    if Self.isImplicitControllerName(name) {
      throw RuntimeIssue.arguments(
        "'\(name)' is not declared; an undeclared '…Controller' class can only be made with '\(name)()'",
        at: calleePosition)
    }
    throw RuntimeIssue.unknownName(name, at: calleePosition, candidates: visibleNames(in: scope))
  }

  private func callVariable(
    _ variable: Variable, _ args: CallArguments, at position: SourcePosition, calleePosition: SourcePosition
  )
    throws -> Value
  {
    guard case .closure(let closure) = variable.value else {
      throw RuntimeIssue.type(
        "cannot call '\(variable.name)': it holds \(variable.value.kindDescription)", at: calleePosition)
    }
    return try callClosureFromCode(closure, arguments: args.values + (args.trailing.map { [$0] } ?? []), at: position)
  }

  /// `receiver.name(…)`.
  func callMethod(
    _ name: String, on receiver: Value, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    if let result = try callValueMethod(name, on: receiver, args, at: position, memberPosition: memberPosition) {
      return result
    }
    switch receiver {
    case .object(let id):
      let className = engine.className(of: id)
      let withTrailing = args.labels + (args.trailing == nil ? [] : [nil])
      if !Self.callsOverrideBack(name, args), let (method, owner, values) = try userMethod(name, args, on: id) {
        return try invokeUserMethod(method, declaredIn: owner, on: id, arguments: values, at: position)
      }
      if let result = try callBoundMethod(
        name, on: receiver, types: uikitTypes(of: id), args.unwrappingOptionals, at: position,
        memberPosition: memberPosition)
      {
        return result
      }
      if let stored = try storedValues(of: id, at: position)[name], case .closure(let closure) = stored {
        return try callClosureFromCode(
          closure, arguments: args.values + (args.trailing.map { [$0] } ?? []), at: position)
      }
      let userNames = classes.memberNames(of: className)
      if userNames.contains(name) {
        throw RuntimeIssue.arguments(
          "no method '\(name)' of \(className) takes the labels (\(Self.labelList(withTrailing)))", at: memberPosition)
      }
      throw RuntimeIssue.unknownMember(
        name, of: className, at: memberPosition,
        candidates: userNames + Self.uikitMethodSelectors(of: engine.kind(of: id)).map(UIKitBindings.baseName(of:))
          + engine.knownProperties(of: id))
    case .view, .element:
      return try callElementMethod(
        name, on: receiver, args.unwrappingOptionals, at: position, memberPosition: memberPosition)
    case .geometry(let geometry):
      guard let result = geometry.method(name, labels: args.labels, arguments: args.values) else {
        throw RuntimeIssue.unknownMember(
          name, of: geometry.typeName, at: memberPosition, candidates: Geometry.methodNames)
      }
      return result
    case .builtin(let builtin):
      return try callBuiltin(builtin, name, args, at: position, memberPosition: memberPosition)
    case .array(let elements):
      return try callArrayMethod(name, on: elements, args, at: position, memberPosition: memberPosition)
    case .type(let typeName) where classes.userClass(typeName) != nil:
      return try callStatic(name, on: typeName, args, at: position, memberPosition: memberPosition)
    case .type("NSLayoutConstraint"):
      // `NSLayoutConstraint.activate([…])`: the class's own methods.
      if let result = try callBoundMethod(
        name, on: receiver, types: ["NSLayoutConstraint"], args.unwrappingOptionals, at: position,
        memberPosition: memberPosition)
      {
        return result
      }
      throw RuntimeIssue.unknownMember(
        name, of: "NSLayoutConstraint", at: memberPosition, candidates: ["activate", "deactivate"])
    case .type("UIFont"):
      // `UIFont.systemFont(ofSize: 17)`: a font is a value scenarios only pass around.
      try checkNesting(of: args.values, at: position)
      return .enumCase(name, args.values)
    case .type("Notification"), .type("NSNotification"):
      // `Notification.Name("didSave")`.
      guard name == "Name", args.labels == [nil], case .string(let raw) = args.values[0] else {
        throw RuntimeIssue.arguments("use 'Notification.Name(\"name\")'", at: memberPosition)
      }
      return .enumCase("notificationName", [.string(raw)])
    case .type("Task"), .type("MainActor"):
      // `Task.sleep(for:)`, `MainActor.run { … }`: the types' own members.
      if let result = try callBoundMethod(
        name, on: receiver, types: [receiver.typeNameValue ?? "Task"], args, at: position,
        memberPosition: memberPosition)
      {
        return result
      }
      throw RuntimeIssue.unknownMember(
        name, of: receiver.typeNameValue ?? "Task", at: memberPosition,
        candidates: UIKitBindings.suggestedMethodNames(of: receiver.typeNameValue ?? "Task"))
    case .type("DispatchQueue"):
      // `DispatchQueue.global()`, `DispatchQueue(label:)`: only the main queue is simulated.
      _ = try typeMember("DispatchQueue", name, at: memberPosition)
      throw RuntimeIssue.unknownMember(name, of: "DispatchQueue", at: memberPosition, candidates: ["main"])
    case .closure(let closure) where name == "callAsFunction":
      return try callClosure(closure, arguments: args.values, at: position)
    case .null:
      throw RuntimeIssue(
        id: DiagnosticID.unwrap,
        message: "cannot call '\(name)' on nil; use '?.' to call through an optional",
        position: memberPosition)
    default:
      throw RuntimeIssue.unknownMember(name, of: describeType(of: receiver), at: memberPosition, candidates: [])
    }
  }

  static func labelList(_ labels: [String?]) -> String {
    labels.map { ($0 ?? "_") + ":" }.joined()
  }

  // MARK: - super

  /// `super.name(…)` or `super.name` inside a method: the next user implementation up the
  /// chain, or UIKit's (`Engine.callSuper`).
  /// UIKit methods whose work includes calling the object's override (`willMove(toParent:)`,
  /// `didMove(toParent:)`): a call to one goes to UIKit (the engine), which logs it and calls
  /// the override once; the override's `super` call is then UIKit's own implementation.
  static func callsOverrideBack(_ name: String, _ args: CallArguments) -> Bool {
    (name == "willMove" || name == "didMove") && args.labels == ["toParent"] && args.trailing == nil
  }

  func callSuper(
    name: String, labels: [String?], arguments: [Value], isProperty: Bool, in scope: Scope, at position: SourcePosition
  ) throws -> Value {
    guard let selfObject = scope.selfObject, let className = scope.className,
      let user = classes.userClass(className)
    else {
      throw RuntimeIssue.unsupported("'super' is available only inside methods of classes", at: position)
    }
    let selector = isProperty ? name : "\(name)(\(Self.labelList(labels)))"
    for owner in classes.ancestry(of: user.superclassName) {
      guard let superUser = classes.userClass(owner) else { continue }
      if let method = superUser.methodsBySignature[selector] {
        return try invokeUserMethod(method, declaredIn: owner, on: selfObject, arguments: arguments, at: position)
      }
    }
    // In an override of a method UIKit also calls back (`willMove(toParent:)`,
    // `didMove(toParent:)`), `super` is UIKit's own implementation, not the method again:
    // calling the method would call the override back, without end.
    let overridesIt = user.methodsBySignature[selector] != nil
    if !isProperty && !overridesIt && !UIKitBindings.methods(named: name, of: primaryUIKitType(of: selfObject)).isEmpty
      && !UIKitBindings.overriddenCallbacks.contains(selector)
    {
      // `super.present(…)` and the like: UIKit's implementation is the method itself.
      let args = CallArguments(
        labels: labels, values: arguments, positions: arguments.map { _ in position }, trailing: nil,
        texts: arguments.map { _ in "" })
      if let result = try callBoundMethod(
        name, on: .object(selfObject), types: [primaryUIKitType(of: selfObject)], args, at: position,
        memberPosition: position)
      {
        return result
      }
    }
    if isProperty, engine.knownProperties(of: selfObject).contains(name) {
      return try withEngine(at: position) { try fromEngine(engine.property(name, of: selfObject)) }
    }
    var engineArguments: [EngineValue] = []
    for value in arguments { engineArguments.append(try toEngine(value, at: position)) }
    return try withEngine(at: position) {
      try fromEngine(engine.callSuper(selector, on: selfObject, arguments: engineArguments))
    }
  }

  // MARK: - Making objects

  /// `ClassName(…)`: UIKit's initializers the spec lists, and `()` for user classes.
  func construct(_ className: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    if classes.userClass(className) != nil {
      return try constructUserObject(className, args, at: position)
    }
    guard let kind = classes.kind(of: className) else {
      throw RuntimeIssue.unknownName(className, at: position, candidates: classes.allClassNames)
    }
    let labels = args.labels
    let id: ObjectID
    switch (kind, labels) {
    case (.navigationController, ["rootViewController"]):
      let root = try objectArgument(args, 0, "rootViewController", at: position)
      id = try withEngine(at: position) { try engine.makeNavigationController(className: className, root: root) }
    case (.presentationController, ["presentedViewController", "presenting"]):
      let presented = try objectArgument(args, 0, "presentedViewController", at: position)
      let presenting = try optionalObjectArgument(args, 1, "presenting", at: position)
      id = engine.makePresentationController(className: className, presented: presented, presenting: presenting)
    case (.pageViewController, ["transitionStyle", "navigationOrientation"]),
      (.pageViewController, ["transitionStyle", "navigationOrientation", "options"]),
      (.splitViewController, ["style"]):
      id = engine.make(kind, className: className)
    case (.tableViewController, ["style"]), (.collectionViewController, ["collectionViewLayout"]):
      id = engine.make(kind, className: className)
      try setUpListController(id, labels, args.values, at: args.positions[0])
    case (_, ["nibName", "bundle"]) where kind.isViewController && kind != .pageViewController:
      // No nib is simulated: the controller is made as with `()`.
      id = engine.make(kind, className: className)
    case (.transitionContext, _), (.storyboardSegue, _):
      throw RuntimeIssue(
        id: DiagnosticID.notSimulated, message: "UIKit makes '\(className)' objects; scenarios cannot",
        position: position)
    case (_, []) where args.trailing == nil:
      if kind == .presentationController {
        throw RuntimeIssue.arguments(
          "'\(className)' is made with '(presentedViewController:presenting:)'", at: position)
      }
      id = engine.make(kind, className: className)
    default:
      throw RuntimeIssue.arguments(
        "no initializer of '\(className)' takes the labels (\(Self.labelList(labels)))" + Self.initializerHint(kind),
        at: position)
    }
    _ = try storedValues(of: id, at: position)
    return .object(id)
  }

  private static func initializerHint(_ kind: ObjectKind) -> String {
    switch kind {
    case .navigationController: return "; use '()' or '(rootViewController:)'"
    case .presentationController: return "; use '(presentedViewController:presenting:)'"
    case .tableViewController: return "; use '()' or '(style:)'"
    case .collectionViewController: return "; use '(collectionViewLayout:)'"
    default: return "; scenario classes are made with '()'"
    }
  }

  func objectArgument(_ args: CallArguments, _ index: Int, _ name: String, at position: SourcePosition) throws
    -> ObjectID
  {
    guard index < args.values.count else {
      throw RuntimeIssue.arguments("missing argument '\(name)'", at: position)
    }
    guard case .object(let id) = args.values[index] else {
      throw RuntimeIssue.type(
        "'\(name)' needs an object, not \(args.values[index].kindDescription)", at: args.positions[index])
    }
    return id
  }

  func optionalObjectArgument(_ args: CallArguments, _ index: Int, _ name: String, at position: SourcePosition) throws
    -> ObjectID?
  {
    guard index < args.values.count else { return nil }
    if args.values[index].isNil { return nil }
    return try objectArgument(args, index, name, at: position)
  }

  func boolArgument(_ args: CallArguments, label: String, default value: Bool? = nil, at position: SourcePosition)
    throws -> Bool
  {
    guard let index = args.labels.firstIndex(of: label) else {
      if let value { return value }
      throw RuntimeIssue.arguments("missing argument '\(label):'", at: position)
    }
    guard case .bool(let b) = args.values[index] else {
      throw RuntimeIssue.type(
        "'\(label):' needs a Bool, not \(args.values[index].kindDescription)", at: args.positions[index])
    }
    return b
  }
}
