import DocEngine

// MARK: - guard, while, repeat, break, continue, defer, labels

/// What a loop does after one of its passes.
enum LoopStep {
  /// Go on with the next pass (the pass ended, or met `continue` for this loop).
  case next
  /// Leave the loop with this completion: normal after `break` for this loop, anything else
  /// (`return`, a jump to an outer label) passed on.
  case finished(Interpreter.Completion)

  init(after completion: Interpreter.Completion, label: String?) {
    switch completion {
    case .normal:
      self = .next
    case .continued(let target) where target == nil || target == label:
      self = .next
    case .broke(let target) where target == nil || target == label:
      self = .finished(.normal)
    default:
      self = .finished(completion)
    }
  }
}

extension Interpreter {
  /// Runs the statements `Lowering+ControlFlow` lowers.
  func executeControlFlow(_ statement: Statement, in scope: Scope) throws -> Completion {
    switch statement.kind {
    case .guardStatement(let conditions, let otherwise):
      return try executeGuard(conditions, otherwise: otherwise, in: scope, at: statement.position)
    case .whileLoop(let conditions, let body):
      return try executeWhile(conditions, body: body, in: scope, at: statement.position, label: nil)
    case .repeatWhile(let body, let condition):
      return try executeRepeat(body, condition: condition, in: scope, at: statement.position, label: nil)
    case .breakStatement(let label):
      return .broke(label)
    case .continueStatement(let label):
      return .continued(label)
    case .deferStatement(let body):
      scope.addDefer(body, at: statement.position)
      return .normal
    case .labeled(let label, let inner):
      return try executeLabeled(label, inner, in: scope)
    default:
      return try execute(statement, in: scope)
    }
  }

  /// `guard conditions else { … }`: when every clause holds, its bindings join the enclosing
  /// scope (released at its end, in Swift's order); otherwise the bindings made by the clauses
  /// before the one that failed are released and the `else` body runs (lowering made sure it
  /// leaves the scope).
  private func executeGuard(
    _ conditions: [Condition], otherwise: [Statement], in scope: Scope, at position: SourcePosition
  ) throws -> Completion {
    let trial = Scope(parent: scope)
    let holds = try asStatement(position) { () throws -> Bool in
      try evaluateConditions(conditions, bindingInto: trial)
    }
    if holds {
      for variable in trial.order {
        if let existing = scope.lookupLocal(variable.name), !existing.isParameter {
          throw RuntimeIssue(
            id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(variable.name)'",
            position: variable.position,
            notes: existing.block == blockNumber
              ? [("'\(variable.name)' previously declared here", existing.position)] : [])
        }
        variable.block = blockNumber
        scope.declare(variable)
      }
      return .normal
    }
    try endScope(trial, at: position)
    return try executeScoped(otherwise, in: Scope(parent: scope), at: position)
  }

  /// `while conditions { … }`: the conditions are evaluated before each pass, their bindings
  /// (`while let x = …`) live for that pass, and each pass is a scope of its own.
  func executeWhile(
    _ conditions: [Condition], body: [Statement], in scope: Scope, at position: SourcePosition, label: String?
  ) throws -> Completion {
    while true {
      try spendWork(at: position)  // the pass itself, even one that evaluates nothing
      let pass = Scope(parent: scope)
      let holds = try asStatement(position) { () throws -> Bool in
        try evaluateConditions(conditions, bindingInto: pass)
      }
      guard holds else {
        try endScope(pass, at: position)
        return .normal
      }
      let completion = try executeScoped(body, in: pass, at: position)
      if case .finished(let result) = LoopStep(after: completion, label: label) { return result }
    }
  }

  /// `repeat { … } while condition`: the body runs once before the condition is first checked;
  /// `continue` goes on to the check.
  func executeRepeat(
    _ body: [Statement], condition: Expr, in scope: Scope, at position: SourcePosition, label: String?
  ) throws -> Completion {
    while true {
      try spendWork(at: position)
      let completion = try executeScoped(body, in: Scope(parent: scope), at: position)
      if case .finished(let result) = LoopStep(after: completion, label: label) { return result }
      let again = try asStatement(condition.position) { () throws -> Bool in
        try evaluateCondition(condition, in: scope)
      }
      if !again { return .normal }
    }
  }

  /// `label: statement`: a loop learns its label (for `continue label`); `break label` ends
  /// whichever statement carries it.
  private func executeLabeled(_ label: String, _ inner: Statement, in scope: Scope) throws -> Completion {
    let completion: Completion
    switch inner.kind {
    case .forIn(let name, let namePosition, let sequence, let body):
      completion = try executeLoop(
        name: name, namePosition: namePosition, sequence: sequence, body: body, in: scope, at: inner.position,
        label: label)
    case .whileLoop(let conditions, let body):
      completion = try executeWhile(conditions, body: body, in: scope, at: inner.position, label: label)
    case .repeatWhile(let body, let condition):
      completion = try executeRepeat(body, condition: condition, in: scope, at: inner.position, label: label)
    default:
      completion = try execute(inner, in: scope)
    }
    if case .broke(let target) = completion, target == label { return .normal }
    return completion
  }

  /// Runs a `defer` body as its scope ends; lowering made sure nothing in it jumps out.
  func runDeferred(_ body: [Statement], in scope: Scope, at position: SourcePosition) throws {
    let inner = Scope(parent: scope)
    _ = try executeBlock(body, in: inner)
    try endScope(inner, at: position)
  }
}
