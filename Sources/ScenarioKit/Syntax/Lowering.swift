import SwiftSyntax

/// Lowers swift-syntax's tree into the scenario AST, rejecting everything outside the subset.
///
/// Every construct the subset does not give meaning to is reported at its own position with a
/// message that names it (`'for' loops are not supported in scenarios`); nothing is dropped
/// silently. Lowering goes on after an error so one run reports every unsupported construct,
/// but a scenario with any of them does not run (like a program that does not compile).
struct Lowering {
  let converter: PositionConverter
  private(set) var issues: [StaticIssue] = []
  var classes: [ClassDecl] = []
  var enums: [EnumDecl] = []
  var structs: [StructDecl] = []
  /// The statements `break` and `continue` may leave, innermost last (`Lowering+ControlFlow`).
  var jumpTargets: [JumpTarget] = []
  var functions: [MethodDecl] = []
  var protocols: [ProtocolDecl] = []
  var extensions: [ClassDecl] = []
  /// The file's top-level functions declared `-> Never`: a call to one ends a `guard`'s else.
  var neverReturning: Set<String> = Lowering.neverReturningFunctions
  /// The functions and closures being lowered, innermost last: where `try`, `throw` and
  /// `await` may be (`Lowering+Effects`). Empty at the top level.
  var effects: [EffectContext] = []
  private var pendingExtensions: [(name: String, decl: ExtensionDeclSyntax)] = []

  init(converter: PositionConverter) {
    self.converter = converter
  }

  // MARK: - Entry

  mutating func lower(_ file: SourceFileSyntax) -> ScenarioProgram {
    var statements: [Statement] = []
    neverReturning.formUnion(Self.neverReturningFunctions(in: file))
    for item in file.statements {
      switch item.item {
      case .decl(let decl):
        if let classDecl = decl.as(ClassDeclSyntax.self) {
          attempt { try $0.classes.append($0.lowerClass(classDecl)) }
          continue
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
          attempt { try $0.functions.append($0.lowerTopLevelFunction(function)) }
          continue
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
          pendingExtensions.append((ext.extendedType.trimmedDescription, ext))
          continue
        }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
          attempt { try $0.enums.append($0.lowerEnumDecl(enumDecl, qualifiedName: enumDecl.name.text)) }
          continue
        }
        if let structDecl = decl.as(StructDeclSyntax.self) {
          attempt { try $0.structs.append($0.lowerStruct(structDecl, qualifiedName: structDecl.name.text)) }
          continue
        }
        if decl.is(ProtocolDeclSyntax.self) {
          // A protocol declares names only; conformance is checked by the methods a class has.
          attempt { try $0.protocols.append($0.lowerProtocol(decl.cast(ProtocolDeclSyntax.self))) }
          continue
        }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
          attempt { try $0.checkImport(importDecl) }
          continue
        }
        attempt { statements += try $0.lowerDeclarationStatement(decl, inClass: false) }
      case .stmt(let stmt) where stmt.is(DeferStmtSyntax.self):
        attempt { _ = try $0.refuseTopLevelDefer(stmt) }
      default:
        attempt { statements += try $0.lowerItem(item, inClass: false) }
      }
    }
    for (name, ext) in pendingExtensions {
      attempt {
        if try !$0.applyValueTypeExtension(ext, named: name) { try $0.applyExtension(ext, named: name) }
      }
    }
    var program = ScenarioProgram(
      classes: classes, statements: statements, enums: enums, functions: functions, protocols: protocols,
      extensions: extensions)
    program.structs = structs
    return program
  }

  /// Runs a lowering step; a thrown issue is recorded and lowering goes on with the next item.
  private mutating func attempt(_ body: (inout Lowering) throws -> Void) {
    do {
      try body(&self)
    } catch let issue as StaticIssue {
      issues.append(issue)
    } catch {
      issues.append(
        StaticIssue(id: DiagnosticID.unsupported, message: "\(error)", position: converter.position(ofOffset: 0)))
    }
  }

  // MARK: - Statements

  mutating func lowerBlock(_ items: CodeBlockItemListSyntax, inClass: Bool) -> [Statement] {
    var statements: [Statement] = []
    for item in items {
      attempt { statements += try $0.lowerItem(item, inClass: inClass) }
    }
    return statements
  }

  private mutating func lowerItem(_ item: CodeBlockItemSyntax, inClass: Bool) throws(StaticIssue)
    -> [Statement]
  {
    switch item.item {
    case .decl(let decl):
      return try lowerDeclarationStatement(decl, inClass: inClass)
    case .stmt(let stmt):
      return [try lowerStatement(stmt, inClass: inClass)]
    case .expr(let expr):
      return [try lowerExpressionStatement(expr, inClass: inClass)]
    }
  }

  private mutating func lowerDeclarationStatement(_ decl: DeclSyntax, inClass: Bool)
    throws(StaticIssue) -> [Statement]
  {
    if let variable = decl.as(VariableDeclSyntax.self) {
      if let destructuring = try lowerDestructuring(variable) {
        return [destructuring]
      }
      return try lowerVariable(variable, allowWeak: false).map {
        Statement(kind: .binding($0), position: $0.position)
      }
    }
    if decl.is(ClassDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
      || decl.is(ProtocolDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
    {
      throw unsupported(
        decl,
        "declarations inside a function, closure or scope are not supported in scenarios; declare it at the top level")
    }
    throw unsupported(decl, Self.describe(declaration: decl))
  }

  mutating func lowerStatement(_ stmt: StmtSyntax, inClass: Bool) throws(StaticIssue)
    -> Statement
  {
    let position = converter.position(of: stmt)
    if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
      return try lowerExpressionStatement(expressionStatement.expression, inClass: inClass)
    }
    if let doStmt = stmt.as(DoStmtSyntax.self) {
      return try lowerDo(doStmt, inClass: inClass)
    }
    if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
      return try lowerThrow(throwStmt)
    }
    if let forStmt = stmt.as(ForStmtSyntax.self) {
      return try lowerFor(forStmt, inClass: inClass)
    }
    if let controlFlow = try lowerControlFlow(stmt, inClass: inClass) {
      return controlFlow
    }
    if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
      guard inClass else {
        throw unsupported(returnStmt, "'return' is only allowed inside methods and closures")
      }
      try checkNotLeavingDefer(returnStmt, keyword: "return")
      let value = try returnStmt.expression.map { e throws(StaticIssue) in try lowerExpr(e) }
      return Statement(kind: .returnStatement(value), position: position)
    }
    throw unsupported(stmt, Self.describe(statement: stmt))
  }

  /// `#available(iOS 15, *)`, `#unavailable(iOS 17)`: the iOS version named, if any. Like
  /// swiftc, `#available` must end with `*` and `#unavailable` must not have it.
  private func lowerAvailability(_ availability: AvailabilityConditionSyntax) throws(StaticIssue) -> Condition {
    let negated = availability.availabilityKeyword.tokenKind == .poundUnavailable
    var iOS: PlatformVersion?
    var hasWildcard = false
    for argument in availability.availabilityArguments {
      switch argument.argument {
      case .token(let token) where token.text == "*":
        hasWildcard = true
      case .availabilityVersionRestriction(let restriction):
        guard restriction.platform.text == "iOS" else { continue }
        guard let tuple = restriction.version,
          let version = PlatformVersion(parsing: tuple.trimmedDescription)
        else {
          throw unsupported(restriction, "'#available' needs a version for iOS ('iOS 15')")
        }
        iOS = version
      default:
        throw unsupported(argument, "only platform versions and '*' are supported in '#available' in scenarios")
      }
    }
    if !negated, !hasWildcard {
      throw StaticIssue(
        id: DiagnosticID.swiftRule, message: "must handle potential future platforms with '*'",
        position: converter.position(of: availability))
    }
    if negated, hasWildcard {
      throw StaticIssue(
        id: DiagnosticID.swiftRule, message: "platform wildcard '*' is always implicit in #unavailable",
        position: converter.position(of: availability))
    }
    return .available(iOS: iOS, negated: negated)
  }

  /// `switch e { case p, q: … default: … }`: each item a pattern (`.loaded(let items)`, a
  /// value, a tuple) with an optional `where`; each case has a statement, `default` comes last.
  private mutating func lowerSwitch(_ switchExpr: SwitchExprSyntax, inClass: Bool) throws(StaticIssue) -> Statement {
    let subject = try lowerExpr(switchExpr.subject)
    var cases: [SwitchCase] = []
    for element in switchExpr.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else {
        throw unsupported(element, "'#if' inside a 'switch' is not supported in scenarios")
      }
      let position = converter.position(of: switchCase)
      if cases.last?.isDefault == true {
        throw StaticIssue(
          id: DiagnosticID.swiftRule,
          message: "additional 'case' blocks cannot appear after the 'default' block of a 'switch'",
          position: position)
      }
      if switchCase.statements.isEmpty {
        throw StaticIssue(
          id: DiagnosticID.swiftRule,
          message: "'case' label in a 'switch' must have at least one executable statement",
          position: position)
      }
      var items: [CaseItem] = []
      switch switchCase.label {
      case .default:
        break
      case .case(let label):
        for item in label.caseItems {
          let pattern = try lowerCasePattern(item.pattern)
          let guardExpr = try item.whereClause.map { clause throws(StaticIssue) in try lowerExpr(clause.condition) }
          items.append(CaseItem(pattern: pattern, guardExpr: guardExpr))
        }
      }
      // `default: break` leaves the switch (a `break` anywhere in a case does).
      jumpTargets.append(JumpTarget(label: nil, kind: .switchStatement))
      let body = lowerBlock(switchCase.statements, inClass: inClass)
      jumpTargets.removeLast()
      cases.append(SwitchCase(items: items, body: body, position: position))
    }
    return Statement(
      kind: .switchStatement(subject: subject, cases: cases), position: converter.position(of: switchExpr))
  }

  /// `for x in e { … }`, `for _ in e { … }` and `for x in e where c { … }`; no `case`, `try`
  /// or `await`.
  private mutating func lowerFor(_ loop: ForStmtSyntax, inClass: Bool) throws(StaticIssue) -> Statement {
    if let awaitKeyword = loop.awaitKeyword {
      throw unsupported(awaitKeyword, "'for await' loops (asynchronous sequences) are not supported in scenarios")
    }
    if loop.caseKeyword != nil || loop.tryKeyword != nil {
      throw unsupported(loop, "only plain 'for name in sequence' loops are supported in scenarios")
    }
    let name: String
    let sequence = try lowerExpr(loop.sequence)
    var body = lowerLoopBody(loop.body.statements, inClass: inClass)
    if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
      name = identifier.identifier.text
    } else if loop.pattern.is(WildcardPatternSyntax.self) {
      name = "_"
    } else if loop.pattern.is(TuplePatternSyntax.self) {
      // `for (key, value) in d`: each element is bound to a name no code can write, then
      // destructured at the start of the pass.
      let position = converter.position(of: loop.pattern)
      name = loop.pattern.trimmedDescription
      let element = Expr(kind: .identifier(name), position: position)
      let pattern = try lowerBindingPattern(loop.pattern, isMutable: false)
      body.insert(Statement(kind: .destructuring(pattern, value: element), position: position), at: 0)
    } else {
      throw unsupported(loop.pattern, "a 'for' loop takes one name ('for vc in controllers') in scenarios")
    }
    if let annotation = loop.typeAnnotation {
      throw unsupported(annotation, "a type annotation in a 'for' loop is not supported in scenarios")
    }
    // `where c` skips the passes whose element does not satisfy it: the body runs under an
    // `if c`, after the element is destructured (the condition may use its names).
    if let whereClause = loop.whereClause {
      let condition = Condition.expression(try lowerExpr(whereClause.condition))
      let destructured = loop.pattern.is(TuplePatternSyntax.self) ? 1 : 0
      let guarded = Statement(
        kind: .conditional(conditions: [condition], then: Array(body[destructured...]), otherwise: nil),
        position: converter.position(of: whereClause))
      body = Array(body[..<destructured]) + [guarded]
    }
    return Statement(
      kind: .forIn(
        name: name, namePosition: converter.position(of: loop.pattern), sequence: sequence, body: body),
      position: converter.position(of: loop))
  }

  private mutating func lowerExpressionStatement(_ expr: ExprSyntax, inClass: Bool)
    throws(StaticIssue) -> Statement
  {
    let position = converter.position(of: expr)
    if let ifExpr = expr.as(IfExprSyntax.self) {
      return try lowerIf(ifExpr, inClass: inClass)
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
        guard index == 1, elements.count >= 3 else {
          throw unsupported(elements[index], "an assignment can only be a statement of its own: 'x = value'")
        }
        let target = try lowerAssignmentTarget(elements[0])
        let value = try foldSequence(Array(elements[2...]), whole: sequence)
        return Statement(kind: .assignment(target: target, value: value), position: position)
      }
      // `x += e` is `x = x + (e)`: the target is a variable or a property, read then written.
      if elements.count >= 3, let compound = elements[1].as(BinaryOperatorExprSyntax.self),
        let op = BinaryOperator(rawValue: String(compound.operator.text.dropLast())), op.isArithmetic,
        compound.operator.text.hasSuffix("=")
      {
        let target = try lowerAssignmentTarget(elements[0])
        let value = try foldSequence(Array(elements[2...]), whole: sequence)
        let sum = Expr(kind: .binary(op, target, value), position: converter.position(of: compound))
        return Statement(kind: .assignment(target: target, value: sum), position: position)
      }
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return try lowerSwitch(switchExpr, inClass: inClass)
    }
    return Statement(kind: .expression(try lowerExpr(expr)), position: position)
  }

  private mutating func lowerAssignmentTarget(_ target: ExprSyntax) throws(StaticIssue) -> Expr {
    if target.is(DiscardAssignmentExprSyntax.self) {
      return Expr(kind: .identifier("_"), position: converter.position(of: target))
    }
    let lowered = try lowerExpr(target)
    switch lowered.kind {
    case .identifier, .member, .subscriptAccess, .forceUnwrap, .selfReference:
      return lowered
    case .chainBoundary(let inner):
      switch inner.kind {
      case .member, .subscriptAccess, .forceUnwrap: return lowered
      default: break
      }
    default:
      break
    }
    throw unsupported(target, "only a variable or a property can be assigned to in scenarios")
  }

  private mutating func lowerIf(_ ifExpr: IfExprSyntax, inClass: Bool) throws(StaticIssue)
    -> Statement
  {
    let conditions = try lowerConditions(ifExpr.conditions)
    guard !conditions.isEmpty else {
      throw unsupported(ifExpr, "an 'if' needs a condition")
    }
    let thenBlock = lowerBranch(ifExpr.body.statements, of: .ifStatement, inClass: inClass)
    var otherwise: [Statement]?
    switch ifExpr.elseBody {
    case .ifExpr(let nested):
      otherwise = [try lowerIf(nested, inClass: inClass)]
    case .codeBlock(let block):
      otherwise = lowerBranch(block.statements, of: .ifStatement, inClass: inClass)
    case nil:
      otherwise = nil
    }
    return Statement(
      kind: .conditional(conditions: conditions, then: thenBlock, otherwise: otherwise),
      position: converter.position(of: ifExpr))
  }

  /// The clauses of an `if`, `guard` or `while`: Bool expressions, optional bindings
  /// (`let x = e`, `var x = e`, `let x`, `let self = self`) and availability checks.
  mutating func lowerConditions(_ list: ConditionElementListSyntax) throws(StaticIssue) -> [Condition] {
    var conditions: [Condition] = []
    for element in list {
      switch element.condition {
      case .expression(let e):
        conditions.append(.expression(try lowerExpr(e)))
      case .optionalBinding(let binding)
      where binding.pattern.trimmedDescription == "_" && binding.typeAnnotation == nil:
        // `guard let _ = value`: only whether it is nil.
        guard let initializer = binding.initializer else {
          throw unsupported(binding.pattern, "'let _' needs a value: 'if let _ = value'")
        }
        let value = try lowerExpr(initializer.value)
        conditions.append(
          .expression(
            Expr(
              kind: .binary(.notEqual, value, Expr(kind: .nilLiteral, position: value.position)),
              position: value.position)))
      case .optionalBinding(let binding):
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
          throw unsupported(binding.pattern, "only 'if let name = value' bindings are supported in scenarios")
        }
        if let type = binding.typeAnnotation {
          throw unsupported(type, "type annotations in 'if let' are not supported in scenarios; use 'as?'")
        }
        let name = pattern.identifier.text
        let value: Expr
        if let initializer = binding.initializer {
          value = try lowerExpr(initializer.value)
        } else {
          // `if let x` unwraps `x`; `guard let self` unwraps a closure's weak `self`.
          let shorthand: Expr.Kind = name == "self" ? .selfReference : .identifier(name)
          value = Expr(kind: shorthand, position: converter.position(of: pattern))
        }
        conditions.append(
          .binding(
            name: name, value: value, isMutable: binding.bindingSpecifier.tokenKind == .keyword(.var),
            position: converter.position(of: pattern)))
      case .availability(let availability):
        conditions.append(try lowerAvailability(availability))
      case .matchingPattern(let matching):
        if let annotation = matching.typeAnnotation {
          throw unsupported(annotation, "a type annotation in 'if case' is not supported in scenarios")
        }
        conditions.append(
          .matches(try lowerCasePattern(matching.pattern), value: try lowerExpr(matching.initializer.value)))
      }
    }
    return conditions
  }

  // MARK: - Variables

  /// Lowers `let`/`var` declarations; `weak` and `lazy` are allowed only on stored properties
  /// of classes, `static` only on members of structs and enums (the caller keeps them apart).
  mutating func lowerVariable(
    _ decl: VariableDeclSyntax, allowWeak: Bool, allowStatic: Bool = false, requireInitializer: Bool = true
  ) throws(StaticIssue) -> [Binding] {
    var isOutlet = false
    for attribute in decl.attributes {
      // `@IBOutlet` only on a class's stored property (where `weak` is allowed).
      guard allowWeak, attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" else {
        throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
      }
      isOutlet = true
    }
    var isWeak = false
    var isLazy = false
    var isStatic = false
    var access = AccessLevel.internal
    var setterAccess: AccessLevel?
    for modifier in decl.modifiers {
      if let level = Self.accessLevel(modifier) {
        // `private(set) var count = 0`: the setter's access only.
        if modifier.detail?.detail.text == "set" { setterAccess = level } else { access = level }
        continue
      }
      switch modifier.name.tokenKind {
      case .keyword(.weak):
        guard allowWeak else {
          throw unsupported(modifier, "'weak' is supported only on stored properties of classes in scenarios")
        }
        isWeak = true
      case .keyword(.lazy):
        guard allowWeak else {
          throw unsupported(modifier, "'lazy' is supported only on stored properties of classes in scenarios")
        }
        guard decl.bindingSpecifier.tokenKind == .keyword(.var) else {
          throw invalid(modifier, "'lazy' cannot be used on a let")
        }
        isLazy = true
      case .keyword(.static), .keyword(.class):
        guard allowWeak || allowStatic else {
          throw invalid(modifier, "static properties may only be declared on a type")
        }
        isStatic = true
      case .keyword(.final):
        continue
      case .keyword(.async):
        throw unsupported(
          modifier,
          "'async let' is not supported in scenarios; call the function with 'await' where its value is needed")
      default:
        throw unsupported(modifier, "'\(modifier.name.text)' is not supported in scenarios")
      }
    }
    let isMutable = decl.bindingSpecifier.tokenKind == .keyword(.var)
    if isWeak && !isMutable {
      throw invalid(decl.bindingSpecifier, "a 'weak' property must be a 'var'")
    }
    var result: [Binding] = []
    for binding in decl.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
        throw unsupported(binding.pattern, "only a simple name can be bound in scenarios (no tuples or patterns)")
      }
      if let accessor = binding.accessorBlock {
        throw unsupported(accessor, "computed properties and property observers are not supported in scenarios")
      }
      var typeName: String?
      var isOptional = false
      if let type = binding.typeAnnotation?.type {
        (typeName, isOptional) = try lowerTypeAnnotation(type)
      }
      let initializer = try binding.initializer.map { i throws(StaticIssue) in
        try lowerExpr(i.value)
      }
      // A class's stored property may be left to its initializers (checked before running).
      if initializer == nil && !isOptional && requireInitializer && !(allowWeak && !isStatic) {
        throw StaticIssue(
          id: DiagnosticID.uninitialized,
          message:
            "'\(pattern.identifier.text)' needs an initial value in scenarios (or an optional type, which starts as nil)",
          position: converter.position(of: binding))
      }
      if isWeak && !isOptional {
        throw unsupported(
          binding, "a 'weak' property needs an optional type, e.g. 'weak var delegate: ListViewController?'")
      }
      if isLazy && initializer == nil {
        throw invalid(binding, "lazy properties must have an initializer")
      }
      var lowered = Binding(
        name: pattern.identifier.identifier?.name ?? pattern.identifier.text, isMutable: isMutable, isWeak: isWeak,
        typeName: typeName, isOptionalType: isOptional, initializer: initializer,
        position: converter.position(of: binding))
      lowered.isLazy = isLazy
      lowered.isOutlet = isOutlet
      lowered.isImplicitlyUnwrapped =
        binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ?? false
      (lowered.isStatic, lowered.access, lowered.setterAccess) = (isStatic, access, setterAccess)
      result.append(lowered)
    }
    return result
  }

  private func lowerTypeAnnotation(_ type: TypeSyntax) throws(StaticIssue) -> (String, Bool) {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return (try lowerTypeName(optional.wrappedType), true)
    }
    if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return (try lowerTypeName(iuo.wrappedType), true)
    }
    return (try lowerTypeName(type), false)
  }

  /// A type name as the scenario uses it: `UIViewController`, `[UIViewController]`, `Bool`.
  func lowerTypeName(_ type: TypeSyntax) throws(StaticIssue) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return identifier.name.text
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return "[\(try lowerTypeName(array.element))]"
    }
    if let written = try lowerCollectionTypeName(type) {
      return written
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.trimmedDescription
    }
    // Closure types (`(() -> Void)?`, `(Bool) -> Void`) are accepted as written: values of
    // these types are closures and are only called.
    if type.is(FunctionTypeSyntax.self) || type.is(AttributedTypeSyntax.self) {
      return type.trimmedDescription
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.firstName == nil
    {
      return try lowerTypeName(only.type)
    }
    if type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self) {
      return type.trimmedDescription
    }
    throw unsupported(type, "type '\(type.trimmedDescription)' is not supported in scenarios")
  }

  // MARK: - Declarations that are accepted without statements

  private func checkImport(_ decl: ImportDeclSyntax) throws(StaticIssue) {
    let module = decl.path.trimmedDescription
    guard ["UIKit", "Foundation"].contains(module) else {
      throw unsupported(decl, "only 'import UIKit' and 'import Foundation' are accepted in scenarios")
    }
  }

  // MARK: - Issues

  func unsupported(_ node: some SyntaxProtocol, _ message: String) -> StaticIssue {
    StaticIssue(id: DiagnosticID.unsupported, message: message, position: converter.position(of: node))
  }

  /// Code swiftc itself refuses, in its words: not Swift, rather than Swift outside the subset.
  func invalid(_ node: some SyntaxProtocol, _ message: String) -> StaticIssue {
    StaticIssue(id: DiagnosticID.swiftRule, message: message, position: converter.position(of: node))
  }
}
