import Testing

@testable import ScenarioKit

/// `for … in` over arrays and ranges: what runs, what each pass frees, and what stops a loop.
@Suite("for-in loops")
struct LoopTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "an array of controllers, in order",
      source: "let a = UIViewController()\nlet b = UIViewController()\nfor vc in [a, b] {\n  print(vc)\n}",
      lines: ["a", "b"]),
    LogExample(name: "a half-open range", source: "for i in 0..<3 {\n  print(i * 2)\n}", lines: ["0", "2", "4"]),
    LogExample(
      name: "a closed range with arithmetic bounds", source: "let n = 2\nfor i in n - 1...n + 1 {\n  print(i)\n}",
      lines: ["1", "2", "3"]),
    LogExample(
      name: "an empty range runs nothing", source: "for i in 0..<0 {\n  print(i)\n}\nprint(\"done\")", lines: ["done"]),
    LogExample(
      name: "each pass is a scope: what it made is freed at its end",
      source: "for _ in 1...2 {\n  let temp = UIViewController()\n  print(\"made\")\n}\nprint(\"after\")",
      lines: ["made", "temp.deinit", "made", "temp#2.deinit", "after"]),
    LogExample(
      name: "the array being walked holds its objects until the loop ends",
      source: "for vc in [UIViewController(), UIViewController()] {\n  print(\"pass\")\n}\nprint(\"after\")",
      lines: ["pass", "pass", "vc.deinit", "vc#2.deinit", "after"]),
    LogExample(
      name: "nested loops",
      source: "for i in 1...2 {\n  for j in 1...2 {\n    print(i * 10 + j)\n  }\n}",
      lines: ["11", "12", "21", "22"]),
    LogExample(
      name: "a return inside a loop leaves the method",
      source: """
        class Finder: UIViewController {
          func firstEven(_ numbers: [Int]) -> Int {
            for n in numbers {
              if n % 2 == 0 {
                return n
              }
            }
            return -1
          }
        }
        let f = Finder()
        print(f.firstEven([3, 5, 8, 10]), f.firstEven([1]))
        """,
      lines: ["8 -1"]),
  ]

  @Test("runs", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let source: String
    let id: DiagnosticID
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { message }
  }

  static let refused: [Refused] = [
    Refused(
      source: "for i in 3..<1 {\n  print(i)\n}", id: DiagnosticID.type,
      message: "Range requires lowerBound <= upperBound (3 and 1; Swift stops the program here)", line: 1, column: 11),
    Refused(
      source: "for i in 0..<100000 {\n}", id: DiagnosticID.limit,
      message: "a range of more than 10000 numbers is too big for a scenario", line: 1, column: 11),
    Refused(
      source: "let a = UIViewController()\nfor x in a {\n}", id: DiagnosticID.type,
      message: "'for … in' needs an array, a range, a dictionary, a set or a string, not an object", line: 2,
      column: 10),
    Refused(
      source: "for (a, b) in [1] {\n}", id: DiagnosticID.type,
      message: "tuple pattern cannot match values of non-tuple type 'Int'", line: 1, column: 5),
    Refused(
      source: "for i: Int in [1] {\n}", id: DiagnosticID.unsupported,
      message: "a type annotation in a 'for' loop is not supported in scenarios", line: 1, column: 6),
    Refused(
      source: "for i in [1] {\n  print(i)\n}\nprint(i)", id: DiagnosticID.unknownName,
      message: "cannot find 'i' in scope", line: 4, column: 7),
  ]

  @Test("refuses", arguments: refused)
  func refuses(_ example: Refused) {
    let outcome = run(example.source)
    #expect(outcome.diagnostics.map(\.id) == [example.id])
    #expect(outcome.diagnostics.map(\.message) == [example.message])
    #expect(
      outcome.diagnostics.first.map { [$0.location.line, $0.location.column] } == [example.line, example.column])
  }

  @Test("a loop that does too much stops at the work limit, not the machine")
  func runaway() {
    let outcome = run("for _ in 0..<10000 {\n  for _ in 0..<10000 {\n    let x = 1\n  }\n}")
    #expect(outcome.diagnostics.map(\.id) == [DiagnosticID.limit])
  }
}
