import DocEngine

// MARK: - Computed properties, protocol defaults, conformance

extension Interpreter {
  /// The computed property `name` instances of `className` have: their class's (a
  /// superclass's, an extension's), else a protocol extension's default.
  func computedProperty(_ name: String, of className: String) -> (MethodDecl, String)? {
    if let found = classes.method(selector: name, in: className), found.0.isProperty { return found }
    return classes.defaultImplementations(of: className).first { $0.0.isProperty && $0.0.name == name }
  }

  /// `object.name = value` on a computed property: its `set` body, with the new value under
  /// its name (`newValue` unless written); a property without `set` is get-only, as in Swift.
  func setComputedProperty(
    _ property: MethodDecl, declaredIn owner: String, of id: ObjectID, to value: Value, at position: SourcePosition
  ) throws {
    guard let body = property.setterBody else {
      throw RuntimeIssue(
        id: DiagnosticID.immutable, message: "cannot assign to property: '\(property.name)' is a get-only property",
        position: position)
    }
    let scope = Scope(methodOf: id, className: owner, global: global)
    scope.declare(
      Variable(
        name: property.setterParameterName, isMutable: false,
        value: converted(value, toDeclared: property.returnTypeName), position: property.position,
        isParameter: true))
    _ = try runBody(body, in: scope, at: position)
  }

  /// A protocol extension's method `name` that these arguments fit, for an object whose class
  /// does not implement it, with the protocol that gives it.
  func defaultMethod(_ name: String, _ args: CallArguments, for className: String) -> (
    MethodDecl, String, [ArgumentMatcher.Source]
  )? {
    for (method, protocolName) in classes.defaultImplementations(of: className)
    where method.name == name && !method.isProperty {
      if case .success(let sources) = args.matched(by: ArgumentMatcher(method)) {
        return (method, protocolName, sources)
      }
    }
    return nil
  }

  /// A class (or an extension) that names a scenario protocol must have what it requires:
  /// each method, and each property (settable where it says `set`), itself, from a
  /// superclass, from UIKit, or as a default of a protocol extension. swiftc's wording.
  func checkConformances(of className: String, at position: SourcePosition) throws {
    guard let kind = classes.kind(of: className) else { return }
    let defaults = classes.defaultImplementations(of: className).map(\.0)
    let uikitMethods = Set(Self.uikitMethodSelectors(of: kind))
    var uikitProperties = Set(Self.uikitPropertyTypes.keys).union(Self.optionalUIKitProperties.keys)
    if kind.isViewController { uikitProperties.formUnion(Self.controllerElementMembers) }
    for protocolName in classes.conformances(of: className) {
      guard let decl = classes.protocolDecls[protocolName] else { continue }
      var missing: [(String, SourcePosition?)] = []
      for requirement in decl.methods where !requirement.isStatic {
        let implemented =
          classes.method(selector: requirement.signature, in: className) != nil
          || defaults.contains { $0.signature == requirement.signature } || uikitMethods.contains(requirement.signature)
        if !implemented {
          missing.append(("protocol requires function '\(requirement.signature)'", requirement.position))
        }
      }
      for requirement in decl.properties where !requirement.isStatic {
        if !hasProperty(requirement, on: className, uikitProperties: uikitProperties) {
          let access = requirement.isSettable ? "{ get set }" : "{ get }"
          missing.append(("protocol requires property '\(requirement.name)' \(access)", requirement.position))
        }
      }
      if !missing.isEmpty {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration,
          message: "type '\(className)' does not conform to protocol '\(protocolName)'", position: position,
          notes: missing)
      }
    }
  }

  private func hasProperty(_ requirement: PropertyRequirement, on className: String, uikitProperties: Set<String>)
    -> Bool
  {
    if let stored = classes.storedProperty(requirement.name, in: className) {
      return stored.isMutable || !requirement.isSettable
    }
    if let (computed, _) = computedProperty(requirement.name, of: className) {
      return computed.setterBody != nil || !requirement.isSettable
    }
    return uikitProperties.contains(requirement.name)
  }
}
