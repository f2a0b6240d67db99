import DocEngine

// MARK: - Array methods

extension Interpreter {
  static let mutatingArrayMethods: Set<String> = [
    "append", "insert", "remove", "removeLast", "removeFirst", "removeAll",
  ]
  static let arrayMethods = ["firstIndex(of:)", "lastIndex(of:)", "contains(_:)", "reversed()"]

  /// The everyday non-mutating methods of an array: indices by equality (objects by identity),
  /// membership, reversal. Each costs a step per element it compares or copies.
  func callArrayMethod(
    _ name: String, on elements: [Value], _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    let signature = "\(name)(\(args.labels.map { ($0 ?? "_") + ":" }.joined()))"
    /// The test for `wanted`, charging a step per element compared and what comparing visits.
    func search<T>(_ wanted: Value, _ find: ((Value) -> Bool) -> T) throws -> T {
      var walk = ValueWalk(limit: budget.remainingWork)
      let found = find { walk.visit() && Value.equal($0, wanted, walk: &walk) == true }
      try spendWork(walk.visits, at: position)
      return found
    }
    switch (signature, args.values.first) {
    case ("firstIndex(of:)", let wanted?):
      return try search(wanted) { elements.firstIndex(where: $0) }.map(Value.int) ?? .null
    case ("lastIndex(of:)", let wanted?):
      return try search(wanted) { elements.lastIndex(where: $0) }.map(Value.int) ?? .null
    case ("contains(_:)", let wanted?):
      return .bool(try search(wanted) { elements.contains(where: $0) })
    case ("reversed()", nil):
      try chargeArray(count: elements.count, at: position)
      return .array(elements.reversed())
    default:
      if Self.mutatingArrayMethods.contains(name) {
        throw RuntimeIssue.type(
          "cannot use mutating member '\(name)' here: in scenarios it changes an array held by a 'var' variable ('list.\(name)(…)')",
          at: memberPosition)
      }
      throw RuntimeIssue.unknownMember(
        name, of: "Array", at: memberPosition, candidates: Self.arrayMethods.map { String($0.prefix { $0 != "(" }) })
    }
  }

  /// `list.append(x)`, `insert(_:at:)`, `remove(at:)`, `removeLast()`, `removeFirst()`,
  /// `removeAll()` on a `var` holding an array: the variable gets the new array (retaining
  /// what was added before releasing what was removed, which may `deinit` it when the
  /// statement ends).
  ///
  /// The array is taken out of the variable while it changes, so that it changes in place
  /// (an append is a step, not a copy of the whole array); a copy or a larger buffer, when
  /// one is made, is charged as an array made.
  func mutateArray(
    _ variable: Variable, _ name: String, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    guard variable.isMutable else {
      throw RuntimeIssue(
        id: DiagnosticID.immutable,
        message: "cannot use mutating member on immutable value: '\(variable.name)' is a 'let' constant",
        position: memberPosition)
    }
    // (Only the count is kept: a second reference to the array would make it copy.)
    let count: Int
    if case .array(let current) = variable.value { count = current.count } else { return .void }
    let signature = "\(name)(\(args.labels.map { ($0 ?? "_") + ":" }.joined()))"
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
    // Checked before anything changes: an error leaves the variable as it was.
    enum Change {
      case insert(Value, at: Int)
      case remove(at: Int)
      case removeAll
    }
    let change: Change
    switch signature {
    case "append(_:)":
      change = .insert(args.values[0], at: count)
    case "insert(_:at:)":
      change = .insert(args.values[0], at: try index(args.values[1], allowingEnd: true))
    case "remove(at:)":
      change = .remove(at: try index(args.values[0], allowingEnd: false))
    case "removeLast()", "removeFirst()":
      guard count > 0 else {
        throw RuntimeIssue(
          id: DiagnosticID.index,
          message: "can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection",
          position: position)
      }
      change = .remove(at: name == "removeLast" ? count - 1 : 0)
    case "removeAll()":
      change = .removeAll
    default:
      throw RuntimeIssue.arguments(
        "'\(name)' is called as \(Self.mutatingSignatures.filter { $0.hasPrefix(name + "(") }.joined(separator: " or ")), not \(signature)",
        at: position)
    }
    var added: [ObjectID] = []
    var removed: [ObjectID] = []
    if case .insert(let value, _) = change {
      try checkNesting(of: [value], at: position)
      added = try heldObjects(of: value, at: position)
    }
    guard case .array(var updated) = variable.value else { return .void }
    variable.value = .null
    let buffer = updated.withUnsafeBufferPointer { $0.baseAddress }
    var result = Value.void
    switch change {
    case .insert(let value, let index):
      updated.insert(value, at: index)
    case .remove(let index):
      result = updated.remove(at: index)
      removed = try heldObjects(of: result, at: position)
    case .removeAll:
      removed = try heldObjects(of: .array(updated), at: position)
      updated.removeAll()
    }
    let reallocated = !updated.isEmpty && updated.withUnsafeBufferPointer { $0.baseAddress } != buffer
    let capacity = updated.capacity
    variable.value = .array(updated)
    // Objects are collected when the statement ends, so what `remove` returns lives until
    // then: long enough for `let x = list.remove(at: 0)` to hold it.
    for id in added { engine.retain(id) }
    for id in removed { engine.release(id) }
    if reallocated { try chargeArray(count: capacity, at: position) }
    // The elements after the change move: a memmove, a step per 16.
    switch change {
    case .insert(_, let index), .remove(let index): try spendWork((count - index) / 16, at: position)
    case .removeAll: break
    }
    return result
  }

  static let mutatingSignatures = [
    "append(_:)", "insert(_:at:)", "remove(at:)", "removeLast()", "removeFirst()", "removeAll()",
  ]
}
