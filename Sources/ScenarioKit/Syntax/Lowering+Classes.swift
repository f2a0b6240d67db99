import SwiftSyntax

// MARK: - Classes, extensions, methods

extension Lowering {
  mutating func lowerClass(_ decl: ClassDeclSyntax) throws(StaticIssue) -> ClassDecl {
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic classes are not supported in scenarios")
    }
    try checkTypeModifiers(decl.modifiers, decl.attributes)
    var inherited: [String] = []
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      inherited.append(try lowerTypeName(type.type))
    }
    var result = ClassDecl(
      name: decl.name.text, inherited: inherited, properties: [], methods: [],
      position: converter.position(of: decl.name))
    try lowerMembers(decl.memberBlock, into: &result)
    return result
  }

  mutating func applyExtension(_ decl: ExtensionDeclSyntax, named name: String) throws(StaticIssue) {
    guard let index = classes.firstIndex(where: { $0.name == name }) else {
      throw unsupported(
        decl.extendedType, "extensions are supported only for classes the scenario declares; '\(name)' is not one")
    }
    try checkTypeModifiers(decl.modifiers, decl.attributes)
    var target = classes[index]
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      target.inherited.append(try lowerTypeName(type.type))
    }
    let storedBefore = target.properties.count
    try lowerMembers(decl.memberBlock, into: &target)
    if target.properties.count != storedBefore {
      throw unsupported(decl, "extensions cannot add stored properties")
    }
    classes[index] = target
  }

  private func checkTypeModifiers(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax)
    throws(StaticIssue)
  {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.final), .keyword(.private), .keyword(.fileprivate), .keyword(.internal),
        .keyword(.public):
        continue
      default:
        throw unsupported(modifier, "'\(modifier.name.text)' is not supported in scenarios")
      }
    }
    for attribute in attributes {
      let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
      guard ["objc", "MainActor"].contains(name) else {
        throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
      }
    }
  }

  private mutating func lowerMembers(_ block: MemberBlockSyntax, into target: inout ClassDecl)
    throws(StaticIssue)
  {
    // The methods so far by signature, the first of each: asking every earlier method made a
    // class of a thousand methods take a million comparisons.
    var declared: [String: MethodDecl] = [:]
    for method in target.methods where declared[method.signature] == nil { declared[method.signature] = method }
    for member in block.members {
      let decl = member.decl
      if let modifier = Self.staticModifier(of: decl) {
        guard modifier.name.tokenKind == .keyword(.static) else {
          throw unsupported(modifier, "'class' members are not supported in scenarios; use 'static'")
        }
        try lowerStaticMember(decl, into: &target.statics)
        continue
      }
      if let variable = decl.as(VariableDeclSyntax.self) {
        if let computed = try lowerComputedProperty(variable) {
          target.methods.append(computed)
          if declared[computed.signature] == nil { declared[computed.signature] = computed }
          continue
        }
        target.properties += try lowerVariable(variable, allowWeak: true)
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
          throw unsupported(function, "'mutating' is not valid on instance methods in classes")
        }
        target.methods.append(method)
      } else if try lowerNestedType(decl, in: target.name) {
        continue
      } else if decl.is(InitializerDeclSyntax.self) {
        throw unsupported(
          decl,
          "initializers are not supported in scenarios; give stored properties initial values and set them after creating the object"
        )
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
          body: lowerBlock(body.statements, inClass: true),
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
      throw unsupported(accessorBlock, "computed properties and property observers are not supported in scenarios")
    }
    var items: CodeBlockItemListSyntax
    switch accessorBlock.accessors {
    case .getter(let getter):
      items = getter
    case .accessors(let accessors):
      guard accessors.count == 1, let only = accessors.first,
        only.accessorSpecifier.tokenKind == .keyword(.get), let body = only.body
      else {
        throw unsupported(
          accessorBlock,
          "only read-only computed properties are supported in scenarios (no 'set', 'willSet' or 'didSet')")
      }
      items = body.statements
    }
    var isOverride = false
    for modifier in decl.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.override): isOverride = true
      case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public), .keyword(.final),
        .keyword(.open), .keyword(.static):
        // `static` is allowed where the caller allows static members (structs and enums).
        continue
      default: throw unsupported(modifier, "'\(modifier.name.text)' is not supported in scenarios")
      }
    }
    var statements = lowerBlock(items, inClass: true)
    if statements.count == 1, case .expression(let value) = statements[0].kind {
      statements = [Statement(kind: .returnStatement(value), position: statements[0].position)]
    }
    var property = MethodDecl(
      name: pattern.identifier.text, labels: [], parameterNames: [], isOverride: isOverride,
      hasReturnType: true, isProperty: true, body: statements,
      position: converter.position(of: pattern))
    property.returnType = binding.typeAnnotation.map { lowerWrittenType($0.type) }
    return property
  }

  /// Lowers a method; `static` and `mutating` are recorded or passed over here and checked by
  /// the caller, which knows whether it is lowering a class, a struct or an enum.
  mutating func lowerMethod(_ decl: FunctionDeclSyntax) throws(StaticIssue) -> MethodDecl {
    var isOverride = false
    var isMutating = false
    for modifier in decl.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.override):
        isOverride = true
      case .keyword(.mutating):
        isMutating = true
      case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public),
        .keyword(.final), .keyword(.open), .keyword(.static):
        continue
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
    if let effects = decl.signature.effectSpecifiers {
      throw unsupported(effects, "'async' and 'throws' methods are not supported in scenarios")
    }
    var labels: [String?] = []
    var names: [String] = []
    var types: [String] = []
    for parameter in decl.signature.parameterClause.parameters {
      types.append(lowerWrittenType(parameter.type))
      if let defaultValue = parameter.defaultValue {
        throw unsupported(defaultValue, "default argument values are not supported in scenarios")
      }
      if let ellipsis = parameter.ellipsis {
        throw unsupported(ellipsis, "variadic parameters are not supported in scenarios")
      }
      let first = parameter.firstName.text
      labels.append(first == "_" ? nil : first)
      names.append(parameter.secondName?.text ?? first)
    }
    let hasReturnType = decl.signature.returnClause != nil
    guard let body = decl.body else {
      throw unsupported(decl, "a method needs a body")
    }
    var statements = lowerBlock(body.statements, inClass: true)
    // A single-expression body is its return value, as in Swift: `{ false }`.
    if hasReturnType, statements.count == 1, case .expression(let value) = statements[0].kind {
      statements = [Statement(kind: .returnStatement(value), position: statements[0].position)]
    }
    var method = MethodDecl(
      name: decl.name.text, labels: labels, parameterNames: names, isOverride: isOverride,
      hasReturnType: hasReturnType, body: statements, position: converter.position(of: decl.name))
    method.isObjC = isObjC
    method.isMutating = isMutating
    method.parameterTypes = types
    method.returnType = decl.signature.returnClause.map { lowerWrittenType($0.type) }
    return method
  }

  // MARK: - Describing what is not supported

  /// A message naming an unsupported declaration.
  static func describe(declaration decl: DeclSyntax) -> String {
    switch decl.kind {
    case .functionDecl: return "functions outside a class are not supported in scenarios; declare a method in a class"
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
