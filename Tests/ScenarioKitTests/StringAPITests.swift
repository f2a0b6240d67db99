import Testing

@testable import ScenarioKit

/// The `String` API tutorials use (with Foundation's `components(separatedBy:)`,
/// `replacingOccurrences(of:with:)` and `trimmingCharacters(in:)`), conversions, and how
/// optionals behave and print. The expected lines are what swiftc's build prints.
@Suite("Strings and optionals")
struct StringAPITests {
  static let examples: [LogExample] = [
    LogExample(
      name: "case, prefixes and searching",
      source: #"""
        let title = "Hello, Swift"
        print(title.uppercased(), title.lowercased(), title.hasPrefix("Hello"), title.hasSuffix("!"), title.contains("Swift"))
        print(title.count, title.isEmpty, "".isEmpty, title.first, title.last)
        """#,
      lines: ["HELLO, SWIFT hello, swift true false true", "12 false true Optional(\"H\") Optional(\"t\")"]),
    LogExample(
      name: "splitting and joining",
      source: #"""
        let line = "kim, lee,,park"
        print(line.split(separator: ","), line.components(separatedBy: ","))
        print(line.split(separator: ",").map { String($0) }.joined(separator: "|"))
        """#,
      lines: ["[\"kim\", \" lee\", \"park\"] [\"kim\", \" lee\", \"\", \"park\"]", "kim| lee|park"]),
    LogExample(
      name: "replacing and trimming",
      source: #"""
        let raw = "  a-b-c \n"
        print("[" + raw.trimmingCharacters(in: .whitespacesAndNewlines) + "]")
        print("[" + raw.trimmingCharacters(in: .whitespaces) + "]")
        print("a-b-c".replacingOccurrences(of: "-", with: " + "))
        """#,
      lines: ["[a-b-c]", "[a-b-c ", "]", "a + b + c"]),
    LogExample(
      name: "numbers from strings and strings from numbers",
      source: #"""
        let input = "42"
        if let n = Int(input) { print(n + 1) }
        print(Int("4.2"), Double("4.2"), Int("-7"), String(7), String(2.5), String(true), 12.description)
        """#,
      lines: ["43", "nil Optional(4.2) Optional(-7) 7 2.5 true 12"]),
    LogExample(
      name: "joining with + and comparing",
      source: #"""
        var greeting = "Hi"
        greeting += ", " + "there"
        print(greeting, "apple" < "banana", "b" > "a", greeting == "Hi, there")
        """#,
      lines: ["Hi, there true true true"]),
    LogExample(
      name: "characters, reversing, prefixes",
      source: #"""
        let word = "swift"
        for letter in word { print(letter) }
        print(String(word.reversed()), word.prefix(2), word.dropFirst(), word.suffix(3), word.dropLast())
        print(Array("ab"), "ab".map { String($0).uppercased() })
        """#,
      lines: ["s", "w", "i", "f", "t", "tfiws sw wift ift swif", "[\"a\", \"b\"] [\"A\", \"B\"]"]),
    LogExample(
      name: "interpolation of values",
      source: #"""
        let items = ["a", "b"]
        let count = items.count
        print("\(count) items: \(items), first \(items.first), sum \(1 + 2)")
        """#,
      lines: ["2 items: [\"a\", \"b\"], first Optional(\"a\"), sum 3"]),
    LogExample(
      name: "a variable that starts optional stays optional",
      source: #"""
        let ages = ["kim": 30]
        var age = ages["kim"]
        print(age)
        age = nil
        print(age)
        age = 31
        print(age)
        var missing = ages["lee"]
        missing = 5
        print(missing)
        """#,
      lines: ["Optional(30)", "nil", "Optional(31)", "Optional(5)"]),
    LogExample(
      name: "optionals print as Optional, nil as nil",
      source: #"""
        let n: Int? = 3
        let s: String? = "x"
        let none: Double? = nil
        print(n, s, none, [n, nil])
        print("\(n) \(s)")
        """#,
      lines: ["Optional(3) Optional(\"x\") nil [Optional(3), nil]", "Optional(3) Optional(\"x\")"]),
    LogExample(
      name: "optional chaining gives an optional",
      source: #"""
        let names: [String]? = ["a", "b"]
        print(names?.count, names?.first, names?.first?.uppercased())
        let empty: [String]? = nil
        print(empty?.count, empty?.count ?? 0)
        """#,
      lines: ["Optional(2) Optional(\"a\") Optional(\"A\")", "nil 0"]),
    LogExample(
      name: "if let and ?? unwrap",
      source: #"""
        let scores = ["kim": 90]
        if let score = scores["kim"] { print(score + 1) }
        if let score = scores["lee"] { print(score) } else { print("no score") }
        print((scores["lee"] ?? 0) + 1, scores["kim"]! * 2)
        """#,
      lines: ["91", "no score", "1 180"]),
  ]

  @Test("runs as Swift runs it", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a member of an optional without ?", source: "let s: String? = \"a\"\nprint(s.count)",
      message:
        "value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'"),
    RefusalExample(
      name: "an Int subscript of a String", source: "let s = \"abc\"\nprint(s[0])",
      message:
        "'subscript(_:)' is unavailable: cannot subscript String with an Int; use 'Array(text)[i]' or 'text.first'"),
    RefusalExample(
      name: "split takes a character", source: "print(\"a--b\".split(separator: \"--\"))",
      message:
        "'split(separator:)' takes one Character (\",\" or \" \"); use 'components(separatedBy:)' for longer separators"
    ),
  ]

  @Test("is refused as swiftc refuses it", arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }
}
