import SwiftSyntax

// MARK: - Classes, extensions, methods

extension Lowering {
  mutating func lowerClass(_ decl: ClassDeclSyntax) throws(StaticIssue) -> ClassDecl {
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic classes are not supported in scenarios")
    }
    try checkTypeModifiers(decl.modifiers, decl.attributes)
    var inherited: [String] = []
    let isFinal = decl.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      inherited.append(try lowerTypeName(type.type))
    }
    var result = ClassDecl(
      name: decl.name.text, inherited: inherited, properties: [], methods: [],
      position: converter.position(of: decl.name))
    result.isFinal = isFinal
    try lowerMembers(decl.memberBlock, into: &result)
    return result
  }

  mutating func applyExtension(_ decl: ExtensionDeclSyntax, named name: String) throws(StaticIssue) {
    guard let index = classes.firstIndex(where: { $0.name == name }) else {
      return try applyDetachedExtension(decl, named: name)
    }
    try checkTypeModifiers(decl.modifiers, decl.attributes)
    var target = classes[index]
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      target.inherited.append(try lowerTypeName(type.type))
    }
    let storedBefore = target.properties.count
    let initializersBefore = target.initializers.count
    let deinitializerBefore = target.deinitializer
    try checkNoDeinitializer(in: decl)
    try lowerMembers(decl.memberBlock, into: &target)
    target.deinitializer = deinitializerBefore
    if target.properties.count != storedBefore {
      throw unsupported(decl, "extensions cannot add stored properties")
    }
    if let designated = target.initializers[initializersBefore...].first(where: { !$0.isConvenience }) {
      throw StaticIssue(
        id: DiagnosticID.classDeclaration,
        message:
          "designated initializer cannot be declared in an extension of '\(name)'; did you mean this to be a convenience initializer?",
        position: designated.method.position)
    }
    classes[index] = target
  }

  func checkTypeModifiers(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax)
    throws(StaticIssue)
  {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.final), .keyword(.private), .keyword(.fileprivate), .keyword(.internal),
        .keyword(.public), .keyword(.open):
        continue
      default:
        throw unsupported(modifier, "'\(modifier.name.text)' is not supported in scenarios")
      }
    }
    for attribute in attributes {
      let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
      // `@main`/`@UIApplicationMain` mark the app delegate, whose launch code runs as the launch.
      guard ["objc", "MainActor", "main", "UIApplicationMain"].contains(name) else {
        throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
      }
    }
  }

  mutating func lowerMembers(_ block: MemberBlockSyntax, into target: inout ClassDecl)
    throws(StaticIssue)
  {
    // The methods so far by signature, the first of each: asking every earlier method made a
    // class of a thousand methods take a million comparisons.
    var declared: [String: MethodDecl] = [:]
    for method in target.methods where declared[method.signature] == nil { declared[method.signature] = method }
    for member in block.members {
      let decl = member.decl
      if let variable = decl.as(VariableDeclSyntax.self) {
        if let computed = try lowerComputedProperty(variable) {
          if computed.isStatic { target.staticMethods.append(computed) } else { target.methods.append(computed) }
          if declared[computed.signature] == nil { declared[computed.signature] = computed }
          continue
        }
        for binding in try lowerVariable(variable, allowWeak: true) {
          if binding.isStatic { target.staticProperties.append(binding) } else { target.properties.append(binding) }
        }
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        let method = try lowerMethod(function)
        if let clash = declared[method.signature] {
          throw StaticIssue(
            id: DiagnosticID.redeclaration,
            message: "invalid redeclaration of '\(method.signature)'",
            position: method.position,
            notes: [("'\(clash.signature)' previously declared here", clash.position)])
        }
        declared[method.signature] = method
        if method.isMutating {
          throw invalid(function, "'mutating' is not valid on instance methods in classes")
        }
        if method.isStatic { target.staticMethods.append(method) } else { target.methods.append(method) }
      } else if try lowerNestedType(decl, in: target.name) {
        continue
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        let lowered = try lowerInitializer(initializer)
        if let clash = declared[lowered.signature] {
          throw StaticIssue(
            id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(lowered.signature)'",
            position: lowered.method.position,
            notes: [("'\(clash.signature)' previously declared here", clash.position)])
        }
        declared[lowered.signature] = lowered.method
        target.initializers.append(lowered)
      } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
        if let previous = target.deinitializer {
          throw StaticIssue(
            id: DiagnosticID.redeclaration, message: "invalid redeclaration of 'deinit'",
            position: converter.position(of: deinitializer.deinitKeyword),
            notes: [("'deinit' previously declared here", previous.position)])
        }
        guard let body = deinitializer.body else { throw unsupported(decl, "'deinit' needs a body") }
        target.deinitializer = MethodDecl(
          name: "deinit", labels: [], parameterNames: [], isOverride: false, hasReturnType: false,
          body: lowerFunctionBody(body.statements, effects: .function("deinit")),
          position: converter.position(of: deinitializer.deinitKeyword))
      } else {
        throw unsupported(decl, Self.describe(declaration: decl) + " inside a class")
      }
    }
  }

  /// `override var shouldRemovePresentersView: Bool { true }` (or `{ get { … } }`): a
  /// read-only computed property, lowered as a method without arguments. Nil for stored ones.
  mutating func lowerComputedProperty(_ decl: VariableDeclSyntax) throws(StaticIssue) -> MethodDecl? {
    guard decl.bindings.count == 1, let binding = decl.bindings.first,
      let accessorBlock = binding.accessorBlock
    else { return nil }
    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
      decl.bindingSpecifier.tokenKind == .keyword(.var), binding.initializer == nil
    else {
      throw unsupported(accessorBlock, "property observers ('willSet', 'didSet') are not supported in scenarios")
    }
    var items: CodeBlockItemListSyntax
    var setter: (body: CodeBlockItemListSyntax, parameter: String)?
    switch accessorBlock.accessors {
    case .getter(let getter):
      items = getter
    case .accessors(let accessors):
      var getter: CodeBlockItemListSyntax?
      for accessor in accessors {
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get):
          getter = accessor.body?.statements
        case .keyword(.set):
          guard let body = accessor.body else { throw unsupported(accessor, "a 'set' needs a body") }
          setter = (body.statements, accessor.parameters?.name.text ?? "newValue")
        default:
          throw unsupported(accessor, "property observers ('willSet', 'didSet') are not supported in scenarios")
        }
      }
      guard let getter else { throw unsupported(accessorBlock, "a computed property needs a 'get'") }
      items = getter
    }
    var isOverride = false
    var isStatic = false
    var access = AccessLevel.internal
    for modifier in decl.modifiers {
      if let level = Self.accessLevel(modifier) {
        access = level
        continue
      }
      switch modifier.name.tokenKind {
      case .keyword(.override): isOverride = true
      case .keyword(.static), .keyword(.class): isStatic = true
      case .keyword(.final): continue
      default: throw unsupported(modifier, "'\(modifier.name.text)' is not supported in scenarios")
      }
    }
    var statements = lowerFunctionBody(items, effects: .function(pattern.identifier.text))
    if statements.count == 1, case .expression(let value) = statements[0].kind {
      statements = [Statement(kind: .returnStatement(value), position: statements[0].position)]
    }
    var property = MethodDecl(
      name: pattern.identifier.text, labels: [], parameterNames: [], isOverride: isOverride,
      hasReturnType: true, isProperty: true, body: statements,
      position: converter.position(of: pattern))
    (property.isStatic, property.access) = (isStatic, access)
    property.returnTypeName = binding.typeAnnotation?.type.trimmedDescription
    if let setter {
      property.setterBody = lowerFunctionBody(setter.body)
      property.setterParameterName = setter.parameter
    }
    return property
  }

  /// Lowers a method; `mutating` is recorded here and checked by the caller, which knows
  /// whether it is lowering a class, a struct or an enum.
  mutating func lowerMethod(_ decl: FunctionDeclSyntax) throws(StaticIssue) -> MethodDecl {
    var isOverride = false
    var isMutating = false
    var isStatic = false
    var isFinal = false
    var access = AccessLevel.internal
    for modifier in decl.modifiers {
      if let level = Self.accessLevel(modifier) {
        access = level
        continue
      }
      switch modifier.name.tokenKind {
      case .keyword(.override):
        isOverride = true
      case .keyword(.mutating):
        isMutating = true
      case .keyword(.static), .keyword(.class):
        // `static` members are final; `class` ones may be overridden (both are the class's own).
        isStatic = true
        isFinal = isFinal || modifier.name.tokenKind == .keyword(.static)
      case .keyword(.final):
        isFinal = true
      default:
        throw unsupported(modifier, "'\(modifier.name.text)' methods are not supported in scenarios")
      }
    }
    var isObjC = false
    for attribute in decl.attributes {
      let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
      guard ["objc", "IBAction", "IBSegueAction", "MainActor"].contains(name) else {
        throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
      }
      if name != "MainActor" { isObjC = true }
    }
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic methods are not supported in scenarios")
    }
    let (isAsync, isThrowing) = try declaredEffects(decl.signature.effectSpecifiers)
    if let effects = decl.signature.effectSpecifiers, isAsync && (isOverride || isObjC) {
      // UIKit calls these synchronously: an `async` one would be an Objective-C method taking
      // a completion handler, which UIKit never passes.
      throw unsupported(
        effects,
        "an 'async' \(isOverride ? "override" : "'@objc' method") is not supported in scenarios (UIKit calls it synchronously); start a 'Task { … }' inside it"
      )
    }
    if let effects = decl.signature.effectSpecifiers, isAsync && isMutating {
      throw unsupported(effects, "an 'async' mutating method is not supported in scenarios")
    }
    let (labels, names, defaults, functionParameters, types) = try lowerParameters(decl.signature.parameterClause)
    let hasReturnType = decl.signature.returnClause != nil
    guard let body = decl.body else {
      throw unsupported(decl, "a method needs a body")
    }
    let signature = decl.name.text + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    var statements = lowerFunctionBody(
      body.statements, effects: .function(signature, isAsync: isAsync, isThrowing: isThrowing))
    // A single-expression body is its return value, as in Swift: `{ false }`.
    if hasReturnType, statements.count == 1, case .expression(let value) = statements[0].kind {
      statements = [Statement(kind: .returnStatement(value), position: statements[0].position)]
    }
    var method = MethodDecl(
      name: decl.name.text, labels: labels, parameterNames: names, isOverride: isOverride,
      hasReturnType: hasReturnType, body: statements, position: converter.position(of: decl.name))
    method.isObjC = isObjC
    (method.isAsync, method.isThrowing) = (isAsync, isThrowing)
    (method.isStatic, method.isFinal, method.access) = (isStatic, isFinal, access)
    method.functionParameters = functionParameters
    if defaults.contains(where: { $0 != nil }) { method.defaultArguments = defaults }
    method.returnsNever = decl.signature.returnClause?.type.trimmedDescription == "Never"
    method.parameterTypes = types
    method.returnTypeName = decl.signature.returnClause?.type.trimmedDescription
    method.isMutating = isMutating
    return method
  }

  // MARK: - Describing what is not supported

  /// A message naming an unsupported declaration.
  static func describe(declaration decl: DeclSyntax) -> String {
    switch decl.kind {
    case .functionDecl: return "nested functions are not supported in scenarios; declare the function at the top level"
    case .structDecl: return "'struct' declarations are not supported in scenarios"
    case .enumDecl: return "'enum' declarations are not supported in scenarios"
    case .actorDecl: return "'actor' declarations are not supported in scenarios"
    case .typeAliasDecl: return "'typealias' is not supported in scenarios"
    case .subscriptDecl: return "subscripts are not supported in scenarios"
    case .operatorDecl, .precedenceGroupDecl: return "custom operators are not supported in scenarios"
    case .macroDecl, .macroExpansionDecl: return "macros are not supported in scenarios"
    case .associatedTypeDecl: return "associated types are not supported in scenarios"
    case .ifConfigDecl: return "'#if' is not supported in scenarios"
    case .variableDecl: return "this declaration is not supported in scenarios"
    default: return "this declaration is not supported in scenarios"
    }
  }

  /// A message naming an unsupported statement.
  static func describe(statement stmt: StmtSyntax) -> String {
    switch stmt.kind {
    case .forStmt: return "'for' loops are not supported in scenarios"
    case .whileStmt: return "'while' loops are not supported in scenarios"
    case .repeatStmt: return "'repeat' loops are not supported in scenarios"
    case .guardStmt: return "'guard' is not supported in scenarios; use 'if'"
    case .deferStmt: return "'defer' is not supported in scenarios"
    case .throwStmt: return "'throw' is not supported in scenarios"
    case .breakStmt: return "'break' is not supported in scenarios"
    case .continueStmt: return "'continue' is not supported in scenarios"
    case .fallThroughStmt: return "'fallthrough' is not supported in scenarios"
    case .labeledStmt: return "labeled statements are not supported in scenarios"
    case .discardStmt: return "'discard' is not supported in scenarios"
    case .yieldStmt: return "'yield' is not supported in scenarios"
    default: return "this statement is not supported in scenarios"
    }
  }
}
