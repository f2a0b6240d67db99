import DocEngine

/// The classes a scenario can name: UIKit's (as far as the engine simulates them) and the
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
  }

  /// UIKit classes by name, with their superclass and the engine kind of their instances.
  static let uikitClasses: [(name: String, superclass: String?, kind: ObjectKind)] = [
    ("NSObject", nil, .object),
    ("UIResponder", "NSObject", .object),
    ("UIViewController", "UIResponder", .viewController),
    ("UINavigationController", "UIViewController", .navigationController),
    ("UITabBarController", "UIViewController", .tabBarController),
    ("UIPageViewController", "UIViewController", .pageViewController),
    ("UISplitViewController", "UIViewController", .splitViewController),
    ("UIAlertController", "UIViewController", .viewController),
    ("UIPresentationController", "NSObject", .presentationController),
    ("UIStoryboardSegue", "NSObject", .storyboardSegue),
  ]

  /// The protocols the spec names; a user class may conform to these or its own.
  static let uikitProtocols = [
    "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate", "UIViewControllerTransitioningDelegate",
    "UIViewControllerAnimatedTransitioning", "UINavigationControllerDelegate",
    "UITabBarControllerDelegate", "UIViewControllerContextTransitioning",
    "UIPopoverPresentationControllerDelegate", "UIPageViewControllerDelegate",
    "UIPageViewControllerDataSource", "UISplitViewControllerDelegate",
  ]

  private(set) var userClasses: [String: UserClass] = [:]
  /// Protocol names the scenario declared (`protocol DetailDelegate: AnyObject`).
  private(set) var declaredProtocols: [String] = []
  /// Classes made up for undeclared `…ViewController()` calls: plain UIViewController subclasses.
  private(set) var implicitClasses: [String] = []

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
      if let first = decl.inherited.first, ElementKind.classes[first] != nil || first == "UITableViewCell" {
        issues.append(
          RuntimeIssue(
            id: DiagnosticID.unsupported,
            message: "subclassing '\(first)' is not supported in scenarios: views, controls and bar items are UIKit's own classes here; keep one in a controller's property and configure it there",
            position: decl.position))
        continue
      }
      pending.append(decl)
    }
    // Resolve in dependency order so a subclass declared before its superclass works.
    var remaining = pending
    while !remaining.isEmpty {
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

  static func uikitKind(_ name: String) -> ObjectKind? {
    uikitClasses.first { $0.name == name }?.kind
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
        current = Self.uikitClasses.first { $0.name == name }?.superclass
      }
    }
    return chain
  }

  /// Whether an instance of `className` is a `target` (a class it inherits from, or a protocol
  /// it or one of its superclasses conforms to).
  func isInstance(_ className: String, of target: String) -> Bool {
    let chain = ancestry(of: className)
    if chain.contains(target) { return true }
    return chain.contains { userClasses[$0]?.protocols.contains(target) ?? false }
  }

  /// The user method with this selector on `className` or its scenario-declared superclasses,
  /// with the class that declares it.
  func method(selector: String, in className: String) -> (MethodDecl, String)? {
    for name in ancestry(of: className) {
      guard let user = userClasses[name] else { continue }
      if let method = user.decl.methods.first(where: { $0.matches(selector: selector) }) {
        return (method, name)
      }
    }
    return nil
  }

  /// Whether any scenario class declares a property or method called `name`.
  func declaresMember(_ name: String) -> Bool {
    userClasses.values.contains { user in
      user.decl.properties.contains { $0.name == name } || user.decl.methods.contains { $0.name == name }
    }
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
      guard let user = userClasses[owner] else { continue }
      if let method = user.decl.methods.first(where: { $0.name == name && $0.labels == labels && !$0.isProperty }) {
        return (method, owner)
      }
    }
    return nil
  }

  /// All user method and property names visible on `className`, for near-miss suggestions.
  func memberNames(of className: String) -> [String] {
    var names: [String] = []
    for owner in ancestry(of: className) {
      guard let user = userClasses[owner] else { continue }
      names += user.decl.properties.map(\.name) + user.decl.methods.map(\.name)
    }
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
    Self.uikitClasses.map(\.name) + userClasses.keys.sorted() + implicitClasses
  }
}

extension MethodDecl {
  /// Whether this method answers the engine's `selector`: `viewWillAppear(_:)`, a property
  /// name (`shouldRemovePresentersView`), or an unwind action's base name (`unwindToA`).
  func matches(selector: String) -> Bool {
    if selector == signature { return true }
    if !selector.contains("(") { return name == selector }
    return false
  }
}
