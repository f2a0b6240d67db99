import DocEngine
import Testing

@testable import ScenarioKit

/// `continue`: blocks of one page share a session; pages do not share anything.
@Suite struct SessionTests {
  private func scenario(_ source: String, line: Int) -> Scenario {
    Scenario.parse(source: source, origin: SourceOrigin(file: "page.md", firstLine: line))
  }

  @Test func continueBlocksSeeThePreviousState() {
    let session = ScenarioSession()
    let first = session.run(scenario("let a = UIViewController()\nwindow.rootViewController = a", line: 10))
    let second = session.run(
      scenario(
        "let b = UIViewController()\na.present(b, animated: true)\nassert(b.presentingViewController === a)", line: 20))
    #expect(first.lines == ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
    #expect(second.diagnostics.isEmpty)
    #expect(second.lines == ["b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear"], "only this block's events")
    #expect(second.finalHierarchy.root?.presentation?.presented.displayName == "b")
    #expect(session.blockCount == 2)
  }

  @Test func classesCarryOverToo() {
    let session = ScenarioSession()
    _ = session.run(
      scenario("class Greeter: UIViewController {\n  override func viewDidLoad() { print(\"hello\") }\n}", line: 1))
    let second = session.run(scenario("window.rootViewController = Greeter()", line: 5))
    #expect(second.lines == ["Greeter.viewDidLoad", "hello", "Greeter.viewWillAppear", "Greeter.viewDidAppear"])
  }

  @Test func blocksWithoutContinueStartFresh() {
    let outcomes = ScenarioRunner.runPage([
      .init(scenario: scenario("let a = UIViewController()\nwindow.rootViewController = a", line: 1), continues: false),
      .init(scenario: scenario("print(a)", line: 10), continues: false),
      .init(scenario: scenario("let a = UIViewController()", line: 20), continues: false),
      .init(scenario: scenario("print(\"a is \\(a)\")", line: 30), continues: true),
    ])
    #expect(outcomes[1].error?.message == "cannot find 'a' in scope")
    #expect(outcomes[1].error?.location == SourceLocation(file: "page.md", line: 10, column: 7))
    #expect(outcomes[3].succeeded)
    #expect(outcomes[3].lines == ["a is a"])
  }

  @Test func aFirstBlockWithContinueIsWarnedAbout() {
    let outcomes = ScenarioRunner.runPage([.init(scenario: scenario("print(1)", line: 3), continues: true)])
    #expect(outcomes[0].diagnostics.map(\.id) == [DiagnosticID.continuation])
    #expect(outcomes[0].diagnostics.first?.severity == .warning)
    #expect(outcomes[0].succeeded)
  }

  @Test func continuingAfterAFailureIsWarnedAbout() {
    let session = ScenarioSession()
    let failed = session.run(scenario("let a = UIViewController()\nassert(a.isViewLoaded)", line: 1))
    #expect(!failed.succeeded)
    let next = session.run(scenario("print(a.isViewLoaded)", line: 8))
    #expect(next.lines == ["false"])
    #expect(next.diagnostics.map(\.id) == [DiagnosticID.continuation])
  }

  @Test func redeclaringInAContinueBlockIsAnError() {
    let session = ScenarioSession()
    _ = session.run(scenario("let a = UIViewController()", line: 1))
    let second = session.run(scenario("let a = UIViewController()", line: 5))
    #expect(second.error?.id == DiagnosticID.redeclaration)
    #expect(second.error?.message == "invalid redeclaration of 'a'")
    #expect(second.error?.notes == [.init(message: "'a' was declared by an earlier block of this page")])
    let same = ScenarioRunner.run(scenario("let a = 1\nlet a = 2", line: 30))
    #expect(
      same.error?.notes == [
        .init(message: "'a' previously declared here", location: SourceLocation(file: "page.md", line: 30, column: 5))
      ])
  }

  @Test func errorsInCodeAnEarlierBlockDeclaredNameItsLine() {
    let session = ScenarioSession()
    let declared = session.run(
      scenario(
        """
        class Screen: UIViewController {
          var count = 0
          func broken() {
            assert(isViewLoaded, "not loaded")
          }
        }
        """, line: 10))
    #expect(declared.succeeded)
    let calling = session.run(scenario("let s = Screen()\ns.broken()", line: 30))
    #expect(
      calling.error?.location == SourceLocation(file: "page.md", line: 13, column: 5),
      "the assert in the method, not line 33")
    let fresh = ScenarioSession()
    _ = fresh.run(scenario("var n = 2\nlet later = {\n  assert(n == 1)\n}", line: 10))
    let closure = fresh.run(scenario("later()", line: 20))
    #expect(
      closure.error?.location == SourceLocation(file: "page.md", line: 12, column: 3), "the assert in the closure")
    // The events of the later block count their statements in the block's own text.
    let third = session.run(scenario("\nwindow.rootViewController = UIViewController()", line: 40))
    #expect(third.events.allSatisfy { $0.cause == StatementTag(line: 2, column: 1) })
    #expect(third.events.compactMap { third.location(of: $0) }.allSatisfy { $0.line == 41 })
  }

  @Test func eventsMapToTheirMarkdownLines() {
    let outcome = ScenarioRunner.run(
      scenario("let a = UIViewController()\n\nwindow.rootViewController = a", line: 41))
    let locations = outcome.events.compactMap { outcome.location(of: $0) }
    #expect(locations.count == 3)
    #expect(locations.allSatisfy { $0 == SourceLocation(file: "page.md", line: 43, column: 1) })
  }

  @Test func pagesRunInParallelWithoutSharing() async {
    let source = "let a = UIViewController()\nwindow.rootViewController = a\nprint(\"done\")"
    let logs = await withTaskGroup(of: String.self) { group in
      for index in 0..<8 {
        group.addTask {
          ScenarioRunner.run(
            Scenario.parse(source: source, origin: SourceOrigin(file: "p\(index).md"))
          ).log
        }
      }
      var result: [String] = []
      for await log in group { result.append(log) }
      return result
    }
    #expect(Set(logs).count == 1, "the same scenario gives the same bytes")
  }
}
