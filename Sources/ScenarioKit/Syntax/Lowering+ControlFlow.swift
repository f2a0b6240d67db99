import SwiftSyntax

/// A statement `break` or `continue` may leave, while its body is lowered.
struct JumpTarget {
  enum Kind: Equatable {
    case loop
    case switchStatement
    /// An `if` or `do` body: only a labeled `break` leaves it.
    case ifStatement
    case doStatement
    /// The body of a `defer`: nothing jumps out of it.
    case deferBody
  }

  var label: String?
  var kind: Kind
}

// MARK: - guard, while, repeat, break, continue, defer, labels

extension Lowering {
  /// Lowers the control-flow statements this file owns; nil for any other statement.
  mutating func lowerControlFlow(_ stmt: StmtSyntax, inClass: Bool) throws(StaticIssue) -> Statement? {
    let position = converter.position(of: stmt)
    if let guardStmt = stmt.as(GuardStmtSyntax.self) {
      return try lowerGuard(guardStmt, inClass: inClass)
    }
    if let loop = stmt.as(WhileStmtSyntax.self) {
      let conditions = try lowerConditions(loop.conditions)
      let body = lowerLoopBody(loop.body.statements, inClass: inClass)
      return Statement(kind: .whileLoop(conditions: conditions, body: body), position: position)
    }
    if let loop = stmt.as(RepeatStmtSyntax.self) {
      let body = lowerLoopBody(loop.body.statements, inClass: inClass)
      let condition = try lowerExpr(loop.condition)
      return Statement(kind: .repeatWhile(body: body, condition: condition), position: position)
    }
    if let jump = stmt.as(BreakStmtSyntax.self) {
      let label = jump.label?.text
      try checkJump(jump, keyword: "break", label: label)
      return Statement(kind: .breakStatement(label: label), position: position)
    }
    if let jump = stmt.as(ContinueStmtSyntax.self) {
      let label = jump.label?.text
      try checkJump(jump, keyword: "continue", label: label)
      return Statement(kind: .continueStatement(label: label), position: position)
    }
    if let deferStmt = stmt.as(DeferStmtSyntax.self) {
      jumpTargets.append(JumpTarget(label: nil, kind: .deferBody))
      let body = lowerBlock(deferStmt.body.statements, inClass: inClass)
      jumpTargets.removeLast()
      return Statement(kind: .deferStatement(body), position: position)
    }
    if let labeled = stmt.as(LabeledStmtSyntax.self) {
      return try lowerLabeled(labeled, inClass: inClass)
    }
    return nil
  }

  /// The body of a loop: `break` and `continue` inside it (outside nested loops, switches,
  /// closures) leave or restart this loop.
  mutating func lowerLoopBody(_ items: CodeBlockItemListSyntax, inClass: Bool) -> [Statement] {
    jumpTargets.append(JumpTarget(label: nil, kind: .loop))
    defer { jumpTargets.removeLast() }
    return lowerBlock(items, inClass: inClass)
  }

  /// The body of an `if` branch or a `do`: a labeled `break` may leave it, and an unlabeled
  /// one inside it is told so.
  mutating func lowerBranch(_ items: CodeBlockItemListSyntax, of kind: JumpTarget.Kind, inClass: Bool) -> [Statement] {
    jumpTargets.append(JumpTarget(label: nil, kind: kind))
    defer { jumpTargets.removeLast() }
    return lowerBlock(items, inClass: inClass)
  }

  /// The body of a method, function or closure: no `break` or `continue` inside it reaches a
  /// loop outside it.
  /// `effects` says whether `try`, `throw` and `await` may be in it (a plain function's body
  /// by default).
  mutating func lowerFunctionBody(
    _ items: CodeBlockItemListSyntax, effects context: EffectContext = .function("this function")
  ) -> [Statement] {
    lowerFunctionBodyWithEffects(items, effects: context).body
  }

  /// A body and what it turned out to do (a closure's inferred effects).
  mutating func lowerFunctionBodyWithEffects(_ items: CodeBlockItemListSyntax, effects context: EffectContext) -> (
    body: [Statement], effects: EffectContext
  ) {
    let outer = jumpTargets
    jumpTargets = []
    effects.append(context)
    defer { jumpTargets = outer }
    let body = lowerBlock(items, inClass: true)
    return (body, effects.removeLast())
  }

  /// `guard conditions else { … }`: the `else` body must not fall through, as swiftc checks.
  private mutating func lowerGuard(_ guardStmt: GuardStmtSyntax, inClass: Bool) throws(StaticIssue) -> Statement {
    let conditions = try lowerConditions(guardStmt.conditions)
    let otherwise = lowerBlock(guardStmt.body.statements, inClass: inClass)
    if Self.mayFallThrough(otherwise, neverReturning: neverReturning) {
      throw StaticIssue(
        id: DiagnosticID.swiftRule,
        message: "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
        position: converter.position(of: guardStmt.body.rightBrace))
    }
    return Statement(
      kind: .guardStatement(conditions: conditions, otherwise: otherwise), position: converter.position(of: guardStmt))
  }

  /// `name: statement`, for a loop, `switch`, `if` or `do` that `break name` (and, for a loop,
  /// `continue name`) leaves.
  private mutating func lowerLabeled(_ labeled: LabeledStmtSyntax, inClass: Bool) throws(StaticIssue) -> Statement {
    let label = labeled.label.text
    let inner = labeled.statement
    let kind: JumpTarget.Kind
    if inner.is(ForStmtSyntax.self) || inner.is(WhileStmtSyntax.self) || inner.is(RepeatStmtSyntax.self) {
      kind = .loop
    } else if inner.is(DoStmtSyntax.self) {
      kind = .doStatement
    } else if let expression = inner.as(ExpressionStmtSyntax.self)?.expression,
      expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
    {
      kind = expression.is(IfExprSyntax.self) ? .ifStatement : .switchStatement
    } else {
      throw unsupported(labeled, "a label names a loop, 'if', 'do' or 'switch'")
    }
    if jumpTargets.contains(where: { $0.label == label }) {
      throw StaticIssue(
        id: DiagnosticID.swiftRule, message: "label '\(label)' cannot be reused on an inner statement",
        position: converter.position(of: labeled))
    }
    jumpTargets.append(JumpTarget(label: label, kind: kind))
    defer { jumpTargets.removeLast() }
    let statement = try lowerStatement(inner, inClass: inClass)
    return Statement(kind: .labeled(label: label, statement: statement), position: converter.position(of: labeled))
  }

  /// Checks that a `break` or `continue` has somewhere to go, with swiftc's wording.
  private func checkJump(_ node: some SyntaxProtocol, keyword: String, label: String?) throws(StaticIssue) {
    func issue(_ message: String) -> StaticIssue {
      StaticIssue(id: DiagnosticID.swiftRule, message: message, position: converter.position(of: node))
    }
    for target in jumpTargets.reversed() {
      if target.kind == .deferBody {
        throw issue("'\(keyword)' cannot transfer control out of a defer statement")
      }
      if let label {
        guard target.label == label else { continue }
        if keyword == "continue", target.kind != .loop {
          let statement = [.switchStatement: "switch", .doStatement: "do"][target.kind] ?? "if"
          throw issue("'continue' cannot be used with \(statement) statements")
        }
        return
      }
      switch (keyword, target.kind) {
      case ("break", .loop), ("break", .switchStatement), ("continue", .loop):
        return
      default:
        continue
      }
    }
    if let label {
      throw issue("cannot find label '\(label)' in scope")
    }
    if keyword == "continue" {
      throw issue("'continue' is only allowed inside a loop")
    }
    let insideIfOrDo = jumpTargets.contains { $0.kind == .ifStatement || $0.kind == .doStatement }
    throw issue(
      insideIfOrDo
        ? "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do"
        : "'break' is only allowed inside a loop, if, do, or switch")
  }

  /// `return` inside a `defer` body (not inside a closure there) is swiftc's error.
  func checkNotLeavingDefer(_ node: some SyntaxProtocol, keyword: String) throws(StaticIssue) {
    if jumpTargets.contains(where: { $0.kind == .deferBody }) {
      throw StaticIssue(
        id: DiagnosticID.swiftRule, message: "'\(keyword)' cannot transfer control out of a defer statement",
        position: converter.position(of: node))
    }
  }

  /// A `defer` at the top level would run when the whole page's code ends; scenarios refuse it.
  func refuseTopLevelDefer(_ stmt: StmtSyntax) throws(StaticIssue) -> Statement {
    throw unsupported(
      stmt, "'defer' at the top level of a scenario is not supported; put it in a function, method or 'do' block")
  }

  // MARK: - Falling through

  /// Whether control can reach the end of `statements`: swiftc's test for a `guard`'s `else`.
  /// A statement that always leaves (`return`, `break`, `continue`, a call to `fatalError` or
  /// `preconditionFailure`, an `if`/`else` or `switch` all of whose branches leave, a `do`
  /// whose body leaves) makes the rest unreachable.
  static func mayFallThrough(_ statements: [Statement], neverReturning: Set<String>) -> Bool {
    !statements.contains { alwaysLeaves($0, neverReturning: neverReturning) }
  }

  private static func alwaysLeaves(_ statement: Statement, neverReturning: Set<String>) -> Bool {
    func fallsThrough(_ body: [Statement]) -> Bool { mayFallThrough(body, neverReturning: neverReturning) }
    switch statement.kind {
    case .returnStatement, .breakStatement, .continueStatement, .throwStatement:
      return true
    case .expression(let expr):
      guard case .call(let callee, _, _) = expr.kind, case .identifier(let name) = callee.kind else { return false }
      return neverReturning.contains(name)
    case .scope(let body):
      return !fallsThrough(body)
    case .conditional(_, let then, let otherwise):
      guard let otherwise else { return false }
      return !fallsThrough(then) && !fallsThrough(otherwise)
    case .switchStatement(_, let cases):
      return cases.contains(where: \.isDefault) && cases.allSatisfy { !fallsThrough($0.body) }
    case .labeled(_, let inner):
      // A labeled statement may be left by its own `break label`; only a plain body counts.
      if case .scope(let body) = inner.kind { return !fallsThrough(body) && !containsBreak(body) }
      return false
    default:
      return false
    }
  }

  private static func containsBreak(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      switch statement.kind {
      case .breakStatement: return true
      case .scope(let body): return containsBreak(body)
      case .conditional(_, let then, let otherwise): return containsBreak(then) || containsBreak(otherwise ?? [])
      default: return false
      }
    }
  }

  /// The standard library's functions that never return (`-> Never`).
  static let neverReturningFunctions: Set<String> = ["fatalError", "preconditionFailure"]

  /// The names of a file's top-level functions declared `-> Never`, found before lowering so a
  /// guard above the declaration knows them.
  static func neverReturningFunctions(in file: SourceFileSyntax) -> Set<String> {
    Set(
      file.statements.compactMap { item in
        guard let function = item.item.as(FunctionDeclSyntax.self),
          function.signature.returnClause?.type.trimmedDescription == "Never"
        else { return nil }
        return function.name.text
      })
  }
}
