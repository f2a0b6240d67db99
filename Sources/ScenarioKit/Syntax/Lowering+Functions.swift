import SwiftSyntax

// MARK: - Top-level functions, modifiers, parameter types

extension Lowering {
  /// `func greet(_ name: String) -> String { … }` at the top level: a function the whole
  /// file sees (hoisted, like classes). Members' modifiers are errors here, as in swiftc.
  mutating func lowerTopLevelFunction(_ decl: FunctionDeclSyntax) throws(StaticIssue) -> MethodDecl {
    for modifier in decl.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.override):
        throw invalid(modifier, "'override' can only be specified on class members")
      case .keyword(.static), .keyword(.class):
        throw invalid(modifier, "static methods may only be declared on a type")
      case .keyword(.final):
        throw invalid(modifier, "only classes and class members may be marked with 'final'")
      default:
        continue
      }
    }
    let function = try lowerMethod(decl)
    if let clash = functions.first(where: { $0.signature == function.signature }) {
      throw StaticIssue(
        id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(function.signature)'",
        position: function.position, notes: [("'\(clash.signature)' previously declared here", clash.position)])
    }
    return function
  }

  /// `private`, `fileprivate`, `internal`, `public`, `open`, or nil for other modifiers.
  static func accessLevel(_ modifier: DeclModifierSyntax) -> AccessLevel? {
    switch modifier.name.tokenKind {
    case .keyword(.private): return .private
    case .keyword(.fileprivate): return .fileprivate
    case .keyword(.internal): return .internal
    case .keyword(.public): return .public
    case .keyword(.open): return .open
    default: return nil
    }
  }

  /// Whether a parameter's type is a function (`() -> Void`, `@escaping (Bool) -> Void`,
  /// `((String) -> Void)?`): an unlabeled trailing closure looks for such a parameter.
  static func isFunctionType(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
    if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(iuo.wrappedType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isFunctionType(only.type)
    }
    return false
  }
}

extension Lowering {
  /// A parameter list: labels as callers write them (`nil` for `_`), names as the body uses
  /// them, default values, and which parameters take a function.
  mutating func lowerParameters(_ clause: FunctionParameterClauseSyntax) throws(StaticIssue) -> (
    labels: [String?], names: [String], defaults: [Expr?], functionParameters: [Bool], types: [String]
  ) {
    var types: [String] = []
    var labels: [String?] = []
    var names: [String] = []
    var defaults: [Expr?] = []
    var functionParameters: [Bool] = []
    for parameter in clause.parameters {
      if let ellipsis = parameter.ellipsis {
        throw unsupported(ellipsis, "variadic parameters are not supported in scenarios")
      }
      if let specifier = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.first {
        throw unsupported(specifier, "'\(specifier.trimmedDescription)' parameters are not supported in scenarios")
      }
      let first = parameter.firstName.text
      labels.append(first == "_" ? nil : first)
      names.append(parameter.secondName?.text ?? first)
      defaults.append(try parameter.defaultValue.map { d throws(StaticIssue) in try lowerExpr(d.value) })
      functionParameters.append(Self.isFunctionType(parameter.type))
      types.append(parameter.type.trimmedDescription)
    }
    return (labels, names, defaults, functionParameters, types)
  }
}
