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
    Case(
      source: "let a = 1\ntypealias T = Int", line: 2, column: 1, message: "'typealias' is not supported in scenarios"),
    Case(
      source: "switch 1 {\ncase 1:\n  fallthrough\ndefault:\n  print(2)\n}", line: 3, column: 3,
      message: "'fallthrough' is not supported in scenarios"),
    Case(source: "actor S {}", line: 1, column: 1, message: "'actor' declarations are not supported in scenarios"),
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
      source: "let n = 1\nswitch n {\ncase is Int:\n  print(n)\n}", line: 3, column: 6,
      message: "'is' patterns are not supported in scenarios; use 'if x is T'"),
    Case(
      source: "if case let b as Int = a { }", line: 1, column: 13,
      message: "only names, '_', literals and enum cases can appear in a 'let' pattern in scenarios"),
    Case(
      source: "let k = \\UIViewController.title", line: 1, column: 9,
      message: "key paths are not supported in scenarios"),
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
      source: "func f() async -> Int { 1 }\nTask {\n  async let x = f()\n}", line: 3, column: 3,
      message: "'async let' is not supported in scenarios; call the function with 'await' where its value is needed"),
    Case(
      source: "func f() async {}\nawait f()", line: 2, column: 1,
      message:
        "'await' at the top level of a scenario is not supported: each top-level statement is an event the app handles, after which it settles; put the asynchronous code in 'Task { … }'"
    ),
    Case(
      source: "func f() rethrows {}", line: 1, column: 10,
      message: "'rethrows' is not supported in scenarios; declare the function 'throws'"),
    Case(
      source: "Task {\n  for await x in stream {}\n}", line: 2, column: 7,
      message: "'for await' loops (asynchronous sequences) are not supported in scenarios"),
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
      source: "typealias A = Int\nlet a = UIViewController()\ntypealias B = Int", origin: .standalone())
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
