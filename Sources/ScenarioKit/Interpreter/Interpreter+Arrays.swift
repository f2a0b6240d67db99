import DocEngine

// MARK: - Array methods

extension Interpreter {
  /// The label of the closure parameter a trailing closure fills, by method name (`_` for
  /// the rest): `sorted { … }` is `sorted(by:)`, `first { … }` is `first(where:)`.
  static let trailingClosureLabels: [String: String] = [
    "first": "where", "last": "where", "contains": "where", "firstIndex": "where", "lastIndex": "where",
    "count": "where", "removeAll": "where", "sorted": "by", "sort": "by", "min": "by", "max": "by",
    "drop": "while", "prefix": "while",
  ]

  /// A collection method's signature (`sorted(by:)`) and its arguments, the trailing closure
  /// among them.
  static func collectionCall(_ name: String, _ args: CallArguments) -> (signature: String, values: [Value]) {
    var labels = args.labels
    var values = args.values
    if let trailing = args.trailing {
      let label = trailingClosureLabels[name] ?? "_"
      labels.append(label == "_" ? nil : label)
      values.append(trailing)
    }
    return ("\(name)(\(labelList(labels)))", values)
  }

  /// The array methods scenarios call, without changing the array: searching, transforming
  /// with closures (`$0` and trailing closures included), sorting, slicing, joining.
  static let arrayMethods = [
    "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "forEach(_:)", "reduce(_:_:)", "reduce(into:_:)",
    "contains(_:)", "contains(where:)", "allSatisfy(_:)", "first(where:)", "last(where:)", "firstIndex(of:)",
    "firstIndex(where:)", "lastIndex(of:)", "lastIndex(where:)", "count(where:)", "sorted()", "sorted(by:)",
    "reversed()", "enumerated()", "joined()", "joined(separator:)", "min()", "max()", "min(by:)", "max(by:)",
    "prefix(_:)", "suffix(_:)", "dropFirst()", "dropFirst(_:)", "dropLast()", "dropLast(_:)",
  ]

  /// The everyday non-mutating methods of an array. Each costs a step per element it visits,
  /// and what the closures it calls cost; what it makes is charged as memory.
  func callArrayMethod(
    _ name: String, on elements: [Value], _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    let (signature, values) = Self.collectionCall(name, args)
    func closure(_ index: Int = 0) throws -> ClosureValue {
      guard case .closure(let closure) = values[index] else {
        throw RuntimeIssue.type(
          "'\(signature)' needs a closure, not \(values[index].kindDescription)", at: args.positions.first ?? position)
      }
      return closure
    }
    func call(_ closure: ClosureValue, _ arguments: [Value]) throws -> Value {
      try spendWork(at: position)
      return try callClosure(closure, arguments: arguments, at: position)
    }
    func test(_ closure: ClosureValue, _ element: Value) throws -> Bool {
      let result = try call(closure, [element])
      guard case .bool(let b) = result else {
        throw RuntimeIssue.type(
          "the closure of '\(signature)' must return a Bool, not \(result.kindDescription)",
          at: closure.closure.position)
      }
      return b
    }
    func search<T>(_ wanted: Value, _ find: ((Value) -> Bool) -> T) throws -> T {
      var walk = ValueWalk(limit: budget.remainingWork)
      let found = find { walk.visit() && Value.equal($0, wanted, walk: &walk) == true }
      try spendWork(walk.visits, at: position)
      return found
    }
    func count(_ value: Value) throws -> Int {
      guard case .int(let n) = value, n >= 0 else {
        throw RuntimeIssue.type(
          "the count must be an Int of 0 or more, not \(describe(value, quoted: true))", at: position)
      }
      return n
    }
    func made(_ result: [Value]) throws -> Value {
      try chargeArray(count: result.count, at: position)
      return .array(result)
    }
    switch signature {
    case "map(_:)":
      let transform = try closure()
      return try made(elements.map { try call(transform, [$0]) })
    case "compactMap(_:)":
      let transform = try closure()
      return try made(
        elements.compactMap { element in
          let result = try call(transform, [element])
          return result.isNil ? nil : result.unwrappedOptional
        })
    case "flatMap(_:)":
      let transform = try closure()
      var result: [Value] = []
      for element in elements {
        switch try call(transform, [element]) {
        case .array(let part): result += part
        case .set(let part): result += part.elements
        case .null: continue
        case let other: result.append(other.unwrappedOptional)
        }
        try chargeArray(count: 0, at: position)
      }
      return try made(result)
    case "filter(_:)":
      let isIncluded = try closure()
      return try made(elements.filter { try test(isIncluded, $0) })
    case "forEach(_:)":
      let body = try closure()
      for element in elements { _ = try call(body, [element]) }
      return .void
    case "reduce(_:_:)":
      let combine = try closure(1)
      return try elements.reduce(values[0]) { try call(combine, [$0, $1]) }
    case "reduce(into:_:)":
      let update = try closure(1)
      var accumulator = values[0]
      for element in elements {
        try spendWork(at: position)
        accumulator = try callClosure(update, updating: accumulator, with: [element], at: position)
      }
      return accumulator
    case "contains(_:)":
      return .bool(try search(values[0]) { elements.contains(where: $0) })
    case "contains(where:)":
      let predicate = try closure()
      return .bool(try elements.contains { try test(predicate, $0) })
    case "allSatisfy(_:)":
      let predicate = try closure()
      return .bool(try elements.allSatisfy { try test(predicate, $0) })
    case "count(where:)":
      let predicate = try closure()
      return .int(try elements.filter { try test(predicate, $0) }.count)
    case "first(where:)":
      let predicate = try closure()
      return try elements.first { try test(predicate, $0) }.map(Value.someValue) ?? .null
    case "last(where:)":
      let predicate = try closure()
      return try elements.last { try test(predicate, $0) }.map(Value.someValue) ?? .null
    case "firstIndex(of:)":
      return try search(values[0]) { elements.firstIndex(where: $0) }.map { .optional(.int($0)) } ?? .null
    case "lastIndex(of:)":
      return try search(values[0]) { elements.lastIndex(where: $0) }.map { .optional(.int($0)) } ?? .null
    case "firstIndex(where:)":
      let predicate = try closure()
      return try elements.firstIndex { try test(predicate, $0) }.map { .optional(.int($0)) } ?? .null
    case "lastIndex(where:)":
      let predicate = try closure()
      return try elements.lastIndex { try test(predicate, $0) }.map { .optional(.int($0)) } ?? .null
    case "sorted()":
      return try made(try sortedValues(elements, at: position))
    case "sorted(by:)":
      let areInIncreasingOrder = try closure()
      return try made(try elements.sorted { a, b in try test2(areInIncreasingOrder, a, b, signature, position) })
    case "min()", "max()":
      let sorted = try sortedValues(elements, at: position)
      return (name == "min" ? sorted.first : sorted.last).map(Value.someValue) ?? .null
    case "min(by:)", "max(by:)":
      let areInIncreasingOrder = try closure()
      let sorted = try elements.sorted { a, b in try test2(areInIncreasingOrder, a, b, signature, position) }
      return (name == "min" ? sorted.first : sorted.last).map(Value.someValue) ?? .null
    case "reversed()":
      return try made(elements.reversed())
    case "enumerated()":
      try chargeArray(count: 2 * elements.count, at: position)
      return .array(
        elements.enumerated().map { .tuple(TupleValue(labels: ["offset", "element"], elements: [.int($0), $1])) })
    case "joined()", "joined(separator:)":
      return try joined(elements, separator: values.first, at: position)
    case "prefix(_:)":
      return try made(Array(elements.prefix(try count(values[0]))))
    case "suffix(_:)":
      return try made(Array(elements.suffix(try count(values[0]))))
    case "dropFirst()", "dropFirst(_:)":
      return try made(Array(elements.dropFirst(values.isEmpty ? 1 : try count(values[0]))))
    case "dropLast()", "dropLast(_:)":
      return try made(Array(elements.dropLast(values.isEmpty ? 1 : try count(values[0]))))
    case "shuffled()", "randomElement()":
      throw RuntimeIssue.unsupported(
        "'\(signature)' is random, and a scenario's log must be the same on every run; write the order you want",
        at: memberPosition)
    default:
      if Self.mutatingArrayMethods.contains(name) {
        throw RuntimeIssue.type(
          "cannot use mutating member '\(name)' here: in scenarios it changes an array held by a variable or a property ('list.\(name)(…)')",
          at: memberPosition)
      }
      if Self.arrayMethods.contains(where: { $0.hasPrefix(name + "(") }) {
        throw RuntimeIssue.arguments(
          "'\(name)' is called as \(Self.arrayMethods.filter { $0.hasPrefix(name + "(") }.joined(separator: " or ")), not \(signature)",
          at: memberPosition)
      }
      throw RuntimeIssue.unknownMember(
        name, of: describeType(of: .array(elements)), at: memberPosition,
        candidates: Self.arrayMethods.map { String($0.prefix { $0 != "(" }) } + Self.mutatingArrayMethods.sorted())
    }
  }

  /// A predicate's answer for one element or two (`sorted(by:)`).
  private func test2(
    _ closure: ClosureValue, _ a: Value, _ b: Value?, _ signature: String, _ position: SourcePosition
  ) throws -> Bool {
    try spendWork(at: position)
    let result = try callClosure(closure, arguments: b.map { [a, $0] } ?? [a], at: position)
    guard case .bool(let answer) = result else {
      throw RuntimeIssue.type(
        "the closure of '\(signature)' must return a Bool, not \(result.kindDescription)", at: closure.closure.position)
    }
    return answer
  }

  /// Values in Swift's `Comparable` order: numbers, strings, and scenario types that declare
  /// `static func <`.
  func sortedValues(_ elements: [Value], at position: SourcePosition) throws -> [Value] {
    try elements.sorted { a, b in
      try spendWork(at: position)
      if let less = try userOrdering(.less, a, b, at: position) { return less }
      guard
        case .bool(let less) = try Arithmetic.apply(
          .less, a, b, leftIsLiteral: false, rightIsLiteral: false, at: position)
      else { return false }
      return less
    }
  }

  /// `["a", "b"].joined(separator: ", ")`.
  private func joined(_ elements: [Value], separator: Value?, at position: SourcePosition) throws -> Value {
    var pieces: [String] = []
    for element in elements {
      guard case .string(let piece) = element else {
        throw RuntimeIssue.type(
          "'joined' needs an array of strings, not one holding \(element.kindDescription)", at: position)
      }
      pieces.append(piece)
    }
    var glue = ""
    if let separator {
      guard case .string(let text) = separator else {
        throw RuntimeIssue.type("'separator:' needs a String", at: position)
      }
      glue = text
    }
    let bytes = pieces.reduce(0) { $0 + $1.utf8.count } + max(0, pieces.count - 1) * glue.utf8.count
    try chargeString(bytes: bytes, at: position)
    return .string(pieces.joined(separator: glue))
  }

  // MARK: - Changing an array

  static let mutatingArrayMethods: Set<String> = [
    "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "popLast", "sort", "reverse", "swapAt",
  ]

  static let mutatingSignatures = [
    "append(_:)", "append(contentsOf:)", "insert(_:at:)", "remove(at:)", "removeLast()", "removeFirst()",
    "removeAll()", "removeAll(where:)", "popLast()", "sort()", "sort(by:)", "reverse()", "swapAt(_:_:)",
  ]

  /// `list.append(x)` and the other mutating methods on the array at `place`: it changes in
  /// place (an append is a step, not a copy of the whole array), what is added is retained
  /// before what is removed is released (its `deinit` comes when the statement ends). A copy
  /// or a larger buffer, when one is made, is charged as an array made. Elements take the
  /// array's declared element type (`tabs.append(.home)` in a `[Tab]`).
  func mutateArray(
    at place: Place, _ name: String, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    // Planned on the array as it is, then done on the array taken out of its place: no other
    // reference to it is left by then (the array read ends with `planArrayChange`'s call), so
    // it changes without being copied.
    guard let count = arrayCount(at: place) else { return .void }
    guard let plan = try planArrayChange(read(place).arrayElements, at: place, name, args, at: position) else {
      return .null
    }
    return try modify(place, purpose: .mutatingCall, at: memberPosition) { leaf, placeChange in
      guard case .array(var updated) = leaf else { return .void }
      leaf = .null
      let buffer = updated.withUnsafeBufferPointer { $0.baseAddress }
      var result = Value.void
      placeChange = plan.objects
      switch plan.change {
      case .insert(let inserted, let index):
        updated.insert(contentsOf: inserted, at: index)
      case .remove(let index):
        result = updated.remove(at: index)
        if name == "popLast" { result = Value.someValue(result) }
      case .removeAll:
        updated.removeAll()
      case .replace(let elements):
        updated = elements
      }
      let reallocated = !updated.isEmpty && updated.withUnsafeBufferPointer { $0.baseAddress } != buffer
      let capacity = updated.capacity
      leaf = .array(updated)
      if reallocated, case .insert = plan.change { try chargeArray(count: capacity, at: position) }
      // The elements after the change move: a memmove, a step per 16.
      switch plan.change {
      case .insert(_, let index), .remove(let index): try spendWork((count - index) / 16, at: position)
      case .removeAll, .replace: break
      }
      return result
    }
  }

  private func arrayCount(at place: Place) -> Int? {
    if case .array(let elements) = read(place) { return elements.count }
    return nil
  }

  /// A change to an array, decided (and its closures run) before anything changes: an error
  /// leaves the array as it was.
  private enum ArrayChange {
    case insert([Value], at: Int)
    case remove(at: Int)
    case removeAll
    case replace(with: [Value])
  }

  /// What `name(…)` will do to `current` and the objects it adds and removes; nil for
  /// `popLast()` on an empty array (which returns nil).
  private func planArrayChange(
    _ current: [Value], at place: Place, _ name: String, _ args: CallArguments, at position: SourcePosition
  ) throws -> (change: ArrayChange, objects: PlaceChange)? {
    let count = current.count
    let (signature, values) = Self.collectionCall(name, args)
    let elementType = place.type.flatMap(TypeName.element)
    func index(_ value: Value, allowingEnd: Bool) throws -> Int {
      guard case .int(let index) = value else {
        throw RuntimeIssue.type("an index must be an Int, not \(value.kindDescription)", at: position)
      }
      guard index >= 0, index < count || (allowingEnd && index == count) else {
        throw RuntimeIssue(
          id: DiagnosticID.index,
          message: "index \(index) is out of range (the array has \(count) element\(count == 1 ? "" : "s"))",
          position: position)
      }
      return index
    }
    func typed(_ value: Value) throws -> Value {
      try checkStorable(value, at: position)
      return try conforming(value, to: elementType, at: position)
    }
    let change: ArrayChange
    switch signature {
    case "append(_:)":
      change = .insert([try typed(values[0])], at: count)
    case "append(contentsOf:)":
      let added: [Value]
      switch values[0] {
      case .array(let elements): added = elements
      case .set(let set): added = set.elements
      default:
        throw RuntimeIssue.type("'append(contentsOf:)' needs an array, not \(values[0].kindDescription)", at: position)
      }
      change = .insert(try added.map(typed), at: count)
    case "insert(_:at:)":
      change = .insert([try typed(values[0])], at: try index(values[1], allowingEnd: true))
    case "remove(at:)":
      change = .remove(at: try index(values[0], allowingEnd: false))
    case "removeLast()", "removeFirst()", "popLast()":
      guard count > 0 else {
        if name == "popLast" { return nil }
        throw RuntimeIssue(
          id: DiagnosticID.index,
          message: "can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection",
          position: position)
      }
      change = .remove(at: name == "removeFirst" ? 0 : count - 1)
    case "removeAll()":
      change = .removeAll
    case "removeAll(where:)":
      guard case .closure(let predicate) = values[0] else {
        throw RuntimeIssue.type("'removeAll(where:)' needs a closure, not \(values[0].kindDescription)", at: position)
      }
      var kept: [Value] = []
      for element in current where !(try test2(predicate, element, nil, signature, position)) {
        kept.append(element)
      }
      try chargeArray(count: kept.count, at: position)
      change = .replace(with: kept)
    case "sort()", "sort(by:)":
      let sortedArgs = CallArguments(
        labels: signature == "sort()" ? [] : ["by"], values: values, positions: args.positions, trailing: nil,
        texts: args.texts)
      guard
        case .array(let elements) = try callArrayMethod(
          "sorted", on: current, sortedArgs, at: position, memberPosition: position)
      else { return nil }
      change = .replace(with: elements)
    case "reverse()":
      try chargeArray(count: count, at: position)
      change = .replace(with: current.reversed())
    case "swapAt(_:_:)":
      let (i, j) = (try index(values[0], allowingEnd: false), try index(values[1], allowingEnd: false))
      var swapped = current
      swapped.swapAt(i, j)
      try chargeArray(count: count, at: position)
      change = .replace(with: swapped)
    default:
      throw RuntimeIssue.arguments(
        "'\(name)' is called as \(Self.mutatingSignatures.filter { $0.hasPrefix(name + "(") }.joined(separator: " or ")), not \(signature)",
        at: position)
    }
    // What the change adds and removes, known before anything changes. A reordering keeps
    // every element: nothing is retained or released.
    var objects = PlaceChange()
    switch change {
    case .insert(let inserted, _):
      try checkNesting(of: inserted, at: position)
      for element in inserted { objects.added += try heldObjects(of: element, at: position) }
    case .remove(let index):
      objects.removed = try heldObjects(of: current[index], at: position)
    case .removeAll:
      objects.removed = try heldObjects(of: .array(current), at: position)
    case .replace(let elements) where elements.count != count:
      // `removeAll(where:)`: what is left out is removed.
      objects.removed = try heldObjects(of: .array(current), at: position)
      objects.added = try heldObjects(of: .array(elements), at: position)
    case .replace:
      break
    }
    return (change, objects)
  }
}
