import DocEngine

/// An initializer running on an object: which class's it is and whether it has delegated yet
/// (`super.init` or `self.init`), which decides whether Swift calls `super.init()` for it.
final class InitializerFrame {
  let object: ObjectID
  /// The class whose initializer this is.
  let owner: String
  let isConvenience: Bool
  var delegated = false

  init(object: ObjectID, owner: String, isConvenience: Bool) {
    self.object = object
    self.owner = owner
    self.isConvenience = isConvenience
  }
}

/// `return nil` in a failable initializer: the object is not made; the call's value is nil.
struct InitializerFailed: Error {}

// MARK: - Making objects of scenario classes

extension Interpreter {
  /// `ClassName(…)` for a scenario class: the initializer the arguments fit (its own, or one
  /// it inherits by Swift's rules), run on a new object the engine tracks like any other
  /// (lifecycle, name, `deinit`). A failable initializer that fails gives nil.
  func constructUserObject(_ className: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    let calleePosition = args.calleePosition ?? position
    let (entry, sources) = try chooseInitializer(initializers(of: className), args, at: calleePosition)
    if entry.shape.access == .private, args.callerClass != entry.owner {
      throw RuntimeIssue(
        id: DiagnosticID.unknownMember,
        message: "'\(className)' initializer is inaccessible due to 'private' protection level",
        position: calleePosition)
    }
    let values = try parameterValues(entry.shape, args, sources: sources, defaultsIn: staticScope(of: entry.owner))
    guard let kind = classes.kind(of: className) else {
      throw RuntimeIssue.unknownName(className, at: calleePosition, candidates: classes.allClassNames)
    }
    let id = engine.make(kind, className: className)
    storage[id] = [:]
    do {
      try runInitializer(entry, on: id, arguments: values, at: position)
    } catch is InitializerFailed {
      return .null
    }
    return .object(id)
  }

  /// The entry of `entries` that `args` fit; swiftc's message otherwise. `init(coder:)` is left
  /// out of the message: scenarios never call it, so it is never the one meant.
  private func chooseInitializer(_ entries: [InitializerEntry], _ args: CallArguments, at position: SourcePosition)
    throws -> (InitializerEntry, [ArgumentMatcher.Source])
  {
    if let (shape, sources) = try? chooseOverload(entries.map(\.shape), args, kind: "initializer", at: position),
      let entry = entries.first(where: { $0.shape.signature == shape.signature })
    {
      return (entry, sources)
    }
    let meant = entries.filter { $0.labels != ["coder"] }
    _ = try chooseOverload((meant.isEmpty ? entries : meant).map(\.shape), args, kind: "initializer", at: position)
    throw RuntimeIssue.arguments("no exact matches in call to initializer", at: position)
  }

  /// A scope for what a class's declarations evaluate without an instance: default argument
  /// values, static properties.
  private func staticScope(of owner: String) -> Scope {
    let scope = Scope(parent: global, className: owner)
    scope.staticClass = owner
    return scope
  }

  /// Runs one initializer of an object under construction.
  func runInitializer(_ entry: InitializerEntry, on id: ObjectID, arguments: [Value], at position: SourcePosition)
    throws
  {
    switch entry.source {
    case .declared(let decl):
      try runDeclaredInitializer(decl, declaredIn: entry.owner, on: id, arguments: arguments, at: position)
    case .inheritedDesignated:
      try initializeOwnProperties(of: entry.owner, on: id, at: position)
      guard let superclass = classes.userClass(entry.owner)?.superclassName ?? superclassOfImplicit(entry.owner),
        let inherited = initializers(of: superclass).first(where: { $0.signature == entry.signature })
      else { return }
      try runInitializer(inherited, on: id, arguments: arguments, at: position)
    case .inheritedConvenience(let decl?):
      try runDeclaredInitializer(decl, declaredIn: entry.owner, on: id, arguments: arguments, at: position)
    case .inheritedConvenience(nil):
      try delegateAcross(to: ["nibName", "bundle"], on: id, at: position)
    case .uikitConvenience(let target):
      try delegateAcross(to: target, on: id, at: position)
    case .synthesizedDefault:
      try initializeOwnProperties(of: entry.owner, on: id, at: position)
    case .uikit:
      try runUIKitInitializer(entry.labels, on: id, arguments: arguments, at: position)
    }
  }

  private func superclassOfImplicit(_ className: String) -> String? {
    classes.isImplicitClass(className) ? "UIViewController" : nil
  }

  /// UIKit's `init()`: `self.init(nibName: nil, bundle: nil)` (or the page view controller's
  /// designated initializer), found on the object's own class, so an override runs.
  private func delegateAcross(to labels: [String?], on id: ObjectID, at position: SourcePosition) throws {
    guard
      let target = initializers(of: engine.className(of: id)).first(where: { $0.labels == labels && !$0.isConvenience })
    else { return }
    let defaults: [Value] = labels.map { label in
      switch label {
      case "transitionStyle": return .enumCase("scroll", [])
      case "navigationOrientation": return .enumCase("horizontal", [])
      default: return .null
      }
    }
    try runInitializer(target, on: id, arguments: defaults, at: position)
  }

  /// A scenario class's `init` body: a designated one first gives the class's stored
  /// properties their initial values and, when it did not call `super.init` itself, ends with
  /// Swift's implicit `super.init()`.
  private func runDeclaredInitializer(
    _ decl: InitializerDecl, declaredIn owner: String, on id: ObjectID, arguments: [Value], at position: SourcePosition
  ) throws {
    if !decl.isConvenience { try initializeOwnProperties(of: owner, on: id, at: position) }
    let scope = Scope(methodOf: id, className: owner, global: global)
    let frame = InitializerFrame(object: id, owner: owner, isConvenience: decl.isConvenience)
    scope.initializer = frame
    for (name, value) in zip(decl.method.parameterNames, arguments) where name != "_" {
      scope.declare(
        Variable(name: name, isMutable: false, value: value, position: decl.method.position, isParameter: true))
    }
    let result = try runBody(decl.method.body, in: scope, at: position)
    if decl.isFailable, case .null = result { throw InitializerFailed() }
    if !decl.isConvenience, !frame.delegated, hasSwiftSuperclass(owner),
      let superclass = classes.userClass(owner)?.superclassName,
      let implicit = initializers(of: superclass).first(where: { !$0.isConvenience && $0.labels.isEmpty })
    {
      try runInitializer(implicit, on: id, arguments: [], at: position)
    }
  }

  /// What UIKit's designated initializers do to the object being made.
  private func runUIKitInitializer(
    _ labels: [String?], on id: ObjectID, arguments: [Value], at position: SourcePosition
  )
    throws
  {
    switch labels {
    case ["rootViewController"]:
      guard case .object(let root)? = arguments.first else {
        throw RuntimeIssue.type("'rootViewController:' needs a view controller", at: position)
      }
      try withEngine(at: position) { try engine.setViewControllers([root], of: id, animated: false) }
    case ["presentedViewController", "presenting"]:
      guard case .object(let presented)? = arguments.first else {
        throw RuntimeIssue.type("'presentedViewController:' needs a view controller", at: position)
      }
      let presenting = arguments.dropFirst().first?.objectID
      try withEngine(at: position) {
        try engine.initializePresentationController(id, presented: presented, presenting: presenting)
      }
    case ["collectionViewLayout"], ["style"]:
      try setUpListController(id, labels, arguments, at: position)
    default:
      // `init(nibName:bundle:)`, `init(coder:)`, `init()`: no nib or archive is simulated.
      break
    }
  }

  /// The initial values of `owner`'s own stored properties (an optional `var` without one
  /// starts as nil), as a designated initializer of `owner` gives them before its body.
  func initializeOwnProperties(of owner: String, on id: ObjectID, at position: SourcePosition) throws {
    guard let user = classes.userClass(owner) else { return }
    // Initial values can make objects whose initial values make objects: bound it like calls.
    callDepth += 1
    defer { callDepth -= 1 }
    guard callDepth <= Self.maxCallDepth else {
      throw RuntimeIssue(
        id: DiagnosticID.runaway,
        message:
          "the scenario did not settle: more than \(Self.maxCallDepth) nested initial values (a class whose property makes another of itself?)",
        position: position)
    }
    let scope = Scope(methodOf: id, className: owner, global: global)
    // A `lazy var` gets its value when it is first read.
    for binding in user.decl.properties where !binding.isLazy {
      if let initial = binding.initializer {
        try storeProperty(binding, of: id, value: try evaluate(initial, in: scope), at: position)
      } else if binding.isMutable && binding.isOptionalType {
        try storeProperty(binding, of: id, value: .null, at: position)
      }
    }
  }

  /// `super.init(…)` or `self.init(…)` inside an initializer: the superclass's designated
  /// initializer, or one of the object's own class (found on its most derived class).
  func delegateInitializer(toSuper: Bool, _ args: CallArguments, in scope: Scope, at position: SourcePosition) throws
    -> Value
  {
    let keyword = toSuper ? "super" : "self"
    guard let frame = scope.initializer, scope.selfObject == frame.object else {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "'\(keyword).init' cannot be called outside of an initializer",
        position: position)
    }
    let target =
      toSuper
      ? classes.userClass(frame.owner)?.superclassName ?? "NSObject" : engine.className(of: frame.object)
    let (entry, sources) = try chooseInitializer(initializers(of: target), args, at: args.calleePosition ?? position)
    if toSuper, entry.isConvenience {
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration, message: "must call a designated initializer of the superclass '\(target)'",
        position: args.calleePosition ?? position)
    }
    let values = try parameterValues(entry.shape, args, sources: sources, defaultsIn: staticScope(of: entry.owner))
    frame.delegated = true
    try runInitializer(entry, on: frame.object, arguments: values, at: position)
    return .void
  }

  /// Whether a `let` property without an initial value is being given its value by its own
  /// class's designated initializer (the one time Swift lets a `let` be assigned).
  func isInitializingConstant(_ binding: Binding, declaredIn owner: String, of id: ObjectID, in scope: Scope) -> Bool {
    guard let frame = scope.initializer else { return false }
    return frame.object == id && frame.owner == owner && !frame.isConvenience && binding.initializer == nil
  }

  /// An object UIKit made (a storyboard's, a segue's destination) of a class that declares
  /// initializers: `init(coder:)` runs, as it does for objects decoded from a storyboard.
  /// False when the class declares none (its properties get their initial values instead).
  func initializeFromStoryboard(_ id: ObjectID, at position: SourcePosition) throws -> Bool {
    let className = engine.className(of: id)
    let chain = classes.ancestry(of: className)
    guard chain.contains(where: { !(classes.userClass($0)?.decl.initializers.isEmpty ?? true) }),
      let entry = initializers(of: className).first(where: { $0.labels == ["coder"] })
    else { return false }
    storage[id] = [:]
    do {
      try runInitializer(entry, on: id, arguments: [.null], at: position)
    } catch is InitializerFailed {
      throw RuntimeIssue(
        id: DiagnosticID.fatalError, message: "init(coder:) returned nil for a controller the storyboard makes",
        position: position)
    }
    return true
  }
}
