import DocEngine

/// An error a scenario threw (`throw`, or `CancellationError` from `Task.sleep`), on its way to
/// a `catch`, a `try?`, a `try!` or the top level. Scopes it leaves end on the way (their
/// locals are released, their `defer`s run), as Swift unwinds.
struct ThrownError: Error {
  let value: Value
  /// Where it was thrown.
  let position: SourcePosition
}

// MARK: - throw, try, do/catch

extension Interpreter {
  /// `CancellationError`, the standard library's: a struct with no properties conforming to
  /// `Error` (SE-0304), declared for every session.
  static let cancellationErrorDecl = StructDecl(
    name: "CancellationError", conformances: ["Error"], properties: [], methods: [], initializers: [],
    statics: StaticMembers(), position: SourcePosition(line: 0, column: 0))

  /// A `CancellationError()` value.
  var cancellationError: Value {
    .structValue(StructValue(typeName: "CancellationError", fieldNames: [], fields: []))
  }

  /// Whether `value` is an error: a value of a struct or enum declaring `Error` (or
  /// `LocalizedError`, or a protocol of the scenario's refining `Error`).
  func isError(_ value: Value) -> Bool {
    switch value.unwrappedOptional {
    case .structValue(let structValue): return conformsToError(valueTypes.structs[structValue.typeName]?.conformances)
    case .enumValue(let enumValue): return conformsToError(valueTypes.enums[enumValue.typeName]?.conformances)
    default: return false
    }
  }

  private func conformsToError(_ conformances: Set<String>?) -> Bool {
    guard let conformances else { return false }
    return !conformances.isDisjoint(with: ["Error", "LocalizedError", "CustomNSError"])
  }

  /// `throw e`.
  func executeThrow(_ expr: Expr, in scope: Scope, at position: SourcePosition) throws -> Never {
    let value = try evaluate(expr, in: scope)
    guard isError(value) else {
      throw RuntimeIssue.type(
        "thrown expression type '\(describeType(of: value))' does not conform to 'Error'", at: expr.position)
    }
    throw ThrownError(value: value.unwrappedOptional, position: position)
  }

  /// `try e` marks the throwing calls in `e`; `try?` makes an error nil (and the value
  /// optional); `try!` stops the program on an error, with Swift's message.
  func evaluateTry(_ inner: Expr, _ kind: Expr.TryKind, in scope: Scope, at position: SourcePosition) throws -> Value {
    effectMarks.tries += 1
    defer { effectMarks.tries -= 1 }
    switch kind {
    case .plain:
      return try evaluate(inner, in: scope)
    case .optional:
      do {
        return Value.someValue(try evaluate(inner, in: scope))
      } catch is ThrownError {
        return .null
      }
    case .forced:
      do {
        return try evaluate(inner, in: scope)
      } catch let thrown as ThrownError {
        throw RuntimeIssue(
          id: DiagnosticID.fatalError,
          message:
            "Fatal error: 'try!' expression unexpectedly raised an error: \(describe(thrown.value, quoted: true))",
          position: position)
      }
    }
  }

  /// `await e` marks the `async` calls in `e`.
  func evaluateAwait(_ inner: Expr, in scope: Scope) throws -> Value {
    effectMarks.awaits += 1
    defer { effectMarks.awaits -= 1 }
    return try evaluate(inner, in: scope)
  }

  /// `do { … } catch … { … }`: an error thrown in the body (after its scope ended) goes to the
  /// first clause that matches it, which runs in a scope holding what its pattern binds (a
  /// bare `catch` binds `error`); none matching, it goes on.
  func executeDoCatch(
    _ body: [Statement], _ catches: [CatchClause], in scope: Scope, at position: SourcePosition
  ) throws -> Completion {
    do {
      return try executeScoped(body, in: Scope(parent: scope), at: position)
    } catch let thrown as ThrownError {
      for clause in catches {
        let candidate = SwitchCase(items: clause.items, body: clause.body, position: clause.position)
        guard let inner = try matchingScope(of: candidate, thrown.value, in: scope) else { continue }
        if clause.items.isEmpty {
          try declareValue("error", value: thrown.value, isMutable: false, at: clause.position, in: inner)
        }
        return try executeScoped(clause.body, in: inner, at: clause.position)
      }
      throw thrown
    }
  }

  /// Runs `body` in `scope`, then ends the scope. An error the scenario threw ends the scope
  /// on its way out (its locals released, its `defer`s run), as Swift unwinds.
  func executeScoped(_ body: [Statement], in scope: Scope, at position: SourcePosition) throws -> Completion {
    let completion: Completion
    do {
      completion = try executeBlock(body, in: scope)
    } catch let thrown as ThrownError {
      try endScope(scope, at: position)
      throw thrown
    }
    try endScope(scope, at: position)
    return completion
  }

  /// An error that reached the top level (the statement at `position`): Swift stops the
  /// program there.
  func uncaught(_ thrown: ThrownError, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(
      id: DiagnosticID.fatalError,
      message: "Fatal error: Error raised at top level: \(describe(thrown.value, quoted: true))",
      position: position, notes: [("thrown here", thrown.position)])
  }

  /// A call to a throwing function or method must be marked `try`, to an `async` one `await`:
  /// swiftc's errors, raised when the call is made.
  func checkEffects(of method: MethodDecl, at position: SourcePosition) throws {
    if method.isAsync && effectMarks.awaits == 0 {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "expression is 'async' but is not marked with 'await'", position: position)
    }
    if method.isThrowing && effectMarks.tries == 0 {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "call can throw but is not marked with 'try'", position: position)
    }
  }

  /// `error.localizedDescription`: a `LocalizedError`'s `errorDescription` when it has one,
  /// else Foundation's sentence for a Swift error, its code the case's number (1 for a struct);
  /// the module's name is left out, as everywhere in the log.
  func localizedDescription(of value: Value, at position: SourcePosition) throws -> Value {
    var typeName = describeType(of: value)
    var code = 1
    switch value {
    case .enumValue(let enumValue):
      typeName = enumValue.typeName
      code = valueTypes.enums[typeName]?.decl.cases.firstIndex { $0.name == enumValue.caseName } ?? 0
    case .structValue(let structValue):
      typeName = structValue.typeName
    default:
      break
    }
    if valueTypes.methods(of: typeName)?.bySignature["errorDescription"]?.isProperty == true,
      case .string(let text)? = try valueMember("errorDescription", of: value, at: position)?.unwrappedOptional
    {
      return .string(text)
    }
    return .string("The operation couldn\u{2019}t be completed. (\(typeName) error \(code).)")
  }
}

extension Interpreter {
  /// A closure value called by the scenario's code (`onSave?(x)`, `work()`): one that is
  /// `async` needs `await`, one that throws needs `try`, as a function does.
  func callClosureFromCode(_ closure: ClosureValue, arguments: [Value], at position: SourcePosition) throws -> Value {
    try requireMarks(awaited: closure.closure.isAsync, tried: closure.closure.isThrowing, at: position)
    return try callClosure(closure, arguments: arguments, at: position, allowingAsync: true)
  }

  /// A closure given to an API that calls it synchronously and does not let errors out (a
  /// completion handler, main-queue work, an observer, an action's handler, `reduce(into:)`):
  /// swiftc refuses an `async` or throwing one where it is passed.
  func requireSynchronous(_ value: Value?) throws {
    guard case .closure(let closure)? = value else { return }
    let parameters = closure.closure.parameters.isEmpty ? "()" : "(_)"
    if closure.closure.isAsync {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message:
          "cannot pass function of type '\(parameters) async -> ()' to parameter expecting synchronous function type",
        position: closure.closure.position)
    }
    if closure.closure.isThrowing {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message:
          "invalid conversion from throwing function of type '\(parameters) throws -> ()' to non-throwing function type",
        position: closure.closure.position)
    }
  }
}

/// How many `try` and `await` marks cover the expression being evaluated (a function's body
/// starts with none: marks do not reach into what a call runs).
struct EffectMarks {
  var tries = 0
  var awaits = 0
}
