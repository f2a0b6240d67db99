import DocEngine

// MARK: - Matching patterns

extension Interpreter {
  /// A name a matched pattern binds.
  struct PatternBinding {
    let name: String
    let value: Value
    let isMutable: Bool
    let position: SourcePosition
  }

  /// Matches `value` against `pattern`, adding the names it binds to `bindings`; false when
  /// it does not match. Values in patterns are evaluated in `scope` and compared with `==`
  /// (a range matches the numbers in it, as Swift's `~=` does).
  func match(
    _ pattern: Pattern, _ value: Value, in scope: Scope, at position: SourcePosition, bindings: inout [PatternBinding]
  ) throws -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .binding(let name, let isMutable, let position):
      bindings.append(PatternBinding(name: name, value: value, isMutable: isMutable, position: position))
      return true
    case .value(let expr):
      return try matchValue(expr, value, in: scope)
    case .tuple(let elements):
      guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else {
        throw RuntimeIssue.type(
          "tuple pattern cannot match values of non-tuple type '\(describeType(of: value))'", at: position)
      }
      for (element, part) in zip(elements, tuple.elements) {
        guard try match(element, part, in: scope, at: position, bindings: &bindings) else { return false }
      }
      return true
    case .some(let inner):
      if value.isNil { return false }
      return try match(inner, value.unwrappedOptional, in: scope, at: position, bindings: &bindings)
    case .enumCase(let typeName, let name, let payload, let casePosition):
      return try matchCase(
        typeName: typeName, name: name, payload: payload, value, at: casePosition, in: scope, &bindings)
    case .isType(let typeName):
      return try castMatches(value, resolveValueType(typeName, from: scope.className) ?? typeName, at: position)
    case .cast(let inner, let typeName):
      guard try castMatches(value, resolveValueType(typeName, from: scope.className) ?? typeName, at: position)
      else { return false }
      return try match(inner, value, in: scope, at: position, bindings: &bindings)
    }
  }

  private func matchValue(_ expr: Expr, _ value: Value, in scope: Scope) throws -> Bool {
    if case .binary(let op, let lower, let upper) = expr.kind, op == .closedRange || op == .halfOpenRange {
      let low = try evaluate(lower, in: scope)
      let high = try evaluate(upper, in: scope)
      let subject = value.unwrappedOptional
      let above = try Arithmetic.apply(
        .greaterOrEqual, subject, low, leftIsLiteral: false, rightIsLiteral: lower.isNumberLiteral, at: expr.position)
      let below = try Arithmetic.apply(
        op == .closedRange ? .lessOrEqual : .less, subject, high, leftIsLiteral: false,
        rightIsLiteral: upper.isNumberLiteral, at: expr.position)
      if case .bool(true) = above, case .bool(true) = below { return true }
      return false
    }
    let candidate = try asStatement(expr.position) { () throws -> Value in try evaluate(expr, in: scope) }
    return try equal(value, candidate, at: expr.position) == true
  }

  /// `.loaded(let items)` against a scenario enum's case, an implicit member's, or an
  /// optional (`.some(let x)`, `.none`; an enum case pattern also looks inside an optional,
  /// as Swift's does).
  private func matchCase(
    typeName: String?, name: String, payload: [(label: String?, pattern: Pattern)]?, _ value: Value,
    at position: SourcePosition, in scope: Scope, _ bindings: inout [PatternBinding]
  ) throws -> Bool {
    let actualName: String
    let actualPayload: [Value]
    switch value {
    case .enumValue(let enumValue):
      if let typeName, let resolved = resolveValueType(typeName, from: scope.className), resolved != enumValue.typeName
      {
        return false
      }
      if valueTypes.enums[enumValue.typeName]?.casesByName[name] == nil {
        throw RuntimeIssue(
          id: DiagnosticID.unknownMember, message: "type '\(enumValue.typeName)' has no member '\(name)'",
          position: position)
      }
      (actualName, actualPayload) = (enumValue.caseName, enumValue.payload)
    case .enumCase(let caseName, let casePayload):
      (actualName, actualPayload) = (caseName, casePayload)
    case .null where name == "none":
      return payload == nil
    case .null:
      return false
    case .optional(let wrapped) where name == "some":
      guard let payload, payload.count == 1 else { return true }
      return try match(payload[0].pattern, wrapped, in: scope, at: position, bindings: &bindings)
    case .optional(let wrapped):
      return try matchCase(
        typeName: typeName, name: name, payload: payload, wrapped, at: position, in: scope, &bindings)
    case _ where name == "some" && !value.isNil:
      guard let payload, payload.count == 1 else { return true }
      return try match(payload[0].pattern, value, in: scope, at: position, bindings: &bindings)
    default:
      return false
    }
    guard actualName == name else { return false }
    guard let payload else { return true }
    guard payload.count == actualPayload.count else {
      throw RuntimeIssue.type(
        "the pattern '.\(name)(…)' has \(payload.count) element\(payload.count == 1 ? "" : "s"); the case has \(actualPayload.count)",
        at: position)
    }
    for (element, part) in zip(payload, actualPayload) {
      guard try match(element.pattern, part, in: scope, at: position, bindings: &bindings) else { return false }
    }
    return true
  }

  /// Declares what a pattern bound in `scope`, retaining what the values hold.
  func declare(_ bindings: [PatternBinding], in scope: Scope) throws {
    for binding in bindings {
      if scope.lookupLocal(binding.name) != nil {
        throw RuntimeIssue(
          id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(binding.name)'",
          position: binding.position)
      }
      try declareValue(
        binding.name, value: binding.value, isMutable: binding.isMutable, at: binding.position, in: scope)
    }
  }

  /// The scope a `switch` case runs in when one of its items matches `value` (its bindings
  /// declared, its `where` clause true), or nil when none does.
  func matchingScope(of switchCase: SwitchCase, _ value: Value, in scope: Scope) throws -> Scope? {
    if switchCase.isDefault { return Scope(parent: scope) }
    for item in switchCase.items {
      var bindings: [PatternBinding] = []
      guard try match(item.pattern, value, in: scope, at: switchCase.position, bindings: &bindings) else { continue }
      let inner = Scope(parent: scope)
      try declare(bindings, in: inner)
      if let guardExpr = item.guardExpr {
        let holds = try asStatement(guardExpr.position) { () throws -> Bool in
          try evaluateCondition(guardExpr, in: inner)
        }
        if !holds {
          try endScope(inner, at: guardExpr.position)
          continue
        }
      }
      return inner
    }
    return nil
  }

  /// `let (x, y) = point`: the value destructured into names declared in `scope`.
  func destructure(_ pattern: Pattern, _ valueExpr: Expr, in scope: Scope, at position: SourcePosition) throws {
    let value = try evaluate(valueExpr, in: scope)
    try checkStorable(value, at: valueExpr.position)
    var bindings: [PatternBinding] = []
    guard try match(pattern, value, in: scope, at: position, bindings: &bindings) else {
      throw RuntimeIssue.type("the value does not match the pattern", at: position)
    }
    try declare(bindings, in: scope)
  }
}
