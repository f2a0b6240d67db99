import SwiftSyntax

// MARK: - Protocols and extensions of what the block does not declare

extension Lowering {
  /// `protocol P: AnyObject { func f(); var name: String { get } }`: method and property
  /// requirements (`static` ones too); no associated types, initializers or optional members.
  mutating func lowerProtocol(_ decl: ProtocolDeclSyntax) throws(StaticIssue) -> ProtocolDecl {
    if let attribute = decl.attributes.first(where: {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "objc"
    }) {
      throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
    }
    var inherited: [String] = []
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      let name = try lowerTypeName(type.type)
      if name != "AnyObject" && name != "class" && name != "NSObjectProtocol" { inherited.append(name) }
    }
    var result = ProtocolDecl(
      name: decl.name.text, inherited: inherited, methods: [], properties: [],
      position: converter.position(of: decl.name))
    for member in decl.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        result.methods.append(try lowerRequirement(function))
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        result.properties.append(try lowerPropertyRequirement(variable))
      } else if member.decl.is(AssociatedTypeDeclSyntax.self) {
        throw unsupported(member.decl, "associated types are not supported in scenarios")
      } else {
        throw unsupported(member.decl, "a protocol in a scenario may declare methods and properties only")
      }
    }
    return result
  }

  private mutating func lowerRequirement(_ function: FunctionDeclSyntax) throws(StaticIssue) -> MethodDecl {
    var isStatic = false
    for modifier in function.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.static), .keyword(.class): isStatic = true
      case .keyword(.mutating): continue
      default:
        throw unsupported(modifier, "'\(modifier.name.text)' requirements are not supported in scenarios")
      }
    }
    if let body = function.body {
      throw unsupported(body, "protocol methods must not have bodies; give a default one in an extension")
    }
    let (labels, names, _, functionParameters, _) = try lowerParameters(function.signature.parameterClause)
    var requirement = MethodDecl(
      name: function.name.text, labels: labels, parameterNames: names, isOverride: false,
      hasReturnType: function.signature.returnClause != nil, body: [], position: converter.position(of: function.name))
    requirement.isStatic = isStatic
    requirement.functionParameters = functionParameters
    return requirement
  }

  private func lowerPropertyRequirement(_ variable: VariableDeclSyntax) throws(StaticIssue) -> PropertyRequirement {
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
      case .accessors(let accessors)? = binding.accessorBlock?.accessors
    else {
      throw unsupported(variable, "a protocol's property says how it is reached: 'var name: String { get }'")
    }
    let kinds = accessors.map(\.accessorSpecifier.tokenKind)
    guard kinds.contains(.keyword(.get)) else {
      throw unsupported(variable, "a protocol's property needs 'get' ('{ get }' or '{ get set }')")
    }
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    return PropertyRequirement(
      name: pattern.identifier.text, isSettable: kinds.contains(.keyword(.set)), isStatic: isStatic,
      position: converter.position(of: pattern))
  }

  /// swiftc's error for `deinit` in an extension.
  func checkNoDeinitializer(in decl: ExtensionDeclSyntax) throws(StaticIssue) {
    guard let member = decl.memberBlock.members.first(where: { $0.decl.is(DeinitializerDeclSyntax.self) }) else {
      return
    }
    throw invalid(member.decl, "deinitializers may only be declared within a class, actor, or noncopyable type")
  }

  /// An extension of something this block does not declare as a class: a protocol of this
  /// block (its members become default implementations), or a UIKit class or a type of an
  /// earlier block, which the interpreter resolves (`program.extensions`).
  mutating func applyDetachedExtension(_ decl: ExtensionDeclSyntax, named name: String) throws(StaticIssue) {
    try checkTypeModifiers(decl.modifiers, decl.attributes)
    if let generics = decl.genericWhereClause {
      throw unsupported(generics, "'where' clauses on extensions are not supported in scenarios")
    }
    try checkNoDeinitializer(in: decl)
    var members = ClassDecl(
      name: name, inherited: [], properties: [], methods: [], position: converter.position(of: decl.extendedType))
    for type in decl.inheritanceClause?.inheritedTypes ?? [] {
      members.inherited.append(try lowerTypeName(type.type))
    }
    try lowerMembers(decl.memberBlock, into: &members)
    if !members.properties.isEmpty {
      throw unsupported(decl, "extensions cannot add stored properties")
    }
    if let index = protocols.firstIndex(where: { $0.name == name }) {
      guard members.inherited.isEmpty, members.initializers.isEmpty, members.staticProperties.isEmpty else {
        throw unsupported(decl, "a protocol extension in a scenario may add methods and computed properties only")
      }
      protocols[index].defaults += members.methods + members.staticMethods
      return
    }
    extensions.append(members)
  }
}
