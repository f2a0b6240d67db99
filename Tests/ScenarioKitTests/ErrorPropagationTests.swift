import Testing

@testable import ScenarioKit

/// Errors raised inside code the engine calls (overrides, delegate methods, completion
/// handlers) stop the scenario at their own position, and the session stays usable.
@Suite struct ErrorPropagationTests {
  @Test func anAssertInsideAnOverride() {
    let outcome = run(
      """
      class Checked: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              assert(presentingViewController == nil, "shown as root")
          }
      }
      let a = UIViewController()
      window.rootViewController = a
      a.present(Checked(), animated: true)
      print("not reached")
      """)
    #expect(outcome.error?.id == DiagnosticID.assertion)
    #expect(outcome.error?.location.line == 4)
    #expect(outcome.error?.location.column == 9)
    #expect(
      outcome.error?.message == "assertion failed: presentingViewController == nil (left: a, right: nil): shown as root"
    )
    #expect(outcome.lines.last == "Checked.viewDidAppear")
  }

  @Test func anErrorInsideACompletionHandler() {
    let outcome = run(
      """
      let a = UIViewController()
      window.rootViewController = a
      let b = UIViewController()
      a.present(b, animated: true) {
          print("completion")
          let missing = b.parent!
      }
      """)
    #expect(outcome.error?.id == DiagnosticID.unwrap)
    #expect(outcome.error?.location.line == 6)
    #expect(outcome.lines.last == "completion")
  }

  @Test func theSessionGoesOnAfterAnErrorInATransition() {
    let session = ScenarioSession()
    let failed = session.run(
      Scenario.parse(
        source: """
          let a = UIViewController()
          window.rootViewController = a
          let b = UIViewController()
          a.present(b, animated: true) { assert(false) }
          """, origin: .standalone()))
    #expect(failed.error?.id == DiagnosticID.assertion)
    let next = session.run(
      Scenario.parse(
        source: "a.dismiss(animated: true)\nprint(\"dismissed: \\(a.presentedViewController == nil)\")",
        origin: .standalone()))
    #expect(next.error == nil, "\(next.diagnostics)")
    #expect(next.lines.last == "dismissed: true")
  }

  @Test func delegateReturnValuesMustBeWhatUIKitExpects() {
    let outcome = run(
      """
      class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
          func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { true }
      }
      let d = Delegate()
      let a = UIViewController()
      window.rootViewController = a
      let b = UIViewController()
      b.presentationController?.delegate = d
      a.present(b, animated: true)
      user.swipeDown(b)
      print("gone: \\(a.presentedViewController == nil)")
      """)
    #expect(outcome.succeeded, "\(outcome.diagnostics)")
    #expect(outcome.lines.last == "gone: true")
  }
}

@Suite struct RunawayTests {
  @Test func selfReproducingInitialValuesStop() {
    let outcome = run("class Node: NSObject {\n  var next = Node()\n}\nlet n = Node()")
    #expect(outcome.error?.id == DiagnosticID.runaway)
  }

  @Test func closuresCallingThemselvesStop() {
    let outcome = run("var f: (() -> Void)? = nil\nf = { f?() }\nf?()")
    #expect(outcome.error?.id == DiagnosticID.runaway)
    #expect(outcome.error?.location.line == 2)
  }
}
