import DocEngine

/// Where a value lives that an assignment or a mutating method changes: a variable, a stored
/// property of an object or a static property, and the path inside its value
/// (`models[0].name`, `settings.sound.volume`, `counts["a"]`).
///
/// Swift changes such a place in place: `models[0].name = "x"` changes the array element, not
/// a copy. The interpreter does the same by taking the root's value out while it changes (so
/// a big array is not copied for each append), changing the part the path names, and putting
/// it back; the objects the change added or removed are then retained or released, as a
/// variable's or an object's ownership of them changed.
struct Place {
  enum Root {
    case variable(Variable)
    /// A user object's stored property.
    case property(ObjectID, Binding)
    /// `Type.name`, a struct's or an enum's `static var`.
    case staticProperty(typeName: String, Binding)
    /// `Store.items`, a class's `static var` (kept by the class that declares it).
    case classStaticProperty(owner: String, Binding)
  }

  enum Step {
    case field(name: String, index: Int)
    case tupleElement(Int)
    case index(Int)
    case key(Value, HashKey)
    /// `d[key, default: value]`: the value for the key, or the default (stored once changed).
    case keyWithDefault(Value, HashKey, Value)
    /// Through a non-nil optional (`d["a"]?.count`, `d["a"]!`).
    case unwrap
  }

  var root: Root
  var steps: [Step] = []
  /// The declared type of the value at the place, when known (`[Tab]`, `Int?`).
  var type: String?
  // (The place does not keep its value: a second reference to an array would make changing
  // it in place copy it. `Interpreter.read(_:)` reads it.)

  /// How messages name the root: `'list'`, `'self'`.
  var rootName: String {
    switch root {
    case .variable(let variable): return variable.name
    case .property(_, let binding), .staticProperty(_, let binding), .classStaticProperty(_, let binding):
      return binding.name
    }
  }
}

/// What a change to a place added to it and removed from it, to retain and release.
struct PlaceChange {
  var added: [ObjectID] = []
  var removed: [ObjectID] = []
}

/// Why a place is changed, for swiftc's wording when it cannot be.
enum PlacePurpose {
  case assignment
  case mutatingCall
}

extension Interpreter {
  /// Whether an expression is made only of names, `self`, member accesses, subscripts and
  /// unwraps: such an expression can be resolved to a place without running anything twice.
  static func isPlaceShaped(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier, .selfReference: return true
    case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .chainBoundary(let base):
      return isPlaceShaped(base)
    case .subscriptAccess(let base, _): return isPlaceShaped(base)
    default: return false
    }
  }

  /// The place `expr` names, or nil when it names none the interpreter changes in place (an
  /// object, a UIKit property, a plain variable is left to the caller). Indices and keys are
  /// evaluated once, here. Throws `ChainStop` when an optional link is nil.
  func resolvePlace(_ expr: Expr, in scope: Scope) throws -> Place? {
    guard let (place, value) = try locate(expr, in: scope) else { return nil }
    guard place.type == nil else { return place }
    // Declared without a type: the type its value has (`var tab = Tab.home`).
    var typed = place
    typed.type = inferredType(of: value)
    return typed
  }

  /// The value at a place now.
  func read(_ place: Place) -> Value {
    place.steps.reduce(placeRootValue(place.root)) { Self.part(of: $0, at: $1) }
  }

  /// A place and the value there now (for deciding the next step; not kept).
  private typealias Located = (place: Place, value: Value)

  private func locate(_ expr: Expr, in scope: Scope) throws -> Located? {
    switch expr.kind {
    case .identifier(let name):
      return try namedPlace(name, in: scope, at: expr.position)
    case .selfReference:
      guard scope.selfObject == nil, let selfVariable = lookupLocalVariable("self", in: scope) else { return nil }
      if case .type = selfVariable.value { return nil }
      return (Place(root: .variable(selfVariable), type: selfVariable.declaredType), selfVariable.value)
    case .member(let base, let name):
      if case .superReference = base.kind { return nil }
      if case .selfReference = base.kind, let selfObject = scope.selfObject {
        return try propertyPlace(name, of: selfObject, at: expr.position)
      }
      if let owner = staticOwner(of: base, in: scope) {
        return try classStaticPlace(name, of: owner, at: expr.position)
      }
      guard Self.isPlaceShaped(base) else { return nil }
      guard let basePlace = try locate(base, in: scope) else {
        if let typeName = try staticTypeName(of: base, in: scope) {
          return try staticPlace(name, of: typeName, at: expr.position)
        }
        return nil
      }
      return try memberPlace(name, in: basePlace, at: expr.position)
    case .subscriptAccess(let base, let indexExpr):
      guard Self.isPlaceShaped(base), let basePlace = try locate(base, in: scope) else { return nil }
      let index = try evaluate(indexExpr, in: scope)
      return try elementPlace(index, in: basePlace, indexPosition: indexExpr.position)
    case .optionalChain(let inner), .forceUnwrap(let inner):
      guard Self.isPlaceShaped(inner), var (place, value) = try locate(inner, in: scope) else { return nil }
      switch value {
      case .null:
        if case .optionalChain = expr.kind { throw ChainStop() }
        throw RuntimeIssue(
          id: DiagnosticID.unwrap, message: "unexpectedly found nil while unwrapping an Optional value",
          position: expr.position)
      case .optional(let wrapped):
        place.steps.append(.unwrap)
        place.type = place.type.map(TypeName.unwrapped)
        value = wrapped
        return (place, value)
      default:
        return (place, value)
      }
    case .chainBoundary(let inner):
      return try locate(inner, in: scope)
    default:
      return nil
    }
  }

  /// A bare name as a place: a local, a stored property of `self` (an object's, or a
  /// struct's inside its methods), a static property inside a static method, a global.
  private func namedPlace(_ name: String, in scope: Scope, at position: SourcePosition) throws -> Located? {
    if let variable = lookupLocalVariable(name, in: scope) {
      return (Place(root: .variable(variable), type: variable.declaredType), variable.value)
    }
    if let selfObject = scope.selfObject, classes.storedProperty(name, in: engine.className(of: selfObject)) != nil {
      return try propertyPlace(name, of: selfObject, at: position)
    }
    if scope.selfObject == nil, let owner = scope.staticClass,
      let place = try classStaticPlace(name, of: owner, at: position)
    {
      return place
    }
    if let selfVariable = lookupLocalVariable("self", in: scope) {
      switch selfVariable.value {
      case .structValue, .enumValue:
        let selfPlace = (Place(root: .variable(selfVariable), type: selfVariable.declaredType), selfVariable.value)
        if let place = try memberPlace(name, in: selfPlace, at: position) { return place }
      case .type(let typeName):
        if let place = try staticPlace(name, of: typeName, at: position) { return place }
      default:
        break
      }
    }
    if let variable = global.lookupLocal(name) {
      return (Place(root: .variable(variable), type: variable.declaredType), variable.value)
    }
    return nil
  }

  /// `name` inside the value at `base`: a struct's stored property, a tuple's element, an
  /// object's stored property, a type's static property.
  private func memberPlace(_ name: String, in base: Located, at position: SourcePosition) throws -> Located? {
    var place = base.place
    switch base.value {
    case .object(let id):
      return try propertyPlace(name, of: id, at: position)
    case .structValue(let value):
      guard let index = value.index(of: name) else { return nil }
      place.steps.append(.field(name: name, index: index))
      place.type = valueTypes.structs[value.typeName]?.propertiesByName[name].flatMap { TypeName.declared($0) }
      return (place, value.fields[index])
    case .tuple(let value):
      guard let index = value.index(of: name) else { return nil }
      place.steps.append(.tupleElement(index))
      place.type = base.place.type.flatMap { TypeName.tupleElement($0, index) }
      return (place, value.elements[index])
    case .type(let typeName):
      return try staticPlace(name, of: typeName, at: position)
    default:
      return nil
    }
  }

  /// `list[i]` or `counts[key]` inside the value at `base`.
  private func elementPlace(_ index: Value, in base: Located, indexPosition: SourcePosition) throws -> Located? {
    var place = base.place
    switch base.value {
    case .array(let elements):
      guard case .int(let i) = index else {
        throw RuntimeIssue.type("an array index must be an Int, not \(index.kindDescription)", at: indexPosition)
      }
      guard elements.indices.contains(i) else {
        throw RuntimeIssue(
          id: DiagnosticID.index,
          message:
            "index \(i) is out of range (the array has \(elements.count) element\(elements.count == 1 ? "" : "s"))",
          position: indexPosition)
      }
      place.steps.append(.index(i))
      place.type = base.place.type.flatMap(TypeName.element)
      return (place, elements[i])
    case .dictionary(let dictionary):
      if let (key, fallback) = Self.keyAndDefault(index) {
        let typedKey = try conforming(key, to: base.place.type.flatMap(TypeName.dictionaryKey), at: indexPosition)
        let hash = try hashKey(typedKey, at: indexPosition)
        let valueType = base.place.type.flatMap(TypeName.dictionaryValue)
        let typedDefault = try conforming(fallback, to: valueType, at: indexPosition)
        place.steps.append(.keyWithDefault(typedKey, hash, typedDefault))
        place.type = valueType
        return (place, dictionary.value(for: hash) ?? typedDefault)
      }
      let key = try conforming(index, to: base.place.type.flatMap(TypeName.dictionaryKey), at: indexPosition)
      let hash = try hashKey(key, at: indexPosition)
      place.steps.append(.key(key, hash))
      place.type = base.place.type.flatMap(TypeName.dictionaryValue).map { "\($0)?" }
      return (place, dictionary.value(for: hash).map(Value.someValue) ?? .null)
    default:
      return nil
    }
  }

  /// A stored property of a user object (initialized first, like any read of it).
  private func propertyPlace(_ name: String, of id: ObjectID, at position: SourcePosition) throws -> Located? {
    guard let binding = classes.storedProperty(name, in: engine.className(of: id)) else { return nil }
    let value = try storedProperty(binding, of: id, at: position)
    return (Place(root: .property(id, binding), type: TypeName.declared(binding)), value)
  }

  private func staticPlace(_ name: String, of typeName: String, at position: SourcePosition) throws -> Located? {
    guard let binding = staticMembers(of: typeName)?.properties.first(where: { $0.name == name }) else {
      return nil
    }
    let value = try staticProperty(binding, of: typeName, at: position)
    return (Place(root: .staticProperty(typeName: typeName, binding), type: TypeName.declared(binding)), value)
  }

  private func classStaticPlace(_ name: String, of className: String, at position: SourcePosition) throws -> Located? {
    guard let (binding, owner) = staticProperty(name, of: className) else { return nil }
    let value = try staticValue(binding, declaredIn: owner, at: position)
    return (Place(root: .classStaticProperty(owner: owner, binding), type: TypeName.declared(binding)), value)
  }

  // MARK: - Changing a place

  /// Changes the value at `place` with `body`, in place, after checking it can be changed.
  /// `body` must check what it needs before it changes anything: an error leaves the value as
  /// it was only if nothing was changed yet.
  func modify<T>(
    _ place: Place, purpose: PlacePurpose, at position: SourcePosition,
    _ body: (inout Value, inout PlaceChange) throws -> T
  ) throws -> T {
    try checkMutable(place, purpose: purpose, at: position)
    var change = PlaceChange()
    let result: T
    switch place.root {
    case .variable(let variable):
      var value = variable.value
      variable.value = .null
      defer { variable.value = value }
      result = try Self.change(&value, along: place.steps[...], change: &change, body)
    case .property(let id, let binding):
      var value = storage[id]?[binding.name] ?? .null
      storage[id]?[binding.name] = .null
      defer { storage[id]?[binding.name] = value }
      result = try Self.change(&value, along: place.steps[...], change: &change, body)
    case .staticProperty(let typeName, let binding):
      var value = staticValues[typeName]?[binding.name] ?? .null
      staticValues[typeName]?[binding.name] = .null
      defer { staticValues[typeName]?[binding.name] = value }
      result = try Self.change(&value, along: place.steps[...], change: &change, body)
    case .classStaticProperty(let owner, let binding):
      var value = staticStorage[owner]?[binding.name] ?? .null
      staticStorage[owner]?[binding.name] = .null
      defer { staticStorage[owner]?[binding.name] = value }
      result = try Self.change(&value, along: place.steps[...], change: &change, body)
    }
    try settle(change, of: place.root, at: position)
    return result
  }

  /// Walks `steps` into `value` and runs `body` on what they lead to, each level taken out of
  /// its container while it changes so nothing is copied.
  private static func change<T>(
    _ value: inout Value, along steps: ArraySlice<Place.Step>, change: inout PlaceChange,
    _ body: (inout Value, inout PlaceChange) throws -> T
  ) throws -> T {
    guard let step = steps.first else { return try body(&value, &change) }
    let rest = steps.dropFirst()
    // Each level is matched on `value` itself and then cleared: a copy of it held by a switch
    // subject would make the level below copy itself when it changes.
    switch step {
    case .field(_, let index):
      guard case .structValue(var structValue) = value else { break }
      value = .null
      defer { value = .structValue(structValue) }
      return try Self.change(&structValue.fields[index], along: rest, change: &change, body)
    case .tupleElement(let index):
      guard case .tuple(var tuple) = value else { break }
      value = .null
      defer { value = .tuple(tuple) }
      return try Self.change(&tuple.elements[index], along: rest, change: &change, body)
    case .index(let index):
      guard case .array(var elements) = value else { break }
      value = .null
      defer { value = .array(elements) }
      return try Self.change(&elements[index], along: rest, change: &change, body)
    case .key(let key, let hash):
      guard case .dictionary(var dictionary) = value else { break }
      value = .null
      defer { value = .dictionary(dictionary) }
      if case .unwrap? = rest.first, dictionary.contains(hash) {
        // `d["a"]?.append(x)`: the value changes where it is, not copied out and back.
        return try dictionary.modifyValue(for: hash) {
          try Self.change(&$0, along: rest.dropFirst(), change: &change, body)
        }
      }
      var entry = dictionary.value(for: hash).map(Value.someValue) ?? .null
      let result = try Self.change(&entry, along: rest, change: &change, body)
      // Setting a key to nil removes it, as in Swift.
      if case .null = entry {
        dictionary.remove(hash)
      } else {
        dictionary.set(entry.unwrappedOptional, for: key, hash: hash)
      }
      return result
    case .keyWithDefault(let key, let hash, let fallback):
      guard case .dictionary(var dictionary) = value else { break }
      value = .null
      defer { value = .dictionary(dictionary) }
      if dictionary.contains(hash) {
        return try dictionary.modifyValue(for: hash) { try Self.change(&$0, along: rest, change: &change, body) }
      }
      var entry = fallback
      let result = try Self.change(&entry, along: rest, change: &change, body)
      dictionary.set(entry.unwrappedOptional, for: key, hash: hash)
      return result
    case .unwrap:
      guard case .optional(var wrapped) = value else {
        // An object or a closure: optional without a wrapper.
        return try Self.change(&value, along: rest, change: &change, body)
      }
      value = .null
      defer { value = .optional(wrapped) }
      return try Self.change(&wrapped, along: rest, change: &change, body)
    }
    // The place was resolved from this very value; nothing else changed it since.
    return try body(&value, &change)
  }

  /// Retains what a change added and releases what it removed, as the root's owner does:
  /// a variable or a static property holds its objects itself, an object's strong property
  /// through the engine's slot for it.
  private func settle(_ change: PlaceChange, of root: Place.Root, at position: SourcePosition) throws {
    guard !change.added.isEmpty || !change.removed.isEmpty else { return }
    if case .variable(let variable) = root, var forwarded = forwardedOwnership[ObjectIdentifier(variable)] {
      // `self` of a mutating method: its receiver's owner takes these over when it ends.
      forwarded.added += change.added
      forwarded.removed += change.removed
      forwardedOwnership[ObjectIdentifier(variable)] = forwarded
      return
    }
    switch root {
    case .variable, .staticProperty, .classStaticProperty:
      for id in change.added { engine.retain(id) }
      for id in change.removed { engine.release(id) }
    case .property(let id, let binding):
      guard !binding.isWeak else { return }
      let held = try heldObjects(of: storage[id]?[binding.name] ?? .null, at: position)
      engine.setStrongReferences(from: id, slot: binding.name, to: held)
    }
  }

  /// A `let` anywhere on the path, or `self` in a method that is not `mutating`, makes the
  /// place unchangeable: swiftc's errors, with its wording.
  func checkMutable(_ place: Place, purpose: PlacePurpose, at position: SourcePosition) throws {
    func refuse(_ name: String, isSelf: Bool = false) -> RuntimeIssue {
      let why = isSelf ? "'self' is immutable" : "'\(name)' is a 'let' constant"
      let what: String
      switch (purpose, place.steps.last) {
      case (.mutatingCall, _): what = "cannot use mutating member on immutable value"
      case (.assignment, .index?), (.assignment, .key?), (.assignment, .keyWithDefault?):
        what = "cannot assign through subscript"
      case (.assignment, .field?), (.assignment, .tupleElement?): what = "cannot assign to property"
      case (.assignment, _): what = isSelf ? "cannot assign to value" : "cannot assign to value"
      }
      return RuntimeIssue(id: DiagnosticID.immutable, message: "\(what): \(why)", position: position)
    }
    var initializing = false
    switch place.root {
    case .variable(let variable):
      initializing = variable.isInitializingSelf
      if !variable.isMutable { throw refuse(variable.name, isSelf: variable.name == "self") }
    case .property(_, let binding), .staticProperty(_, let binding), .classStaticProperty(_, let binding):
      if !binding.isMutable { throw refuse(binding.name) }
    }
    // A struct's `let` property can be set once, by its initializer.
    var value = placeRootValue(place.root)
    for (offset, step) in place.steps.enumerated() {
      if case .field(let name, let index) = step, case .structValue(let structValue) = value {
        let isLet = valueTypes.structs[structValue.typeName]?.propertiesByName[name]?.isMutable == false
        let settingOnce = initializing && offset == 0 && place.steps.count == 1 && structValue.fields[index].isVoid
        if isLet && !settingOnce { throw refuse(name) }
      }
      value = Self.part(of: value, at: step)
    }
  }

  /// The key and default of `d[key, default: value]`'s index.
  static func keyAndDefault(_ index: Value) -> (key: Value, fallback: Value)? {
    guard case .tuple(let tuple) = index, tuple.labels == [nil, "default"] else { return nil }
    return (tuple.elements[0], tuple.elements[1])
  }

  private func placeRootValue(_ root: Place.Root) -> Value {
    switch root {
    case .variable(let variable): return variable.value
    case .property(let id, let binding): return storage[id]?[binding.name] ?? .null
    case .staticProperty(let typeName, let binding): return staticValues[typeName]?[binding.name] ?? .null
    case .classStaticProperty(let owner, let binding): return staticStorage[owner]?[binding.name] ?? .null
    }
  }

  private static func part(of value: Value, at step: Place.Step) -> Value {
    switch (step, value) {
    case (.field(_, let index), .structValue(let s)): return s.fields[index]
    case (.tupleElement(let index), .tuple(let t)): return t.elements[index]
    case (.index(let index), .array(let elements)): return elements[index]
    case (.key(_, let hash), .dictionary(let d)): return d.value(for: hash).map(Value.someValue) ?? .null
    case (.keyWithDefault(_, let hash, let fallback), .dictionary(let d)): return d.value(for: hash) ?? fallback
    case (.unwrap, .optional(let wrapped)): return wrapped
    default: return value
    }
  }

  // MARK: - Assignment and mutating calls through places

  /// `models[0].name = "x"`, `self.count = 1` in a struct, `counts["a"] = nil`: an assignment
  /// to a place inside a value. False when the target is no such place (a variable, an
  /// object's property: the caller's to assign).
  func assignInPlace(_ source: AssignedValue, to target: Expr, in scope: Scope) throws -> Bool {
    switch target.kind {
    case .identifier(let name):
      // Only a struct's own property, unqualified inside its methods (locals come first).
      guard lookupLocalVariable(name, in: scope) == nil, scope.selfObject == nil,
        let selfVariable = lookupLocalVariable("self", in: scope)
      else { return false }
      switch selfVariable.value {
      case .structValue, .enumValue, .type: break
      default: return false
      }
    case .selfReference:
      if scope.selfObject != nil {
        throw RuntimeIssue(
          id: DiagnosticID.immutable, message: "cannot assign to value: 'self' is immutable", position: target.position)
      }
    case .member, .subscriptAccess, .forceUnwrap, .chainBoundary:
      guard Self.isPlaceShaped(target) else { return false }
    default:
      return false
    }
    let place: Place
    do {
      guard let resolved = try resolvePlace(target, in: scope) else { return false }
      place = resolved
    } catch is ChainStop {
      return true  // `a?.b = c` with a nil link assigns nothing
    }
    // A whole variable or object property is assigned the usual way (names, slots).
    guard !place.steps.isEmpty || isValueSelf(place) || isStatic(place) else { return false }
    try checkMutable(place, purpose: .assignment, at: target.position)
    let produced = try source.produce()
    try checkStorable(produced, at: source.position)
    let value = try conforming(produced, to: place.type, at: source.position)
    try checkNesting(of: [value], at: source.position)
    let added = try heldObjects(of: value, at: source.position)
    try modify(place, purpose: .assignment, at: target.position) { leaf, change in
      change.removed = try heldObjects(of: leaf, at: source.position)
      change.added = added
      leaf = value
    }
    return true
  }

  private func isValueSelf(_ place: Place) -> Bool {
    if case .variable(let variable) = place.root { return variable.name == "self" }
    return false
  }

  private func isStatic(_ place: Place) -> Bool {
    switch place.root {
    case .staticProperty: return true
    // A class's static property assigned whole is the class's to assign (its access rules).
    case .classStaticProperty, .variable, .property: return false
    }
  }
}

extension Value {
  /// A value as `T?` holds it: plain values wrapped (`Optional(3)`), nil, objects and
  /// closures as they are (they print the same either way).
  static func someValue(_ value: Value) -> Value {
    switch value {
    case .null, .optional, .object, .view, .element, .closure, .builtin, .control, .type, .void: return value
    default: return .optional(value)
    }
  }

  /// The value inside an optional, or the value itself.
  var unwrappedOptional: Value {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  var isVoid: Bool {
    if case .void = self { return true }
    return false
  }
}
