import SwiftSyntax

/// Where an error or a suspension may go, while a body is lowered: what swiftc checks of
/// `try`, `throw` and `await` before anything runs.
struct EffectContext {
  enum Kind {
    /// A function, method, initializer, accessor or `deinit` (its name, for messages).
    case function(String)
    /// A closure: Swift infers from its body whether it throws or is `async`.
    case closure
  }

  var kind: Kind
  var isAsync = false
  var isThrowing = false
  /// Inside how many `do` bodies whose `catch` clauses catch every error, and how many whose
  /// clauses do not.
  var handledDepth = 0
  var partlyHandledDepth = 0
  /// What a closure's body turned out to do (its inferred effects).
  var sawAwait = false
  var sawThrow = false

  static func function(_ name: String, isAsync: Bool = false, isThrowing: Bool = false) -> EffectContext {
    EffectContext(kind: .function(name), isAsync: isAsync, isThrowing: isThrowing)
  }
}

// MARK: - try, throw, await, do/catch

extension Lowering {
  /// `try e`, `try? e`, `try! e`.
  mutating func lowerTry(_ node: TryExprSyntax) throws(StaticIssue) -> Expr {
    let kind: Expr.TryKind
    switch node.questionOrExclamationMark?.tokenKind {
    case .postfixQuestionMark?: kind = .optional
    case .exclamationMark?: kind = .forced
    default: kind = .plain
    }
    if kind == .plain { try noteErrorSite(node, isThrow: false) }
    return Expr(kind: .tryExpr(try lowerExpr(node.expression), kind), position: converter.position(of: node))
  }

  /// `await e`: only in asynchronous code (an `async` function or a closure, which becomes
  /// `async`); a scenario's top level is a sequence of events, not asynchronous code.
  mutating func lowerAwait(_ node: AwaitExprSyntax) throws(StaticIssue) -> Expr {
    guard let context = effects.last else {
      throw unsupported(
        node,
        "'await' at the top level of a scenario is not supported: each top-level statement is an event the app handles, after which it settles; put the asynchronous code in 'Task { … }'"
      )
    }
    switch context.kind {
    case .closure:
      effects[effects.count - 1].sawAwait = true
    case .function(let name):
      guard context.isAsync else {
        throw StaticIssue(
          id: DiagnosticID.swiftRule, message: "'async' call in a function that does not support concurrency",
          position: converter.position(of: node),
          notes: [("add 'async' to function '\(name)' to make it asynchronous", nil)])
      }
    }
    return Expr(kind: .awaitExpr(try lowerExpr(node.expression)), position: converter.position(of: node))
  }

  /// `throw e`.
  mutating func lowerThrow(_ node: ThrowStmtSyntax) throws(StaticIssue) -> Statement {
    try noteErrorSite(node, isThrow: true)
    return Statement(kind: .throwStatement(try lowerExpr(node.expression)), position: converter.position(of: node))
  }

  /// An error may leave here: fine at the top level (Swift stops the program), inside a `do`
  /// whose clauses catch everything, in a throwing function, or in a closure (which then
  /// throws); swiftc's error elsewhere.
  private mutating func noteErrorSite(_ node: some SyntaxProtocol, isThrow: Bool) throws(StaticIssue) {
    guard let context = effects.last, context.handledDepth == 0 else { return }
    switch context.kind {
    case .closure:
      effects[effects.count - 1].sawThrow = true
    case .function:
      guard !context.isThrowing else { return }
      let message: String
      if context.partlyHandledDepth > 0 {
        message = "errors thrown from here are not handled because the enclosing catch is not exhaustive"
      } else if isThrow {
        message = "error is not handled because the enclosing function is not declared 'throws'"
      } else {
        message = "errors thrown from here are not handled"
      }
      throw StaticIssue(id: DiagnosticID.swiftRule, message: message, position: converter.position(of: node))
    }
  }

  /// `do { … } catch … { … }`: without `catch` clauses a plain scope.
  mutating func lowerDo(_ doStmt: DoStmtSyntax, inClass: Bool) throws(StaticIssue) -> Statement {
    let position = converter.position(of: doStmt)
    if let throwsClause = doStmt.throwsClause {
      throw unsupported(throwsClause, "typed 'do throws' is not supported in scenarios")
    }
    guard !doStmt.catchClauses.isEmpty else {
      return Statement(
        kind: .scope(lowerBranch(doStmt.body.statements, of: .doStatement, inClass: inClass)), position: position)
    }
    var catches: [CatchClause] = []
    for clause in doStmt.catchClauses {
      var items: [CaseItem] = []
      for item in clause.catchItems {
        guard let pattern = item.pattern else {
          throw unsupported(item, "this 'catch' pattern is not supported in scenarios")
        }
        let guardExpr = try item.whereClause.map { clause throws(StaticIssue) in try lowerExpr(clause.condition) }
        items.append(CaseItem(pattern: try lowerCatchPattern(pattern), guardExpr: guardExpr))
      }
      catches.append(CatchClause(items: items, body: [], position: converter.position(of: clause)))
    }
    let exhaustive = catches.contains(where: \.catchesEverything)
    if !effects.isEmpty {
      if exhaustive {
        effects[effects.count - 1].handledDepth += 1
      } else {
        effects[effects.count - 1].partlyHandledDepth += 1
      }
    }
    let body = lowerBranch(doStmt.body.statements, of: .doStatement, inClass: inClass)
    if !effects.isEmpty {
      if exhaustive {
        effects[effects.count - 1].handledDepth -= 1
      } else {
        effects[effects.count - 1].partlyHandledDepth -= 1
      }
    }
    for (index, clause) in doStmt.catchClauses.enumerated() {
      catches[index].body = lowerBranch(clause.body.statements, of: .doStatement, inClass: inClass)
    }
    return Statement(kind: .doCatch(body: body, catches: catches), position: position)
  }

  /// A `catch` clause's pattern: `LoadError.offline`, `.server(let code)`, `is CancellationError`,
  /// `let error as LoadError`, `let error`.
  private mutating func lowerCatchPattern(_ pattern: PatternSyntax) throws(StaticIssue) -> Pattern {
    if let isType = pattern.as(IsTypePatternSyntax.self) {
      return .isType(try lowerTypeName(isType.type))
    }
    if let bound = pattern.as(ValueBindingPatternSyntax.self),
      let expression = bound.pattern.as(ExpressionPatternSyntax.self)?.expression,
      let cast = Self.unresolvedCast(expression)
    {
      return .cast(
        .binding(
          name: cast.name.text, isMutable: bound.bindingSpecifier.tokenKind == .keyword(.var),
          position: converter.position(of: cast.name)), try lowerTypeName(cast.type))
    }
    return try lowerCasePattern(pattern)
  }

  /// `error as LoadError` in a pattern: the name and the type.
  private static func unresolvedCast(_ expression: ExprSyntax) -> (name: TokenSyntax, type: TypeSyntax)? {
    if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil,
      let name = cast.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        ?? cast.expression.as(DeclReferenceExprSyntax.self)?.baseName
    {
      return (name, cast.type)
    }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
        let type = elements[2].as(TypeExprSyntax.self)?.type
      else { return nil }
      let name =
        elements[0].as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName
      guard let name else { return nil }
      return (name, type)
    }
    return nil
  }

  /// The effects a function's signature declares (`async`, `throws`); `rethrows` and typed
  /// `throws(E)` are not supported.
  func declaredEffects(_ specifiers: FunctionEffectSpecifiersSyntax?) throws(StaticIssue) -> (
    isAsync: Bool, isThrowing: Bool
  ) {
    guard let specifiers else { return (false, false) }
    if let clause = specifiers.throwsClause {
      if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
        throw unsupported(clause, "'rethrows' is not supported in scenarios; declare the function 'throws'")
      }
      if let type = clause.type {
        throw unsupported(type, "typed 'throws' is not supported in scenarios; write 'throws'")
      }
    }
    return (specifiers.asyncSpecifier != nil, specifiers.throwsClause != nil)
  }
}
