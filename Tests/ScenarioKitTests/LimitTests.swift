import Testing

@testable import ScenarioKit

/// Hostile and careless scenarios end quickly with an error at their line and column: never
/// a crash, never a hang. The inputs are far beyond what the code before these limits could
/// survive (a stack overflow, a precondition in swift-syntax, minutes of parser lookahead,
/// quadratic collection, a terabyte string, tens of seconds inside one step), so each case
/// fails loudly if a limit goes missing. (How long each takes is measured with `docgen run`,
/// not asserted here.)
@Suite("Limits that keep scenarios safe")
struct LimitTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var id: DiagnosticID
    /// `line:col: message`.
    var expected: String
    var testDescription: String { name }
  }

  /// Ten thousand numbers in `a`, appended one by one.
  static let tenThousand = "var a: [Int] = []\nfor i in 0..<10000 { a.append(i) }\n"
  /// A kilobyte string (16 bytes doubled ten times) in `s`.
  static let kilobytes = "var s = \"0123456789abcdef\"\nfor _ in 0..<10 { s = s + s }\n"
  static let navigation =
    "let nav = UINavigationController(rootViewController: UIViewController())\nwindow.rootViewController = nav\n"
  static let workLimit =
    "this scenario did more than 1000000 steps of work; scenarios must be small (runaway recursion?)"
  static let memoryLimit = "this scenario made more than 32 MiB of strings and arrays; scenarios must be small"
  static let logLimit = "this scenario's log is longer than 1 MiB; scenarios must be small"
  /// Reversing spends a step and `elementBytes` of memory per element: which budget runs out
  /// first depends on the size of a `Value`, which grows with the language.
  static let reversingLimit =
    ScenarioBudget.elementBytes > ScenarioBudget.maxMemory / ScenarioBudget.maxWork ? memoryLimit : workLimit

  static let cases: [Case] = [
    // Parsing.
    Case(
      name: "a postfix chain of 100 '!'",
      source: "let a: UIViewController? = UIViewController()\nprint(a" + String(repeating: "!", count: 100) + ")\n",
      id: DiagnosticID.limit, expected: "2:40: more than 32 '!' or '?' in a row; scenarios are limited to 32"),
    Case(
      name: "an optional chain of 100 links (lowering one took time quadratic in its length)",
      source: "let a: UIViewController? = UIViewController()\nlet t = a" + String(repeating: "?.parent", count: 100)
        + "\n",
      id: DiagnosticID.limit,
      expected: "2:523: a chain of more than 64 member accesses, calls or subscripts; scenarios are limited to 64"),
    Case(
      name: "a member chain of 5 000 links, one a line",
      source: "let a = UIViewController()\nprint(a.view" + String(repeating: "\n  .frame", count: 5000) + ")\n",
      id: DiagnosticID.limit,
      expected: "66:3: a chain of more than 64 member accesses, calls or subscripts; scenarios are limited to 64"),
    Case(
      name: "a member chain of 70 links with a comment line between each",
      source: "let a = UIViewController()\nprint(a.view" + String(repeating: "\n  // the frame\n  .frame", count: 70)
        + ")\n",
      id: DiagnosticID.limit,
      expected: "130:3: a chain of more than 64 member accesses, calls or subscripts; scenarios are limited to 64"),
    Case(
      name: "a line of 4 000 characters (SwiftParserDiagnostics walks back to the start of the line per error)",
      source: "let t = 0" + String(repeating: " + 1", count: 1000) + "\n",
      id: DiagnosticID.limit, expected: "1:2001: a line longer than 2000 characters; scenarios are limited to 2000"),
    Case(
      name: "a byte-order mark inside code (swift-syntax's Fix-It precondition)", source: "let a \u{FEFF}= 1\n",
      id: DiagnosticID.invisibleCharacter,
      expected: "1:7: the invisible character U+FEFF in the code; remove it (it is often pasted in with the code)"),
    Case(
      name: "a zero-width space inside code", source: "let a\u{200B} = UIViewController()\n",
      id: DiagnosticID.invisibleCharacter,
      expected: "1:6: the invisible character U+200B in the code; remove it (it is often pasted in with the code)"),
    Case(
      name: "a bidirectional override inside a string", source: "print(\"admin\u{202E} \")\n",
      id: DiagnosticID.invisibleCharacter,
      expected:
        "1:13: the bidirectional control character U+202E can make code read differently from how it runs; remove it"),
    Case(
      name: "30 levels of '[' (swift-syntax's lookahead doubles per level)",
      source: "let a = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "\n",
      id: DiagnosticID.limit, expected: "1:25: '[' nested more than 16 deep; scenarios are limited to 16"),
    Case(
      name: "200 levels of parentheses",
      source: "let a = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200) + "\n",
      id: DiagnosticID.limit, expected: "1:73: brackets nested more than 64 deep; scenarios are limited to 64"),
    Case(
      name: "a scenario of 200 000 bytes",
      source: String(repeating: "// filler line of a comment, repeated\n", count: 5300),
      id: DiagnosticID.limit, expected: "1:1: this scenario is 201400 bytes long; scenarios are limited to 50000 bytes"),
    Case(
      name: "1 500 classes each inheriting from the next, declared last first",
      source: (0..<1500).map { "class C\(1500 - $0): C\(1499 - $0) {}\n" }.joined() + "class C0: UIViewController {}\n",
      id: DiagnosticID.limit,
      expected: "1:7: a chain of more than 32 classes each inheriting from the next; scenarios are limited to 32"),
    // Work.
    Case(
      name: "1 500 statements that each make an object (quadratic collection)",
      source: (0..<1500).map { "let a\($0) = UIViewController()\n" }.joined(),
      id: DiagnosticID.limit, expected: "1000:5: \(workLimit)"),
    Case(
      name: "'contains' on 10 000 elements 10 000 times",
      source: tenThousand + "for i in 0..<10000 { _ = a.contains(i) }\n",
      id: DiagnosticID.limit, expected: "3:26: \(workLimit)"),
    Case(
      name: "'reversed()' of 10 000 elements 10 000 times",
      source: tenThousand + "var b = a\nfor _ in 0..<10000 { b = a.reversed() }\n",
      id: DiagnosticID.limit, expected: "4:26: \(reversingLimit)"),
    Case(
      name: "'==' on arrays of 10 000 elements 10 000 times",
      source: tenThousand + "let b = a.reversed().reversed()\nfor _ in 0..<10000 { assert(a == b) }\n",
      id: DiagnosticID.limit, expected: "4:31: \(workLimit)"),
    Case(
      name: "'count' of a 16 KB string 10 000 times",
      source: kilobytes + "var n = 0\nfor _ in 0..<10000 { n += s.count }\n",
      id: DiagnosticID.limit, expected: "4:24: \(workLimit)"),
    Case(
      name: "'==' on 16 KB strings 10 000 times",
      source: kilobytes + "let t = \"\\(s)\"\nfor _ in 0..<10000 { assert(s == t) }\n",
      id: DiagnosticID.limit, expected: "4:31: \(workLimit)"),
    Case(
      name: "1 000 pushes onto one navigation controller",
      source: navigation + "for _ in 0..<1000 { nav.pushViewController(UIViewController(), animated: false) }\n",
      id: DiagnosticID.limit, expected: "3:21: \(workLimit)"),
    Case(
      name: "10 000 posts past 10 000 observers of another name",
      source: """
        for _ in 0..<10000 { _ = NotificationCenter.default.addObserver(forName: Notification.Name("a"), object: nil, queue: nil) { _ in } }
        for _ in 0..<10000 { NotificationCenter.default.post(name: Notification.Name("b"), object: nil) }

        """,
      id: DiagnosticID.limit, expected: "2:22: \(workLimit)"),
    Case(
      name: "an array holding itself twice, 30 times (shared storage, a billion elements to walk)",
      source: "var a = [1]\nfor _ in 0..<30 { a = [a, a] }\n",
      id: DiagnosticID.limit, expected: "2:23: \(workLimit)"),
    Case(
      name: "a method that calls itself", source: "class A: UIViewController {\n  func f() { f() }\n}\nA().f()\n",
      id: DiagnosticID.runaway,
      expected: "2:14: the scenario did not settle: more than 200 nested calls (a method that calls itself?)"),
    // Memory.
    Case(
      name: "a string doubled 40 times", source: "var s = \"x\"\nfor _ in 0..<40 { s = s + s }\n",
      id: DiagnosticID.limit, expected: "2:25: \(memoryLimit)"),
    Case(
      name: "a string doubled by interpolation", source: "var s = \"x\"\nfor _ in 0..<40 { s = \"\\(s)\\(s)\" }\n",
      id: DiagnosticID.limit, expected: "2:23: \(memoryLimit)"),
    Case(
      name: "an array doubled 40 times", source: "var a = [1]\nfor _ in 0..<40 { a = a + a }\n",
      id: DiagnosticID.limit, expected: "2:25: \(memoryLimit)"),
    Case(
      name: "arrays nested 40 deep", source: "var a = [1]\nfor _ in 0..<40 { a = [a] }\n",
      id: DiagnosticID.limit, expected: "2:23: arrays or payloads nested more than 32 deep; scenarios are limited to 32"
    ),
    Case(
      name: "payloads nested 40 deep",
      source: "var f = UIFont.systemFont(ofSize: 1)\nfor _ in 0..<40 { f = UIFont.systemFont(ofSize: f) }\n",
      id: DiagnosticID.limit, expected: "2:23: arrays or payloads nested more than 32 deep; scenarios are limited to 32"
    ),
    // The log.
    Case(
      name: "a print of a megabyte", source: "var s = \"0123456789abcdef\"\nfor _ in 0..<16 { s = s + s }\nprint(s)\n",
      id: DiagnosticID.limit, expected: "3:1: \(logLimit)"),
    Case(
      name: "a 4 KB line printed 5 000 times",
      source: "var s = \"0123456789abcdef\"\nfor _ in 0..<8 { s = s + s }\nfor _ in 0..<5000 { print(s) }\n",
      id: DiagnosticID.limit, expected: "3:21: \(logLimit)"),
    Case(
      name: "a hierarchy of 300 controllers printed 3 000 times",
      source: navigation
        + "for _ in 0..<300 { nav.pushViewController(UIViewController(), animated: false) }\nfor _ in 0..<3000 { printHierarchy() }\n",
      id: DiagnosticID.limit, expected: "4:21: \(logLimit)"),
    Case(
      name: "a segue with a 256 KB identifier, its control tapped 1 000 times (the engine logs it)",
      source: """
        var id = "0123456789abcdef"
        for _ in 0..<14 { id = id + id }
        let a = UIViewController()
        window.rootViewController = a
        storyboard.segue(id, from: a, to: UIViewController.self, kind: .show)
        storyboard.trigger("go", in: a, segue: id)
        for _ in 0..<1000 { user.tap("go", in: a) }

        """,
      id: DiagnosticID.limit, expected: "7:21: \(logLimit)"),
  ]

  @Test(arguments: cases)
  func endsWithALocatedError(_ testCase: Case) {
    let outcome = run(testCase.source)
    let error = outcome.error
    #expect(error?.id == testCase.id)
    #expect(error.map { "\($0.location.line):\($0.location.column): \($0.message)" } == testCase.expected)
  }

  @Test("an array of 2 400 controllers runs (linear position conversion and collection)")
  func largeArrayRuns() {
    let source =
      "let a = [\n" + Array(repeating: "UIViewController()", count: 2400).joined(separator: ",\n")
      + "]\nprint(a.count)\n"
    let outcome = run(source)
    #expect(outcome.error == nil)
    #expect(outcome.lines == ["2400"])
  }

  @Test("thousands of syntax errors: the first 20, the last with a count of the rest")
  func manySyntaxErrors() {
    let line = Array(repeating: "x()", count: 25).joined(separator: " ")
    let outcome = run(Array(repeating: line, count: 400).joined(separator: "\n") + "\n")
    #expect(outcome.diagnostics.count == 20)
    #expect(outcome.diagnostics.allSatisfy { $0.id == DiagnosticID.parse && $0.severity == .error })
    #expect(
      outcome.diagnostics.first.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        == "1:5: expected ';'")
    #expect(outcome.diagnostics.last?.notes.map(\.message) == ["9580 more problems in this block are not shown"])
  }

  @Test("a few dozen syntax errors keep SwiftParserDiagnostics' wording, and are cut at 20 too")
  func someSyntaxErrors() {
    let outcome = run(Array(repeating: "x() x()", count: 32).joined(separator: "\n") + "\n")
    #expect(outcome.diagnostics.count == 20)
    #expect(
      outcome.diagnostics.first?.message == "consecutive statements on a line must be separated by newline or ';'")
    #expect(outcome.diagnostics.last?.notes.last?.message == "12 more problems in this block are not shown")
  }

  @Test("a stray ')' in a class of a few hundred methods is one error at its line")
  func strayParenthesisInALargeClass() {
    var body = ""
    for index in 0..<240 {
      body +=
        "  func method\(index)(_ value: Int) {\n    print(\"method \(index) called with\", value\(index == 150 ? ")" : ""))\n"
      body += "    title = \"step \(index)\"\n  }\n"
    }
    let outcome = run("class Big: UIViewController {\n\(body)}\nlet b = Big()\n")
    #expect(
      outcome.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
        "603:43: unexpected code ')' in function"
      ])
  }

  @Test("thousands of unsupported constructs: the first 20, the last with a count of the rest")
  func manyUnsupportedConstructs() {
    let outcome = run("var i = 0\n" + String(repeating: "if i < 1 { _ = \\A.b }\n", count: 2000))
    #expect(outcome.diagnostics.count == 20)
    #expect(outcome.diagnostics.allSatisfy { $0.id == DiagnosticID.unsupported })
    #expect(outcome.diagnostics.last?.notes.last?.message == "1980 more problems in this block are not shown")
  }

  @Test("chains across lines, long 'else if' chains and many calls in a row pass the chain limit")
  func ordinaryCodePassesTheChainLimit() {
    var source = "nav\n  .pushViewController(a, animated: true)\n"
    source += "if a.b.c {\n" + String(repeating: "} else if a.b.c.d(e) {\n", count: 100) + "}\n"
    source += String(repeating: "a.b.c(d).e[0]?.f()\n", count: 200)
    source += "let r = (0..<10).reversed(); let s = 0...9\n"
    #expect(SourceGuard.check(source) == nil)
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
