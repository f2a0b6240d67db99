import Testing

@testable import ScenarioKit

/// Everything outside the subset is an error at its own line and column that names it.
@Suite struct UnsupportedConstructTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let source: String
    let line: Int
    let column: Int
    let message: String
    var testDescription: String { message }
  }

  static let cases: [Case] = [
    Case(source: "let a = 1\nthrow a", line: 2, column: 1, message: "'throw' is not supported in scenarios"),
    Case(
      source: "switch 1 {\ncase 1:\n  fallthrough\ndefault:\n  print(2)\n}", line: 3, column: 3,
      message: "'fallthrough' is not supported in scenarios"),
    Case(source: "struct S {}", line: 1, column: 1, message: "'struct' declarations are not supported in scenarios"),
    Case(
      source: "func f() {\n  func g() {}\n}", line: 2, column: 3,
      message: "nested functions are not supported in scenarios; declare the function at the top level"),
    Case(
      source: "let n = 1 &+ 2", line: 1, column: 11,
      message:
        "operator '&+' is not supported in scenarios (only + - * / % ..< ... ?? < <= > >= === !== == != && || and prefix ! -)"
    ),
    Case(
      source: "for case let x in [] {}", line: 1, column: 1,
      message: "only plain 'for name in sequence' loops are supported in scenarios"),
    Case(
      source: "let n = 1\nswitch n {\ncase let m:\n  print(m)\n}", line: 3, column: 6,
      message: "only values can be matched in a scenario's 'case' ('case .list:', 'case 1:'), not bindings"),
    Case(
      source: "if case .some(let b) = a { }", line: 1, column: 4,
      message: "'if case' conditions are not supported in scenarios"),
    Case(source: "let d = [\"a\": 1]", line: 1, column: 9, message: "dictionaries are not supported in scenarios"),
    Case(
      source: "class A: UIViewController {\n  init(x: Int) throws {}\n}", line: 2, column: 16,
      message: "'async' and 'throws' initializers are not supported in scenarios"),
    Case(
      source: "class A: UIViewController {\n  var n = 1 { didSet {} }\n}", line: 2, column: 13,
      message: "property observers ('willSet', 'didSet') are not supported in scenarios"),
    Case(
      source: "class A: UIViewController {\n  var n: Int { get { 1 } willSet {} }\n}", line: 2, column: 26,
      message: "property observers ('willSet', 'didSet') are not supported in scenarios"),
    Case(
      source: "weak var a: UIViewController? = nil", line: 1, column: 1,
      message: "'weak' is supported only on stored properties of classes in scenarios"),
    Case(
      source: "do { class B {} }", line: 1, column: 6,
      message:
        "declarations inside a function, closure or scope are not supported in scenarios; declare it at the top level"),
    Case(
      source: "import SwiftUI", line: 1, column: 1,
      message: "only 'import UIKit' and 'import Foundation' are accepted in scenarios"),
    Case(
      source: "let x = try f()", line: 1, column: 9,
      message: "'try' is not supported in scenarios (nothing in them throws)"),
    Case(
      source: "print(1)\nreturn", line: 2, column: 1, message: "'return' is only allowed inside methods and closures"),
    Case(
      source: "var x: UIViewController", line: 1, column: 5,
      message: "'x' needs an initial value in scenarios (or an optional type, which starts as nil)"),
  ]

  @Test(arguments: cases)
  func reportsTheConstruct(_ testCase: Case) {
    let scenario = Scenario.parse(source: testCase.source, origin: .standalone("s.swift"))
    #expect(scenario.program == nil)
    let first = scenario.diagnostics.first
    #expect(first?.message == testCase.message)
    #expect(first?.location.line == testCase.line)
    #expect(first?.location.column == testCase.column)
    #expect(first?.severity == .error)
  }

  @Test func reportsEveryUnsupportedConstructNotOnlyTheFirst() {
    let scenario = Scenario.parse(
      source: "throw a\nlet a = UIViewController()\nthrow a", origin: .standalone())
    #expect(scenario.diagnostics.map(\.location.line) == [1, 3])
    #expect(scenario.diagnostics.allSatisfy { $0.id == DiagnosticID.unsupported })
  }

  @Test func parseErrorsUseSwiftsMessages() {
    let scenario = Scenario.parse(source: "let a = UIViewController(\nlet b = 1", origin: .standalone())
    #expect(scenario.program == nil)
    #expect(scenario.diagnostics.first?.id == DiagnosticID.parse)
    #expect(scenario.diagnostics.first?.message.contains("expected") == true)
  }
}
