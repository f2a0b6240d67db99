import DocEngine

// MARK: - String methods

extension Interpreter {
  static let stringMethods = [
    "uppercased()", "lowercased()", "hasPrefix(_:)", "hasSuffix(_:)", "contains(_:)", "split(separator:)",
    "components(separatedBy:)", "replacingOccurrences(of:with:)", "trimmingCharacters(in:)", "reversed()",
    "prefix(_:)", "suffix(_:)", "dropFirst()", "dropFirst(_:)", "dropLast()", "dropLast(_:)", "starts(with:)",
  ]

  /// The `String` methods tutorials use (and Foundation's `components(separatedBy:)`,
  /// `replacingOccurrences(of:with:)`, `trimmingCharacters(in:)`), charged a step per 64
  /// bytes they read and as the strings they make.
  func callStringMethod(
    _ name: String, on text: String, _ args: CallArguments, at position: SourcePosition, memberPosition: SourcePosition
  ) throws -> Value {
    let (signature, values) = Self.collectionCall(name, args)
    func string(_ index: Int) throws -> String {
      guard case .string(let s) = values[index] else {
        throw RuntimeIssue.type(
          "'\(signature)' needs a String, not \(values[index].kindDescription)", at: args.positions[index])
      }
      return s
    }
    func count(_ index: Int) throws -> Int {
      guard index < values.count else { return 1 }
      guard case .int(let n) = values[index], n >= 0 else {
        throw RuntimeIssue.type("'\(signature)' needs an Int of 0 or more", at: args.positions[index])
      }
      return n
    }
    func made(_ result: String) throws -> Value {
      try chargeString(bytes: result.utf8.count, at: position)
      return .string(result)
    }
    func strings(_ pieces: [String]) throws -> Value {
      try chargeArray(count: pieces.count, at: position)
      try chargeString(bytes: text.utf8.count, at: position)
      return .array(pieces.map(Value.string))
    }
    try chargeReading(bytes: text.utf8.count, at: position)
    switch signature {
    case "uppercased()": return try made(text.uppercased())
    case "lowercased()": return try made(text.lowercased())
    case "hasPrefix(_:)", "starts(with:)": return .bool(text.hasPrefix(try string(0)))
    case "hasSuffix(_:)": return .bool(text.hasSuffix(try string(0)))
    case "contains(_:)":
      let wanted = try string(0)
      return .bool(wanted.isEmpty ? true : text.contains(wanted))
    case "split(separator:)":
      let separator = try string(0)
      guard separator.count == 1, let character = separator.first else {
        throw RuntimeIssue.type(
          "'split(separator:)' takes one Character (\",\" or \" \"); use 'components(separatedBy:)' for longer separators",
          at: args.positions[0])
      }
      return try strings(text.split(separator: character).map(String.init))
    case "components(separatedBy:)":
      let separator = try string(0)
      guard !separator.isEmpty else { return try strings([text]) }
      return try strings(text.components(separatedBy: separator))
    case "replacingOccurrences(of:with:)":
      let target = try string(0)
      guard !target.isEmpty else { return .string(text) }
      return try made(text.components(separatedBy: target).joined(separator: try string(1)))
    case "trimmingCharacters(in:)":
      guard let set = values[0].bareCase, set == "whitespaces" || set == "whitespacesAndNewlines" else {
        throw RuntimeIssue.type(
          "'trimmingCharacters(in:)' takes '.whitespaces' or '.whitespacesAndNewlines' in scenarios",
          at: args.positions[0])
      }
      let trimmed: (Character) -> Bool =
        set == "whitespaces" ? { $0.isWhitespace && !$0.isNewline } : { $0.isWhitespace }
      return try made(String(text.drop(while: trimmed).reversed().drop(while: trimmed).reversed()))
    case "reversed()":
      try chargeArray(count: text.count, at: position)
      return .array(text.reversed().map { .string(String($0)) })
    case "prefix(_:)": return try made(String(text.prefix(try count(0))))
    case "suffix(_:)": return try made(String(text.suffix(try count(0))))
    case "dropFirst()", "dropFirst(_:)": return try made(String(text.dropFirst(try count(0))))
    case "dropLast()", "dropLast(_:)": return try made(String(text.dropLast(try count(0))))
    case _ where Self.arrayMethods.contains(signature):
      // A string is a collection of characters: `map`, `filter` (a String again), `forEach`, …
      try chargeArray(count: text.count, at: position)
      let characters = text.map { Value.string(String($0)) }
      let result = try callArrayMethod(name, on: characters, args, at: position, memberPosition: memberPosition)
      if signature == "filter(_:)", case .array(let kept) = result {
        return try made(kept.compactMap { if case .string(let c) = $0 { return c } else { return nil } }.joined())
      }
      return result
    default:
      throw RuntimeIssue.unknownMember(
        name, of: "String", at: memberPosition,
        candidates: ["count", "isEmpty", "first", "last", "capitalized"]
          + Self.stringMethods.map { String($0.prefix { $0 != "(" }) })
    }
  }

  // MARK: - Conversions and free functions

  /// `Int("42")` (optional), `Double("2.5")`, `String(42)`, `String(describing:)`,
  /// `String(repeating:count:)`, `String(chars)`, `Array(x)`, `Set(x)`, and the free functions
  /// `min(_:_:)`, `max(_:_:)`, `abs(_:)`. Nil for any other name or arguments (the UIKit and
  /// geometry initializers are elsewhere).
  func callStandardFunction(_ name: String, _ args: CallArguments, at position: SourcePosition) throws -> Value? {
    let values = args.values
    switch (name, args.labels) {
    case ("Int", [nil]), ("Double", [nil]):
      guard case .string(let text) = values[0] else { return nil }
      try chargeReading(bytes: text.utf8.count, at: position)
      let number = name == "Int" ? Int(text).map(Value.int) : Double(text).map(Value.double)
      return number.map { .optional($0) } ?? .null
    case ("String", [nil]):
      switch values[0] {
      case .string: return values[0]
      case .int, .double, .bool: return .string(try render(values[0], at: position))
      case .array(let elements):
        var text = ""
        for element in elements {
          guard case .string(let character) = element, character.count == 1 else {
            throw RuntimeIssue.type(
              "'String(_:)' makes a string of characters; use 'String(describing:)' for other values", at: position)
          }
          text += character
        }
        try chargeString(bytes: text.utf8.count, at: position)
        return .string(text)
      default:
        throw RuntimeIssue.type(
          "no 'String(_:)' takes \(values[0].kindDescription); use 'String(describing:)'", at: args.positions[0])
      }
    case ("String", ["describing"]):
      return .string(try render(values[0], at: position))
    case ("String", ["repeating", "count"]):
      guard case .string(let piece) = values[0], case .int(let count) = values[1], count >= 0 else {
        throw RuntimeIssue.type("use 'String(repeating: \"ab\", count: 3)'", at: position)
      }
      let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
      try chargeString(bytes: overflow ? Int.max : bytes, at: position)
      return .string(String(repeating: piece, count: count))
    case ("Array", [nil]):
      guard case .array(let elements) = try iterationElements(of: values[0], at: position) else { return nil }
      try chargeArray(count: elements.count, at: position)
      return .array(elements)
    case ("Array", ["repeating", "count"]):
      return try constructCollection("[Any]", args, at: position)
    case ("Set", [nil]):
      guard case .array(let elements) = try iterationElements(of: values[0], at: position) else { return nil }
      return .set(try makeSet(elements, elementType: nil, at: position))
    case ("Optional", [nil]):
      return Value.someValue(values[0])
    case ("min", [nil, nil]), ("max", [nil, nil]):
      let sorted = try sortedValues(values, at: position)
      return name == "min" ? sorted[0] : sorted[1]
    case ("abs", [nil]):
      switch values[0] {
      case .int(let i) where i != .min: return .int(abs(i))
      case .double(let d): return .double(abs(d))
      default: throw RuntimeIssue.type("'abs' needs an Int or a Double", at: position)
      }
    default:
      return nil
    }
  }

  /// `[Int]()`, `[String: Int]()`, `Set<Tab>()`, `[Int](repeating: 0, count: 3)`,
  /// `Set<String>(names)`, `[Tab](tabs)`.
  func constructCollection(_ typeName: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    let values = args.values
    switch args.labels {
    case [] where args.trailing == nil:
      if TypeName.isSet(typeName) { return .set(SetValue()) }
      return TypeName.dictionaryKey(typeName) != nil ? .dictionary(DictionaryValue()) : .array([])
    case ["repeating", "count"] where TypeName.element(typeName) != nil && !TypeName.isSet(typeName):
      guard case .int(let count) = values[1], count >= 0 else {
        throw RuntimeIssue.type("'count:' needs an Int of 0 or more", at: args.positions[1])
      }
      try checkStorable(values[0], at: args.positions[0])
      try chargeArray(count: count, at: position)
      let element = try conforming(values[0], to: TypeName.element(typeName), at: args.positions[0])
      let array = Array(repeating: element, count: count)
      try checkNesting(of: [element], at: position)
      return .array(array)
    case [nil]:
      guard case .array(let elements) = try iterationElements(of: values[0], at: position) else {
        throw RuntimeIssue.type("'\(typeName)(_:)' needs a sequence, not \(values[0].kindDescription)", at: position)
      }
      try chargeArray(count: elements.count, at: position)
      return try conforming(.array(elements), to: typeName, at: position)
    default:
      throw RuntimeIssue.arguments(
        "no initializer of '\(typeName)' takes the labels (\(Self.labelList(args.labels))); use '\(typeName)()'",
        at: position)
    }
  }

  // MARK: - Stored properties of objects

  /// A user object's stored property as it reads now; a `lazy var` is initialized by its
  /// first read (its initial value may use `self`), and a `weak var` reads nil once its
  /// object is gone.
  func storedProperty(_ binding: Binding, of id: ObjectID, at position: SourcePosition) throws -> Value {
    let values = try storedValues(of: id, at: position)
    if let stored = values[binding.name] {
      if case .object(let target) = stored, engine.isDeallocated(target) { return .null }
      return stored
    }
    guard binding.isLazy, let initializer = binding.initializer else { return .null }
    let className = engine.className(of: id)
    let owner = classes.storedProperties(of: className).first { $0.0.name == binding.name }?.1 ?? className
    let scope = Scope(methodOf: id, className: owner, global: global)
    let value = try evaluate(initializer, in: scope)
    try checkStorable(value, at: initializer.position)
    try storeProperty(binding, of: id, value: value, at: initializer.position)
    return storage[id]?[binding.name] ?? value
  }
}
