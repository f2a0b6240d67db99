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
    return classes.method(selector: selector, in: engine.className(of: object)) != nil
  }

  func invoke(_ selector: String, on object: ObjectID, arguments: [EngineValue]) throws -> EngineValue {
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
    let scope = Scope(methodOf: object, className: owner, global: global)
    for (index, (name, value)) in zip(method.parameterNames, arguments).enumerated() where name != "_" {
      let type = index < method.parameterTypes.count ? method.parameterTypes[index] : nil
      let typed = try coerce(value, to: type, context: owner, at: method.position)
      scope.declare(Variable(name: name, isMutable: false, value: typed, position: method.position, isParameter: true))
    }
    let result = try runBody(method.body, in: scope, at: position)
    return try coerce(result, to: method.returnType, context: owner, at: position)
  }

  /// Runs a function or closure body: the result of its `return`, or `void`. Locals it
  /// declared are released at its end.
  func runBody(_ body: [Statement], in scope: Scope, at position: SourcePosition) throws -> Value {
    callDepth += 1
    defer { callDepth -= 1 }
    guard callDepth <= Self.maxCallDepth else {
      throw RuntimeIssue(
        id: DiagnosticID.runaway,
        message:
          "the scenario did not settle: more than \(Self.maxCallDepth) nested calls (a method that calls itself?)",
        position: position)
    }
    let completion = try executeBlock(body, in: scope)
    try endScope(scope, at: position, excludingParameters: true)
    if case .returned(let value) = completion { return value }
    return .void
  }

  /// Calls a closure value with arguments.
  func callClosure(_ closure: ClosureValue, arguments: [Value], at position: SourcePosition) throws -> Value {
    try runClosure(closure, arguments: arguments, firstIsInout: false, at: position).result
  }

  /// Calls a closure whose first parameter is `inout` (`reduce(into:)`'s): the value it
  /// leaves there is returned.
  func callClosure(_ closure: ClosureValue, updating first: Value, with arguments: [Value], at position: SourcePosition)
    throws -> Value
  {
    try runClosure(closure, arguments: [first] + arguments, firstIsInout: true, at: position).first ?? first
  }

  /// Runs a closure: its parameters are its names, or `$0`, `$1`, … when it names none; two
  /// or more names given one tuple of as many elements take its elements (`{ (key, value) in
  /// … }` over a dictionary); a body of one expression returns its value, as in Swift.
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
    let declared = names.isEmpty ? arguments.indices.map { "$\($0)" } : names
    var variables: [Variable] = []
    for (index, (name, value)) in zip(declared, arguments).enumerated() where name != "_" {
      let variable = Variable(
        name: name, isMutable: firstIsInout && index == 0, value: value, position: closure.closure.position,
        isParameter: true)
      scope.declare(variable)
      if index == 0 { variables.append(variable) }
    }
    var body = closure.closure.body
    if body.count == 1, case .expression(let value) = body[0].kind {
      body = [Statement(kind: .returnStatement(value), position: body[0].position)]
    }
    let result = try runBody(body, in: scope, at: position)
    return (result, variables.first?.value)
  }

  /// A closure as the engine's completion handler; `arguments` are what UIKit passes it.
  func completionHandler(_ value: Value?, arguments: [Value] = [], at position: SourcePosition) throws -> (
    () throws -> Void
  )? {
    guard let value else { return nil }
    switch value {
    case .null: return nil
    case .closure(let closure):
      return { [unowned self] in _ = try self.callClosure(closure, arguments: arguments, at: position) }
    default:
      throw RuntimeIssue.type("a completion handler must be a closure, not \(value.kindDescription)", at: position)
    }
  }
}
