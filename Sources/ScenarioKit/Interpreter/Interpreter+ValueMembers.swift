import DocEngine

// MARK: - Members of structs, enums, tuples and optionals

extension Interpreter {
  /// `name` read unqualified inside a method of a struct or an enum (a stored or computed
  /// property of `self`), or inside a static method (a static member of the type). Nil when
  /// `self` is no such value or has no such member.
  func valueSelfMember(_ name: String, in scope: Scope, at position: SourcePosition) throws -> Value? {
    guard scope.selfObject == nil, let selfVariable = lookupLocalVariable("self", in: scope) else { return nil }
    switch selfVariable.value {
    case .structValue(let structValue):
      if structValue.index(of: name) == nil, valueTypes.methods(of: structValue.typeName)?.bySignature[name] == nil {
        return nil
      }
    case .enumValue(let enumValue):
      guard name == "rawValue" || valueTypes.methods(of: enumValue.typeName)?.bySignature[name] != nil else {
        return nil
      }
    case .type(let typeName):
      guard hasValueTypeStatic(name, of: typeName) else { return nil }
      return try staticMember(name, of: typeName, at: position)
    default:
      return nil
    }
    return try valueMember(name, of: selfVariable.value, at: position)
  }

  private func hasValueTypeStatic(_ name: String, of typeName: String) -> Bool {
    guard let statics = staticMembers(of: typeName) else { return false }
    return statics.properties.contains { $0.name == name } || statics.methods.contains { $0.name == name }
      || valueTypes.enums[typeName]?.casesByName[name] != nil
  }

  /// `value.name` for a struct (stored and computed properties), an enum case (`rawValue`,
  /// computed properties), a tuple (`.0`, `.label`); nil for other values.
  func valueMember(_ name: String, of value: Value, at position: SourcePosition) throws -> Value? {
    switch value {
    case .structValue(let structValue):
      if let field = structValue.field(name) {
        if field.isVoid {
          throw RuntimeIssue(
            id: DiagnosticID.uninitialized, message: "'self.\(name)' used before being initialized", position: position)
        }
        return field
      }
      return try computedProperty(name, of: value, typeName: structValue.typeName, at: position)
    case .enumValue(let enumValue):
      if name == "rawValue", let raw = valueTypes.enums[enumValue.typeName]?.rawValue(of: enumValue.caseName) {
        return raw
      }
      return try computedProperty(name, of: value, typeName: enumValue.typeName, at: position)
    case .tuple(let tuple):
      guard let index = tuple.index(of: name) else {
        throw RuntimeIssue.unknownMember(
          name, of: describeType(of: value), at: position,
          candidates: tuple.labels.compactMap { $0 } + tuple.elements.indices.map(String.init))
      }
      return tuple.elements[index]
    case .optional(let wrapped):
      let type = Arithmetic.typeName(wrapped)
      throw RuntimeIssue(
        id: DiagnosticID.unwrap,
        message:
          "value of optional type '\(type)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(type)'",
        position: position,
        notes: [
          ("chain the optional using '?' to access member '\(name)' only for non-'nil' base values", nil),
          ("force-unwrap using '!' to abort execution if the optional value contains 'nil'", nil),
        ])
    default:
      return nil
    }
  }

  private func computedProperty(_ name: String, of value: Value, typeName: String, at position: SourcePosition)
    throws -> Value
  {
    if let method = valueTypes.methods(of: typeName)?.bySignature[name], method.isProperty {
      return try invokeValueMethod(method, typeName: typeName, on: value, arguments: [], at: position).result
    }
    if name == "localizedDescription", isError(value) {
      return try localizedDescription(of: value, at: position)
    }
    var candidates = valueTypes.methods(of: typeName)?.byName.keys.sorted() ?? []
    if let structType = valueTypes.structs[typeName] { candidates = structType.fieldNames + candidates }
    if valueTypes.enums[typeName]?.decl.rawType != nil { candidates.append("rawValue") }
    throw RuntimeIssue.unknownMember(name, of: typeName, at: position, candidates: candidates)
  }

  /// `value.name(…)` for a struct or an enum case: a method that does not change `self` (a
  /// mutating one is called through ``callMutating(_:_:_:in:at:memberPosition:)``).
  func callValueTypeMethod(
    _ name: String, on value: Value, typeName: String, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    let methods = valueTypes.methods(of: typeName)?.byName[name] ?? []
    guard let (method, values) = valueTypeMethod(name, args, in: methods) else {
      if !methods.isEmpty {
        throw RuntimeIssue.arguments(
          "no method '\(name)' of \(typeName) takes the labels (\(Self.labelList(args.labels)))", at: memberPosition)
      }
      let candidates = (valueTypes.methods(of: typeName)?.byName.keys.sorted() ?? [])
      throw RuntimeIssue.unknownMember(name, of: typeName, at: memberPosition, candidates: candidates)
    }
    if method.isMutating {
      throw RuntimeIssue(
        id: DiagnosticID.immutable,
        message:
          "cannot use mutating member on immutable value: '\(name)' changes the value, which is not a variable here",
        position: memberPosition)
    }
    return try invokeValueMethod(method, typeName: typeName, on: value, arguments: values, at: position).result
  }

  /// `name(…)` unqualified inside a struct's or an enum's method (another method of `self`),
  /// or inside a static method (a static method of the type). Nil when there is none.
  func callValueSelfMethod(_ name: String, _ args: CallArguments, in scope: Scope, at position: SourcePosition)
    throws -> Value?
  {
    guard scope.selfObject == nil, let selfVariable = lookupLocalVariable("self", in: scope) else { return nil }
    switch selfVariable.value {
    case .structValue(let structValue):
      return try callSelfMethod(name, args, selfVariable, typeName: structValue.typeName, at: position)
    case .enumValue(let enumValue):
      return try callSelfMethod(name, args, selfVariable, typeName: enumValue.typeName, at: position)
    case .type(let typeName):
      guard staticMembers(of: typeName)?.methods.contains(where: { $0.name == name }) == true else { return nil }
      return try callStaticMethod(name, of: typeName, args, at: position)
    default:
      return nil
    }
  }

  private func callSelfMethod(
    _ name: String, _ args: CallArguments, _ selfVariable: Variable, typeName: String, at position: SourcePosition
  ) throws -> Value? {
    guard let (method, values) = valueTypeMethod(name, args, in: valueTypes.methods(of: typeName)?.byName[name] ?? [])
    else { return nil }
    let place = Place(root: .variable(selfVariable), type: typeName)
    return try callValueMethod(method, values, typeName: typeName, at: place, position: position)
  }

  /// Runs a method on the value at `place`. A mutating one gets the value as its `self`,
  /// taken out of the place while it runs (Swift's `inout`: nothing else may reach it then),
  /// and what it leaves in `self` goes back there.
  func callValueMethod(
    _ method: MethodDecl, _ arguments: [Value], typeName: String, at place: Place, position: SourcePosition
  ) throws -> Value {
    guard method.isMutating else {
      return try invokeValueMethod(method, typeName: typeName, on: read(place), arguments: arguments, at: position)
        .result
    }
    return try modify(place, purpose: .mutatingCall, at: position) { leaf, change in
      let (result, changed) = try invokeValueMethod(
        method, typeName: typeName, receiver: &leaf, arguments: arguments, at: position)
      change = changed
      return result
    }
  }

  // MARK: - Operators declared by the scenario

  /// `==` between structs or enum cases: Swift's synthesized equality when the type is
  /// `Equatable` (an enum without associated values always is), or the type's own `static
  /// func ==`. Nil when neither side is such a value; not `Equatable` is swiftc's error.
  func userEquality(_ l: Value, _ r: Value, at position: SourcePosition) throws -> Bool? {
    guard let typeName = Self.userTypeName(l) ?? Self.userTypeName(r) else { return nil }
    if let custom = staticMembers(of: typeName)?.methods.first(where: { $0.name == "==" && $0.labels.count == 2 }) {
      let result = try invokeStaticMethod(custom, of: typeName, arguments: [l, r], at: position)
      guard case .bool(let same) = result else {
        throw RuntimeIssue.type("'==' must return a Bool", at: custom.position)
      }
      return same
    }
    let equatable = valueTypes.structs[typeName]?.isEquatable ?? valueTypes.enums[typeName]?.isEquatable ?? true
    guard equatable else {
      throw RuntimeIssue.type(
        "binary operator '==' cannot be applied to two '\(typeName)' operands (declare '\(typeName): Equatable')",
        at: position)
    }
    return nil
  }

  /// `<` and the other orderings between values of a type that declares `static func <`
  /// (`Comparable`). Nil when neither side is a scenario struct or enum.
  func userOrdering(_ op: BinaryOperator, _ l: Value, _ r: Value, at position: SourcePosition) throws -> Bool? {
    guard let typeName = Self.userTypeName(l) ?? Self.userTypeName(r) else { return nil }
    guard let less = staticMembers(of: typeName)?.methods.first(where: { $0.name == "<" && $0.labels.count == 2 })
    else {
      throw RuntimeIssue.type(
        "binary operator '\(op.rawValue)' cannot be applied to two '\(typeName)' operands (declare 'static func <')",
        at: position)
    }
    func lessThan(_ a: Value, _ b: Value) throws -> Bool {
      guard case .bool(let result) = try invokeStaticMethod(less, of: typeName, arguments: [a, b], at: position) else {
        throw RuntimeIssue.type("'<' must return a Bool", at: less.position)
      }
      return result
    }
    switch op {
    case .less: return try lessThan(l, r)
    case .greater: return try lessThan(r, l)
    case .lessOrEqual: return try !lessThan(r, l)
    default: return try !lessThan(l, r)
    }
  }

  static func userTypeName(_ value: Value) -> String? {
    switch value {
    case .structValue(let structValue): return structValue.typeName
    case .enumValue(let enumValue): return enumValue.typeName
    default: return nil
    }
  }

  // MARK: - Printing with `description`

  /// `value` with the text of each `description` a scenario type declares (its
  /// `CustomStringConvertible` conformance) filled in, for printing: Swift uses it for the
  /// value and wherever it is nested.
  func withCustomDescriptions(_ value: Value, at position: SourcePosition, depth: Int = 0) throws -> Value {
    guard hasCustomDescriptions, depth <= Self.maxValueNesting else { return value }
    func describedParts(_ parts: [Value]) throws -> [Value] {
      try spendWork(parts.count, at: position)
      return try parts.map { try withCustomDescriptions($0, at: position, depth: depth + 1) }
    }
    switch value {
    case .structValue(var structValue):
      if let text = try customDescription(of: value, typeName: structValue.typeName, at: position) {
        structValue.customDescription = text
      } else {
        structValue.fields = try describedParts(structValue.fields)
      }
      return .structValue(structValue)
    case .enumValue(var enumValue):
      if let text = try customDescription(of: value, typeName: enumValue.typeName, at: position) {
        enumValue.customDescription = text
      } else {
        enumValue.payload = try describedParts(enumValue.payload)
      }
      return .enumValue(enumValue)
    case .array(let elements):
      return .array(try describedParts(elements))
    case .tuple(var tuple):
      tuple.elements = try describedParts(tuple.elements)
      return .tuple(tuple)
    case .optional(let wrapped):
      return .optional(try withCustomDescriptions(wrapped, at: position, depth: depth + 1))
    case .dictionary(let dictionary):
      var described = DictionaryValue()
      for (key, element) in zip(try describedParts(dictionary.keys), try describedParts(dictionary.values)) {
        described.set(element, for: key, hash: try hashKey(key, at: position))
      }
      return .dictionary(described)
    default:
      return value
    }
  }

  private var hasCustomDescriptions: Bool {
    valueTypes.allNames.contains { valueTypes.methods(of: $0)?.bySignature["description"]?.isProperty == true }
  }

  private func customDescription(of value: Value, typeName: String, at position: SourcePosition) throws -> String? {
    guard let method = valueTypes.methods(of: typeName)?.bySignature["description"], method.isProperty else {
      return nil
    }
    let result = try invokeValueMethod(method, typeName: typeName, on: value, arguments: [], at: position).result
    guard case .string(let text) = result else {
      throw RuntimeIssue.type("'description' must be a String", at: method.position)
    }
    return text
  }

  // MARK: - Literals

  /// `(1, "a")`, `(x: 1, y: 2)`.
  func evaluateTupleLiteral(_ elements: [(label: String?, value: Expr)], in scope: Scope, at position: SourcePosition)
    throws -> Value
  {
    var values: [Value] = []
    for element in elements {
      let value = try evaluate(element.value, in: scope)
      try checkStorable(value, at: element.value.position)
      values.append(value)
    }
    try chargeArray(count: values.count, at: position)
    try checkNesting(of: values, at: position)
    return .tuple(TupleValue(labels: elements.map(\.label), elements: values))
  }

  /// `["a": 1]`, `[:]`: a key written twice is Swift's run-time error.
  func evaluateDictionaryLiteral(_ pairs: [(key: Expr, value: Expr)], in scope: Scope, at position: SourcePosition)
    throws -> Value
  {
    var keys: [Value] = []
    var values: [Value] = []
    for pair in pairs {
      let key = try evaluate(pair.key, in: scope)
      let value = try evaluate(pair.value, in: scope)
      try checkStorable(key, at: pair.key.position)
      try checkStorable(value, at: pair.value.position)
      keys.append(key)
      values.append(value)
    }
    try chargeArray(count: 2 * pairs.count, at: position)
    keys = try unifyEnumElements(keys, at: position)
    values = try unifyEnumElements(values, at: position)
    try checkNesting(of: values, at: position)
    var dictionary = DictionaryValue()
    for (index, (key, value)) in zip(keys, values).enumerated() {
      let hash = try hashKey(key, at: pairs[index].key.position)
      if dictionary.value(for: hash) != nil {
        throw RuntimeIssue.type(
          "Dictionary literal contains duplicate keys (\(describe(key, quoted: true)); Swift stops the program here)",
          at: pairs[index].key.position)
      }
      dictionary.set(value.unwrappedOptional, for: key, hash: hash)
    }
    return .dictionary(dictionary)
  }
}

extension Expr {
  /// The collection type an initializer spells (`[Tab]()` → `[Tab]`), which a variable it
  /// starts keeps, as Swift infers it.
  var writtenCollectionType: String? {
    if case .call(let callee, _, _) = kind, case .collectionType(let type) = callee.kind { return type }
    return nil
  }
}
