import Testing

@testable import ScenarioKit

/// C4: a child whose view is added while its parent loads (in the parent's `viewDidLoad`)
/// appears with its parent, whichever way the parent comes on screen — never before it.
@Suite("A child added in viewDidLoad appears with its parent")
struct ChildAppearanceTests {
  static let cart = """
    class CartViewController: UIViewController {
        let summary = UIViewController()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(summary)
            view.addSubview(summary.view)
            summary.didMove(toParent: self)
        }
    }
    let home = UIViewController()
    window.rootViewController = home
    let cart = CartViewController()
    print("---")

    """

  static let loaded = [
    "cart.viewDidLoad", "UIViewController.willMove(toParent: cart)", "UIViewController.viewDidLoad",
    "UIViewController.didMove(toParent: cart)",
  ]

  static let examples: [LogExample] = [
    LogExample(
      name: "C4 presented: the child appears after its parent's viewWillAppear, not inside present",
      source: cart + "home.present(cart, animated: true)",
      lines: loaded + [
        "cart.viewWillAppear", "UIViewController.viewWillAppear", "cart.viewDidAppear",
        "UIViewController.viewDidAppear",
      ]),
    LogExample(
      name: "C4 presented full screen: the same, around the presenter's disappearance",
      source: cart + "cart.modalPresentationStyle = .fullScreen\nhome.present(cart, animated: false)",
      lines: loaded + [
        "home.viewWillDisappear", "cart.viewWillAppear", "UIViewController.viewWillAppear", "cart.viewDidAppear",
        "UIViewController.viewDidAppear", "home.viewDidDisappear",
      ]),
    LogExample(
      name: "C4 the window's root: the child appears with it",
      source: cart + "window.rootViewController = cart",
      lines: loaded + [
        "home.viewWillDisappear", "cart.viewWillAppear", "UIViewController.viewWillAppear",
        "home.viewDidDisappear", "cart.viewDidAppear", "UIViewController.viewDidAppear",
      ]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }
}
