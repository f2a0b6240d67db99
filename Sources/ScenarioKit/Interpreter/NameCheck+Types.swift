import DocEngine

// MARK: - Static types

/// A type the name check knows an expression has: a class, a struct, an enum, a protocol, an
/// array (`[String]`), or one of UIKit's types, by name as Swift prints it. An expression
/// whose type the check cannot tell has none (nil), and nothing on it is checked.
struct StaticType: Equatable {
  /// As written and printed: `DetailViewController`, `[String]`, `ListViewController.Row`.
  var name: String
  /// `T?`: reaching a member needs `?.` or `!` (swiftc's error otherwise, left to the run).
  var isOptional = false

  var unwrapped: StaticType { StaticType(name: name) }
  var optional: StaticType { StaticType(name: name, isOptional: true) }

  /// `[E]`'s element type, when this is an array of a type the check knows.
  var element: StaticType? {
    guard name.hasPrefix("["), name.hasSuffix("]") else { return nil }
    let inside = String(name.dropFirst().dropLast())
    guard TypeName.split(inside, at: ":").count == 1 else { return nil }
    return StaticType(written: inside)
  }

  var isArray: Bool { name.hasPrefix("[") && name.hasSuffix("]") && element != nil }

  /// A type as a scenario writes it (`UIViewController?`, `[Item]`, `inout Int`); nil for
  /// what the check does not follow (functions, tuples, dictionaries, generics).
  init?(written: String?) {
    guard var text = written?.trimmingCharacters(in: " ") else { return nil }
    for prefix in ["inout ", "@escaping ", "any ", "some "] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: " ")
    }
    var isOptional = false
    if text.hasSuffix("?") {
      isOptional = true
      text.removeLast()
    } else if text.hasSuffix("!") {
      // An implicitly unwrapped optional reads its members as a plain value does.
      text.removeLast()
    }
    guard !text.isEmpty, !text.contains("->"), !text.contains("<"), !text.hasPrefix("("), !text.contains("&")
    else { return nil }
    if text.hasPrefix("[") {
      guard text.hasSuffix("]"), TypeName.split(String(text.dropFirst().dropLast()), at: ":").count == 1,
        StaticType(written: String(text.dropFirst().dropLast())) != nil
      else { return nil }
    }
    self.name = text
    self.isOptional = isOptional
  }

  init(name: String, isOptional: Bool = false) {
    self.name = name
    self.isOptional = isOptional
  }

  static let string = StaticType(name: "String")
  static let int = StaticType(name: "Int")
  static let double = StaticType(name: "Double")
  static let bool = StaticType(name: "Bool")
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}

// MARK: - What a type has

/// The members of one type, as the name check asks about them: every name that is something
/// there (to say when one is nothing), the real ones to suggest for a near miss, and the
/// types of those it can tell.
struct MemberTable {
  /// How Swift prints the type in `value of type '…' has no member '…'` (`any Delegate` for
  /// a protocol).
  var displayName: String
  /// Every name that is a member, or might be one at run time: the type's own, its
  /// superclasses', its extensions' and protocols', its subclasses' (a scenario reaches
  /// them without a cast, and the interpreter finds them), and UIKit names refused or
  /// renamed elsewhere. Only a name outside all of these is reported.
  var known: Set<String> = []
  /// The type's own real members, nearest first: near-miss suggestions come only from here.
  var suggestions: [String] = []
  /// The types of properties (and of methods' results) the check can tell.
  var types: [String: StaticType] = [:]
  var results: [String: StaticType] = [:]
  /// ``suggestions`` as a set: a UIKit type's table has hundreds of names.
  private var suggested: Set<String> = []

  init(displayName: String) {
    self.displayName = displayName
  }

  mutating func add(_ name: String, suggested: Bool = true, type: StaticType? = nil, result: StaticType? = nil) {
    known.insert(name)
    if suggested, self.suggested.insert(name).inserted { suggestions.append(name) }
    if let type, types[name] == nil { types[name] = type }
    if let result, results[name] == nil { results[name] = result }
  }
}

extension NameCheck {
  /// Names every object has (NSObject's), and Swift's on every value: never reported.
  static let universalMembers: Set<String> = [
    "description", "debugDescription", "hash", "hashValue", "isEqual", "isKind", "isMember", "responds", "perform",
    "self", "init", "dynamicType", "copy", "mutableCopy", "value", "setValue", "addObserver", "removeObserver",
  ]

  /// UIKit names refused before a block runs, wherever they are used (`RefusalScan`): they
  /// are real, so never "no member".
  static let refusedMemberNames: Set<String> = Set(
    UnsimulatedUIKit.members.map { UIKitBindings.baseName(of: $0.member) }
      + UnsimulatedUIKit.overrides.map { UIKitBindings.baseName(of: $0.member) }
      + RenamedUIKitNames.properties.map(\.old)
  ).union(RenamedUIKitNames.methodBaseNames)

  /// The types of UIKit's properties the check follows, beyond those the interpreter
  /// already knows for its messages (`Interpreter.optionalUIKitProperties`,
  /// `Interpreter.uikitPropertyTypes`). Only where a binding has the property is it used.
  static let moreUIKitPropertyTypes: [String: String] = [
    "navigationItem": "UINavigationItem", "subviews": "[UIView]", "storyboard": "UIStoryboard?",
    "actions": "[UIAlertAction]",
  ]

  /// The type of UIKit's property `name`, where the bindings give a type one: optional when
  /// UIKit's is (`navigationController` is a `UINavigationController?`).
  static func uikitPropertyType(_ name: String) -> StaticType? {
    if let known = propertyTypesOfBindings[name] { return known }
    return readPropertyType(name)
  }

  /// ``uikitPropertyType(_:)`` of every property binding, read once: each block's check
  /// builds the tables of the UIKit types it meets, and reading the written types each time
  /// was a twentieth of a cold build (perf).
  private static let propertyTypesOfBindings: [String: StaticType] = {
    var types: [String: StaticType] = [:]
    for binding in UIKitBindings.members where types[binding.member] == nil {
      guard case .property = binding.kind, let type = readPropertyType(binding.member) else { continue }
      types[binding.member] = type
    }
    return types
  }()

  private static func readPropertyType(_ name: String) -> StaticType? {
    if let wrapped = Interpreter.optionalUIKitProperties[name] { return StaticType(name: wrapped, isOptional: true) }
    if let written = moreUIKitPropertyTypes[name] { return StaticType(written: written) }
    // `view` is `UIView!` in UIKit: read as a plain value.
    guard let written = Interpreter.uikitPropertyTypes[name] else { return nil }
    return StaticType(written: name == "view" ? "UIView" : written)
  }

  /// Array API: what the interpreter runs, and Swift's other names (left to the run, which
  /// says what is not supported).
  static let arrayMembers: Set<String> = Set(
    Interpreter.arrayMethods.map(UIKitBindings.baseName(of:)) + Interpreter.mutatingArrayMethods
      + [
        "count", "isEmpty", "first", "last", "indices", "description", "shuffled", "randomElement", "startIndex",
        "endIndex", "capacity", "lazy", "underestimatedCount", "split", "drop", "elementsEqual", "starts",
        "partition", "reserveCapacity", "replaceSubrange", "removeSubrange", "makeIterator", "sorted", "index",
        "formIndex", "distance", "popLast", "popFirst", "difference", "applying", "withUnsafeBufferPointer", "shuffle",
      ])

  /// The array members the interpreter offers as near misses, as its own message does.
  static let arraySuggestions: [String] =
    ["append", "count", "isEmpty", "first", "last"] + Interpreter.arrayMethods.map(UIKitBindings.baseName(of:))
    + Interpreter.mutatingArrayMethods.sorted()
}
