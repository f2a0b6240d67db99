import DocEngine

// MARK: - Crossing the engine boundary

extension Interpreter {
  /// Runs an engine operation; a UIKit exception becomes a diagnostic at `position`, the
  /// engine's step limit a runaway diagnostic. Errors from user code inside it pass through.
  @discardableResult
  func withEngine<T>(at position: SourcePosition, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as EngineError {
      throw Self.issue(for: error, at: position)
    }
  }

  static func issue(for error: EngineError, at position: SourcePosition) -> RuntimeIssue {
    if case .stepLimitExceeded(let limit) = error.code {
      return RuntimeIssue(
        id: DiagnosticID.runaway,
        message:
          "the scenario did not settle within \(limit) steps (does a callback present, push or dismiss again and again, or main-queue work schedule more work?)",
        position: position)
    }
    return RuntimeIssue(id: DiagnosticID.uikit, message: error.message, position: position)
  }

  func fromEngine(_ value: EngineValue) -> Value {
    switch value {
    case .object(nil): return .null
    case .object(let id?): return .object(id)
    case .objects(let ids): return .array(ids.map(Value.object))
    case .bool(let b): return .bool(b)
    case .int(let i): return .int(i)
    case .double(let d): return .double(d)
    case .string(let s): return .string(s)
    case .enumCase(let name): return .enumCase(name, [])
    case .view(let id): return .view(id)
    case .control(let name): return .control(name)
    case .element(let id): return .element(id)
    case .indexPath(let path): return UIKitPrelude.indexPath(path)
    case .void: return .void
    }
  }

  func toEngine(_ value: Value, at position: SourcePosition) throws -> EngineValue {
    switch value {
    case .void: return .void
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .int(let i): return .int(i)
    case .double(let d): return .double(d)
    case .string(let s): return .string(s)
    case .object(let id): return .object(id)
    case .view(let id): return .view(id)
    case .control(let name): return .control(name)
    case .element(let id): return .element(id)
    case .structValue where UIKitPrelude.listIndexPath(value) != nil:
      return .indexPath(UIKitPrelude.listIndexPath(value)!)
    case .optional(let wrapped): return try toEngine(wrapped, at: position)
    case .enumCase(let name, let payload) where payload.isEmpty: return .enumCase(name)
    case .array(let elements):
      var ids: [ObjectID] = []
      for element in elements {
        guard case .object(let id) = element else {
          throw RuntimeIssue.type(
            "UIKit expects an array of view controllers here, not one holding \(element.kindDescription)", at: position)
        }
        ids.append(id)
      }
      return .objects(ids)
    default:
      throw RuntimeIssue.type("\(value.kindDescription) cannot be passed to UIKit here", at: position)
    }
  }
}

// MARK: - UserCodeHost

extension Interpreter {
  func implements(_ selector: String, on object: ObjectID) -> Bool {
    guard engine.contains(object) else { return false }
    if selector == "deinit" { return !classes.deinitializers(of: engine.className(of: object)).isEmpty }
    if selector == Engine.connectOutletsSelector { return hasOutlets(object) }
    return classes.method(selector: selector, in: engine.className(of: object)) != nil
  }

  func invoke(_ selector: String, on object: ObjectID, arguments: [EngineValue]) throws -> EngineValue {
    if selector == Engine.connectOutletsSelector {
      try connectOutlets(of: object)
      return .void
    }
    if selector == "deinit" {
      // Each class's `deinit` in the chain, subclass first, as Swift runs them.
      for (body, owner) in classes.deinitializers(of: engine.className(of: object)) {
        _ = try invokeUserMethod(body, declaredIn: owner, on: object, arguments: [], at: body.position)
      }
      return .void
    }
    guard let (method, owner) = classes.method(selector: selector, in: engine.className(of: object)) else {
      return .void
    }
    // An object UIKit made is initialized before its first callback (`init(coder:)`, or its
    // properties' initial values), as it would have been when it was decoded.
    if storage[object] == nil { _ = try storedValues(of: object, at: method.position) }
    // An action method may leave out UIKit's sender (`@IBAction func save()`).
    let values = method.parameterNames.isEmpty ? [] : arguments.map(fromEngine)
    let result = try invokeUserMethod(
      method, declaredIn: owner, on: object, arguments: values, at: method.position)
    if case .void = result { return .void }
    return try toEngine(result, at: method.position)
  }

  /// Runs a user method's body with `self` bound and its parameters declared.
  func invokeUserMethod(
    _ method: MethodDecl, declaredIn owner: String, on object: ObjectID, arguments: [Value],
    at position: SourcePosition
  ) throws -> Value {
    guard arguments.count == method.parameterNames.count else {
      throw RuntimeIssue.arguments(
        "'\(method.signature)' takes \(method.parameterNames.count) argument(s), not \(arguments.count)", at: position)
    }
    try checkEffects(of: method, at: position)
    let scope = Scope(methodOf: object, className: owner, global: global)
    for (index, (name, value)) in zip(method.parameterNames, arguments).enumerated() where name != "_" {
      let type = index < method.parameterTypes.count ? method.parameterTypes[index] : nil
      let typed = try conforming(value, to: type, context: owner, at: method.position)
      scope.declare(Variable(name: name, isMutable: false, value: typed, position: method.position, isParameter: true))
    }
    let result = try runBody(method.body, in: scope, at: position)
    return converted(
      try conforming(result, to: method.returnTypeName, context: owner, at: position), toDeclared: method.returnTypeName
    )
  }

  /// Runs a function or closure body: the result of its `return`, or `void`. Locals it
  /// declared are released at its end.
  func runBody(_ body: [Statement], in scope: Scope, at position: SourcePosition) throws -> Value {
    callDepth += 1
    // A body starts with no `try` or `await` marks: the caller's cover only its own expression.
    let marks = effectMarks
    effectMarks = EffectMarks()
    defer {
      callDepth -= 1
      effectMarks = marks
    }
    guard callDepth <= Self.maxCallDepth else {
      throw RuntimeIssue(
        id: DiagnosticID.runaway,
        message:
          "the scenario did not settle: more than \(Self.maxCallDepth) nested calls (a method that calls itself?)",
        position: position)
    }
    let completion: Completion
    do {
      completion = try executeBlock(body, in: scope)
    } catch let thrown as ThrownError {
      // The error leaves the function: its locals go first, as Swift unwinds.
      try endScope(scope, at: position, excludingParameters: true)
      throw thrown
    }
    try endScope(scope, at: position, excludingParameters: true)
    if case .returned(let value) = completion { return value }
    return .void
  }

  /// Calls a closure value with arguments. An `async` closure runs only where an `async`
  /// function is expected (`allowingAsync`: a task's body, a call the scenario marked `await`):
  /// anywhere else swiftc would not have accepted it, and it could suspend in the middle of
  /// what called it.
  func callClosure(
    _ closure: ClosureValue, arguments: [Value], at position: SourcePosition, allowingAsync: Bool = false
  ) throws -> Value {
    if closure.closure.isAsync && !allowingAsync {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message:
          "cannot pass function of type '\(closure.closure.parameters.isEmpty ? "()" : "(_)") async -> ()' to parameter expecting synchronous function type",
        position: closure.closure.position)
    }
    return try runClosure(closure, arguments: arguments, firstIsInout: false, at: position).result
  }

  /// Calls a closure whose first parameter is `inout` (`reduce(into:)`'s): the value it
  /// leaves there is returned.
  func callClosure(_ closure: ClosureValue, updating first: Value, with arguments: [Value], at position: SourcePosition)
    throws -> Value
  {
    if closure.closure.isAsync {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message: "cannot pass function of type '(_) async -> ()' to parameter expecting synchronous function type",
        position: closure.closure.position)
    }
    return try runClosure(closure, arguments: [first] + arguments, firstIsInout: true, at: position).first ?? first
  }

  /// Runs a closure: its parameters are its names (`$0`, `$1`, … when it uses those); two or
  /// more names given one tuple of as many elements take its elements (`{ (key, value) in … }`
  /// or `{ $0 + $1 }` over a dictionary's pairs), as Swift's closures do.
  private func runClosure(_ closure: ClosureValue, arguments: [Value], firstIsInout: Bool, at position: SourcePosition)
    throws -> (result: Value, first: Value?)
  {
    let scope = Scope(parent: closure.scope, selfObject: closure.selfObject, className: closure.className)
    let names = closure.closure.parameters
    var arguments = arguments
    if names.count > 1, arguments.count == 1, case .tuple(let tuple) = arguments[0], tuple.elements.count == names.count
    {
      arguments = tuple.elements
    }
    if !names.isEmpty && names.count != arguments.count {
      throw RuntimeIssue.arguments(
        "the closure takes \(names.count) parameter(s) but is called with \(arguments.count)",
        at: closure.closure.position)
    }
    var variables: [Variable] = []
    for (index, (name, value)) in zip(names, arguments).enumerated() where name != "_" {
      let variable = Variable(
        name: name, isMutable: firstIsInout && index == 0, value: value, position: closure.closure.position,
        isParameter: true)
      scope.declare(variable)
      if index == 0 { variables.append(variable) }
    }
    bindCaptureLists(of: closure, in: scope)
    let result = try runBody(closure.closure.body, in: scope, at: position)
    return (result, variables.first?.value)
  }

  /// A closure as the engine's completion handler; `arguments` are what UIKit passes it.
  func completionHandler(_ value: Value?, arguments: [Value] = [], at position: SourcePosition) throws -> (
    () throws -> Void
  )? {
    guard let value else { return nil }
    try requireSynchronous(value)
    switch value {
    case .null: return nil
    case .closure(let closure):
      return { [unowned self] in _ = try self.callClosure(closure, arguments: arguments, at: position) }
    default:
      throw RuntimeIssue.type("a completion handler must be a closure, not \(value.kindDescription)", at: position)
    }
  }
}

// MARK: - Element properties

extension PropertyValue {
  /// A scenario value as an element's property keeps it: what the engine reads as itself,
  /// anything else kept whole for the scenario (`Value(_:)` gives it back).
  init(_ value: Value) {
    switch value {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .int(let i): self = .int(i)
    case .double(let d): self = .double(d)
    case .string(let s): self = .string(s)
    case .enumCase(let name, let payload): self = .enumCase(name, payload.map(PropertyValue.init))
    case .object(let id): self = .object(id)
    case .view(let id): self = .view(id)
    case .element(let id): self = .element(id)
    case .array(let items): self = .array(items.map(PropertyValue.init))
    case .geometry(let geometry): self = .geometry(geometry)
    case .optional(let wrapped): self = PropertyValue(wrapped)
    case .void, .type, .closure, .builtin, .control, .selector, .structValue, .enumValue, .dictionary, .set, .tuple:
      self = .opaque(value)
    }
  }
}

extension Value {
  /// An element's property as the scenario assigned it.
  init(_ property: PropertyValue) {
    switch property {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .int(let i): self = .int(i)
    case .double(let d): self = .double(d)
    case .string(let s): self = .string(s)
    case .enumCase(let name, let payload): self = .enumCase(name, payload.map(Value.init))
    case .object(let id): self = .object(id)
    case .view(let id): self = .view(id)
    case .element(let id): self = .element(id)
    case .array(let items): self = .array(items.map(Value.init))
    case .geometry(let geometry): self = .geometry(geometry)
    case .opaque(let value): self = value as? Value ?? .null
    }
  }
}
