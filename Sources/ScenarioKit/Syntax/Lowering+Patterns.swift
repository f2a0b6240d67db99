import SwiftSyntax

// MARK: - Patterns

extension Lowering {
  /// The pattern of a `case` item or an `if case`: enum cases with their associated values
  /// (`.loaded(let items)`, `let .pair(a, b)`), tuples, `_`, `let x`, `x?` and values.
  mutating func lowerCasePattern(_ pattern: PatternSyntax, binding: Bool? = nil) throws(StaticIssue) -> Pattern {
    switch pattern.as(PatternSyntaxEnum.self) {
    case .valueBindingPattern(let bound):
      if binding != nil {
        throw invalid(
          bound, "'\(bound.bindingSpecifier.text)' cannot appear nested inside another 'var' or 'let' pattern")
      }
      return try lowerCasePattern(bound.pattern, binding: bound.bindingSpecifier.tokenKind == .keyword(.var))
    case .identifierPattern(let identifier):
      return .binding(
        name: identifier.identifier.text, isMutable: binding ?? false, position: converter.position(of: identifier))
    case .wildcardPattern(let wildcard):
      if let annotation = wildcard.typeAnnotation {
        throw unsupported(annotation, "a type annotation in a pattern is not supported in scenarios")
      }
      return .wildcard
    case .tuplePattern(let tuple):
      var elements: [Pattern] = []
      for element in tuple.elements {
        elements.append(try lowerCasePattern(element.pattern, binding: binding))
      }
      return elements.count == 1 ? elements[0] : .tuple(elements)
    case .expressionPattern(let expression):
      return try lowerExpressionPattern(expression.expression, binding: binding)
    case .isTypePattern:
      throw unsupported(pattern, "'is' patterns are not supported in scenarios; use 'if x is T'")
    default:
      throw unsupported(pattern, "this pattern is not supported in scenarios")
    }
  }

  /// A pattern written as an expression: `.loaded(let items)`, `(0, _)`, `x?`, a value.
  private mutating func lowerExpressionPattern(_ expr: ExprSyntax, binding: Bool?) throws(StaticIssue) -> Pattern {
    if let inner = expr.as(PatternExprSyntax.self) {
      return try lowerCasePattern(inner.pattern, binding: binding)
    }
    if expr.is(DiscardAssignmentExprSyntax.self) {
      return .wildcard
    }
    if let binding, let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      return .binding(name: reference.baseName.text, isMutable: binding, position: converter.position(of: expr))
    }
    if let tuple = expr.as(TupleExprSyntax.self) {
      var elements: [Pattern] = []
      for element in tuple.elements {
        if let label = element.label {
          throw unsupported(label, "labels in tuple patterns are not supported in scenarios")
        }
        elements.append(try lowerExpressionPattern(element.expression, binding: binding))
      }
      return elements.count == 1 ? elements[0] : .tuple(elements)
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      return .some(try lowerExpressionPattern(optional.expression, binding: binding))
    }
    if let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      call.trailingClosure == nil,
      Self.patternMentionsBinding(call.arguments, outerBinding: binding)
        || member.base == nil
    {
      var payload: [(label: String?, pattern: Pattern)] = []
      for argument in call.arguments {
        payload.append((argument.label?.text, try lowerExpressionPattern(argument.expression, binding: binding)))
      }
      return .enumCase(
        typeName: try member.base.map { base throws(StaticIssue) in try enumTypeName(of: base) },
        name: member.declName.baseName.text, payload: payload, position: converter.position(of: expr))
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
      return .enumCase(
        typeName: nil, name: member.declName.baseName.text, payload: nil, position: converter.position(of: expr))
    }
    if binding != nil, !expr.is(MemberAccessExprSyntax.self), !Self.isLiteral(expr) {
      throw unsupported(expr, "only names, '_', literals and enum cases can appear in a 'let' pattern in scenarios")
    }
    return .value(try lowerExpr(expr))
  }

  /// `Tab` in `Tab.loaded(let x)`, `ListViewController.Section` in a qualified case.
  private func enumTypeName(of base: ExprSyntax) throws(StaticIssue) -> String {
    if let name = Self.typeName(of: base) { return name }
    if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
      return "\(try enumTypeName(of: inner)).\(member.declName.baseName.text)"
    }
    throw unsupported(base, "an enum case pattern names its type or starts with '.' ('case .loaded(let items)')")
  }

  /// Whether a call's arguments bind names or discard values (so the call is a case pattern
  /// rather than a value to compare).
  private static func patternMentionsBinding(_ arguments: LabeledExprListSyntax, outerBinding: Bool?) -> Bool {
    arguments.contains { argument in
      let expression = argument.expression
      return outerBinding != nil || expression.is(PatternExprSyntax.self)
        || expression.is(DiscardAssignmentExprSyntax.self) || expression.is(TupleExprSyntax.self)
    }
  }

  private static func isLiteral(_ expr: ExprSyntax) -> Bool {
    expr.is(IntegerLiteralExprSyntax.self) || expr.is(StringLiteralExprSyntax.self)
      || expr.is(BooleanLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
      || expr.is(NilLiteralExprSyntax.self) || expr.is(PrefixOperatorExprSyntax.self)
  }

  /// The pattern of a `for` loop or of `let (x, y) = …`: names, `_` and tuples of them.
  func lowerBindingPattern(_ pattern: PatternSyntax, isMutable: Bool) throws(StaticIssue) -> Pattern {
    switch pattern.as(PatternSyntaxEnum.self) {
    case .identifierPattern(let identifier):
      return .binding(
        name: identifier.identifier.text, isMutable: isMutable, position: converter.position(of: identifier))
    case .wildcardPattern:
      return .wildcard
    case .tuplePattern(let tuple):
      var elements: [Pattern] = []
      for element in tuple.elements {
        if let label = element.label {
          throw unsupported(label, "labels in tuple patterns are not supported in scenarios")
        }
        elements.append(try lowerBindingPattern(element.pattern, isMutable: isMutable))
      }
      return elements.count == 1 ? elements[0] : .tuple(elements)
    default:
      throw unsupported(pattern, "only names, '_' and tuples of them can be bound here in scenarios")
    }
  }
}

extension Lowering {
  /// `let (x, y) = point`, `var (a, _) = pair`: nil when the declaration binds plain names.
  mutating func lowerDestructuring(_ decl: VariableDeclSyntax) throws(StaticIssue) -> Statement? {
    guard let binding = decl.bindings.first, binding.pattern.is(TuplePatternSyntax.self) else { return nil }
    guard decl.bindings.count == 1, decl.modifiers.isEmpty, decl.attributes.isEmpty else {
      throw unsupported(decl, "a tuple pattern must be the only binding of its 'let' or 'var' in scenarios")
    }
    if let annotation = binding.typeAnnotation {
      throw unsupported(annotation, "a type annotation on a tuple pattern is not supported in scenarios")
    }
    guard let initializer = binding.initializer else {
      throw StaticIssue(
        id: DiagnosticID.uninitialized, message: "a tuple pattern needs a value: 'let (x, y) = point'",
        position: converter.position(of: binding))
    }
    let pattern = try lowerBindingPattern(
      binding.pattern, isMutable: decl.bindingSpecifier.tokenKind == .keyword(.var))
    return Statement(
      kind: .destructuring(pattern, value: try lowerExpr(initializer.value)), position: converter.position(of: decl))
  }
}
