import Testing

@testable import ScenarioKit

/// Hostile and careless scenarios end quickly with an error at their line and column: never
/// a crash, never a hang. The inputs are far beyond what the code before these limits could
/// survive (a stack overflow, a precondition in swift-syntax, minutes of parser lookahead,
/// quadratic collection), so each case fails loudly if a limit goes missing.
@Suite("Limits that keep scenarios safe")
struct LimitTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var id: String
    /// `line:col: message`.
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a postfix chain of 3 000 '!'", source: "let a: UIViewController? = UIViewController()\nprint(a" + String(repeating: "!", count: 3000) + ")\n",
      id: DiagnosticID.limit, expected: "2:40: more than 32 '!' or '?' in a row; scenarios are limited to 32"),
    Case(
      name: "a byte-order mark inside code (swift-syntax's Fix-It precondition)", source: "let a \u{FEFF}= 1\n",
      id: DiagnosticID.invisibleCharacter, expected: "1:7: the invisible character U+FEFF in the code; remove it (it is often pasted in with the code)"),
    Case(
      name: "a zero-width space inside code", source: "let a\u{200B} = UIViewController()\n",
      id: DiagnosticID.invisibleCharacter, expected: "1:6: the invisible character U+200B in the code; remove it (it is often pasted in with the code)"),
    Case(
      name: "a bidirectional override inside a string", source: "print(\"admin\u{202E} \")\n",
      id: DiagnosticID.invisibleCharacter, expected: "1:13: the bidirectional control character U+202E can make code read differently from how it runs; remove it"),
    Case(
      name: "30 levels of '[' (swift-syntax's lookahead doubles per level)", source: "let a = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "\n",
      id: DiagnosticID.limit, expected: "1:25: '[' nested more than 16 deep; scenarios are limited to 16"),
    Case(
      name: "200 levels of parentheses", source: "let a = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200) + "\n",
      id: DiagnosticID.limit, expected: "1:73: brackets nested more than 64 deep; scenarios are limited to 64"),
    Case(
      name: "a scenario of 200 000 bytes", source: String(repeating: "// filler line of a comment, repeated\n", count: 5300),
      id: DiagnosticID.limit, expected: "1:1: this scenario is 201400 bytes long; scenarios are limited to 100000 bytes"),
    Case(
      name: "3 000 statements that each make an object (quadratic collection)",
      source: (0..<3000).map { "let a\($0) = UIViewController()\n" }.joined(),
      id: DiagnosticID.limit, expected: "1413:5: this scenario did more than 1000000 steps of work; scenarios must be small (runaway recursion?)"),
    Case(
      name: "a method that calls itself", source: "class A: UIViewController {\n  func f() { f() }\n}\nA().f()\n",
      id: DiagnosticID.runaway, expected: "2:14: the scenario did not settle: more than 200 nested calls (a method that calls itself?)"),
  ]

  @Test(arguments: cases)
  func endsWithALocatedError(_ testCase: Case) {
    let outcome = run(testCase.source)
    let error = outcome.error
    #expect(error?.id == testCase.id)
    #expect(error.map { "\($0.location.line):\($0.location.column): \($0.message)" } == testCase.expected)
  }

  @Test("an array of 4 900 controllers runs (linear position conversion and collection)")
  func largeArrayRuns() {
    let source = "let a = [" + Array(repeating: "UIViewController()", count: 4900).joined(separator: ", ") + "]\nprint(a.count)\n"
    let outcome = run(source)
    #expect(outcome.error == nil)
    #expect(outcome.lines == ["4900"])
  }

  @Test("brackets, '!' and invisible characters inside strings and comments do not count")
  func stringsAndCommentsAreNotCode() {
    let source = """
      // ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((( !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
      /* [[[[[[[[[[[[[[[[[[[[ /* nested */ \u{200B} */
      print("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ \u{FEFF} \\(1 + 2) !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!")
      print(#"raw "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[" \\#("x")"#)
      """
    #expect(SourceGuard.check(source) == nil)
  }

  @Test("positions in lines with CJK text count characters, not bytes")
  func positionsInCJKLines() {
    let converter = PositionConverter(source: "print(\"视图控制器\") ; let 가 = 1\nx")
    #expect(converter.position(ofOffset: 0) == SourcePosition(line: 1, column: 1))
    // `;` follows 7 ASCII characters and 5 CJK ones (3 bytes each) and `")` and a space.
    #expect(converter.position(ofOffset: 7 + 15 + 3) == SourcePosition(line: 1, column: 16))
    // `가` is bytes 31–33: each of them is column 22.
    #expect(converter.position(ofOffset: 31) == SourcePosition(line: 1, column: 22))
    #expect(converter.position(ofOffset: 32) == SourcePosition(line: 1, column: 22))
    #expect(converter.position(ofOffset: 39) == SourcePosition(line: 2, column: 1))
  }
}
