import Testing

@testable import ScenarioKit

/// `loadView()`: UIKit calls an override once, when the view is first needed, right before
/// `viewDidLoad`; the override gives the controller its view with `view = …` (docs/engine.md 41).
@Suite("loadView")
struct LoadViewTests {
  static let profile = """
    class ProfileViewController: UIViewController {
        override func loadView() {
            let root = UIView()
            view = root
            print("made the view")
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UILabel())
        }
    }
    let p = ProfileViewController()
    print("---")

    """

  static let examples: [LogExample] = [
    LogExample(
      name: "an override runs once, logged, on the first use of the view, before viewDidLoad",
      source: profile + "print(p.isViewLoaded)\nwindow.rootViewController = p\nprint(p.view.subviews.count)",
      lines: [
        "false", "p.loadView", "made the view", "p.viewDidLoad", "p.viewWillAppear", "p.viewDidAppear", "1",
      ]),
    LogExample(
      name: "loadViewIfNeeded loads it too",
      source: profile + "p.loadViewIfNeeded()\np.loadViewIfNeeded()",
      lines: ["p.loadView", "made the view", "p.viewDidLoad"]),
    LogExample(
      name: "without an override nothing is logged for it",
      source: "let a = UIViewController()\nprint(\"---\")\nwindow.rootViewController = a",
      lines: ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }

  @Test("a view is what 'view' takes; one that brings subviews along is not simulated")
  func refusals() {
    let wrongType = run("let a = UIViewController()\na.view = 3")
    #expect(wrongType.error?.message == "cannot assign value of type 'Int' to type 'UIView'")
    let withSubviews = run(
      """
      class A: UIViewController {
          override func loadView() {
              let v = UIView()
              v.addSubview(UILabel())
              view = v
          }
      }
      window.rootViewController = A()
      """)
    #expect(withSubviews.error?.id == DiagnosticID.notSimulated)
    #expect(withSubviews.error?.location.line == 5)
  }
}
