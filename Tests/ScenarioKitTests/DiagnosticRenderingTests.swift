import Testing

@testable import ScenarioKit

@Suite struct DiagnosticRenderingTests {
  @Test func rendersFileLineColumnSourceAndCaret() {
    let scenario = Scenario.parse(
      source: "let a = UIViewController()\n  typealias E = Int",
      origin: SourceOrigin(file: "guide/present.md", firstLine: 40))
    #expect(
      scenario.renderer.render(scenario.diagnostics) == """
        guide/present.md:41:3: error: 'typealias' is not supported in scenarios
         41 |   typealias E = Int
            |   ^

        """)
  }

  @Test func columnOffsetRestoresTheFencesIndentation() {
    let origin = SourceOrigin(file: "list.md", firstLine: 7, columnOffset: 4)
    let scenario = Scenario.parse(source: "typealias E = Int", origin: origin)
    let diagnostic = scenario.diagnostics[0]
    #expect(diagnostic.location == SourceLocation(file: "list.md", line: 7, column: 5))
    #expect(
      scenario.renderer.render(diagnostic)
        == "list.md:7:5: error: 'typealias' is not supported in scenarios\n 7 |     typealias E = Int\n   |     ^\n")
  }

  @Test func tabsBeforeTheColumnStayTabs() {
    let renderer = DiagnosticRenderer(lines: { _, _ in "\tlet x = 1" })
    let diagnostic = Diagnostic.error(.parse, at: SourceLocation(file: "f", line: 1, column: 6), "m")
    #expect(renderer.render(diagnostic) == "f:1:6: error: m\n 1 | \tlet x = 1\n   | \t    ^\n")
  }

  @Test func withoutSourceLinesHeadersAndNotesFollow() {
    let diagnostic = Diagnostic(
      .warning, .continuation, at: SourceLocation(file: "f.md", line: 3, column: 2), "careful",
      notes: [
        .init(message: "because"), .init(message: "here", location: SourceLocation(file: "f.md", line: 1, column: 1)),
      ])
    #expect(
      DiagnosticRenderer().render(diagnostic) == "f.md:3:2: warning: careful\nnote: because\nf.md:1:1: note: here\n")
    #expect(diagnostic.description == "f.md:3:2: warning: careful")
  }

  @Test func uikitExceptionsInsideOverridesPointAtTheInnermostStatement() {
    let outcome = run(
      """
      class Parent: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let child = UIViewController()
              addChild(child)
              present(child, animated: true)
          }
      }
      window.rootViewController = Parent()
      """, file: "nested.md", firstLine: 100)
    #expect(outcome.error?.id == DiagnosticID.uikit)
    #expect(outcome.error?.location == SourceLocation(file: "nested.md", line: 105, column: 9))
    #expect(outcome.error?.message.hasPrefix("Application tried to present modally a view controller child") == true)
  }
}

@Suite struct WideCharacterRenderingTests {
  @Test func caretsSkipWideCharactersAsTwoColumns() {
    let scenario = Scenario.parse(source: "print(\"显示\"); typealias E = Int", origin: .standalone("zh.md"))
    let rendered = scenario.renderer.render(scenario.diagnostics)
    #expect(scenario.diagnostics.first?.location.column == 14, "columns count characters")
    #expect(
      rendered.split(separator: "\n").last.map(String.init) == "   | " + String(repeating: " ", count: 15) + "^",
      "two columns for each of the two ideographs")
  }
}
