import Testing

@testable import ScenarioKit

/// The work and memory budget (``ScenarioBudget``), what operations charge to it, and the log
/// cap: hostile cases stop (LimitTests), while what real code does stays cheap.
@Suite struct BudgetTests {
  @Test("work past the budget throws, and so does memory, before it is made")
  func budgetThrowsPastItsLimits() throws {
    var budget = ScenarioBudget()
    try budget.spend(work: ScenarioBudget.maxWork)
    #expect(throws: ScenarioBudget.Exceeded.self) { try budget.spend(work: 1) }

    var memory = ScenarioBudget()
    try memory.makeString(bytes: ScenarioBudget.maxMemory - 10)
    #expect(memory.memory == ScenarioBudget.maxMemory - 10)
    #expect(throws: ScenarioBudget.Exceeded.self) { try memory.makeString(bytes: 11) }

    var arrays = ScenarioBudget()
    #expect(throws: ScenarioBudget.Exceeded.self) { try arrays.makeArray(count: .max) }
  }

  @Test("text costs a step per 64 bytes, arrays a step per element")
  func costs() throws {
    var budget = ScenarioBudget()
    try budget.makeString(bytes: 640)
    #expect(budget.work == 10)
    #expect(budget.memory == 640)
    try budget.makeArray(count: 100)
    #expect(budget.work == 110)
    #expect(budget.memory == 640 + 100 * ScenarioBudget.elementBytes)
  }

  @Test("10 000 appends run: the array changes in place, not copied each time")
  func appendsRunInPlace() {
    let outcome = run("var a: [Int] = []\nfor i in 0..<10000 { a.append(i) }\nprint(a.count)\n")
    #expect(outcome.error == nil)
    #expect(outcome.lines == ["10000"])
  }

  @Test("appending to an array another variable holds copies it once and leaves the other as it was")
  func appendToASharedArray() {
    let outcome = run("var a = [1, 2]\nlet b = a\na.append(3)\nprint(a, b)\n")
    #expect(outcome.lines == ["[1, 2, 3] [1, 2]"])
  }

  @Test("a message shows at most a kilobyte of a value, cut with '…'")
  func messagesCutLongValues() {
    let outcome = run("var a: [Int] = []\nfor i in 0..<1000 { a.append(i) }\nassert(a == [])\n")
    let message = outcome.error?.message ?? ""
    #expect(message.hasPrefix("assertion failed: a == [] (left: [0, 1, 2, "))
    #expect(message.contains("…, right: []"))
    #expect(message.utf8.count < 1_100)
  }

  @Test("a log past the cap is cut at the line that crossed it, and what came later is not reported")
  func logIsCutWhereItCrossedTheCap() {
    let source = """
      var s = "0123456789abcdef"
      for _ in 0..<12 { s = s + s }
      print("first")
      for _ in 0..<1000 { print(s) }
      let a: UIViewController? = nil
      print(a!)
      """
    let outcome = run(source)
    #expect(outcome.diagnostics.map(\.id) == [DiagnosticID.limit])
    #expect(outcome.error.map { "\($0.location.line):\($0.location.column)" } == "4:21")
    // Lines of 64 KB and a line break: 15 of them fit in a megabyte after "first", the
    // 16th crosses it.
    #expect(outcome.lines.count == 1 + 15)
    #expect(outcome.lines.first == "first")
    #expect(outcome.events.count == outcome.lines.count)
  }
}
