import Testing

@testable import ScenarioKit

/// The work and memory budget bounds every collection operation: a runaway scenario stops with
/// `scenario.limit` at the expression that crossed it, while honest ones that change big
/// collections in place run (a change in place is not a copy of the whole collection).
@Suite("Collections within the budget")
struct ValueBudgetTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    /// `line: message` of the error, or nil when the scenario must run. (Not the column: a
    /// limit crossed inside a closure is crossed at one of its expressions, and which depends
    /// on how big the buffers of the arrays grown before were, which is the allocator's.)
    let expected: String?
    var testDescription: String { name }
  }

  static let workLimit =
    "this scenario did more than 1000000 steps of work; scenarios must be small (runaway recursion?)"
  static let memoryLimit = "this scenario made more than 32 MiB of strings and arrays; scenarios must be small"
  static let tenThousand = "var a: [Int] = []\nfor i in 0..<10000 { a.append(i) }\n"

  static let cases: [Case] = [
    Case(
      name: "map over 10 000 elements 200 times",
      source: tenThousand + "for _ in 0..<200 { _ = a.map { $0 + 1 } }\n", expected: "3: \(workLimit)"),
    Case(
      name: "sorted(by:) of 10 000 elements again and again",
      source: tenThousand + "for _ in 0..<100 { _ = a.sorted { $0 > $1 } }\n", expected: "3: \(workLimit)"),
    Case(
      name: "String(repeating:count:) of 40 MB",
      source: "let s = String(repeating: \"x\", count: 40_000_000)\n", expected: "1: \(memoryLimit)"),
    Case(
      name: "[Int](repeating:count:) of ten million",
      source: "let a = [Int](repeating: 0, count: 10_000_000)\n", expected: "1: \(memoryLimit)"),
    Case(
      name: "a struct nested in itself through arrays",
      source:
        "struct Node { var children: [Node] = [] }\nvar n = Node()\nfor _ in 0..<40 { n = Node(children: [n]) }\n",
      expected: "3: arrays or payloads nested more than 32 deep; scenarios are limited to 32"),
    Case(
      name: "a dictionary stored in itself",
      source: "var box: [String: Any] = [:]\nfor _ in 0..<40 { box = [\"k\": box] }\n",
      expected: "2: arrays or payloads nested more than 32 deep; scenarios are limited to 32"),
    Case(
      name: "10 000 keys set in place",
      source: "var d: [Int: Int] = [:]\nfor i in 0..<10000 { d[i] = i }\nprint(d.count)\n", expected: nil),
    Case(
      name: "10 000 keys removed one by one",
      source:
        "var d: [Int: Int] = [:]\nfor i in 0..<10000 { d[i] = i }\nfor i in 0..<10000 { d[i] = nil }\nprint(d.count)\n",
      expected: nil),
    Case(
      name: "10 000 inserts into a set",
      source: "var s = Set<Int>()\nfor i in 0..<10000 { s.insert(i) }\nprint(s.count)\n", expected: nil),
    Case(
      name: "5 000 appends through a mutating method of a struct in a property",
      source: """
        struct Log { var lines: [Int] = []; mutating func add(_ n: Int) { lines.append(n) } }
        class Holder: NSObject { var log = Log() }
        let h = Holder()
        for i in 0..<5000 { h.log.add(i) }
        print(h.log.lines.count)
        """, expected: nil),
    Case(
      name: "10 000 appends to a dictionary's array value",
      source: "var groups: [String: [Int]] = [\"a\": []]\nfor i in 0..<10000 { groups[\"a\"]?.append(i) }\n",
      expected: nil),
  ]

  @Test(arguments: cases)
  func staysWithinTheBudget(_ testCase: Case) {
    let outcome = run(testCase.source)
    let error = outcome.error.map { "\($0.location.line): \($0.message)" }
    #expect(error == testCase.expected)
  }
}
