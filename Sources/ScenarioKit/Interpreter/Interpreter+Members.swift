import DocEngine

// MARK: - Reading and writing members

extension Interpreter {
  /// Whether `name` is a member of `object` usable unqualified inside its methods.
  func hasMember(_ name: String, on object: ObjectID) -> Bool {
    let className = engine.className(of: object)
    if classes.storedProperty(name, in: className) != nil { return true }
    if computedProperty(name, of: className) != nil { return true }
    let property = UIKitBindings.property(named: name, of: primaryUIKitType(of: object))
    return property?.isImplicitSelfMember == true
  }

  /// `value.name`.
  func member(_ name: String, of value: Value, at position: SourcePosition, in scope: Scope) throws -> Value {
    if let result = try collectionMember(name, of: value, at: position) ?? valueMember(name, of: value, at: position) {
      return result
    }
    switch value {
    case .object(let id):
      return try objectMember(name, of: id, at: position, from: scope.className)
    case .type(let typeName) where classes.userClass(typeName) != nil:
      return try staticMember(name, of: typeName, in: scope, at: position)
    case .array(let elements):
      switch name {
      case "count": return .int(elements.count)
      case "isEmpty": return .bool(elements.isEmpty)
      case "first": return elements.first ?? .null
      case "last": return elements.last ?? .null
      default:
        throw RuntimeIssue.unknownMember(
          name, of: "Array", at: position, candidates: ["count", "isEmpty", "first", "last"])
      }
    case .type(let typeName) where valueTypes.contains(typeName):
      // `Mode.list`, `Theme.shared`: a member of a scenario's enum or struct type.
      return try staticMember(name, of: typeName, at: position)
    case .string(let text):
      switch name {
      case "count":
        try chargeReading(bytes: text.utf8.count, at: position)
        return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      default: throw RuntimeIssue.unknownMember(name, of: "String", at: position, candidates: ["count", "isEmpty"])
      }
    case .builtin(.window):
      if let value = windowMember(name) { return value }
      guard name == "rootViewController" else {
        throw RuntimeIssue.unknownMember(
          name, of: "window", at: position, candidates: ["rootViewController"] + Self.windowMembers)
      }
      return engine.rootViewController.map(Value.object) ?? .null
    case .builtin(let builtin):
      throw RuntimeIssue.unknownMember(
        name, of: builtin.rawValue, at: position, candidates: Self.builtinMethods(of: builtin))
    case .view(let owner):
      // `vc.view.window != nil` is the usual test for "on screen" (W2's window hierarchy).
      return try viewMember(name, of: .root(owner), at: position)
    case .element(let id):
      return try elementMember(name, of: id, at: position)
    case .enumCase("notification", let payload) where payload.count == 2:
      return try notificationMember(name, of: payload, at: position)
    case .enumCase("notificationName", let payload) where name == "rawValue" && payload.count == 1:
      return payload[0]
    case .geometry(let geometry):
      guard let value = geometry.member(name) else {
        throw RuntimeIssue.unknownMember(name, of: geometry.typeName, at: position, candidates: geometry.memberNames)
      }
      return value
    case .type("Notification"), .type("NSNotification"):
      // `Notification.Name.didSave`; `Notification.Name("x")` is a call.
      guard name == "Name" else { return try typeMember("Notification", name, at: position) }
      return .type("Notification.Name")
    case .type("Notification.Name"):
      return try declaredNotificationName(name, at: position)
    case .type(let typeName) where UIKitBindings.valueTypeNames.contains(typeName) || typeName.contains("."):
      return try typeMember(typeName, name, at: position)
    case .null:
      throw RuntimeIssue(
        id: DiagnosticID.unwrap,
        message: "cannot read '\(name)' of nil; use '?.' to read through an optional",
        position: position)
    default:
      throw RuntimeIssue.unknownMember(name, of: describeType(of: value), at: position, candidates: [])
    }
  }

  private func objectMember(_ name: String, of id: ObjectID, at position: SourcePosition, from caller: String?) throws
    -> Value
  {
    let className = engine.className(of: id)
    try checkPropertyAccess(name, of: className, from: caller, at: position)
    if let binding = classes.storedProperty(name, in: className), binding.isLazy {
      return try storedProperty(binding, of: id, at: position)
    }
    if let stored = try storedValues(of: id, at: position)[name] {
      // A `weak var` reads nil once its object is gone.
      if case .object(let target) = stored, engine.isDeallocated(target) { return .null }
      return stored
    }
    if let (method, owner) = computedProperty(name, of: className) {
      return try invokeUserMethod(method, declaredIn: owner, on: id, arguments: [], at: position)
    }
    if let property = boundProperty(name, of: id) {
      return try read(property, name, of: .object(id), at: position)
    }
    if let issue = staticMemberOnInstance(name, of: className, at: position) { throw issue }
    throw RuntimeIssue.unknownMember(
      name, of: className, at: position,
      candidates: classes.memberNames(of: className) + engine.knownProperties(of: id)
        + Self.uikitMethodSelectors(of: engine.kind(of: id)).sorted().map(UIKitBindings.baseName(of:)))
  }

  /// A `private` stored or computed property read from outside its class's code.
  private func checkPropertyAccess(
    _ name: String, of className: String, from caller: String?, at position: SourcePosition
  )
    throws
  {
    if let binding = classes.storedProperty(name, in: className),
      let owner = classes.owner(ofProperty: name, in: className)
    {
      try checkAccess(binding.access, of: name, declaredIn: owner, from: caller, at: position)
    } else if let (getter, owner) = classes.method(selector: name, in: className), getter.isProperty {
      try checkAccess(getter.access, of: name, declaredIn: owner, from: caller, at: position)
    }
  }

  /// An implicit member must be a case of the enum the property takes: `.fullscreen` gets
  /// `type 'UIModalPresentationStyle' has no member 'fullscreen'; did you mean 'fullScreen'?`.
  /// With `onlyNearMisses`, a name close to nothing is left to the caller's own message.
  func checkEnumCase(
    _ value: Value, of typeName: String, cases: [String], at position: SourcePosition, onlyNearMisses: Bool = false
  ) throws {
    guard case .enumCase(let name, _) = value, !cases.contains(name) else { return }
    var message = "type '\(typeName)' has no member '\(name)'"
    let suggestion = NearMiss.suggestion(for: name, in: cases)
    if suggestion == nil && onlyNearMisses { return }
    if let suggestion { message += "; \(suggestion)" }
    throw RuntimeIssue(id: DiagnosticID.unknownMember, message: message, position: position)
  }

  // MARK: - Stored properties of user objects

  /// The stored properties of a user object, initialized from their declarations the first
  /// time they are needed (objects the engine makes, like segue destinations, get theirs then).
  func storedValues(of id: ObjectID, at position: SourcePosition) throws -> [String: Value] {
    if let values = storage[id] { return values }
    if try initializeFromStoryboard(id, at: position) { return storage[id] ?? [:] }
    let properties = classes.storedProperties(of: engine.className(of: id))
    guard !properties.isEmpty else { return [:] }
    storage[id] = [:]
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
    for (binding, owner) in properties where !binding.isLazy {
      let scope = Scope(methodOf: id, className: owner, global: global)
      let value = try binding.initializer.map { e throws in try evaluate(e, in: scope) } ?? .null
      try storeProperty(binding, of: id, value: value, at: position)
    }
    return storage[id] ?? [:]
  }

  /// Stores a user property; strong ones are reported to the engine as ownership.
  /// The property's slot holds every object of the new value in place of the old value's
  /// (a single object, or each element of an array).
  func storeProperty(_ binding: Binding, of id: ObjectID, value: Value, at position: SourcePosition) throws {
    let type = TypeName.declared(binding) ?? storage[id]?[binding.name].flatMap { inferredType(of: $0) }
    let value = converted(
      try conforming(value, to: type, context: engine.className(of: id), at: position), toDeclared: binding.typeName)
    let held = binding.isWeak ? [] : try heldObjects(of: value, at: position)
    storage[id, default: [:]][binding.name] = value
    guard !binding.isWeak else { return }
    engine.setStrongReferences(from: id, slot: binding.name, to: held)
  }

  // MARK: - Assignment

  /// `target = value`. Engine errors while setting a UIKit property are reported at the
  /// statement (`statementPosition`), like those of calls.
  func assign(_ valueExpr: Expr, to target: Expr, in scope: Scope, statementPosition: SourcePosition) throws {
    let source = AssignedValue(position: valueExpr.position) { [unowned self] in try self.evaluate(valueExpr, in: scope)
    }
    try assign(source, to: target, in: scope, statementPosition: statementPosition)
  }

  /// A value on its way into a variable or property: evaluated only once the target is
  /// known to accept it (`let` checks come first, as in Swift's evaluation order).
  struct AssignedValue {
    let position: SourcePosition
    let produce: () throws -> Value
  }

  private func assign(_ source: AssignedValue, to target: Expr, in scope: Scope, statementPosition: SourcePosition)
    throws
  {
    if try assignInPlace(source, to: target, in: scope) { return }
    switch target.kind {
    case .identifier("_"):
      _ = try source.produce()
    case .identifier(let name):
      if let variable = lookupLocalVariable(name, in: scope) {
        try assign(source, to: variable, at: target.position, in: scope)
      } else if scope.selfObject == nil, let owner = scope.staticClass, hasStaticMember(name, of: owner) {
        try setStaticMember(name, of: owner, to: source.produce, in: scope, at: target.position)
      } else if let selfObject = scope.selfObject, hasMember(name, on: selfObject) {
        try setMember(
          name, of: .object(selfObject), source, at: target.position, in: scope, statementPosition: statementPosition)
      } else if let variable = global.lookupLocal(name) {
        try assign(source, to: variable, at: target.position, in: scope)
      } else {
        throw RuntimeIssue.unknownName(name, at: target.position, candidates: visibleNames(in: scope))
      }
    case .member(let base, let name):
      if let owner = staticOwner(of: base, in: scope) {
        try setStaticMember(name, of: owner, to: source.produce, in: scope, at: target.position)
        return
      }
      try requireUnwrapped(base, toReach: name, in: scope, at: target.position)
      let owner = try checkImplicitUnwrap(base, try evaluate(base, in: scope), in: scope)
      if case .geometry(let geometry) = owner {
        // A struct member (`view.frame.origin.x = 10`): change the copy, write it back.
        let value = try source.produce()
        guard let changed = geometry.setting(name, to: value) else {
          if geometry.member(name) == nil {
            throw RuntimeIssue.unknownMember(
              name, of: geometry.typeName, at: target.position, candidates: geometry.memberNames)
          }
          if !geometry.settableMembers.contains(name) {
            throw RuntimeIssue(
              id: DiagnosticID.immutable, message: "cannot assign to property: '\(name)' is a get-only property",
              position: target.position)
          }
          throw RuntimeIssue.type(
            "cannot assign \(value.kindDescription) to '\(name)' of a \(geometry.typeName)", at: source.position)
        }
        let writeBack = AssignedValue(position: source.position) { .geometry(changed) }
        try assign(writeBack, to: base, in: scope, statementPosition: statementPosition)
        return
      }
      try setMember(name, of: owner, source, at: target.position, in: scope, statementPosition: statementPosition)
    case .chainBoundary(let inner):
      guard case .member(let base, let name) = inner.kind else {
        throw RuntimeIssue.unsupported("only a variable or a property can be assigned to", at: target.position)
      }
      let owner: Value
      do {
        owner = try evaluate(base, in: scope)
      } catch is ChainStop {
        return  // `a?.b = c` with a nil link assigns nothing and evaluates nothing
      }
      try setMember(name, of: owner, source, at: target.position, in: scope, statementPosition: statementPosition)
    default:
      throw RuntimeIssue.unsupported("only a variable or a property can be assigned to", at: target.position)
    }
  }

  /// Rebinding a variable releases what it held (which may `deinit` it) after retaining the
  /// new value, so `x = x` keeps the object alive.
  private func assign(_ source: AssignedValue, to variable: Variable, at position: SourcePosition, in scope: Scope)
    throws
  {
    guard variable.isMutable else {
      throw RuntimeIssue(
        id: DiagnosticID.immutable,
        message: "cannot assign to value: '\(variable.name)' is a 'let' constant",
        position: position)
    }
    let type = variable.declaredType ?? inferredType(of: variable.value)
    let value = try conforming(try source.produce(), to: type, context: scope.className, at: source.position)
    try checkStorable(value, at: source.position)
    let held = try heldObjects(of: value, at: position)
    let oldHeld = try heldObjects(of: variable.value, at: position)
    variable.value = value
    for id in held { engine.retain(id) }
    if case .object(let id) = value { engine.bind(id, variable: variable.name) }
    for id in oldHeld { engine.release(id) }
  }

  private func setMember(
    _ name: String, of owner: Value, _ source: AssignedValue, at position: SourcePosition, in scope: Scope,
    statementPosition: SourcePosition
  ) throws {
    // UIKit's properties take optionals as they are (`label.text = model.subtitle`).
    let isUserProperty =
      owner.objectID.map { classes.storedProperty(name, in: engine.className(of: $0)) != nil } ?? false
    let source =
      isUserProperty
      ? source : AssignedValue(position: source.position) { try source.produce().unwrappedOptional }
    switch owner {
    case .object(let id):
      let className = engine.className(of: id)
      if let binding = classes.storedProperty(name, in: className) {
        let declaring = classes.owner(ofProperty: name, in: className) ?? className
        try checkAccess(binding.access, of: name, declaredIn: declaring, from: scope.className, at: position)
        try checkSetterAccess(binding, declaredIn: declaring, from: scope.className, at: position)
        _ = try storedValues(of: id, at: position)
        guard binding.isMutable || isInitializingConstant(binding, declaredIn: declaring, of: id, in: scope) else {
          throw RuntimeIssue(
            id: DiagnosticID.immutable,
            message: "cannot assign to property: '\(name)' is a 'let' constant", position: position)
        }
        let value = try source.produce()
        try checkStorable(value, at: source.position)
        try storeProperty(binding, of: id, value: value, at: source.position)
        return
      }
      if let (property, owner) = computedProperty(name, of: className) {
        try checkAccess(property.access, of: name, declaredIn: owner, from: scope.className, at: position)
        let value = try source.produce()
        try checkStorable(value, at: source.position)
        try setComputedProperty(property, declaredIn: owner, of: id, to: value, at: position)
        return
      }
      guard let set = boundProperty(name, of: id)?.set else {
        throw RuntimeIssue.unknownMember(
          name, of: className, at: position,
          candidates: classes.memberNames(of: className) + engine.knownProperties(of: id))
      }
      try set(
        UIKitWrite(
          interpreter: self, receiver: owner, name: name, source: source, position: position,
          statementPosition: statementPosition))
    case .builtin(.window):
      guard name == "rootViewController" else {
        throw RuntimeIssue.unknownMember(name, of: "window", at: position, candidates: ["rootViewController"])
      }
      let value = try source.produce()
      let root: ObjectID?
      switch value {
      case .object(let id): root = id
      case .null: root = nil
      default:
        throw RuntimeIssue.type(
          "window.rootViewController needs a view controller, not \(value.kindDescription)", at: source.position)
      }
      try withEngine(at: statementPosition) { try engine.setRoot(root) }
    case .view, .element:
      let value = try source.produce()
      try setElementMember(name, of: owner, to: value, at: position, valuePosition: source.position)
    case .geometry:
      // `frame.origin.x = 10` is handled by `assign` (the struct is written back).
      throw RuntimeIssue.unsupported(
        "cannot assign to '\(name)' of a copy; assign to a variable or property holding it", at: position)
    case .null:
      throw RuntimeIssue(
        id: DiagnosticID.unwrap,
        message: "cannot set '\(name)' on nil; use '?.' to assign through an optional",
        position: position)
    default:
      throw RuntimeIssue.unsupported("cannot assign to '\(name)' of \(owner.kindDescription)", at: position)
    }
  }
}
