import DocEngine

// MARK: - Properties of arrays, dictionaries, sets and strings

extension Interpreter {
  /// `list.first`, `scores.keys`, `tags.count`, `name.uppercased`-less properties (`isEmpty`,
  /// `count`, `first`, `last`, `description`); nil for names and values that are not these.
  /// `first` and `last` are optional, as in Swift (`Optional(3)` when printed).
  func collectionMember(_ name: String, of value: Value, at position: SourcePosition) throws -> Value? {
    switch (value, name) {
    case (.array(let elements), "first"): return elements.first.map(Value.someValue) ?? .null
    case (.array(let elements), "last"): return elements.last.map(Value.someValue) ?? .null
    case (.array(let elements), "indices"):
      try chargeArray(count: elements.count, at: position)
      return .array(elements.indices.map(Value.int))
    case (.dictionary(let dictionary), "count"): return .int(dictionary.count)
    case (.dictionary(let dictionary), "isEmpty"): return .bool(dictionary.count == 0)
    case (.dictionary(let dictionary), "keys"):
      try chargeArray(count: dictionary.count, at: position)
      return .array(dictionary.keys)
    case (.dictionary(let dictionary), "values"):
      try chargeArray(count: dictionary.count, at: position)
      return .array(dictionary.values)
    case (.set(let set), "count"): return .int(set.count)
    case (.set(let set), "isEmpty"): return .bool(set.count == 0)
    case (.set(let set), "first"): return set.elements.first.map(Value.someValue) ?? .null
    case (.string(let text), "first"): return text.first.map { .optional(.string(String($0))) } ?? .null
    case (.string(let text), "last"): return text.last.map { .optional(.string(String($0))) } ?? .null
    case (.string, "description"): return value
    case (.string(let text), "capitalized"):
      try chargeString(bytes: text.utf8.count, at: position)
      return .string(Self.capitalized(text))
    case (.int(let i), "description"): return .string(String(i))
    case (.double(let d), "description"): return .string(d.description)
    case (.bool(let b), "description"): return .string(b ? "true" : "false")
    case (.array, "description"), (.dictionary, "description"), (.set, "description"), (.tuple, "description"):
      return .string(try render(value, at: position))
    case (.dictionary, _), (.set, _):
      let candidates = ["count", "isEmpty", "first", "description"] + (value.isDictionary ? ["keys", "values"] : [])
      throw RuntimeIssue.unknownMember(name, of: describeType(of: value), at: position, candidates: candidates)
    default:
      return nil
    }
  }

  /// Foundation's `capitalized`: each word's first letter upper-cased, the rest lower-cased.
  private static func capitalized(_ text: String) -> String {
    var result = ""
    var atWordStart = true
    for character in text {
      result += atWordStart ? character.uppercased() : character.lowercased()
      atWordStart = character.isWhitespace || character.isPunctuation
    }
    return result
  }

  /// `d[key]` (a dictionary's value, optional) — nil for values that are not dictionaries.
  func subscriptValue(_ value: Value, _ index: Value, at position: SourcePosition) throws -> Value? {
    switch value {
    case .dictionary(let dictionary):
      if let (key, fallback) = Self.keyAndDefault(index) {
        return dictionary.value(for: try hashKey(key, at: position)) ?? fallback
      }
      return dictionary.value(for: try hashKey(index, at: position)).map(Value.someValue) ?? .null
    case .optional(let wrapped):
      let type = Arithmetic.typeName(wrapped)
      throw RuntimeIssue(
        id: DiagnosticID.unwrap,
        message: "value of optional type '\(type)?' must be unwrapped to a value of type '\(type)'",
        position: position)
    case .string:
      throw RuntimeIssue.type(
        "'subscript(_:)' is unavailable: cannot subscript String with an Int; use 'Array(text)[i]' or 'text.first'",
        at: position)
    default:
      return nil
    }
  }

  /// What `for … in value` walks: an array's elements, a dictionary's `(key, value)` pairs, a
  /// set's elements, a string's characters (in order; see ``DictionaryValue`` on order).
  func iterationElements(of value: Value, at position: SourcePosition) throws -> Value {
    switch value {
    case .dictionary(let dictionary):
      try chargeArray(count: 2 * dictionary.count, at: position)
      return .array(
        zip(dictionary.keys, dictionary.values).map {
          .tuple(TupleValue(labels: ["key", "value"], elements: [$0, $1]))
        })
    case .set(let set):
      return .array(set.elements)
    case .string(let text):
      try chargeArray(count: text.count, at: position)
      return .array(text.map { .string(String($0)) })
    default:
      return value
    }
  }
}

// MARK: - Methods of values

extension Interpreter {
  /// `receiver.name(…)` for values the interpreter models itself: arrays, dictionaries, sets,
  /// strings, numbers, struct and enum values, their types' static methods. Nil for objects
  /// and UIKit's values.
  func callValueMethod(
    _ name: String, on receiver: Value, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value? {
    switch receiver {
    case .array(let elements):
      return try callArrayMethod(name, on: elements, args, at: position, memberPosition: memberPosition)
    case .dictionary(let dictionary):
      return try callDictionaryMethod(name, on: dictionary, args, at: position, memberPosition: memberPosition)
    case .set(let set):
      return try callSetMethod(name, on: set, args, at: position, memberPosition: memberPosition)
    case .string(let text):
      return try callStringMethod(name, on: text, args, at: position, memberPosition: memberPosition)
    case .int(let i) where name == "isMultiple" && args.labels == ["of"]:
      guard case .int(let divisor) = args.values[0] else {
        throw RuntimeIssue.type("'isMultiple(of:)' needs an Int", at: position)
      }
      return .bool(i.isMultiple(of: divisor))
    case .structValue(let value):
      return try callValueTypeMethod(
        name, on: receiver, typeName: value.typeName, args, at: position, memberPosition: memberPosition)
    case .enumValue(let value):
      return try callValueTypeMethod(
        name, on: receiver, typeName: value.typeName, args, at: position, memberPosition: memberPosition)
    case .type(let typeName) where valueTypes.contains(typeName):
      return try callStaticMethod(name, of: typeName, args, at: position)
    case .optional(let wrapped):
      let type = Arithmetic.typeName(wrapped)
      throw RuntimeIssue(
        id: DiagnosticID.unwrap,
        message:
          "value of optional type '\(type)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(type)'",
        position: memberPosition,
        notes: [("chain the optional using '?' to access member '\(name)' only for non-'nil' base values", nil)])
    case .tuple:
      throw RuntimeIssue.unknownMember(name, of: describeType(of: receiver), at: memberPosition, candidates: [])
    default:
      return nil
    }
  }

  /// The names of the mutating methods on arrays, dictionaries and sets, and of every
  /// `mutating func` a scenario type declares: calls to these go through their receiver's place.
  private func isMutatingName(_ name: String) -> Bool {
    Self.mutatingArrayMethods.contains(name) || Self.mutatingDictionaryMethods.contains(name)
      || Self.mutatingSetMethods.contains(name)
      || valueTypes.allNames.contains { type in
        valueTypes.methods(of: type)?.byName[name]?.contains(where: \.isMutating) == true
      }
  }

  /// `list.append(x)`, `counts.removeValue(forKey: k)`, `point.move(by: 2)`, `models[0].rename()`:
  /// a mutating method on the value at a place (a variable, a property, an element), which
  /// changes there. Nil when `base` is no such place or the method does not change it.
  func callMutating(
    _ base: Expr, _ name: String, _ args: CallArguments, in scope: Scope, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value? {
    guard isMutatingName(name), Self.isPlaceShaped(base), let place = try resolvePlace(base, in: scope) else {
      return nil
    }
    switch ValueKind(read(place)) {
    case .array where Self.mutatingArrayMethods.contains(name):
      return try mutateArray(at: place, name, args, at: position, memberPosition: memberPosition)
    case .dictionary where Self.mutatingDictionaryMethods.contains(name):
      return try mutateDictionary(at: place, name, args, at: position, memberPosition: memberPosition)
    case .set where Self.mutatingSetMethods.contains(name):
      return try mutateSet(at: place, name, args, at: position, memberPosition: memberPosition)
    case .userType(let typeName):
      return try callMutatingMethod(name, args, typeName: typeName, at: place, position: position)
    default:
      return nil
    }
  }

  /// What kind of value a place holds, without holding on to the value (which would make
  /// changing it in place copy it).
  private enum ValueKind {
    case array, dictionary, set
    case userType(String)
    case other

    init(_ value: Value) {
      switch value {
      case .array: self = .array
      case .dictionary: self = .dictionary
      case .set: self = .set
      case .structValue(let structValue): self = .userType(structValue.typeName)
      case .enumValue(let enumValue): self = .userType(enumValue.typeName)
      default: self = .other
      }
    }
  }

  private func callMutatingMethod(
    _ name: String, _ args: CallArguments, typeName: String, at place: Place, position: SourcePosition
  ) throws -> Value? {
    let methods = valueTypes.methods(of: typeName)?.byName[name] ?? []
    guard let (method, values) = valueTypeMethod(name, args, in: methods), method.isMutating else { return nil }
    return try callValueMethod(method, values, typeName: typeName, at: place, position: position)
  }

  // MARK: - Dictionaries

  static let mutatingDictionaryMethods: Set<String> = ["removeValue", "updateValue", "removeAll"]

  /// A dictionary's methods that leave it as it is: most work on its `(key, value)` pairs as
  /// an array does (`map`, `sorted(by:)`, `forEach`, `contains(where:)`, …); `filter` and
  /// `mapValues` make dictionaries.
  private func callDictionaryMethod(
    _ name: String, on dictionary: DictionaryValue, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    let (signature, values) = Self.collectionCall(name, args)
    let pairs = zip(dictionary.keys, dictionary.values).map {
      Value.tuple(TupleValue(labels: ["key", "value"], elements: [$0, $1]))
    }
    switch signature {
    case "filter(_:)":
      guard
        case .array(let kept) = try callArrayMethod(name, on: pairs, args, at: position, memberPosition: memberPosition)
      else { return .void }
      var result = DictionaryValue()
      for case .tuple(let pair) in kept {
        result.set(pair.elements[1], for: pair.elements[0], hash: try hashKey(pair.elements[0], at: position))
      }
      return .dictionary(result)
    case "mapValues(_:)", "compactMapValues(_:)":
      guard case .closure(let transform) = values[0] else {
        throw RuntimeIssue.type("'\(signature)' needs a closure", at: position)
      }
      var result = DictionaryValue()
      for (key, value) in zip(dictionary.keys, dictionary.values) {
        try spendWork(at: position)
        let mapped = try callClosure(transform, arguments: [value], at: position)
        if name == "compactMapValues" && mapped.isNil { continue }
        result.set(mapped.unwrappedOptional, for: key, hash: try hashKey(key, at: position))
      }
      try chargeArray(count: 2 * result.count, at: position)
      return .dictionary(result)
    case "index(forKey:)", "removeValue(forKey:)", "updateValue(_:forKey:)":
      throw RuntimeIssue.type(
        "cannot use mutating member '\(name)' here: in scenarios it changes a dictionary held by a variable or a property",
        at: memberPosition)
    default:
      guard Self.arrayMethods.contains(signature) else {
        throw RuntimeIssue.unknownMember(
          name, of: "Dictionary", at: memberPosition,
          candidates: ["filter", "mapValues", "compactMapValues", "removeValue", "updateValue", "removeAll"]
            + Self.arrayMethods.map { String($0.prefix { $0 != "(" }) })
      }
      try chargeArray(count: pairs.count, at: position)
      return try callArrayMethod(name, on: pairs, args, at: position, memberPosition: memberPosition)
    }
  }

  /// `removeValue(forKey:)` (the removed value, optional), `updateValue(_:forKey:)` (the old
  /// value, optional), `removeAll()`.
  private func mutateDictionary(
    at place: Place, _ name: String, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    let signature = "\(name)(\(Self.labelList(args.labels)))"
    let keyType = place.type.flatMap(TypeName.dictionaryKey)
    let valueType = place.type.flatMap(TypeName.dictionaryValue)
    switch signature {
    case "removeValue(forKey:)":
      let key = try conforming(args.values[0], to: keyType, at: args.positions[0])
      let hash = try hashKey(key, at: args.positions[0])
      // (The value is read through a temporary: a dictionary kept here would be copied when it changes.)
      guard let old = dictionaryEntry(hash, at: place) else { return .null }
      let removed = try heldObjects(of: old, at: position)
      try spendWork(dictionaryCount(at: place), at: position)
      return try modify(place, purpose: .mutatingCall, at: memberPosition) { leaf, change in
        guard case .dictionary(var dictionary) = leaf else { return .null }
        leaf = .null
        dictionary.remove(hash)
        leaf = .dictionary(dictionary)
        change.removed = removed
        return Value.someValue(old)
      }
    case "updateValue(_:forKey:)":
      let key = try conforming(args.values[1], to: keyType, at: args.positions[1])
      let hash = try hashKey(key, at: args.positions[1])
      let value = try conforming(args.values[0], to: valueType, at: args.positions[0]).unwrappedOptional
      try checkStorable(value, at: args.positions[0])
      try checkNesting(of: [value], at: position)
      let added = try heldObjects(of: value, at: position)
      let removed = try dictionaryEntry(hash, at: place).map { try heldObjects(of: $0, at: position) } ?? []
      try chargeArray(count: 2, at: position)
      return try modify(place, purpose: .mutatingCall, at: memberPosition) { leaf, change in
        guard case .dictionary(var dictionary) = leaf else { return .null }
        leaf = .null
        let old = dictionary.set(value, for: key, hash: hash)
        leaf = .dictionary(dictionary)
        change.added = added
        change.removed = removed
        return old.map(Value.someValue) ?? .null
      }
    case "removeAll()":
      let removed = try heldObjects(of: read(place), at: position)
      return try modify(place, purpose: .mutatingCall, at: memberPosition) { leaf, change in
        leaf = .dictionary(DictionaryValue())
        change.removed = removed
        return .void
      }
    default:
      throw RuntimeIssue.arguments(
        "'\(name)' is called as removeValue(forKey:), updateValue(_:forKey:) or removeAll(), not \(signature)",
        at: position)
    }
  }

  private func setCount(at place: Place) -> Int? {
    if case .set(let set) = read(place) { return set.count }
    return nil
  }

  private func dictionaryEntry(_ hash: HashKey, at place: Place) -> Value? {
    if case .dictionary(let dictionary) = read(place) { return dictionary.value(for: hash) }
    return nil
  }

  private func dictionaryCount(at place: Place) -> Int {
    if case .dictionary(let dictionary) = read(place) { return dictionary.count }
    return 0
  }

  // MARK: - Sets

  static let mutatingSetMethods: Set<String> = ["insert", "remove", "removeAll", "formUnion", "subtract"]

  private func callSetMethod(
    _ name: String, on set: SetValue, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    let (signature, values) = Self.collectionCall(name, args)
    func otherElements() throws -> [Value] {
      switch values[0] {
      case .set(let other): return other.elements
      case .array(let other): return other
      default: throw RuntimeIssue.type("'\(signature)' needs a set or an array", at: position)
      }
    }
    func hashes(_ elements: [Value]) throws -> SetValue {
      try makeSet(elements, elementType: nil, at: position)
    }
    switch signature {
    case "contains(_:)":
      return .bool(set.contains(try hashKey(values[0], at: args.positions[0])))
    case "union(_:)":
      return .set(try hashes(set.elements + otherElements()))
    case "intersection(_:)":
      let other = try hashes(otherElements())
      return .set(try hashes(set.elements.filter { other.contains(try hashKey($0, at: position)) }))
    case "subtracting(_:)":
      let other = try hashes(otherElements())
      return .set(try hashes(set.elements.filter { !other.contains(try hashKey($0, at: position)) }))
    case "isSubset(of:)", "isSuperset(of:)", "isDisjoint(with:)":
      let other = try hashes(otherElements())
      let (small, large) = name == "isSuperset" ? (other, set) : (set, other)
      let shared = try small.elements.filter { large.contains(try hashKey($0, at: position)) }.count
      if name == "isDisjoint" { return .bool(shared == 0) }
      return .bool(shared == small.count)
    case "filter(_:)":
      guard
        case .array(let kept) = try callArrayMethod(
          name, on: set.elements, args, at: position, memberPosition: memberPosition)
      else { return .void }
      return .set(try hashes(kept))
    default:
      if Self.mutatingSetMethods.contains(name) {
        throw RuntimeIssue.type(
          "cannot use mutating member '\(name)' here: in scenarios it changes a set held by a variable or a property",
          at: memberPosition)
      }
      guard Self.arrayMethods.contains(signature) else {
        throw RuntimeIssue.unknownMember(
          name, of: "Set", at: memberPosition,
          candidates: ["contains", "insert", "remove", "union", "intersection", "subtracting", "isSubset"]
            + Self.arrayMethods.map { String($0.prefix { $0 != "(" }) })
      }
      return try callArrayMethod(name, on: set.elements, args, at: position, memberPosition: memberPosition)
    }
  }

  /// `insert(_:)` (`(inserted: Bool, memberAfterInsert:)`, as Swift's), `remove(_:)` (the
  /// removed element, optional), `removeAll()`, `formUnion(_:)`, `subtract(_:)`.
  private func mutateSet(
    at place: Place, _ name: String, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    // Only the count is kept: a second reference to the set would make changing it copy it.
    guard let count = setCount(at: place) else { return .void }
    let signature = "\(name)(\(Self.labelList(args.labels)))"
    let elementType = place.type.flatMap(TypeName.element)
    // The elements to add or remove and their keys, known before the set changes in place.
    var elements: [(value: Value, hash: HashKey)] = []
    switch signature {
    case "insert(_:)", "remove(_:)":
      let element = try conforming(args.values[0], to: elementType, at: args.positions[0])
      try checkStorable(element, at: args.positions[0])
      elements = [(element, try hashKey(element, at: args.positions[0]))]
    case "removeAll()":
      break
    case "formUnion(_:)", "subtract(_:)":
      let other: [Value]
      switch args.values.first {
      case .set(let set)?: other = set.elements
      case .array(let array)?: other = array
      default: throw RuntimeIssue.type("'\(signature)' needs a set or an array", at: position)
      }
      for element in other {
        let typed = try conforming(element, to: elementType, at: position)
        elements.append((typed, try hashKey(typed, at: position)))
      }
    default:
      throw RuntimeIssue.arguments(
        "'\(name)' is called as insert(_:), remove(_:), removeAll(), formUnion(_:) or subtract(_:), not \(signature)",
        at: position)
    }
    let removesFromMiddle = name == "remove" || name == "subtract"
    try spendWork(elements.count + (removesFromMiddle ? count : 0), at: position)
    try chargeArray(count: name == "insert" || name == "formUnion" ? elements.count : 0, at: position)
    return try modify(place, purpose: .mutatingCall, at: memberPosition) { leaf, _ in
      guard case .set(var set) = leaf else { return .void }
      leaf = .null
      defer { leaf = .set(set) }
      switch name {
      case "insert":
        let (element, hash) = elements[0]
        let inserted = set.insert(element, hash: hash)
        return .tuple(
          TupleValue(
            labels: ["inserted", "memberAfterInsert"],
            elements: [.bool(inserted), inserted ? element : set.member(hash) ?? element]))
      case "remove":
        return set.remove(elements[0].hash).map(Value.someValue) ?? .null
      case "removeAll":
        set.removeAll()
      case "formUnion":
        for (element, hash) in elements { set.insert(element, hash: hash) }
      default:
        for (_, hash) in elements { set.remove(hash) }
      }
      return .void
    }
  }
}

extension Value {
  /// An array's elements (empty for other values).
  var arrayElements: [Value] {
    if case .array(let elements) = self { return elements }
    return []
  }

  var isDictionary: Bool {
    if case .dictionary = self { return true }
    return false
  }
}

extension Interpreter.CallArguments {
  /// The arguments as UIKit takes them: its optional parameters take optionals as they are.
  var unwrappingOptionals: Interpreter.CallArguments {
    var copy = self
    copy.values = values.map(\.unwrappedOptional)
    return copy
  }
}
