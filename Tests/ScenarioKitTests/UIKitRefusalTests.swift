import Testing

@testable import ScenarioKit

/// Where UIKit is stricter than a lenient simulation would be: navigation-stack exceptions,
/// the modality of a presented container's children, a re-tapped tab (docs/engine.md 26–28).
@Suite("UIKit's own checks")
struct UIKitRefusalTests {

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "pushing a navigation controller",
      source:
        "let nav = UINavigationController(rootViewController: UIViewController())\nwindow.rootViewController = nav\nnav.pushViewController(UINavigationController(), animated: true)",
      message: "Pushing a navigation controller is not supported"),
    RefusalExample(
      name: "a stack with the same controller twice",
      source:
        "let nav = UINavigationController()\nlet a = UIViewController()\nnav.setViewControllers([a, a], animated: false)",
      message: "All view controllers in a navigation controller must be distinct ((a, a))"),
    RefusalExample(
      name: "popping to a controller not in the stack",
      source:
        "let nav = UINavigationController(rootViewController: UIViewController())\nwindow.rootViewController = nav\nlet stranger = UIViewController()\nnav.popToViewController(stranger, animated: true)",
      message: "Tried to pop to a view controller that doesn't exist."),
  ]

  @Test(arguments: refusals)
  func refuses(_ refusal: RefusalExample) {
    refusal.check()
  }

  static let examples: [LogExample] = [
    LogExample(
      name: "a presented navigation controller's top child with isModalInPresentation refuses the swipe",
      source: """
        class Home: UIViewController, UIAdaptivePresentationControllerDelegate {
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                print("attempt refused")
            }
        }
        let home = Home()
        window.rootViewController = home
        let edit = UIViewController()
        let nav = UINavigationController(rootViewController: edit)
        nav.presentationController?.delegate = home
        home.present(nav, animated: true)
        edit.isModalInPresentation = true
        print("---")
        user.swipeDown(nav)
        assert(home.presentedViewController === nav)
        """,
      lines: ["home.presentationControllerDidAttemptToDismiss", "attempt refused"]),
    LogExample(
      name: "tapping the selected tab again pops its navigation stack to the root and calls didSelect again",
      source: """
        class Tabs: UITabBarController, UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                print("didSelect")
            }
        }
        let tabs = Tabs()
        tabs.delegate = tabs
        let list = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        tabs.viewControllers = [nav, UIViewController()]
        window.rootViewController = tabs
        let detail = UIViewController()
        nav.pushViewController(detail, animated: false)
        print("---")
        user.selectTab(0, in: tabs)
        assert(nav.viewControllers == [list])
        """,
      lines: [
        "detail.willMove(toParent: nil)", "detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear",
        "list.viewDidAppear", "detail.didMove(toParent: nil)", "tabs.tabBarController(tabs, didSelect: nav)",
        "didSelect",
      ]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }
}
