import DocEngine

// MARK: - Values taking their declared types

extension Interpreter {
  /// `value` as a value of the declared `type`, as Swift's type checker would have made it:
  /// an implicit member becomes a case of the enum (`let t: Tab = .home`), a plain value of an
  /// optional type is wrapped (`var n: Int? = 3` prints `Optional(3)`), an integer becomes a
  /// `Double` where one is declared, an array literal a `Set`. Elements of collections and
  /// tuples take their element types. Types the scenario does not model leave the value as it
  /// is. `context` is the type the declaration is written in (for nested type names).
  func conforming(_ value: Value, to type: String?, context: String? = nil, at position: SourcePosition) throws -> Value
  {
    guard let type, !type.isEmpty, !TypeName.isFunction(type) else { return value }
    if TypeName.isOptional(type) {
      let wrappedType = TypeName.unwrapped(type)
      switch value {
      case .null:
        return .null
      case .optional(let wrapped):
        return Value.someValue(try conforming(wrapped, to: wrappedType, context: context, at: position))
      default:
        let inner = try conforming(value, to: wrappedType, context: context, at: position)
        return isModelledValueType(wrappedType, context: context) ? Value.someValue(inner) : inner
      }
    }
    if case .optional = value, isModelledValueType(type, context: context) {
      throw RuntimeIssue.type(
        "value of optional type '\(Arithmetic.typeName(value))' must be unwrapped to a value of type '\(type)'",
        at: position)
    }
    switch value {
    case .int(let i) where ["Double", "CGFloat", "Float"].contains(type):
      return .double(Double(i))
    case .enumCase(let name, let payload):
      guard let typeName = resolveValueType(type, from: context) else { return value }
      return try implicitMember(name, payload: payload, of: typeName, at: position) ?? value
    case .array(let elements):
      if TypeName.isSet(type) {
        return .set(try makeSet(elements, elementType: TypeName.element(type), context: context, at: position))
      }
      guard let elementType = TypeName.element(type), needsCoercion(elementType, context: context) else {
        return value
      }
      try spendWork(elements.count, at: position)
      return .array(try elements.map { try conforming($0, to: elementType, context: context, at: position) })
    case .set(let set):
      guard let elementType = TypeName.element(type), needsCoercion(elementType, context: context) else {
        return value
      }
      return .set(try makeSet(set.elements, elementType: elementType, context: context, at: position))
    case .dictionary(let dictionary):
      guard let keyType = TypeName.dictionaryKey(type), let valueType = TypeName.dictionaryValue(type),
        needsCoercion(keyType, context: context) || needsCoercion(valueType, context: context)
      else { return value }
      try spendWork(dictionary.count, at: position)
      var result = DictionaryValue()
      for (key, element) in zip(dictionary.keys, dictionary.values) {
        let typedKey = try conforming(key, to: keyType, context: context, at: position)
        result.set(
          try conforming(element, to: valueType, context: context, at: position).unwrappedOptional, for: typedKey,
          hash: try hashKey(typedKey, at: position))
      }
      return .dictionary(result)
    case .tuple(let tuple):
      guard let elementTypes = TypeName.tupleElements(type), elementTypes.count == tuple.elements.count else {
        return value
      }
      var elements: [Value] = []
      for (element, declared) in zip(tuple.elements, elementTypes) {
        elements.append(try conforming(element, to: declared.type, context: context, at: position))
      }
      return .tuple(TupleValue(labels: elementTypes.map(\.label), elements: elements))
    default:
      return value
    }
  }

  /// The type a value shows it has, for a declaration written without one (`var tab =
  /// Tab.home` is a `Tab`, so `tab = .search` is one too): a scenario struct's or enum's, or
  /// an array or optional of one.
  func inferredType(of value: Value) -> String? {
    switch value {
    case .enumValue(let enumValue): return enumValue.typeName
    case .structValue(let structValue): return structValue.typeName
    case .optional(let wrapped): return (inferredType(of: wrapped) ?? TypeName.unknown) + "?"
    case .array(let elements): return elements.first.flatMap { inferredType(of: $0) }.map { "[\($0)]" }
    default: return nil
    }
  }

  /// The optional type a variable declared without a type has when its initial value is an
  /// optional (`var n = d["a"]`), so it stays optional when assigned a plain value later.
  func impliedOptionalType(of value: Value, initializer: Expr?) -> String? {
    switch value {
    case .optional: return inferredType(of: value)
    case .null where initializer.map({ !$0.isNilLiteral }) == true: return TypeName.unknown + "?"
    default: return nil
    }
  }

  /// An implicit member whose type nothing around it says (`Tab(rawValue: 9) ?? .home`): a
  /// case of the one scenario enum that has a case of that name, else as it is.
  func typedImplicitMember(_ value: Value, at position: SourcePosition) throws -> Value {
    guard case .enumCase(let name, _) = value else { return value }
    let owners = valueTypes.allNames.filter { valueTypes.enums[$0]?.casesByName[name] != nil }
    guard owners.count == 1 else { return value }
    return try conforming(value, to: owners[0], at: position)
  }

  /// Whether values of `type` need anything done to take it (enums, optionals, numbers,
  /// collections and tuples of them); `[String]` does not, so its elements are not visited.
  private func needsCoercion(_ type: String, context: String?) -> Bool {
    if TypeName.isOptional(type) || ["Double", "CGFloat", "Float"].contains(type) { return true }
    if type.hasPrefix("[") || type.hasPrefix("(") || TypeName.isSet(type) { return true }
    return resolveValueType(type, from: context) != nil
  }

  /// Whether `type` is a value type the scenario models, whose optional values print
  /// `Optional(…)`: Swift's numbers, strings and booleans, collections, tuples, the scenario's
  /// structs and enums. Classes, protocols, `Any` and UIKit's types are left unwrapped.
  func isModelledValueType(_ type: String, context: String?) -> Bool {
    if type == TypeName.unknown { return true }
    if TypeName.standardValueTypes.contains(type) || type.hasPrefix("[") || TypeName.isSet(type) { return true }
    if TypeName.tupleElements(type) != nil { return true }
    return resolveValueType(type, from: context) != nil
  }

  /// The qualified name of a scenario struct or enum written as `name` in `context`; a name
  /// nested in only one type is found from anywhere.
  func resolveValueType(_ name: String, from context: String?) -> String? {
    if let found = valueTypes.resolve(name, from: context) { return found }
    let nested = valueTypes.allNames.filter { $0.hasSuffix(".\(name)") }
    return nested.count == 1 ? nested[0] : nil
  }

  /// `.home` where a `Tab` is expected: the case (with its associated values), or a static
  /// property or method of that name (`.zero`, `.standard`, `.formal("Han")`). Nil when the
  /// type has none; an enum without that case is swiftc's error.
  func implicitMember(_ name: String, payload: [Value], of typeName: String, at position: SourcePosition) throws
    -> Value?
  {
    let enumType = valueTypes.enums[typeName]
    if let enumType, let enumCase = enumType.casesByName[name] {
      return try makeCase(enumCase, of: enumType, payload: payload, at: position)
    }
    let statics = staticMembers(of: typeName) ?? StaticMembers()
    if payload.isEmpty, let binding = statics.properties.first(where: { $0.name == name }) {
      return try staticProperty(binding, of: typeName, at: position)
    }
    if payload.isEmpty, let computed = statics.methods.first(where: { $0.name == name && $0.isProperty }) {
      return try invokeStaticMethod(computed, of: typeName, arguments: [], at: position)
    }
    // `.formal("Ms. Han")` where a `Greeting` is expected: its static method of that name
    // (an implicit member keeps its values, not their labels: the one taking as many).
    let methods = statics.methods.filter { $0.name == name && !$0.isProperty && $0.labels.count == payload.count }
    if methods.count == 1 {
      return try invokeStaticMethod(methods[0], of: typeName, arguments: payload, at: position)
    }
    guard let enumType else { return nil }
    throw RuntimeIssue(
      id: DiagnosticID.unknownMember,
      message: "type '\(typeName)' has no member '\(name)'"
        + (NearMiss.suggestion(for: name, in: enumType.decl.caseNames).map { "; \($0)" } ?? ""),
      position: position)
  }

  /// A case of a scenario enum with its associated values (typed as the case declares them).
  func makeCase(
    _ enumCase: EnumCase, of enumType: ValueTypeTable.EnumType, payload: [Value], at position: SourcePosition
  )
    throws -> Value
  {
    let labels = enumCase.payloadLabels ?? []
    guard payload.count == labels.count else {
      if labels.isEmpty {
        throw RuntimeIssue.arguments(
          "enum case '\(enumCase.name)' has no associated values", at: position)
      }
      throw RuntimeIssue.arguments(
        "enum case '\(enumCase.name)' takes \(labels.count) associated value\(labels.count == 1 ? "" : "s"), not \(payload.count)",
        at: position)
    }
    var typed: [Value] = []
    for (value, type) in zip(payload, enumCase.payloadTypes) {
      typed.append(try conforming(value, to: type, context: enumType.decl.name, at: position))
    }
    try checkNesting(of: typed, at: position)
    return .enumValue(
      EnumValue(typeName: enumType.decl.name, caseName: enumCase.name, payload: typed, labels: labels))
  }

  /// Makes every implicit member of an array literal a case of the enum its other elements
  /// are (`[Tab.home, .settings]`), as Swift infers one element type.
  func unifyEnumElements(_ values: [Value], at position: SourcePosition) throws -> [Value] {
    guard values.count > 1,
      let typeName = values.lazy.compactMap({ value -> String? in
        if case .enumValue(let enumValue) = value { return enumValue.typeName }
        return nil
      }).first,
      values.contains(where: { if case .enumCase = $0 { return true } else { return false } })
    else { return values }
    return try values.map { try conforming($0, to: typeName, at: position) }
  }

  /// A dictionary key or set element's identity, charged for the text it hashes; a value that
  /// is not `Hashable` is swiftc's error.
  func hashKey(_ value: Value, at position: SourcePosition) throws -> HashKey {
    if case .string(let text) = value {
      try chargeReading(bytes: text.utf8.count, at: position)
    } else if !value.parts.isEmpty {
      var walk = ValueWalk(limit: budget.remainingWork)
      try spendWork(value.textBytes(walk: &walk) / ScenarioBudget.bytesPerStep + walk.visits, at: position)
    }
    guard let key = HashKey(value, isHashableStruct: { [valueTypes] in valueTypes.structs[$0]?.isHashable == true })
    else {
      throw RuntimeIssue.type(
        "type '\(describeType(of: value))' does not conform to protocol 'Hashable' (a dictionary key or a set element must be a String, a number, a Bool, an enum case or a Hashable struct)",
        at: position)
    }
    return key
  }

  /// A set of `elements`, the first of equal ones kept.
  func makeSet(_ elements: [Value], elementType: String?, context: String? = nil, at position: SourcePosition) throws
    -> SetValue
  {
    try chargeArray(count: elements.count, at: position)
    var set = SetValue()
    for element in elements {
      let typed = try conforming(element, to: elementType, context: context, at: position)
      set.insert(typed, hash: try hashKey(typed, at: position))
    }
    return set
  }
}

extension Expr {
  var isNilLiteral: Bool {
    if case .nilLiteral = kind { return true }
    return false
  }
}
