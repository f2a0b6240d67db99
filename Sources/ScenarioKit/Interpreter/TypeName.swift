/// Reading the types scenarios write, as lowering spells them: `Int?`, `[Tab]`,
/// `[String: Int]`, `Set<Int>`, `(x: Int, y: Int)`, `ListViewController.Section`.
///
/// Scenario values carry no static types; a declared type is what lets a value take the type
/// Swift gives it (`.home` becoming a `Tab`, `3` an `Int?` that prints `Optional(3)`).
enum TypeName {
  /// A binding's type with its `?`, or nil when none was written.
  static func declared(_ binding: Binding) -> String? {
    binding.typeName.map { binding.isOptionalType && !$0.hasSuffix("?") ? "\($0)?" : $0 }
  }

  static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") || type.hasSuffix("!") }

  static func unwrapped(_ type: String) -> String {
    isOptional(type) ? String(type.dropLast()) : type
  }

  /// `(Bool) -> Void` and the like: values of these types are closures.
  static func isFunction(_ type: String) -> Bool { type.contains("->") }

  /// The element type of `[E]` or `Set<E>`.
  static func element(_ type: String) -> String? {
    if type.hasPrefix("Set<"), type.hasSuffix(">") { return String(type.dropFirst(4).dropLast()) }
    guard let inside = bracketed(type), split(inside, at: ":").count == 1 else { return nil }
    return inside
  }

  /// `Set<Int>`, or `Set` whose element type Swift infers (`let s: Set = [1, 2]`).
  static func isSet(_ type: String) -> Bool { type == "Set" || (type.hasPrefix("Set<") && type.hasSuffix(">")) }

  static func dictionaryKey(_ type: String) -> String? { dictionaryParts(type)?.key }

  static func dictionaryValue(_ type: String) -> String? { dictionaryParts(type)?.value }

  private static func dictionaryParts(_ type: String) -> (key: String, value: String)? {
    guard let inside = bracketed(type) else { return nil }
    let parts = split(inside, at: ":")
    guard parts.count == 2 else { return nil }
    return (parts[0], parts[1])
  }

  /// The elements of a tuple type: `(x: Int, String)` → `[("x", "Int"), (nil, "String")]`.
  static func tupleElements(_ type: String) -> [(label: String?, type: String)]? {
    guard type.hasPrefix("("), type.hasSuffix(")"), !isFunction(type) else { return nil }
    let parts = split(String(type.dropFirst().dropLast()), at: ",")
    guard parts.count > 1 else { return nil }
    return parts.map { part in
      let labelled = split(part, at: ":")
      return labelled.count == 2 ? (labelled[0], labelled[1]) : (nil, part)
    }
  }

  static func tupleElement(_ type: String, _ index: Int) -> String? {
    guard let elements = tupleElements(type), elements.indices.contains(index) else { return nil }
    return elements[index].type
  }

  /// The text between a type's outer `[` and `]`.
  private static func bracketed(_ type: String) -> String? {
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    return String(type.dropFirst().dropLast())
  }

  /// Splits at `separator` where no bracket, parenthesis or angle bracket is open; each part
  /// trimmed of spaces.
  static func split(_ text: String, at separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      default: break
      }
      if character == separator && depth == 0 {
        parts.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingSpaces)
    return parts
  }

  /// The type of a variable known to be optional when nothing says more (`var n =
  /// d["a"]` when the key is missing): `_?` wraps what is stored in it.
  static let unknown = "_"

  /// Swift's standard value types a scenario's values can have.
  static let standardValueTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "String", "Bool", "Character"]
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
