import SwiftSyntax

// MARK: - Expressions

extension Lowering {
  /// Lowers an expression used as a whole (not as the base of a member access or call): an
  /// optional chain inside it ends here.
  mutating func lowerExpr(_ syntax: ExprSyntax) throws(StaticIssue) -> Expr {
    let inner = try lowerChainLink(syntax)
    return Self.containsChain(inner)
      ? Expr(kind: .chainBoundary(inner), position: inner.position) : inner
  }

  /// Whether an optional-chaining `?` sits on the spine of this postfix expression.
  private static func containsChain(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .optionalChain: return true
    case .member(let base, _), .forceUnwrap(let base), .subscriptAccess(let base, _):
      return containsChain(base)
    case .call(let callee, _, _): return containsChain(callee)
    default: return false
    }
  }

  /// Lowers one link of a postfix chain; an optional chain is not closed here.
  private mutating func lowerChainLink(_ syntax: ExprSyntax) throws(StaticIssue) -> Expr {
    let position = converter.position(of: syntax)
    func make(_ kind: Expr.Kind) -> Expr { Expr(kind: kind, position: position) }

    switch syntax.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let ref):
      if let arguments = ref.argumentNames {
        throw unsupported(arguments, "references to functions by name are not supported in scenarios")
      }
      switch ref.baseName.tokenKind {
      case .binaryOperator(let text):
        return make(.closure(try operatorFunction(text, at: ref)))
      case .keyword(.self): return make(.selfReference)
      case .identifier, .dollarIdentifier: return make(.identifier(ref.baseName.identifier?.name ?? ref.baseName.text))
      case .keyword(.Self): throw unsupported(ref, "'Self' is not supported in scenarios")
      default: return make(.identifier(ref.baseName.text))
      }
    case .superExpr:
      return make(.superReference)
    case .memberAccessExpr(let member):
      let name = member.declName.baseName
      if let arguments = member.declName.argumentNames {
        throw unsupported(arguments, "references to methods by name are not supported in scenarios")
      }
      guard let baseSyntax = member.base else {
        return make(.implicitMember(name.text))
      }
      if name.tokenKind == .keyword(.`init`), let typeName = Self.typeName(of: baseSyntax) {
        return make(.closure(initializerFunction(typeName, at: member)))
      }
      if name.tokenKind == .keyword(.self) {
        guard let typeName = Self.typeName(of: baseSyntax) else {
          throw unsupported(member, "'.self' is supported only on a class name: 'DetailViewController.self'")
        }
        return make(.typeReference(typeName))
      }
      let base = try lowerChainLink(baseSyntax)
      return Expr(kind: .member(base: base, name: name.text), position: converter.position(of: member.declName))
    case .optionalChainingExpr(let chain):
      return make(.optionalChain(try lowerChainLink(chain.expression)))
    case .forceUnwrapExpr(let unwrap):
      return make(.forceUnwrap(try lowerChainLink(unwrap.expression)))
    case .functionCallExpr(let call):
      let callee: Expr
      if let type = try collectionType(call.calledExpression) {
        callee = make(type)
      } else {
        callee = try lowerChainLink(call.calledExpression)
      }
      var arguments: [Argument] = []
      for argument in call.arguments {
        arguments.append(
          Argument(
            label: argument.label?.text, value: try lowerExpr(argument.expression),
            text: converter.text(of: argument.expression)))
      }
      let trailing = try call.trailingClosure.map { c throws(StaticIssue) in try lowerClosure(c) }
      // `{ … } completion: { … }`: labeled trailing closures are arguments after the first one.
      for extra in call.additionalTrailingClosures {
        var argument = Argument(
          label: extra.label.text,
          value: Expr(kind: .closure(try lowerClosure(extra.closure)), position: converter.position(of: extra.closure)),
          text: converter.text(of: extra.closure))
        argument.isTrailingClosure = true
        arguments.append(argument)
      }
      return make(.call(callee: callee, arguments: arguments, trailingClosure: trailing))
    case .subscriptCallExpr(let subscriptCall):
      let arguments = Array(subscriptCall.arguments)
      if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "default",
        subscriptCall.trailingClosure == nil
      {
        let index = make(.tupleLiteral(try lowerTupleElements(subscriptCall.arguments)))
        return make(.subscriptAccess(base: try lowerChainLink(subscriptCall.calledExpression), index: index))
      }
      guard arguments.count == 1, arguments[0].label == nil, subscriptCall.trailingClosure == nil else {
        throw unsupported(
          subscriptCall, "only single-index subscripts like 'controllers[0]' are supported in scenarios")
      }
      return make(
        .subscriptAccess(
          base: try lowerChainLink(subscriptCall.calledExpression), index: try lowerExpr(arguments[0].expression)))
    case .stringLiteralExpr(let literal):
      return make(.stringLiteral(try lowerString(literal)))
    case .integerLiteralExpr(let literal):
      guard let value = Int(literal.literal.text.filter { $0 != "_" }) else {
        throw unsupported(
          literal, "integer literal '\(literal.literal.text)' is not supported in scenarios (decimal only)")
      }
      return make(.integerLiteral(value))
    case .floatLiteralExpr(let literal):
      guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
        throw unsupported(literal, "floating-point literal '\(literal.literal.text)' is not supported in scenarios")
      }
      return make(.floatLiteral(value))
    case .booleanLiteralExpr(let literal):
      return make(.booleanLiteral(literal.literal.tokenKind == .keyword(.true)))
    case .nilLiteralExpr:
      return make(.nilLiteral)
    case .arrayExpr(let array):
      var elements: [Expr] = []
      for element in array.elements {
        elements.append(try lowerExpr(element.expression))
      }
      return make(.arrayLiteral(elements))
    case .prefixOperatorExpr(let prefix):
      switch prefix.operator.text {
      case "!": return make(.not(try lowerExpr(prefix.expression)))
      case "-": return make(.negate(try lowerExpr(prefix.expression)))
      default: throw unsupported(prefix, "prefix operator '\(prefix.operator.text)' is not supported in scenarios")
      }
    case .sequenceExpr(let sequence):
      return try foldSequence(Array(sequence.elements), whole: sequence)
    case .tupleExpr(let tuple):
      if tuple.elements.count > 1 {
        return make(.tupleLiteral(try lowerTupleElements(tuple.elements)))
      }
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
        throw unsupported(tuple, "this tuple is not supported in scenarios")
      }
      return try lowerChainLink(only.expression)
    case .closureExpr(let closure):
      return make(.closure(try lowerClosure(closure)))
    case .asExpr(let cast):
      let kind: CastKind
      switch cast.questionOrExclamationMark?.tokenKind {
      case .postfixQuestionMark?: kind = .conditional
      case .exclamationMark?: kind = .forced
      default: kind = .coerce
      }
      return make(.cast(try lowerExpr(cast.expression), kind, typeName: try lowerCastType(cast.type)))
    case .isExpr(let check):
      return make(.cast(try lowerExpr(check.expression), .check, typeName: try lowerCastType(check.type)))
    case .typeExpr(let type):
      throw unsupported(
        type, "type '\(type.trimmedDescription)' cannot be used as a value; write '\(type.trimmedDescription).self'")
    case .ternaryExpr(let ternary):
      return make(
        .ternary(
          try lowerExpr(ternary.condition), try lowerExpr(ternary.thenExpression), try lowerExpr(ternary.elseExpression)
        ))
    case .unresolvedTernaryExpr:
      throw unsupported(syntax, "'?:' needs a condition before '?'")
    case .ifExpr:
      throw unsupported(syntax, "'if' expressions are not supported in scenarios; use an 'if' statement")
    case .switchExpr:
      throw unsupported(syntax, "'switch' is not supported in scenarios; use 'if'")
    case .tryExpr(let node):
      return try lowerTry(node)
    case .awaitExpr(let node):
      return try lowerAwait(node)
    case .dictionaryExpr(let dictionary):
      return make(.dictionaryLiteral(try lowerDictionaryElements(dictionary)))
    case .keyPathExpr:
      throw unsupported(syntax, "key paths are not supported in scenarios")
    case .macroExpansionExpr(let macro) where macro.macroName.text == "selector":
      return try lowerSelector(macro)
    case .macroExpansionExpr:
      throw unsupported(syntax, "macros are not supported in scenarios")
    case .regexLiteralExpr:
      throw unsupported(syntax, "regular expressions are not supported in scenarios")
    case .infixOperatorExpr(let infix):
      return try foldSequence([infix.leftOperand, infix.operator, infix.rightOperand], whole: infix)
    default:
      throw unsupported(syntax, "this expression is not supported in scenarios")
    }
  }

  /// `Name` or `Module.Name` used before `.self`.
  static func typeName(of syntax: ExprSyntax) -> String? {
    if let ref = syntax.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
      case .identifier = ref.baseName.tokenKind
    {
      return ref.baseName.text
    }
    if let type = syntax.as(TypeExprSyntax.self) {
      return type.type.trimmedDescription
    }
    return nil
  }

  // MARK: - Closures and strings

  mutating func lowerClosure(_ closure: ClosureExprSyntax) throws(StaticIssue) -> Closure {
    var parameters: [String] = []
    var weakCaptures: [String] = []
    var unownedCaptures: [String] = []
    var declaredAsync = false
    var declaredThrowing = false
    if let signature = closure.signature {
      // `Task { @MainActor in … }`: everything runs on the main actor here.
      for attribute in signature.attributes {
        let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
        guard ["MainActor", "Sendable"].contains(name) else {
          throw unsupported(attribute, "closure attributes other than '@MainActor' are not supported in scenarios")
        }
      }
      if let specifiers = signature.effectSpecifiers {
        declaredAsync = specifiers.asyncSpecifier != nil
        declaredThrowing = specifiers.throwsClause != nil
      }
      if let capture = signature.capture {
        // A closure holds what it uses strongly; `[weak x]` makes `x` read nil once its object
        // is gone, `[unowned x]` reads the object and traps once it is gone.
        for item in capture.items {
          let specifier = item.specifier?.specifier.text
          guard specifier == "weak" || specifier == "unowned", item.initializer == nil else {
            throw unsupported(item, "only '[weak x]' and '[unowned x]' capture lists are supported in scenarios")
          }
          if specifier == "weak" { weakCaptures.append(item.name.text) } else { unownedCaptures.append(item.name.text) }
        }
      }
      switch signature.parameterClause {
      case .simpleInput(let list)?:
        parameters = list.map(\.name.text)
      case .parameterClause(let clause)?:
        parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil:
        break
      }
    }
    let anonymous = AnonymousArguments(closure)
    if let first = anonymous.first {
      guard closure.signature?.parameterClause == nil else {
        throw invalid(
          first, "anonymous closure arguments cannot be used inside a closure that has explicit arguments")
      }
      parameters = (0...anonymous.highest).map { "$\($0)" }
    }
    let (loweredBody, inferred) = lowerFunctionBodyWithEffects(
      closure.statements,
      effects: EffectContext(kind: .closure, isAsync: declaredAsync, isThrowing: declaredThrowing))
    var body = loweredBody
    // A single-expression closure returns its value, as in Swift: `{ UIViewController() }`.
    if body.count == 1, case .expression(let value) = body[0].kind {
      body = [Statement(kind: .returnStatement(value), position: body[0].position)]
    }
    var lowered = Closure(parameters: parameters, body: body, position: converter.position(of: closure))
    lowered.weakCaptures = weakCaptures
    lowered.unownedCaptures = unownedCaptures
    lowered.isAsync = declaredAsync || inferred.sawAwait
    lowered.isThrowing = declaredThrowing || inferred.sawThrow
    let captures = ClosureCaptures(closure)
    lowered.usedNames = captures.names
    lowered.usesSelf = captures.usesSelf
    return lowered
  }

  private mutating func lowerString(_ literal: StringLiteralExprSyntax) throws(StaticIssue) -> [StringPart] {
    if let delimiter = literal.openingPounds {
      throw unsupported(delimiter, "raw strings ('#\"…\"#') are not supported in scenarios")
    }
    var parts: [StringPart] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        parts.append(.text(try Self.unescape(text.content.text, at: converter.position(of: text))))
      case .expressionSegment(let interpolation):
        let arguments = Array(interpolation.expressions)
        guard arguments.count == 1, arguments[0].label == nil else {
          throw unsupported(interpolation, "only '\\(value)' interpolations are supported in scenarios")
        }
        parts.append(.interpolation(try lowerExpr(arguments[0].expression)))
      }
    }
    return parts
  }

  /// Resolves Swift's escapes in a string segment: `\n`, `\t`, `\"`, `\\`, `\'`, `\0`, `\u{…}`.
  private static func unescape(_ raw: String, at position: SourcePosition) throws(StaticIssue) -> String {
    guard raw.contains("\\") else { return raw }
    var result = ""
    var iterator = raw.makeIterator()
    while let character = iterator.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "\"": result.append("\"")
      case "'": result.append("'")
      case "\\": result.append("\\")
      case "u":
        var hex = ""
        _ = iterator.next()  // "{"
        while let digit = iterator.next(), digit != "}" { hex.append(digit) }
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
          result.unicodeScalars.append(scalar)
        }
      default:
        // A line continuation in a multi-line string: the parser already rejected others.
        continue
      }
    }
    return result
  }

  // MARK: - Operator sequences

  /// Folds `a === b && !c` (swift-syntax leaves operators unfolded) by Swift's precedences:
  /// casts, then `* / %`, then `+ -`, then comparisons, then `&&`, then `||`, then `?:`.
  /// Operators outside the subset are errors.
  mutating func foldSequence(_ elements: [ExprSyntax], whole: some SyntaxProtocol) throws(StaticIssue) -> Expr {
    var operands: [Expr] = []
    var operators: [(precedence: Int, apply: (Expr, Expr) -> Expr)] = []

    func reduce(above minimum: Int) {
      while let last = operators.last, last.precedence >= minimum {
        operators.removeLast()
        let right = operands.removeLast()
        let left = operands.removeLast()
        operands.append(last.apply(left, right))
      }
    }

    var index = 0
    guard !elements.isEmpty else { throw unsupported(whole, "empty expression") }
    operands.append(try lowerExpr(elements[0]))
    index = 1
    while index < elements.count {
      let op = elements[index]
      let position = converter.position(of: op)
      if let cast = op.as(UnresolvedAsExprSyntax.self) {
        let kind: CastKind
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?: kind = .conditional
        case .exclamationMark?: kind = .forced
        default: kind = .coerce
        }
        guard index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) else {
          throw unsupported(cast, "a cast needs a class name")
        }
        let typeName = try lowerCastType(type.type)
        let value = operands.removeLast()
        operands.append(Expr(kind: .cast(value, kind, typeName: typeName), position: value.position))
        index += 2
        continue
      }
      if op.is(UnresolvedIsExprSyntax.self) {
        guard index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) else {
          throw unsupported(op, "'is' needs a class name")
        }
        let typeName = try lowerCastType(type.type)
        let value = operands.removeLast()
        operands.append(Expr(kind: .cast(value, .check, typeName: typeName), position: value.position))
        index += 2
        continue
      }
      if op.is(AssignmentExprSyntax.self) {
        throw unsupported(op, "an assignment can only be a statement of its own: 'x = value'")
      }
      if let ternary = op.as(UnresolvedTernaryExprSyntax.self) {
        // Swift's TernaryPrecedence: looser than `||`, right-associative, so the operators
        // before it are reduced and an earlier `?:` is not.
        reduce(above: 1)
        guard index + 1 < elements.count else { throw unsupported(op, "'?:' needs a value after ':'") }
        let then = try lowerExpr(ternary.thenExpression)
        operands.append(try lowerExpr(elements[index + 1]))
        operators.append(
          (
            0,
            { condition, otherwise in Expr(kind: .ternary(condition, then, otherwise), position: condition.position) }
          )
        )
        index += 2
        continue
      }
      guard let binary = op.as(BinaryOperatorExprSyntax.self) else {
        throw unsupported(op, "this operator is not supported in scenarios")
      }
      let text = binary.operator.text
      guard let kind = BinaryOperator(rawValue: text) else {
        throw StaticIssue(
          id: DiagnosticID.unsupported,
          message:
            "operator '\(text)' is not supported in scenarios (only + - * / % ..< ... ?? < <= > >= === !== == != && || and prefix ! -)",
          position: position)
      }
      let precedence = kind.precedence
      // Left-associative: reduce everything of the same or higher precedence first.
      reduce(above: precedence)
      guard index + 1 < elements.count else { throw unsupported(op, "an operator needs a right-hand side") }
      operands.append(try lowerExpr(elements[index + 1]))
      operators.append(
        (
          precedence,
          { left, right in
            Expr(kind: .binary(kind, left, right), position: position)
          }
        ))
      index += 2
    }
    reduce(above: 0)
    return operands[0]
  }
}

extension Lowering {
  /// `#selector(save(_:))`, `#selector(save)`, `#selector(self.save(_:))`,
  /// `#selector(EditorViewController.save(_:))`. Which method it names is checked when it is
  /// evaluated, against the class it is written in (`Interpreter.evaluateSelector`).
  fileprivate mutating func lowerSelector(_ macro: MacroExpansionExprSyntax) throws(StaticIssue) -> Expr {
    let position = converter.position(of: macro)
    guard macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil,
      macro.trailingClosure == nil
    else {
      throw unsupported(macro, "'#selector' takes one method reference: '#selector(save(_:))'")
    }
    var typeName: String?
    let reference: DeclReferenceExprSyntax
    if let ref = argument.expression.as(DeclReferenceExprSyntax.self) {
      reference = ref
    } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
        guard let name = Self.typeName(of: base) else {
          throw unsupported(
            argument, "'#selector' names a method of 'self' or of a class: '#selector(ListViewController.save(_:))'")
        }
        typeName = name
      }
      reference = member.declName
    } else {
      throw unsupported(argument, "'#selector' names a method: '#selector(save(_:))'")
    }
    let labels = reference.argumentNames.map { names in
      names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } as [String?]
    }
    return Expr(kind: .selector(typeName: typeName, name: reference.baseName.text, labels: labels), position: position)
  }
}
