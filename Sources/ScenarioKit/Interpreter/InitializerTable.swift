import DocEngine

/// One way to make an instance of a class, as Swift's initializer inheritance gives it.
struct InitializerEntry {
  enum Source {
    /// The class's own `init`.
    case declared(InitializerDecl)
    /// A designated initializer the class inherits (or overrides by synthesis): its own
    /// stored properties' initial values, then the superclass's initializer of this signature.
    case inheritedDesignated
    /// A convenience initializer of an ancestor (`nil`: UIKit's `init()`), whose `self.init`
    /// reaches this class's own designated initializers.
    case inheritedConvenience(InitializerDecl?)
    /// `init()` of a class with no superclass, no initializers and initial values for all
    /// its stored properties.
    case synthesizedDefault
    /// UIKit's own designated initializer.
    case uikit
    /// UIKit's convenience `init()`, which calls this designated initializer of `self`.
    case uikitConvenience(delegatingTo: [String?])
  }

  /// Parameters (labels, defaults, function types) for argument matching, with the body
  /// when it is the scenario's code.
  let shape: MethodDecl
  let isConvenience: Bool
  let isRequired: Bool
  let isFailable: Bool
  /// The class whose initializers these are.
  let owner: String
  let source: Source

  var signature: String { shape.signature }
  var labels: [String?] { shape.labels }
}

/// The initializers of UIKit's classes that scenarios subclass, as their Swift interfaces
/// declare them: designated ones, and the convenience `init()` they inherit from `NSObject`.
enum UIKitInitializers {
  static func designated(of kind: ObjectKind) -> [[String?]] {
    switch kind {
    case .object: return [[]]
    case .navigationController:
      return [["nibName", "bundle"], ["coder"], ["rootViewController"], ["navigationBarClass", "toolbarClass"]]
    case .pageViewController: return [["transitionStyle", "navigationOrientation", "options"], ["coder"]]
    case .splitViewController: return [["style"], ["nibName", "bundle"], ["coder"]]
    case .presentationController: return [["presentedViewController", "presenting"]]
    case .viewController, .tabBarController: return [["nibName", "bundle"], ["coder"]]
    case .tableViewController: return [["style"], ["nibName", "bundle"], ["coder"]]
    case .collectionViewController: return [["collectionViewLayout"], ["nibName", "bundle"], ["coder"]]
    case .transitionContext, .storyboardSegue: return []
    }
  }

  /// `init()`: a convenience initializer of view controllers, calling their first designated
  /// initializer with its defaults; a presentation controller has none.
  static func convenienceTarget(of kind: ObjectKind) -> [String?]? {
    switch kind {
    case .object, .presentationController, .transitionContext, .storyboardSegue: return nil
    case .pageViewController: return ["transitionStyle", "navigationOrientation", "options"]
    case .splitViewController, .viewController, .navigationController, .tabBarController, .tableViewController,
      .collectionViewController:
      return ["nibName", "bundle"]
    }
  }

  /// Parameters UIKit gives defaults (`options:` of a page view controller).
  static func hasDefault(_ label: String?) -> Bool { label == "options" }
}

extension Interpreter {
  /// The initializers instances of `className` can be made with, by Swift's rules: a class
  /// without designated initializers of its own inherits its superclass's (rule 1, when its
  /// stored properties all have initial values); one that has every designated initializer of
  /// its superclass also inherits the superclass's convenience ones (rule 2).
  func initializers(of className: String) -> [InitializerEntry] {
    guard let user = classes.userClass(className) else {
      guard let kind = classes.kind(of: className) else { return [] }
      if classes.isImplicitClass(className) { return inherited(from: "UIViewController", into: className, kind: kind) }
      return uikitInitializers(of: className, kind: kind)
    }
    var entries = user.decl.initializers.map { decl in
      InitializerEntry(
        shape: decl.method, isConvenience: decl.isConvenience, isRequired: decl.isRequired,
        isFailable: decl.isFailable, owner: className, source: .declared(decl))
    }
    guard hasSwiftSuperclass(className) else {
      if !entries.contains(where: { !$0.isConvenience }) && storedPropertiesNeedingValues(of: className).isEmpty {
        entries.append(
          InitializerEntry(
            shape: MethodDecl(
              name: "init", labels: [], parameterNames: [], isOverride: false, hasReturnType: false, body: [],
              position: user.decl.position),
            isConvenience: false, isRequired: false, isFailable: false, owner: className, source: .synthesizedDefault))
      }
      return entries
    }
    return merge(entries, with: inherited(from: user.superclassName, into: className, kind: user.kind), in: className)
  }

  /// What a class without initializers of its own gets from `superclass`: every designated
  /// initializer (rule 1) and so every convenience one (rule 2).
  private func inherited(from superclass: String, into className: String, kind: ObjectKind) -> [InitializerEntry] {
    initializers(of: superclass).map { entry in
      InitializerEntry(
        shape: entry.shape, isConvenience: entry.isConvenience, isRequired: entry.isRequired,
        isFailable: entry.isFailable, owner: className,
        source: entry.isConvenience ? convenienceSource(of: entry) : .inheritedDesignated)
    }
  }

  /// A class's own initializers and what it inherits from its superclass's `inherited` ones.
  private func merge(_ own: [InitializerEntry], with inherited: [InitializerEntry], in className: String)
    -> [InitializerEntry]
  {
    let ownSignatures = Set(own.map(\.signature))
    let ownDesignated = own.filter { !$0.isConvenience }
    if ownDesignated.isEmpty {
      // Rule 1 (and so rule 2), when every stored property has an initial value.
      guard storedPropertiesNeedingValues(of: className).isEmpty else { return own }
      return own + inherited.filter { !ownSignatures.contains($0.signature) }
    }
    // Rule 2: every designated initializer of the superclass is here, so are its convenience ones.
    let superDesignated = inherited.filter { !$0.isConvenience }.map(\.signature)
    guard superDesignated.allSatisfy(ownSignatures.contains) else { return own }
    return own + inherited.filter { $0.isConvenience && !ownSignatures.contains($0.signature) }
  }

  private func convenienceSource(of entry: InitializerEntry) -> InitializerEntry.Source {
    switch entry.source {
    case .declared(let decl): return .inheritedConvenience(decl)
    case .inheritedConvenience, .uikitConvenience: return entry.source
    default: return .inheritedConvenience(nil)
    }
  }

  private func uikitInitializers(of className: String, kind: ObjectKind) -> [InitializerEntry] {
    func shape(_ labels: [String?]) -> MethodDecl {
      var method = MethodDecl(
        name: "init", labels: labels, parameterNames: labels.map { $0 ?? "_" }, isOverride: false,
        hasReturnType: false, body: [], position: SourcePosition(line: 0, column: 0))
      if labels.contains(where: UIKitInitializers.hasDefault) {
        method.defaultArguments = labels.map {
          UIKitInitializers.hasDefault($0) ? Expr(kind: .nilLiteral, position: method.position) : nil
        }
      }
      return method
    }
    var entries = UIKitInitializers.designated(of: kind).map { labels in
      InitializerEntry(
        shape: shape(labels), isConvenience: false, isRequired: labels == ["coder"], isFailable: labels == ["coder"],
        owner: className, source: .uikit)
    }
    if let target = UIKitInitializers.convenienceTarget(of: kind) {
      entries.append(
        InitializerEntry(
          shape: shape([]), isConvenience: true, isRequired: false, isFailable: false, owner: className,
          source: .uikitConvenience(delegatingTo: target)))
    }
    return entries
  }

  /// Whether `className` has a superclass in Swift's sense: `class Store {}` has none (the
  /// engine still treats it as an object), `class Handler: NSObject` has one.
  func hasSwiftSuperclass(_ className: String) -> Bool {
    guard let user = classes.userClass(className) else { return true }
    return user.decl.inherited.first == user.superclassName
  }

  /// The class's own stored properties an initializer must give a value: those without an
  /// initial value, except optional `var`s (which start as nil).
  func storedPropertiesNeedingValues(of className: String) -> [Binding] {
    (classes.userClass(className)?.decl.properties ?? []).filter {
      $0.initializer == nil && !($0.isMutable && $0.isOptionalType)
    }
  }
}
