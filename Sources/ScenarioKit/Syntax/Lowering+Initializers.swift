import SwiftSyntax

// MARK: - Initializers

extension Lowering {
  /// `init(item: String) { … }`, `convenience init()`, `override init(nibName:bundle:)`,
  /// `required init?(coder: NSCoder)`. Whether its body follows Swift's two-phase rules is
  /// checked before the block runs, when the class's superclass is known (`InitializerCheck`).
  mutating func lowerInitializer(_ decl: InitializerDeclSyntax) throws(StaticIssue) -> InitializerDecl {
    var isOverride = false
    var isConvenience = false
    var isRequired = false
    var access = AccessLevel.internal
    for modifier in decl.modifiers {
      if let level = Self.accessLevel(modifier) {
        access = level
        continue
      }
      switch modifier.name.tokenKind {
      case .keyword(.override): isOverride = true
      case .keyword(.convenience): isConvenience = true
      case .keyword(.required): isRequired = true
      default: throw unsupported(modifier, "'\(modifier.name.text)' initializers are not supported in scenarios")
      }
    }
    for attribute in decl.attributes {
      let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
      guard ["objc", "MainActor"].contains(name) else {
        throw unsupported(attribute, "attribute '\(attribute.trimmedDescription)' is not supported in scenarios")
      }
    }
    if let generics = decl.genericParameterClause {
      throw unsupported(generics, "generic initializers are not supported in scenarios")
    }
    if let effects = decl.signature.effectSpecifiers {
      throw unsupported(effects, "'async' and 'throws' initializers are not supported in scenarios")
    }
    guard let body = decl.body else { throw unsupported(decl, "an initializer needs a body") }
    let (labels, names, defaults, functionParameters, types) = try lowerParameters(decl.signature.parameterClause)
    var method = MethodDecl(
      name: "init", labels: labels, parameterNames: names, isOverride: isOverride, hasReturnType: false,
      body: lowerFunctionBody(
        body.statements, effects: .function("init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")),
      position: converter.position(of: decl.initKeyword))
    method.access = access
    method.functionParameters = functionParameters
    method.parameterTypes = types
    if defaults.contains(where: { $0 != nil }) { method.defaultArguments = defaults }
    return InitializerDecl(
      method: method, isConvenience: isConvenience, isRequired: isRequired, isFailable: decl.optionalMark != nil)
  }
}
