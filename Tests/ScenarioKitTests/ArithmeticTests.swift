import Testing

@testable import ScenarioKit

/// Numbers, as Swift computes them: what prints, and what stops a scenario with swiftc's words.
@Suite("Arithmetic and comparisons")
struct ArithmeticTests {
  static let printed: [LogExample] = [
    LogExample(source: "print(1 + 2 * 3)", lines: ["7"]),
    LogExample(source: "print((1 + 2) * 3)", lines: ["9"]),
    LogExample(source: "print(10 - 4 - 3)", lines: ["3"]),
    LogExample(source: "print(7 / 2, 7 % 2, -7 / 2, -7 % 2)", lines: ["3 1 -3 -1"]),
    LogExample(source: "let x = 5\nprint(-x, -(-x))", lines: ["-5 5"]),
    LogExample(source: "print(1.5 * 2)", lines: ["3.0"]),
    LogExample(source: "let w = 320.0\nprint(w / 2, w - 16)", lines: ["160.0 304.0"]),
    LogExample(source: "print(\"view\" + \"Did\" + \"Load\")", lines: ["viewDidLoad"]),
    LogExample(source: "print([1] + [2, 3])", lines: ["[1, 2, 3]"]),
    LogExample(source: "print(1 < 2, 2 <= 2, 3 > 4, 4 >= 5)", lines: ["true true false false"]),
    LogExample(source: "print(\"a\" < \"b\", 1 + 1 == 2 && 3 > 2)", lines: ["true true"]),
    LogExample(
      source: "let list = [UIViewController(), UIViewController()]\nprint(list.count - 1 > 0)", lines: ["true"]),
    LogExample(
      source: "var total = 0\nfor i in 1...4 {\n  total += i\n}\ntotal -= 1\ntotal *= 2\nprint(total)", lines: ["18"]),
  ]

  @Test("what prints", arguments: printed)
  func prints(_ example: LogExample) {
    example.check()
  }

  @Test("assert with an ordering holds or fails as Swift would")
  func assertOrdering() {
    #expect(run("let n = 3\nassert(n > 2)").diagnostics.isEmpty)
    let failed = run("let n = 3\nassert(n < 2)")
    #expect(failed.diagnostics.map(\.id) == [DiagnosticID.assertion])
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    let column: Int
    var testDescription: String { message }
  }

  static let refused: [Refused] = [
    Refused(
      source: "let i = 1\nlet d = 0.5\nprint(i + d)",
      message: "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'", column: 9),
    Refused(
      source: "print(1 + \"a\")",
      message: "binary operator '+' cannot be applied to operands of type 'Int' and 'String'", column: 9),
    Refused(
      source: "print(true < false)",
      message: "binary operator '<' cannot be applied to operands of type 'Bool' and 'Bool'", column: 12),
    Refused(
      source: "print(5.0 % 2.0)",
      message: "'%' is unavailable: For floating point numbers use truncatingRemainder instead", column: 11),
    Refused(
      source: "let zero = 0\nprint(1 / zero)", message: "division by zero: 1 / 0 (Swift stops the program here)",
      column: 9),
    Refused(
      source: "let big = 9223372036854775807\nprint(big + 1)",
      message: "arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int (Swift stops the program here)",
      column: 11),
    Refused(source: "print(-\"a\")", message: "unary operator '-' cannot be applied to a String", column: 8),
    Refused(source: "let n = 1\nn += 1", message: "cannot assign to value: 'n' is a 'let' constant", column: 1),
  ]

  @Test("what Swift refuses or traps on", arguments: refused)
  func refuses(_ example: Refused) {
    let outcome = run(example.source)
    #expect(outcome.diagnostics.map(\.message) == [example.message])
    #expect(outcome.diagnostics.first?.location.column == example.column)
  }
}
