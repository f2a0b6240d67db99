import DocEngine

/// The classes a scenario can name: UIKit's (`UIKitBindings.objectClasses`) and the
/// scenario's own, with their superclass chains.
///
/// Built once per run from the program's class declarations (a `continue` block adds its own
/// to those of earlier blocks). Lookups never iterate a dictionary, so results do not depend
/// on hash order.
struct ClassTable {
  /// A scenario-declared class after resolution.
  struct UserClass {
    let decl: ClassDecl
    /// A UIKit class name or another user class.
    let superclassName: String
    let protocols: [String]
    let kind: ObjectKind
    /// The methods by signature (`viewDidAppear(_:)`, a property's name), and by base name in
    /// declaration order: the engine asks whether a class implements a selector for every
    /// callback, and scanning a class of thousands of methods each time took seconds.
    let methodsBySignature: [String: MethodDecl]
    let methodsByName: [String: [MethodDecl]]
    /// The stored properties by name (the first of each).
    let propertiesByName: [String: Binding]

    init(decl: ClassDecl, superclassName: String, protocols: [String], kind: ObjectKind) {
      self.decl = decl
      self.superclassName = superclassName
      self.protocols = protocols
      self.kind = kind
      var bySignature: [String: MethodDecl] = [:]
      var byName: [String: [MethodDecl]] = [:]
      for method in decl.methods {
        if bySignature[method.signature] == nil { bySignature[method.signature] = method }
        byName[method.name, default: []].append(method)
      }
      methodsBySignature = bySignature
      methodsByName = byName
      propertiesByName = Dictionary(decl.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The deepest chain of scenario classes (each inheriting from the next): resolving and
  /// walking a chain costs its length, and real code has two or three.
  static let maxClassDepth = 32

  private(set) var userClasses: [String: UserClass] = [:]
  /// The members `extension UIViewController { … }` adds to UIKit's classes, as a class
  /// entry of the same name (`ClassTable+Extensions.swift`).
  var uikitExtensions: [String: UserClass] = [:]
  /// Protocols the scenario declared, with their default implementations.
  var protocolDecls: [String: ProtocolDecl] = [:]
  /// The names `extension Notification.Name { static let x = … }` declares, by name.
  var notificationNames: [String: Binding] = [:]
  /// Protocol names the scenario declared (`protocol DetailDelegate: AnyObject`).
  private(set) var declaredProtocols: [String] = []
  /// Classes made up for undeclared `…ViewController()` calls: plain UIViewController subclasses.
  private(set) var implicitClasses: [String] = []
  /// The names of every property and method a scenario class declares.
  private var memberNames: Set<String> = []

  /// Adds a program's classes. Returns the problems found (unknown superclass, cycles, a
  /// class declared twice).
  mutating func add(_ decls: [ClassDecl]) -> [RuntimeIssue] {
    var issues: [RuntimeIssue] = []
    let newNames = Set(decls.map(\.name))
    var pending: [ClassDecl] = []
    for decl in decls {
      if userClasses[decl.name] != nil || Self.uikitKind(decl.name) != nil {
        issues.append(
          RuntimeIssue(
            id: DiagnosticID.redeclaration, message: "invalid redeclaration of class '\(decl.name)'",
            position: decl.position))
        continue
      }
      if let first = decl.inherited.first, case .element? = UIKitBindings.type(named: first)?.model {
        issues.append(
          RuntimeIssue(
            id: DiagnosticID.notSimulated,
            message:
              "subclassing '\(first)' is not simulated: views, controls and bar items are UIKit's own classes here; keep one in a controller's property and configure it there",
            position: decl.position))
        continue
      }
      pending.append(decl)
    }
    // Resolve in dependency order so a subclass declared before its superclass works. Each
    // pass resolves at least one more level of every chain.
    var remaining = pending
    var passes = 0
    while !remaining.isEmpty {
      passes += 1
      if passes > Self.maxClassDepth, let tooDeep = remaining.first {
        issues.append(
          RuntimeIssue(
            id: DiagnosticID.limit,
            message:
              "a chain of more than \(Self.maxClassDepth) classes each inheriting from the next; scenarios are limited to \(Self.maxClassDepth)",
            position: tooDeep.position))
        break
      }
      var progressed = false
      var next: [ClassDecl] = []
      for decl in remaining {
        let first = decl.inherited.first
        let superName: String
        if let first, Self.uikitKind(first) != nil || userClasses[first] != nil {
          superName = first
        } else if let first, newNames.contains(first) {
          next.append(decl)  // its superclass is not resolved yet
          continue
        } else {
          // No superclass (or only protocols): a plain object, as an NSObject subclass.
          superName = "NSObject"
        }
        let kind = Self.uikitKind(superName) ?? userClasses[superName]!.kind
        let protocols = decl.inherited.filter { $0 != superName }
        userClasses[decl.name] = UserClass(
          decl: decl, superclassName: superName, protocols: protocols, kind: kind)
        memberNames.formUnion(decl.properties.map(\.name))
        memberNames.formUnion(decl.methods.map(\.name))
        progressed = true
      }
      if !progressed {
        for decl in next {
          issues.append(
            RuntimeIssue(
              id: DiagnosticID.classDeclaration,
              message: "class '\(decl.name)' inherits from itself", position: decl.position))
        }
        break
      }
      remaining = next
    }
    return issues
  }

  mutating func addProtocols(_ names: [String]) {
    declaredProtocols += names.filter { !declaredProtocols.contains($0) }
  }

  /// Registers an implicit `…ViewController` class (a plain UIViewController subclass).
  mutating func addImplicitClass(_ name: String) {
    if !implicitClasses.contains(name) { implicitClasses.append(name) }
  }

  /// Replaces a scenario class's entry (an extension in a later block added members).
  mutating func replace(_ user: UserClass) {
    userClasses[user.decl.name] = user
    memberNames.formUnion(user.decl.methods.map(\.name))
  }

  /// Whether `name` is an undeclared `…ViewController` the scenario made.
  func isImplicitClass(_ name: String) -> Bool { implicitClasses.contains(name) }

  static func uikitKind(_ name: String) -> ObjectKind? {
    UIKitBindings.objectClasses.first { $0.name == name }?.kind
  }

  func userClass(_ name: String) -> UserClass? { userClasses[name] }

  /// Whether a class name is known (UIKit, scenario-declared or implicit).
  func isClass(_ name: String) -> Bool {
    Self.uikitKind(name) != nil || userClasses[name] != nil || implicitClasses.contains(name)
  }

  /// The engine kind of instances of `name`.
  func kind(of name: String) -> ObjectKind? {
    if let kind = Self.uikitKind(name) { return kind }
    if let user = userClasses[name] { return user.kind }
    if implicitClasses.contains(name) { return .viewController }
    return nil
  }

  /// `name`, its superclass, and so on up to `NSObject`.
  func ancestry(of name: String) -> [String] {
    var chain: [String] = []
    var current: String? = name
    while let name = current, !chain.contains(name) {
      chain.append(name)
      if let user = userClasses[name] {
        current = user.superclassName
      } else if implicitClasses.contains(name) {
        current = "UIViewController"
      } else {
        current = UIKitBindings.objectClasses.first { $0.name == name }?.superclass
      }
    }
    return chain
  }

  /// Whether an instance of `className` is a `target` (a class it inherits from, or a protocol
  /// it or one of its superclasses conforms to).
  func isInstance(_ className: String, of target: String) -> Bool {
    ancestry(of: className).contains(target) || conformances(of: className).contains(target)
  }

  /// The user method with this selector on `className` or its scenario-declared superclasses,
  /// with the class that declares it: `viewWillAppear(_:)`, a property's name
  /// (`shouldRemovePresentersView`), or an unwind action's base name (`unwindToA`).
  func method(selector: String, in className: String) -> (MethodDecl, String)? {
    // A selector without `(` is a property's name or an unwind action's base name.
    let isBaseName = !selector.contains("(")
    for name in ancestry(of: className) {
      guard let user = declarations(of: name) else { continue }
      if let method = isBaseName ? user.methodsByName[selector]?.first : user.methodsBySignature[selector] {
        return (method, name)
      }
    }
    return nil
  }

  /// The stored property `name` of `className` or one of its scenario superclasses, the
  /// superclass's first (the order of ``storedProperties(of:)``).
  func storedProperty(_ name: String, in className: String) -> Binding? {
    for owner in ancestry(of: className).reversed() {
      if let binding = userClasses[owner]?.propertiesByName[name] { return binding }
    }
    return nil
  }

  /// The class that declares the stored property `name` that instances of `className` have.
  func owner(ofProperty name: String, in className: String) -> String? {
    ancestry(of: className).reversed().first { userClasses[$0]?.propertiesByName[name] != nil }
  }

  /// Whether any scenario class declares a property or method called `name`.
  func declaresMember(_ name: String) -> Bool {
    memberNames.contains(name)
  }

  /// The action method a `#selector` named (its full signature), for target–action.
  func actionMethod(_ signature: String, in className: String) -> (MethodDecl, String)? {
    method(selector: signature, in: className)
  }

  /// The `deinit` bodies of `className` and its scenario superclasses, subclass first (the
  /// order Swift runs them in).
  func deinitializers(of className: String) -> [(MethodDecl, String)] {
    ancestry(of: className).compactMap { owner in userClasses[owner]?.decl.deinitializer.map { ($0, owner) } }
  }

  /// The user method called as `name(label: …)` on `className`.
  func method(named name: String, labels: [String?], in className: String) -> (MethodDecl, String)? {
    for owner in ancestry(of: className) {
      guard let user = declarations(of: owner) else { continue }
      if let method = user.methodsByName[name]?.first(where: { $0.labels == labels && !$0.isProperty }) {
        return (method, owner)
      }
    }
    return nil
  }

  /// All user method and property names visible on `className`, for near-miss suggestions.
  func memberNames(of className: String) -> [String] {
    var names: [String] = []
    for owner in ancestry(of: className) {
      guard let user = declarations(of: owner) else { continue }
      names += user.decl.properties.map(\.name) + user.decl.methods.map(\.name)
    }
    names += defaultImplementations(of: className).map(\.0.name)
    return names
  }

  /// The stored properties of `className` and its user superclasses, superclass first.
  func storedProperties(of className: String) -> [(Binding, String)] {
    var result: [(Binding, String)] = []
    for owner in ancestry(of: className).reversed() {
      guard let user = userClasses[owner] else { continue }
      result += user.decl.properties.map { ($0, owner) }
    }
    return result
  }

  /// Every class name the scenario can use, for near-miss suggestions.
  var allClassNames: [String] {
    UIKitBindings.objectClasses.map(\.name) + userClasses.keys.sorted() + implicitClasses
  }
}
