import Foundation
import Testing

@testable import DocGenKit

@Suite("docgen check, bless and run")
struct CheckBlessRunTests {
  @Test("check reports stale claims with a diff, translation differences at both places, and counts")
  func check() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "claims")
    let report = Checker(paths: [content]).run()
    let root = scratch.path + "/"
    #expect(report.summary == "5 passed, 2 failed")
    #expect(
      report.diagnostics.map {
        "\($0.location.file.replacingOccurrences(of: root, with: "")):\($0.location.line): \($0.message.replacingOccurrences(of: root, with: ""))"
      } == [
        "Content/en/page.md:1: Content/zh/page.md:23 has scenario 'extra', which this page lacks",
        "Content/en/page.md:30: scenario 'stale' runs other code than in Content/zh/page.md:19 (beyond comments and strings)",
        "Content/en/page.md:34: the log of scenario 'stale' differs from the engine's (-claimed +engine)",
        "Content/en/page.md:40: scenario 'child-presents' is missing from the translation Content/zh/page.md",
        "Content/zh/page.md:1: this translation lacks scenario 'child-presents' of Content/en/page.md:40",
        "Content/zh/page.md:19: scenario 'stale' runs other code than in Content/en/page.md:30 (beyond comments and strings)",
        "Content/zh/page.md:23: scenario 'extra' does not exist in Content/en/page.md",
      ])
    let claim = try #require(report.diagnostics.first { $0.id == .staleClaim })
    #expect(
      claim.details == [
        "--- claimed", "+++ engine", "@@ -1,3 +1,4 @@", " b.viewWillDisappear", "+a.viewWillAppear", " a.viewDidAppear",
        " b.viewDidDisappear",
      ])
  }

  @Test("a block marked fails must fail; an assert that does not hold names both sides")
  func failsAndAsserts() throws {
    let scratch = Scratch()
    try scratch.write(
      """
      ```swift scenario id=ok fails
      let a = UIViewController()
      ```

      ```swift scenario id=bad
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = a
      a.present(b, animated: false)
      assert(b.presentingViewController === b)
      ```

      """, to: "note.md")
    let report = Checker(paths: [scratch.path + "/note.md"]).run()
    #expect(report.summary == "0 passed, 2 failed")
    #expect(
      report.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
        "1:1: scenario 'ok' is marked 'fails' but ran to its end without an error",
        "10:1: assertion failed: b.presentingViewController === b (left: a, right: b)",
      ])
  }

  @Test(
    "an error in a method an earlier block declared is at the method's line, cached or not, also inside a list item")
  func errorInAnEarlierBlocksMethod() throws {
    let scratch = Scratch()
    try scratch.write(
      """
      - In a list:

        ```swift scenario id=declare
        class Screen: UIViewController {
          func broken() {
            assert(isViewLoaded)
          }
        }
        ```

      ```swift scenario id=between continue
      let other = Screen()
      ```

      ```swift scenario id=call continue
      let s = Screen()
      s.broken()
      ```

      """, to: "note.md")
    let cache = ScenarioCache(folder: scratch.path + "/cache")
    for run in ["first", "cached"] {
      let report = Checker(paths: [scratch.path + "/note.md"], runner: PageRunner(cache: cache)).run()
      #expect(
        report.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
          "6:7: assertion failed: isViewLoaded"
        ], "\(run)")
    }
  }

  @Test("a scenario's notes keep their places in the page's report, cached or not; printed as before")
  func notesKeepTheirLocations() throws {
    let scratch = Scratch()
    try scratch.write(
      """
      - In a list:

        ```swift scenario id=open
        let a = UIViewController(
        window.rootViewController = a
        ```

      """, to: "note.md")
    let file = scratch.path + "/note.md"
    let cache = ScenarioCache(folder: scratch.path + "/cache")
    for run in ["first", "cached"] {
      let report = Checker(paths: [file], runner: PageRunner(cache: cache)).run()
      let error = try #require(report.diagnostics.first, "\(run)")
      #expect(error.location == SourceLocation(file: file, line: 5, column: 32), "\(run)")
      #expect(
        error.notes == [
          .init(message: "to match this opening '('", location: SourceLocation(file: file, line: 4, column: 27))
        ], "\(run)")
      #expect(
        DiagnosticRenderer().render(error)
          == "\(file):5:32: error: expected ')' to end function call\n\(file):4:27: note: to match this opening '('\n",
        "\(run)")
    }
  }

  @Test("bless rewrites only the claim's bytes; a second bless changes nothing; check then passes")
  func blessRoundTrip() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "claims")
    let file = content + "/en/page.md"
    let before = try String(contentsOfFile: file, encoding: .utf8)
    let first = Blesser(paths: [file]).run()
    #expect(
      first.rewritten.map { $0.replacingOccurrences(of: scratch.path + "/", with: "") } == ["Content/en/page.md:34"])
    let after = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      after
        == before.replacingOccurrences(
          of: "```log\nb.viewWillDisappear\na.viewDidAppear",
          with: "```log\nb.viewWillDisappear\na.viewWillAppear\na.viewDidAppear"))
    let second = Blesser(paths: [file]).run()
    #expect(second.rewritten.isEmpty)
    #expect(second.filesChanged == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == after)
    #expect(Checker(paths: [file]).run().summary == "3 passed, 0 failed")
  }

  @Test(
    "bless of a log line that is itself a fence lengthens the claim's fences; check then passes and a second bless changes nothing"
  )
  func blessFenceInLog() throws {
    let scratch = Scratch()
    try scratch.write(
      "```swift scenario\nprint(\"```\")\nprint(\"~~~~\")\nprint(\"````\")\n```\n\n```log\nold\n```\n", to: "note.md")
    let file = scratch.path + "/note.md"
    #expect(Blesser(paths: [file]).run().rewritten.count == 1)
    let blessed = try String(contentsOfFile: file, encoding: .utf8)
    #expect(blessed.hasSuffix("\n`````log\n```\n~~~~\n````\n`````\n"))
    #expect(Checker(paths: [file]).run().summary == "1 passed, 0 failed")
    #expect(Blesser(paths: [file]).run().rewritten.isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == blessed)
  }

  @Test("bless leaves the claims of a block that errs unexpectedly alone")
  func blessRefusesBrokenBlocks() throws {
    let scratch = Scratch()
    let text = "```swift scenario\nlet a = UIViewController()\na.presentt(a, animated: true)\n```\n\n```log\nold\n```\n"
    try scratch.write(text, to: "note.md")
    let report = Blesser(paths: [scratch.path + "/note.md"]).run()
    #expect(report.rewritten.isEmpty)
    #expect(report.diagnostics.hasErrors)
    #expect(try String(contentsOfFile: scratch.path + "/note.md", encoding: .utf8) == text)
  }

  @Test("run prints each block's log after a header when a note has several")
  func runMarkdown() throws {
    let scratch = Scratch()
    try scratch.write(
      "```swift scenario id=one\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n\n```swift scenario continue\nprint(\"hi\")\n```\n",
      to: "n.md")
    let file = scratch.path + "/n.md"
    let report = ScenarioFileRunner(file: file).run()
    #expect(
      report.output == [
        "== one (\(file):1)", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear", "== scenario-2 (\(file):6)", "hi",
      ])
    #expect(!report.failed)
  }

  @Test("run takes a file of bare Swift as one scenario, errors at its own lines")
  func runSwift() throws {
    let scratch = Scratch()
    try scratch.write(
      "let a = UIViewController()\nwindow.rootViewController = a\ntypealias E = Int\n", to: "s.swift")
    let report = ScenarioFileRunner(file: scratch.path + "/s.swift").run()
    #expect(report.output.isEmpty, "a scenario with an unsupported construct does not run at all")
    #expect(report.failed)
    #expect(report.diagnostics.first?.location.line == 3)
  }
}

@Suite("Scenarios on a built page")
struct ScenarioPageTests {
  @Test("a visible scenario shows its code, verified log, timeline and diagrams; a hidden one and its claim vanish")
  func scenarioSection() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write(
      """
      ---
      title: First
      order: 1
      ---

      ```swift scenario id=setup hidden
      let a = UIViewController()
      window.rootViewController = a
      ```

      ```log
      a.viewDidLoad
      a.viewWillAppear
      a.viewDidAppear
      ```

      ```swift scenario id=show continue
      let b = UIViewController()
      a.present(b, animated: true)
      printHierarchy()
      ```

      ```swift scenario id=empty
      let c = UIViewController()
      ```

      """, to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(report.succeeded)
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    #expect(!page.contains("id=\"scenario-setup\""))
    #expect(!page.contains("a.viewWillAppear"))
    #expect(page.contains("<section class=\"scenario\" id=\"scenario-show\">"))
    #expect(page.contains("<span class=\"option\">continue</span>"))
    // Pictures are files, shown by `<img>` (``PictureFiles``): per section, its timeline, one
    // diagram per printHierarchy() and one of the final state.
    let sections = page.components(separatedBy: "<section class=\"scenario\"").dropFirst()
    let pictures = sections.map { $0.components(separatedBy: "<img class=\"picture\"").count - 1 }
    #expect(pictures == [3, 2], "show: timeline, printHierarchy(), final; empty: an empty timeline too")
    #expect(page.contains("<figcaption>Hierarchy · printHierarchy() #1</figcaption><img class=\"picture\""))
    #expect(page.contains("b.viewDidLoad\nb.viewWillAppear\nb.viewDidAppear"))
  }
}
