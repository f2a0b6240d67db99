// MARK: - What swiftc checks about a class's initializers

extension Interpreter {
  /// The rules swiftc enforces on a class's initializers, checked before the block runs: a
  /// class whose stored properties lack values needs an initializer; a subclass with its own
  /// designated initializers provides the superclass's `required` ones (`init(coder:)` for a
  /// view controller); overriding needs `override`; and each body follows the two phases
  /// (``InitializerBodyCheck``).
  func checkInitializerRules(_ decl: ClassDecl) throws {
    guard let user = classes.userClass(decl.name) else { return }
    let designated = decl.initializers.filter { !$0.isConvenience }
    let derived = hasSwiftSuperclass(decl.name)
    let superEntries = derived ? initializers(of: user.superclassName) : []
    if designated.isEmpty, let missing = storedPropertiesNeedingValues(of: decl.name).first {
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration, message: "class '\(decl.name)' has no initializers", position: decl.position,
        notes: [
          (
            "stored property '\(missing.name)' without initial value prevents synthesized initializers",
            missing.position
          )
        ])
    }
    if !designated.isEmpty {
      for required in superEntries where required.isRequired && !required.isConvenience {
        guard decl.initializers.contains(where: { $0.signature == required.signature }) else {
          throw RuntimeIssue(
            id: DiagnosticID.classDeclaration,
            message:
              "'required' initializer '\(required.signature)' must be provided by subclass of '\(user.superclassName)'",
            position: decl.position)
        }
      }
    }
    for initializer in decl.initializers {
      try checkOverride(initializer, against: superEntries, derived: derived)
      if let issue = bodyCheck(for: initializer, in: decl, user: user, derived: derived).check(
        initializer.method.body, parameters: initializer.method.parameterNames, at: initializer.method.position)
      {
        throw issue
      }
    }
  }

  private func checkOverride(_ initializer: InitializerDecl, against superEntries: [InitializerEntry], derived: Bool)
    throws
  {
    let overridden = superEntries.first { !$0.isConvenience && $0.signature == initializer.signature }
    let position = initializer.method.position
    if let overridden, overridden.isRequired, !initializer.isRequired {
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration,
        message: "'required' modifier must be present on all overrides of a required initializer", position: position)
    }
    guard !initializer.isConvenience else { return }
    if overridden != nil, !initializer.method.isOverride, !initializer.isRequired {
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration,
        message: "overriding declaration requires an 'override' keyword: '\(initializer.signature)'", position: position
      )
    }
    if initializer.method.isOverride, overridden == nil {
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration,
        message: "initializer does not override a designated initializer from its superclass", position: position)
    }
  }

  /// What the two-phase check needs to know about the class.
  private func bodyCheck(
    for initializer: InitializerDecl, in decl: ClassDecl, user: ClassTable.UserClass, derived: Bool
  )
    -> InitializerBodyCheck
  {
    let own = Dictionary(decl.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let userMethods = classes.ancestry(of: decl.name).flatMap { owner in
      (classes.userClass(owner)?.decl.methods ?? []).filter { !$0.isProperty }.map(\.name)
    }
    let uikitMethods = Self.uikitMethodSelectors(of: user.kind).map(UIKitBindings.baseName(of:))
    var uikitProperties = Array(Self.uikitPropertyTypes.keys) + Array(Self.optionalUIKitProperties.keys)
    if user.kind.isViewController { uikitProperties += Self.controllerElementMembers }
    let others = Set(classes.memberNames(of: decl.name) + uikitMethods + uikitProperties).subtracting(own.keys)
    let superclass = user.superclassName
    let superEntries = derived ? initializers(of: superclass) : []
    let kind: InitializerBodyCheck.Kind =
      initializer.isConvenience ? .convenience : derived ? .designated : .root
    return InitializerBodyCheck(
      kind: kind, className: decl.name, ownProperties: own,
      needingValues: storedPropertiesNeedingValues(of: decl.name).map(\.name), otherMembers: others,
      methods: Set(userMethods + uikitMethods), isFailable: initializer.isFailable,
      checkSuperInit: { labels, implicit in
        let fitting = superEntries.filter {
          if case .success = ArgumentMatcher($0.shape).match(labels, trailingClosure: false) { return true }
          return false
        }
        if implicit {
          return fitting.contains { !$0.isConvenience }
            ? nil : "'super.init' isn't called on all paths before returning from initializer"
        }
        if !fitting.isEmpty, !fitting.contains(where: { !$0.isConvenience }) {
          return "must call a designated initializer of the superclass '\(superclass)'"
        }
        return nil
      })
  }
}
