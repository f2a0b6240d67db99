import Testing

@testable import ScenarioKit

/// The main queue and its virtual clock (docs/engine.md, "Time"): when scheduled work runs
/// relative to the lifecycle callbacks.
@Suite("The main queue")
struct MainQueueTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "async work runs when the statement that scheduled it has finished",
      source: """
        class Handler: NSObject {
            func handle() {
                DispatchQueue.main.async { print("later") }
                print("same statement")
            }
        }
        let handler = Handler()
        print("---")
        handler.handle()
        print("next statement")
        """,
      lines: ["same statement", "later", "next statement"]),
    LogExample(
      name: "work scheduled during an animated presentation runs before viewDidAppear",
      source: """
        class Detail: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                DispatchQueue.main.async { print("async from viewWillAppear") }
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        print("---")
        a.present(Detail(), animated: true) { print("completion") }
        """,
      lines: [
        "Detail.viewDidLoad", "Detail.viewWillAppear", "async from viewWillAppear", "Detail.viewDidAppear",
        "completion",
      ]),
    LogExample(
      name: "without animation the transition finishes first",
      source: """
        class Detail: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                DispatchQueue.main.async { print("async from viewWillAppear") }
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        print("---")
        a.present(Detail(), animated: false)
        """,
      lines: ["Detail.viewDidLoad", "Detail.viewWillAppear", "Detail.viewDidAppear", "async from viewWillAppear"]),
    LogExample(
      name: "timed work runs in deadline order, then in the order scheduled",
      source: """
        class Scheduler: NSObject {
            func schedule() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { print("1 s") }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) { print("0.2 s") }
                DispatchQueue.main.async { print("next turn") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { print("0.2 s, second") }
                print("scheduled")
            }
        }
        print("---")
        Scheduler().schedule()
        print("each statement starts on a settled app")
        """,
      // The temporary `Scheduler()` goes when the statement ends, before the work it queued
      // runs (none of it captures the scheduler), as ARC frees it.
      lines: [
        "scheduled", "Scheduler.deinit", "next turn", "0.2 s", "0.2 s, second", "1 s",
        "each statement starts on a settled app",
      ]),
    LogExample(
      name: "a UIView.animate completion comes after its animations, on the queue",
      source: """
        class Fader: NSObject {
            func fade() {
                UIView.animate(withDuration: 0.3, animations: { print("animations") }) { finished in print("done \\(finished)") }
                print("after the call")
            }
        }
        let fader = Fader()
        print("---")
        fader.fade()
        """,
      lines: ["animations", "after the call", "done true"]),
    LogExample(
      name: "dismiss completion after viewDidDisappear; work scheduled in viewWillDisappear before it",
      source: """
        class Detail: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                DispatchQueue.main.async { print("async from viewWillDisappear") }
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        a.present(Detail(), animated: false)
        print("---")
        a.dismiss(animated: true) { print("completion") }
        """,
      lines: [
        "Detail.viewWillDisappear", "async from viewWillDisappear", "Detail.viewDidDisappear", "completion",
        "Detail.deinit",
      ]),
  ]

  @Test(arguments: examples)
  func runs(_ example: LogExample) {
    example.checkAfterMarker()
  }

  @Test func syncOnTheMainQueueIsRefused() {
    let outcome = run("DispatchQueue.main.sync { print(1) }")
    #expect(
      outcome.error?.message == "DispatchQueue.main.sync from the main queue never returns (it deadlocks); use 'async'")
  }
}
