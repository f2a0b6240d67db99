import Testing

@testable import ScenarioKit

/// Opting out of automatic appearance forwarding (docs/engine.md 29).
@Suite("Manual appearance forwarding")
struct AppearanceForwardingTests {
  static let container = """
    class Container: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let c = Container()
    window.rootViewController = c
    let child = UIViewController()
    c.addChild(child)
    """

  static let examples: [LogExample] = [
    LogExample(
      name: "with forwarding off, adding a child's view calls nothing until the container says so",
      source: container + """

        print("---")
        c.view.addSubview(child.view)
        child.didMove(toParent: c)
        print("begin")
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        """,
      lines: [
        "child.viewDidLoad", "child.didMove(toParent: c)", "begin", "child.viewWillAppear", "child.viewDidAppear",
      ]),
    LogExample(
      name: "the container's own appearance is not forwarded to its children",
      source: container + """

        c.view.addSubview(child.view)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        print("---")
        c.present(UIViewController(), animated: false) // nothing: a sheet keeps c on screen
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        c.presentedViewController!.dismiss(animated: false)
        c.present(cover, animated: false)
        """,
      lines: [
        "UIViewController.viewDidLoad", "UIViewController.viewWillAppear", "UIViewController.viewDidAppear",
        "UIViewController.viewWillDisappear", "UIViewController.viewDidDisappear", "UIViewController.deinit",
        "cover.viewDidLoad", "c.viewWillDisappear", "cover.viewWillAppear", "cover.viewDidAppear", "c.viewDidDisappear",
      ]),
    LogExample(
      name: "begin(false) then end gives the disappear pair",
      source: container + """

        c.view.addSubview(child.view)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        print("---")
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        """,
      lines: ["child.viewWillDisappear", "child.viewDidDisappear"]),
    LogExample(
      name: "an end without a begin is UIKit's console warning",
      source: container + """

        print("---")
        child.endAppearanceTransition()
        """,
      lines: ["warning: Unbalanced calls to begin/end appearance transitions for child."]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }
}
