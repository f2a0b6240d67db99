import DocEngine

// MARK: - static and class members of scenario classes

extension Interpreter {
  /// The scenario class a member access's base names, when it names one: `Counter.count`, or
  /// `self` inside a `static` method. A variable of the same name wins, as in Swift.
  func staticOwner(of base: Expr, in scope: Scope) -> String? {
    switch base.kind {
    case .identifier(let name):
      guard classes.userClass(name) != nil, lookupVariable(name, in: scope) == nil else { return nil }
      return name
    case .selfReference where scope.selfObject == nil:
      return scope.staticClass
    default:
      return nil
    }
  }

  /// Whether `className` or a scenario superclass declares a static member `name`.
  func hasStaticMember(_ name: String, of className: String) -> Bool {
    staticProperty(name, of: className) != nil || staticMethods(name, of: className).first != nil
  }

  /// The static stored property `name` and the class declaring it.
  func staticProperty(_ name: String, of className: String) -> (Binding, String)? {
    for owner in classes.ancestry(of: className) {
      if let binding = classes.userClass(owner)?.decl.staticProperties.first(where: { $0.name == name }) {
        return (binding, owner)
      }
    }
    return nil
  }

  /// The static methods and computed properties called `name`, subclass's first (a
  /// `class func` a subclass overrides is found there first).
  private func staticMethods(_ name: String, of className: String) -> [(MethodDecl, String)] {
    classes.ancestry(of: className).flatMap { owner in
      (classes.userClass(owner)?.decl.staticMethods ?? []).filter { $0.name == name }.map { ($0, owner) }
    }
  }

  /// `Counter.count`, `Manager.shared`, `Theme.accent` (a static computed property).
  func staticMember(_ name: String, of className: String, in scope: Scope, at position: SourcePosition) throws
    -> Value
  {
    if let (binding, owner) = staticProperty(name, of: className) {
      try checkAccess(binding.access, of: name, declaredIn: owner, from: scope.className, at: position)
      return try staticValue(binding, declaredIn: owner, at: position)
    }
    if let (getter, owner) = staticMethods(name, of: className).first(where: { $0.0.isProperty }) {
      try checkAccess(getter.access, of: name, declaredIn: owner, from: scope.className, at: position)
      return try invokeStatic(getter, declaredIn: owner, calledOn: className, arguments: [], at: position)
    }
    throw typeMemberError(name, of: className, at: position)
  }

  /// `Counter.make(…)`, `Manager.reset()`, or an unqualified call inside a static method.
  func callStatic(
    _ name: String, on className: String, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    let candidates = staticMethods(name, of: className).filter { !$0.0.isProperty }
    guard !candidates.isEmpty else {
      if let (binding, owner) = staticProperty(name, of: className) {
        // A static property holding a closure: `Theme.onChange?()` is not this; `Theme.onChange()` is.
        guard case .closure(let closure) = try staticValue(binding, declaredIn: owner, at: position) else {
          throw RuntimeIssue.type("cannot call '\(name)': it is a property of \(className)", at: memberPosition)
        }
        return try callClosure(closure, arguments: args.values + (args.trailing.map { [$0] } ?? []), at: position)
      }
      throw typeMemberError(name, of: className, at: memberPosition)
    }
    // The most derived declaration whose labels fit (a subclass's override comes first).
    let fitting = candidates.filter {
      if case .success = args.matched(by: ArgumentMatcher($0.0)) {
        return true
      }
      return false
    }
    let (method, sources) = try chooseOverload(
      (fitting.isEmpty ? candidates : fitting).map(\.0), args, kind: "static method '\(name)'", at: memberPosition)
    let owner = candidates.first { $0.0.position == method.position }?.1 ?? className
    try checkAccess(method.access, of: name, declaredIn: owner, from: args.callerClass, at: memberPosition)
    let defaults = Scope(parent: global, className: owner)
    defaults.staticClass = className
    let values = try parameterValues(method, args, sources: sources, defaultsIn: defaults)
    return try invokeStatic(method, declaredIn: owner, calledOn: className, arguments: values, at: position)
  }

  /// `Counter.count = 3`, `count += 1` inside a static method.
  func setStaticMember(
    _ name: String, of className: String, to produce: () throws -> Value, in scope: Scope, at position: SourcePosition
  ) throws {
    guard let (binding, owner) = staticProperty(name, of: className) else {
      if staticMethods(name, of: className).contains(where: { $0.0.isProperty }) {
        throw RuntimeIssue(
          id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a get-only property",
          position: position)
      }
      throw typeMemberError(name, of: className, at: position)
    }
    try checkAccess(binding.access, of: name, declaredIn: owner, from: scope.className, at: position)
    try checkSetterAccess(binding, declaredIn: owner, from: scope.className, at: position)
    guard binding.isMutable else {
      throw RuntimeIssue(
        id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a 'let' constant",
        position: position)
    }
    let old = try staticValue(binding, declaredIn: owner, at: position)
    let value = try produce()
    try checkStorable(value, at: position)
    try replaceStatic(binding, declaredIn: owner, old: old, new: value, at: position)
  }

  /// A static stored property's value, made on first use as Swift makes it (lazily, once).
  func staticValue(_ binding: Binding, declaredIn owner: String, at position: SourcePosition) throws -> Value {
    if let value = staticStorage[owner]?[binding.name] { return value }
    let key = "\(owner).\(binding.name)"
    guard !staticsBeingMade.contains(key) else {
      throw RuntimeIssue(
        id: DiagnosticID.runaway,
        message: "'\(key)' is used while it is being initialized (its initial value needs itself)",
        position: position)
    }
    staticsBeingMade.insert(key)
    defer { staticsBeingMade.remove(key) }
    let scope = Scope(parent: global, className: owner)
    scope.staticClass = owner
    let value = try binding.initializer.map { e throws in try evaluate(e, in: scope) } ?? .null
    try checkStorable(value, at: binding.initializer?.position ?? binding.position)
    try replaceStatic(binding, declaredIn: owner, old: .null, new: value, at: position)
    return value
  }

  /// Stores a static property: like a global variable, it holds its objects strongly (unless
  /// `weak`) until it is given another value.
  private func replaceStatic(
    _ binding: Binding, declaredIn owner: String, old: Value, new: Value, at position: SourcePosition
  ) throws {
    let held = binding.isWeak ? [] : try heldObjects(of: new, at: position)
    let oldHeld = binding.isWeak ? [] : try heldObjects(of: old, at: position)
    staticStorage[owner, default: [:]][binding.name] = new
    for id in held { engine.retain(id) }
    for id in oldHeld { engine.release(id) }
  }

  /// Runs a static method or computed property: `self` is the class it was called on.
  private func invokeStatic(
    _ method: MethodDecl, declaredIn owner: String, calledOn className: String, arguments: [Value],
    at position: SourcePosition
  ) throws -> Value {
    try checkEffects(of: method, at: position)
    let scope = Scope(parent: global, className: owner)
    scope.staticClass = className
    for (name, value) in zip(method.parameterNames, arguments) where name != "_" {
      scope.declare(Variable(name: name, isMutable: false, value: value, position: method.position, isParameter: true))
    }
    return converted(try runBody(method.body, in: scope, at: position), toDeclared: method.returnTypeName)
  }

  /// Reading an unqualified name inside a static method: a static member of its class.
  func staticMemberIfDeclared(_ name: String, in scope: Scope, at position: SourcePosition) throws -> Value? {
    guard scope.selfObject == nil, let owner = scope.staticClass, hasStaticMember(name, of: owner) else { return nil }
    return try staticMember(name, of: owner, in: scope, at: position)
  }

  /// swiftc's message for a member the type does not have: an instance member used on the
  /// type, or no member at all.
  private func typeMemberError(_ name: String, of className: String, at position: SourcePosition) -> RuntimeIssue {
    if classes.storedProperty(name, in: className) != nil
      || !classes.memberNames(of: className).filter({ $0 == name })
        .isEmpty
    {
      return RuntimeIssue(
        id: DiagnosticID.unknownMember, message: "instance member '\(name)' cannot be used on type '\(className)'",
        position: position)
    }
    return RuntimeIssue(
      id: DiagnosticID.unknownMember, message: "type '\(className)' has no member '\(name)'", position: position)
  }

  /// The error for a static member reached through an instance (`counter.total`), or nil.
  func staticMemberOnInstance(_ name: String, of className: String, at position: SourcePosition) -> RuntimeIssue? {
    guard hasStaticMember(name, of: className) else { return nil }
    return RuntimeIssue(
      id: DiagnosticID.unknownMember,
      message: "static member '\(name)' cannot be used on instance of type '\(className)'", position: position)
  }
}
