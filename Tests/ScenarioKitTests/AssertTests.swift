import Testing

@testable import ScenarioKit

/// `assert`: a false one stops the scenario and names both sides' values.
@Suite struct AssertTests {
  @Test func identityNamesBothSides() {
    let outcome = run(
      """
      let a = UIViewController()
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      let b = UIViewController()
      a.present(b, animated: true)
      assert(b.presentingViewController === a)
      """)
    #expect(outcome.error?.id == DiagnosticID.assertion)
    #expect(outcome.error?.message == "assertion failed: b.presentingViewController === a (left: nav, right: a)")
    #expect(outcome.error?.location == SourceLocation(file: "test.md", line: 6, column: 1))
  }

  @Test func valuesAreQuotedAndNilIsNamed() {
    let outcome = run(
      """
      let a = UIViewController()
      a.title = "Home"
      assert(a.title == "Start", "the title changes later")
      """)
    #expect(
      outcome.error?.message
        == "assertion failed: a.title == \"Start\" (left: \"Home\", right: \"Start\"): the title changes later")
    let nilCase = run("let a = UIViewController()\nassert(a.presentedViewController !== nil)")
    #expect(nilCase.error?.message == "assertion failed: a.presentedViewController !== nil (left: nil, right: nil)")
  }

  @Test func otherConditionsShowTheirText() {
    let outcome = run("let a = UIViewController()\nassert(a.isViewLoaded && a.parent == nil)")
    #expect(outcome.error?.message == "assertion failed: a.isViewLoaded && a.parent == nil")
  }

  @Test func aTrueAssertionLogsNothingAndGoesOn() {
    let outcome = run("let a = UIViewController()\nassert(a.parent == nil)\nprint(\"after\")")
    #expect(outcome.succeeded)
    #expect(outcome.lines == ["after"])
  }

  @Test func theLogUpToTheFailureIsKept() {
    let outcome = run("print(\"one\")\nassert(1 == 2)\nprint(\"two\")")
    #expect(outcome.lines == ["one"])
    #expect(outcome.error?.message == "assertion failed: 1 == 2 (left: 1, right: 2)")
  }

  @Test func conditionsMustBeBools() {
    let outcome = run("let a = UIViewController()\nassert(a)")
    #expect(outcome.error?.id == DiagnosticID.type)
    #expect(outcome.error?.message == "a condition must be a Bool, not an object")
  }
}

@Suite struct PrintTests {
  @Test func printJoinsItemsWithSpacesAndSplitsLineBreaks() {
    let outcome = run("print(\"a\", 1, true)\nprint(\"two\\nlines\")\nprint()")
    #expect(outcome.lines == ["a 1 true", "two", "lines", ""])
  }

  @Test func printRejectsSeparatorArguments() {
    let outcome = run("print(\"a\", \"b\", separator: \"-\")")
    #expect(outcome.error?.message == "print's 'separator:' argument is not supported in scenarios")
    #expect(outcome.error?.location.column == 28)
  }
}
