import Testing

@testable import DocGenKit

/// `ios=` on a scenario fence and `check --ios`: a block runs on the version it names, and a
/// claim whose log differs between compared versions is reported unless its block names one.
@Suite struct VersionOptionTests {
  static let presentAndDismiss = """
    let a = UIViewController()
    window.rootViewController = a
    let b = UIViewController()
    a.present(b, animated: true)
    """

  @Test("a block naming ios=12 runs with iOS 12's full-screen default; its neighbour on the site's version")
  func blockRunsOnTheVersionItNames() throws {
    let scratch = Scratch()
    try scratch.write(
      """
      ```swift scenario id=old ios=12
      \(Self.presentAndDismiss)
      ```

      ```log
      a.viewDidLoad
      a.viewWillAppear
      a.viewDidAppear
      b.viewDidLoad
      a.viewWillDisappear
      b.viewWillAppear
      b.viewDidAppear
      a.viewDidDisappear
      ```

      ```swift scenario id=new
      \(Self.presentAndDismiss)
      ```

      ```log
      a.viewDidLoad
      a.viewWillAppear
      a.viewDidAppear
      b.viewDidLoad
      b.viewWillAppear
      b.viewDidAppear
      ```

      """, to: "note.md")
    let report = Checker(paths: [scratch.path + "/note.md"]).run()
    #expect(report.diagnostics.map(\.message) == [])
    #expect(report.summary == "2 passed, 0 failed")
  }

  @Test(
    "ios= must be a version scenarios run on, and a continue block may not change it",
    arguments: [
      (
        "```swift scenario ios=11\nx\n```\n",
        "p.md:1:1: 'ios=11' is not a version scenarios run on: use one such as ios=12 or ios=16.4 (12 or later)"
      ),
      (
        "```swift scenario ios=x\nx\n```\n",
        "p.md:1:1: 'ios=x' is not a version scenarios run on: use one such as ios=12 or ios=16.4 (12 or later)"
      ),
      (
        "```swift scenario ios=12\nx\n```\n```swift scenario continue ios=17\ny\n```\n",
        "p.md:4:1: 'ios=17' on a 'continue' block: a chain runs on its first block's iOS (ios=12)"
      ),
    ])
  func badVersionOptions(_ example: (String, String)) {
    #expect(ScenarioBlockTests.parse(example.0).1 == [example.1])
  }

  @Test("check --ios 12,17 reports a claim whose log differs between them, not one whose block names its version")
  func comparisonReportsDifferingClaims() throws {
    let scratch = Scratch()
    try scratch.write(
      """
      ```swift scenario id=unnamed
      \(Self.presentAndDismiss)
      ```

      ```log
      a.viewDidLoad
      a.viewWillAppear
      a.viewDidAppear
      b.viewDidLoad
      b.viewWillAppear
      b.viewDidAppear
      ```

      ```swift scenario id=named ios=17
      \(Self.presentAndDismiss)
      ```

      ```log
      a.viewDidLoad
      a.viewWillAppear
      a.viewDidAppear
      b.viewDidLoad
      b.viewWillAppear
      b.viewDidAppear
      ```

      """, to: "note.md")
    var checker = Checker(paths: [scratch.path + "/note.md"])
    checker.comparedVersions = try #require(Checker.versions(parsing: "12,17"))
    let report = checker.run()
    #expect(report.summary == "2 passed, 1 failed")
    #expect(
      report.diagnostics.map { "\($0.location.line): \($0.id.rawValue): \($0.message)" } == [
        "8: check.ios-version: the log of scenario 'unnamed' differs between iOS 12 and iOS 17 (-iOS 12 +iOS 17); name the version the claim is about with ios="
      ])
    #expect(Checker.versions(parsing: "12,x") == nil)
    #expect(Checker.versions(parsing: "11") == nil)
  }
}

@Suite("Blocks that name their iOS version, on a built page")
struct VersionedBlockPageTests {
  @Test("a block with ios= is marked versioned and labelled with its version, so two stand side by side")
  func versionedBlockIsMarkedAndLabelled() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write(
      """
      ---
      title: First
      order: 1
      ---

      ```swift scenario id=old ios=12
      let a = UIViewController()
      ```

      ```swift scenario id=site
      let a = UIViewController()
      ```

      """, to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(report.succeeded)
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    #expect(page.contains("<section class=\"scenario versioned\" id=\"scenario-old\">"))
    #expect(page.contains("<span class=\"option\">iOS 12</span>"))
    #expect(page.contains("<section class=\"scenario\" id=\"scenario-site\">"))
  }
}
