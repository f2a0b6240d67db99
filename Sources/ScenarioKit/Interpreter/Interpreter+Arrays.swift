// MARK: - Array methods

extension Interpreter {
  static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeLast", "removeFirst", "removeAll"]
  static let arrayMethods = ["firstIndex(of:)", "lastIndex(of:)", "contains(_:)", "reversed()"]

  /// The everyday non-mutating methods of an array: indices by equality (objects by identity),
  /// membership, reversal.
  func callArrayMethod(
    _ name: String, on elements: [Value], _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    let signature = "\(name)(\(args.labels.map { ($0 ?? "_") + ":" }.joined()))"
    switch (signature, args.values.first) {
    case ("firstIndex(of:)", let wanted?):
      return elements.firstIndex { Self.equal($0, wanted) == true }.map(Value.int) ?? .null
    case ("lastIndex(of:)", let wanted?):
      return elements.lastIndex { Self.equal($0, wanted) == true }.map(Value.int) ?? .null
    case ("contains(_:)", let wanted?):
      return .bool(elements.contains { Self.equal($0, wanted) == true })
    case ("reversed()", nil):
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
  func mutateArray(
    _ variable: Variable, _ elements: [Value], _ name: String, _ args: CallArguments, at position: SourcePosition,
    memberPosition: SourcePosition
  ) throws -> Value {
    guard variable.isMutable else {
      throw RuntimeIssue(
        id: DiagnosticID.immutable,
        message: "cannot use mutating member on immutable value: '\(variable.name)' is a 'let' constant",
        position: memberPosition)
    }
    let signature = "\(name)(\(args.labels.map { ($0 ?? "_") + ":" }.joined()))"
    var updated = elements
    var result = Value.void
    func index(_ value: Value, allowingEnd: Bool) throws -> Int {
      guard case .int(let index) = value else {
        throw RuntimeIssue.type("an index must be an Int, not \(value.kindDescription)", at: position)
      }
      guard index >= 0, index < updated.count || (allowingEnd && index == updated.count) else {
        throw RuntimeIssue(
          id: DiagnosticID.index, message: "index \(index) is out of range (the array has \(updated.count) element\(updated.count == 1 ? "" : "s"))",
          position: position)
      }
      return index
    }
    switch signature {
    case "append(_:)":
      updated.append(args.values[0])
    case "insert(_:at:)":
      updated.insert(args.values[0], at: try index(args.values[1], allowingEnd: true))
    case "remove(at:)":
      result = updated.remove(at: try index(args.values[0], allowingEnd: false))
    case "removeLast()", "removeFirst()":
      guard !updated.isEmpty else {
        throw RuntimeIssue(id: DiagnosticID.index, message: "can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection", position: position)
      }
      result = name == "removeLast" ? updated.removeLast() : updated.removeFirst()
    case "removeAll()":
      updated.removeAll()
    default:
      throw RuntimeIssue.arguments("'\(name)' is called as \(Self.mutatingSignatures.filter { $0.hasPrefix(name + "(") }.joined(separator: " or ")), not \(signature)", at: position)
    }
    // Objects are collected when the statement ends, so what `remove` returns lives until
    // then: long enough for `let x = list.remove(at: 0)` to hold it.
    let new = Value.array(updated)
    for id in new.heldObjects { engine.retain(id) }
    variable.value = new
    for id in Value.array(elements).heldObjects { engine.release(id) }
    return result
  }

  static let mutatingSignatures = ["append(_:)", "insert(_:at:)", "remove(at:)", "removeLast()", "removeFirst()", "removeAll()"]
}
