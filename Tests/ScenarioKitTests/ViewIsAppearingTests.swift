import Testing

@testable import ScenarioKit

/// `viewIsAppearing(_:)`: logged for classes that override it, after every `viewWillAppear` of
/// the transition and before any `viewDidAppear` (docs/engine.md 33).
@Suite("viewIsAppearing")
struct ViewIsAppearingTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "between viewWillAppear and viewDidAppear, only where overridden",
      source: """
        class Detail: UIViewController {
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                print("laid out")
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        a.modalPresentationStyle = .fullScreen
        print("---")
        let d = Detail()
        d.modalPresentationStyle = .fullScreen
        a.present(d, animated: true)
        """,
      lines: [
        "d.viewDidLoad", "a.viewWillDisappear", "d.viewWillAppear", "d.viewIsAppearing", "laid out", "d.viewDidAppear",
        "a.viewDidDisappear",
      ]),
    LogExample(
      name: "a parent and its child: both viewWillAppear first, then viewIsAppearing in the same order",
      source: """
        class Shows: UIViewController {
            override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
        }
        let parent = Shows()
        let child = Shows()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        print("---")
        window.rootViewController = parent
        """,
      lines: [
        "parent.viewWillAppear", "child.viewWillAppear", "parent.viewIsAppearing", "child.viewIsAppearing",
        "parent.viewDidAppear", "child.viewDidAppear",
      ]),
    LogExample(
      name: "before main-queue work scheduled in viewWillAppear",
      source: """
        class Detail: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                DispatchQueue.main.async { print("async") }
            }
            override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
        }
        let a = UIViewController()
        window.rootViewController = a
        print("---")
        a.present(Detail(), animated: true)
        """,
      lines: ["Detail.viewDidLoad", "Detail.viewWillAppear", "Detail.viewIsAppearing", "async", "Detail.viewDidAppear"]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }
}
