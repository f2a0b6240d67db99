import DocEngine

// MARK: - Extensions and protocols

extension ClassTable {
  /// The members declared for `owner`: a scenario class's, or what extensions added to one of
  /// UIKit's classes.
  func declarations(of owner: String) -> UserClass? {
    userClasses[owner] ?? uikitExtensions[owner]
  }

  /// UIKit's value types and views, which scenarios do not extend.
  static let unextendableTypes: Set<String> = [
    "String", "Int", "Double", "Bool", "Array", "Dictionary", "Set", "Optional", "CGFloat", "CGRect", "CGSize",
    "CGPoint", "UIColor", "UIFont", "Notification", "DispatchQueue",
  ]

  /// Registers a block's protocols; a name used twice is a redeclaration.
  mutating func addProtocols(_ decls: [ProtocolDecl]) -> [RuntimeIssue] {
    var issues: [RuntimeIssue] = []
    for decl in decls {
      if protocolDecls[decl.name] != nil || isClass(decl.name) {
        issues.append(
          RuntimeIssue(
            id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(decl.name)'", position: decl.position)
        )
        continue
      }
      protocolDecls[decl.name] = decl
      addProtocols([decl.name])
    }
    return issues
  }

  /// Adds an extension's members to the type it extends: a protocol (default
  /// implementations), a scenario class of an earlier block, or one of UIKit's classes (every
  /// instance, the engine's own included, has them). Nil, or why it cannot be extended.
  mutating func addExtension(_ ext: ClassDecl) -> RuntimeIssue? {
    let name = ext.name
    if name == "Notification.Name" || name == "NSNotification.Name" {
      return addNotificationNames(ext)
    }
    if protocolDecls[name] != nil {
      guard ext.inherited.isEmpty, ext.initializers.isEmpty else {
        return RuntimeIssue.unsupported(
          "a protocol extension in a scenario may add methods and computed properties only", at: ext.position)
      }
      protocolDecls[name]?.defaults += ext.methods + ext.staticMethods
      return nil
    }
    if let user = userClasses[name] {
      var merged = user.decl
      merged.inherited += ext.inherited
      merged.methods += ext.methods
      merged.staticMethods += ext.staticMethods
      merged.staticProperties += ext.staticProperties
      merged.initializers += ext.initializers
      replace(
        UserClass(
          decl: merged, superclassName: user.superclassName, protocols: user.protocols + ext.inherited, kind: user.kind)
      )
      return nil
    }
    if let uikit = UIKitBindings.objectClasses.first(where: { $0.name == name }) {
      guard ext.staticMethods.isEmpty, ext.staticProperties.isEmpty, ext.initializers.isEmpty else {
        return RuntimeIssue.unsupported(
          "an extension of '\(name)' in a scenario may add instance methods, computed properties and conformances only",
          at: ext.position)
      }
      let uikitSelectors = Set(
        Interpreter.uikitMethodSelectors(of: uikit.kind) + Interpreter.overridableSelectors(of: uikit.kind))
      if let clash = ext.methods.first(where: { uikitSelectors.contains($0.signature) }) {
        return RuntimeIssue(
          id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(clash.signature)'",
          position: clash.position, notes: [("'\(name)' declares '\(clash.signature)' already", nil)])
      }
      var merged =
        uikitExtensions[name]?.decl
        ?? ClassDecl(
          name: name, inherited: [], properties: [], methods: [], position: ext.position)
      merged.inherited += ext.inherited
      merged.methods += ext.methods
      uikitExtensions[name] = UserClass(
        decl: merged, superclassName: uikit.superclass ?? "NSObject", protocols: merged.inherited, kind: uikit.kind)
      return nil
    }
    if UIKitBindings.elementClasses[name] != nil || name == "UIView" || Self.unextendableTypes.contains(name) {
      return RuntimeIssue(
        id: UIKitBindings.elementClasses[name] != nil || name == "UIView" ? .notSimulated : .unsupported,
        message:
          "extensions of '\(name)' are not supported in scenarios; extend a view controller or a class the scenario declares",
        position: ext.position)
    }
    return RuntimeIssue(
      id: DiagnosticID.unknownName, message: "cannot find type '\(name)' in scope", position: ext.position)
  }

  /// `extension Notification.Name { static let didSave = Notification.Name("didSave") }`: the
  /// names notes declare once and post and observe as `.didSave`.
  private mutating func addNotificationNames(_ ext: ClassDecl) -> RuntimeIssue? {
    guard ext.inherited.isEmpty, ext.methods.isEmpty, ext.staticMethods.isEmpty, ext.initializers.isEmpty,
      ext.properties.isEmpty
    else {
      return RuntimeIssue.unsupported(
        "an extension of 'Notification.Name' in a scenario may declare static names only", at: ext.position)
    }
    for binding in ext.staticProperties {
      guard notificationNames[binding.name] == nil else {
        return RuntimeIssue(
          id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(binding.name)'",
          position: binding.position)
      }
      notificationNames[binding.name] = binding
    }
    return nil
  }

  /// Every protocol instances of `className` conform to — declared on the class, a
  /// superclass or an extension, and the protocols those inherit — each once, nearest first.
  func conformances(of className: String) -> [String] {
    var result: [String] = []
    func add(_ name: String) {
      guard !result.contains(name) else { return }
      result.append(name)
      for inherited in protocolDecls[name]?.inherited ?? [] { add(inherited) }
    }
    for owner in ancestry(of: className) {
      for name in declarations(of: owner)?.protocols ?? [] { add(name) }
    }
    return result
  }

  /// The default implementations (protocol extension methods and computed properties) that
  /// instances of `className` get, with the protocol giving each.
  func defaultImplementations(of className: String) -> [(MethodDecl, String)] {
    conformances(of: className).flatMap { name in
      (protocolDecls[name]?.defaults ?? []).filter { !$0.isStatic }.map { ($0, name) }
    }
  }
}
