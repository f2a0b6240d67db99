import SwiftSyntax

// MARK: - Structs and enums

extension Lowering {
  /// The members a struct or an enum declares, sorted by kind as Swift treats them.
  struct ValueTypeMembers {
    var properties: [Binding] = []
    var methods: [MethodDecl] = []
    var initializers: [MethodDecl] = []
    var statics = StaticMembers()
    var cases: [EnumCase] = []
  }

  /// Which kind of type a member block belongs to: what it may declare differs.
  enum ValueTypeKind {
    case structType
    case enumType

    var word: String { self == .structType ? "struct" : "enum" }
  }

  /// `struct Name: Equatable { … }` at the top level, or nested in a type (`qualifiedName` is
  /// then `Outer.Name`).
  mutating func lowerStruct(_ decl: StructDeclSyntax, qualifiedName: String) throws(StaticIssue) -> StructDecl {
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic structs are not supported in scenarios")
    }
    try checkValueTypeModifiers(decl.modifiers, decl.attributes)
    var conformances: [String] = []
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      conformances.append(try lowerTypeName(type.type))
    }
    var members = ValueTypeMembers()
    try lowerValueTypeMembers(decl.memberBlock, kind: .structType, typeName: qualifiedName, into: &members)
    return StructDecl(
      name: qualifiedName, conformances: conformances, properties: members.properties, methods: members.methods,
      initializers: members.initializers, statics: members.statics, position: converter.position(of: decl.name))
  }

  /// `enum Tab: Int, CaseIterable { case home = 0, settings }`: the raw type is the first
  /// inherited name when it is one Swift allows (`Int`, `String`, `Double`, `Character`).
  mutating func lowerEnumDecl(_ decl: EnumDeclSyntax, qualifiedName: String) throws(StaticIssue) -> EnumDecl {
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic enums are not supported in scenarios")
    }
    try checkValueTypeModifiers(decl.modifiers, decl.attributes)
    var inherited: [String] = []
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      inherited.append(try lowerTypeName(type.type))
    }
    var rawType: String?
    if let first = inherited.first, Self.rawValueTypes.contains(first) {
      rawType = first
      inherited.removeFirst()
    }
    var members = ValueTypeMembers()
    try lowerValueTypeMembers(decl.memberBlock, kind: .enumType, typeName: qualifiedName, into: &members)
    for enumCase in members.cases {
      if enumCase.rawValue != nil, rawType == nil {
        throw StaticIssue(
          id: DiagnosticID.unsupported,
          message: "enum case cannot have a raw value if the enum does not have a raw type",
          position: enumCase.position)
      }
      if enumCase.payloadLabels != nil, rawType != nil {
        throw StaticIssue(
          id: DiagnosticID.unsupported, message: "enum with raw type cannot have cases with arguments",
          position: enumCase.position)
      }
    }
    var result = EnumDecl(
      name: qualifiedName, cases: members.cases, rawType: rawType, position: converter.position(of: decl.name))
    result.conformances = inherited
    result.methods = members.methods
    result.statics = members.statics
    return result
  }

  /// The raw types an enum may have in scenarios.
  static let rawValueTypes: Set<String> = ["Int", "String", "Double", "Character"]

  /// A struct or enum declared inside a type: lowered with its qualified name
  /// (`ListViewController.Section`). False when `decl` is not one.
  mutating func lowerNestedType(_ decl: DeclSyntax, in outer: String) throws(StaticIssue) -> Bool {
    if let structDecl = decl.as(StructDeclSyntax.self) {
      structs.append(try lowerStruct(structDecl, qualifiedName: "\(outer).\(structDecl.name.text)"))
      return true
    }
    if let enumDecl = decl.as(EnumDeclSyntax.self) {
      enums.append(try lowerEnumDecl(enumDecl, qualifiedName: "\(outer).\(enumDecl.name.text)"))
      return true
    }
    if decl.is(ClassDeclSyntax.self) {
      throw unsupported(decl, "nested classes are not supported in scenarios; declare the class at the top level")
    }
    return false
  }

  private func checkValueTypeModifiers(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax)
    throws(StaticIssue)
  {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public):
        continue
      default:
        throw unsupported(modifier, "'\(modifier.name.text)' is not supported in scenarios")
      }
    }
    if let attribute = attributes.first {
      throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
    }
  }

  /// The `static` (or `class`) modifier of a declaration, if it has one.
  static func staticModifier(of decl: DeclSyntax) -> DeclModifierSyntax? {
    let modifiers: DeclModifierListSyntax?
    if let variable = decl.as(VariableDeclSyntax.self) {
      modifiers = variable.modifiers
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      modifiers = function.modifiers
    } else {
      modifiers = nil
    }
    return modifiers?.first { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  /// Lowers the members of a struct, an enum or an extension of one.
  mutating func lowerValueTypeMembers(
    _ block: MemberBlockSyntax, kind: ValueTypeKind, typeName: String, into members: inout ValueTypeMembers
  ) throws(StaticIssue) {
    var signatures = Set(members.methods.map(\.signature))
    var staticSignatures = Set(members.statics.methods.map(\.signature))
    for member in block.members {
      let decl = member.decl
      let isStatic = Self.staticModifier(of: decl) != nil
      if let modifier = Self.staticModifier(of: decl), modifier.name.tokenKind == .keyword(.class) {
        throw invalid(modifier, "class properties are only allowed within classes; use 'static'")
      }
      if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
        guard kind == .enumType else { throw invalid(decl, "enum 'case' is not allowed outside of an enum") }
        try lowerCases(caseDecl, into: &members.cases)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        if let computed = try lowerComputedProperty(variable) {
          try addMethod(computed, isStatic: isStatic, to: &members, signatures: &signatures, statics: &staticSignatures)
          continue
        }
        if isStatic {
          members.statics.properties += try lowerVariable(variable, allowWeak: false, allowStatic: true)
        } else if kind == .enumType {
          throw invalid(variable, "enums must not contain stored properties")
        } else {
          members.properties += try lowerVariable(variable, allowWeak: false, requireInitializer: false)
        }
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        let method = try lowerMethod(function)
        if method.isOverride {
          throw invalid(function, "'override' can only be specified on class members")
        }
        if method.isMutating && isStatic {
          throw invalid(function, "static functions must not be declared mutating")
        }
        try addMethod(method, isStatic: isStatic, to: &members, signatures: &signatures, statics: &staticSignatures)
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        guard kind == .structType else {
          throw unsupported(decl, "initializers of enums are not supported in scenarios; use a static method")
        }
        members.initializers.append(try lowerStructInitializer(initializer))
      } else if try lowerNestedType(decl, in: typeName) {
        continue
      } else {
        throw unsupported(decl, Self.describe(declaration: decl) + " inside a \(kind.word)")
      }
    }
  }

  private func addMethod(
    _ method: MethodDecl, isStatic: Bool, to members: inout ValueTypeMembers, signatures: inout Set<String>,
    statics: inout Set<String>
  ) throws(StaticIssue) {
    let inserted = isStatic ? statics.insert(method.signature).inserted : signatures.insert(method.signature).inserted
    guard inserted else {
      throw StaticIssue(
        id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(method.signature)'",
        position: method.position)
    }
    if isStatic {
      members.statics.methods.append(method)
    } else {
      members.methods.append(method)
    }
  }

  /// `case home = 0, settings`, `case loaded([String])`, `case failed(message: String)`.
  private mutating func lowerCases(_ decl: EnumCaseDeclSyntax, into cases: inout [EnumCase]) throws(StaticIssue) {
    if let modifier = decl.modifiers.first {
      throw unsupported(modifier, "'\(modifier.name.text)' cases are not supported in scenarios")
    }
    for element in decl.elements {
      let name = element.name.identifier?.name ?? element.name.text
      if cases.contains(where: { $0.name == name }) {
        throw StaticIssue(
          id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(name)'",
          position: converter.position(of: element))
      }
      var lowered = EnumCase(name: name, position: converter.position(of: element))
      if let raw = element.rawValue {
        lowered.rawValue = try lowerExpr(raw.value)
      }
      if let parameters = element.parameterClause {
        var labels: [String?] = []
        for parameter in parameters.parameters {
          if let defaultValue = parameter.defaultValue {
            throw unsupported(defaultValue, "default values of associated values are not supported in scenarios")
          }
          labels.append(parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil)
          lowered.payloadTypes.append(lowerWrittenType(parameter.type))
        }
        lowered.payloadLabels = labels
      }
      cases.append(lowered)
    }
  }

  /// `init(name: String) { self.name = name }`: a method named `init` whose `self` is the
  /// struct being made.
  private mutating func lowerStructInitializer(_ decl: InitializerDeclSyntax) throws(StaticIssue) -> MethodDecl {
    if let mark = decl.optionalMark {
      throw unsupported(mark, "failable initializers are not supported in scenarios")
    }
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic initializers are not supported in scenarios")
    }
    if let effects = decl.signature.effectSpecifiers {
      throw unsupported(effects, "'async' and 'throws' initializers are not supported in scenarios")
    }
    if let modifier = decl.modifiers.first(where: {
      ![.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public)].contains($0.name.tokenKind)
    }) {
      throw unsupported(modifier, "'\(modifier.name.text)' initializers are not supported in scenarios")
    }
    var labels: [String?] = []
    var names: [String] = []
    var types: [String] = []
    var defaults: [Expr?] = []
    for parameter in decl.signature.parameterClause.parameters {
      if let defaultValue = parameter.defaultValue {
        defaults.append(try lowerExpr(defaultValue.value))
      } else {
        defaults.append(nil)
      }
      if let ellipsis = parameter.ellipsis {
        throw unsupported(ellipsis, "variadic parameters are not supported in scenarios")
      }
      let first = parameter.firstName.text
      labels.append(first == "_" ? nil : first)
      names.append(parameter.secondName?.text ?? first)
      types.append(lowerWrittenType(parameter.type))
    }
    guard let body = decl.body else { throw unsupported(decl, "an initializer needs a body") }
    var method = MethodDecl(
      name: "init", labels: labels, parameterNames: names, isOverride: false, hasReturnType: false,
      body: lowerBlock(body.statements, inClass: true), position: converter.position(of: decl.initKeyword))
    method.parameterTypes = types
    if defaults.contains(where: { $0 != nil }) { method.defaultArguments = defaults }
    return method
  }

  /// `extension Tab { var title: String { … } }`, `extension Point: Equatable {}`: methods,
  /// computed and static properties and conformances added to a struct or enum the scenario
  /// declares. False when `name` is not one.
  mutating func applyValueTypeExtension(_ decl: ExtensionDeclSyntax, named name: String) throws(StaticIssue) -> Bool {
    var added: [String] = []
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      added.append(try lowerTypeName(type.type))
    }
    if let index = structs.firstIndex(where: { $0.name == name }) {
      var target = structs[index]
      var members = ValueTypeMembers(methods: target.methods, statics: target.statics)
      try lowerValueTypeMembers(decl.memberBlock, kind: .structType, typeName: name, into: &members)
      if !members.properties.isEmpty {
        throw invalid(decl, "extensions must not contain stored properties")
      }
      target.methods = members.methods
      target.statics = members.statics
      // An initializer in an extension keeps the memberwise one, as in Swift.
      target.extensionInitializers += members.initializers
      target.conformances += added
      structs[index] = target
      return true
    }
    if let index = enums.firstIndex(where: { $0.name == name }) {
      var target = enums[index]
      var members = ValueTypeMembers(methods: target.methods, statics: target.statics)
      try lowerValueTypeMembers(decl.memberBlock, kind: .enumType, typeName: name, into: &members)
      if !members.cases.isEmpty {
        throw invalid(decl, "enum 'case' is not allowed in an extension")
      }
      target.methods = members.methods
      target.statics = members.statics
      target.conformances += added
      enums[index] = target
      return true
    }
    return false
  }
}

// MARK: - Types as written

extension Lowering {
  /// `[String: Int]`, `Set<Int>`, `Array<Int>`, `Dictionary<String, Int>`, `Optional<Int>`,
  /// `(Int, String)`, `(x: Int, y: Int)` and `Int?` inside them, spelled the one way the
  /// interpreter reads (`[String: Int]`, `Set<Int>`, `[Int]`, `Int?`, `(x: Int, y: Int)`).
  /// Nil for other types.
  func lowerCollectionTypeName(_ type: TypeSyntax) throws(StaticIssue) -> String? {
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return "[\(try lowerElementType(dictionary.key)): \(try lowerElementType(dictionary.value))]"
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), let generics = identifier.genericArgumentClause {
      var arguments: [String] = []
      for argument in generics.arguments {
        guard case .type(let argumentType) = argument.argument else {
          throw unsupported(argument, "type '\(type.trimmedDescription)' is not supported in scenarios")
        }
        arguments.append(try lowerElementType(argumentType))
      }
      switch (identifier.name.text, arguments.count) {
      case ("Set", 1): return "Set<\(arguments[0])>"
      case ("Array", 1): return "[\(arguments[0])]"
      case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
      case ("Optional", 1): return "\(arguments[0])?"
      // `Task<Void, Never>`: a task handle; what it returns is the task's business.
      case ("Task", 2): return "Task"
      default: throw unsupported(type, "generic type '\(type.trimmedDescription)' is not supported in scenarios")
      }
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
      var parts: [String] = []
      for element in tuple.elements {
        let elementType = try lowerElementType(element.type)
        parts.append(element.firstName.map { "\($0.text): \(elementType)" } ?? elementType)
      }
      return "(\(parts.joined(separator: ", ")))"
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return "\(try lowerElementType(optional.wrappedType))?"
    }
    return nil
  }

  /// A type inside a collection type, where `Int?` is a type of its own.
  private func lowerElementType(_ type: TypeSyntax) throws(StaticIssue) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return "\(try lowerElementType(optional.wrappedType))?"
    }
    return try lowerTypeName(type)
  }

  /// A parameter's or a result's type as written, `?` kept (`Int?`, `[Tab]`): what the
  /// interpreter gives the values it receives. Types the subset does not read are kept as
  /// their text (they were accepted before parameter types were looked at).
  func lowerWrittenType(_ type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return lowerWrittenType(optional.wrappedType) + "?"
    }
    if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return lowerWrittenType(iuo.wrappedType) + "?"
    }
    return (try? lowerTypeName(type)) ?? type.trimmedDescription
  }
}
