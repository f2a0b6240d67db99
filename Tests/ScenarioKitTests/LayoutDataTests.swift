import Testing

@testable import ScenarioKit

/// Auto Layout recorded but not solved, stack views, tab bar items and the navigation bar's
/// visibility, as UIKit's reference describes them (docs/engine.md, row 39): a new constraint
/// is inactive until `isActive = true` or `NSLayoutConstraint.activate(_:)`, activating one
/// between views with no common ancestor raises, anchors of different axes do not type-check,
/// `addArrangedSubview(_:)` also adds a subview and `removeArrangedSubview(_:)` does not remove
/// it, and `insertSubview(_:belowSubview:)` puts the view just below its sibling.
@Suite("Auto Layout and controller data")
struct LayoutDataTests {
  static let runs: [LogExample] = [
    LogExample(
      name: "a constraint starts inactive; activate and deactivate change it, frames do not",
      source: """
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        parent.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
        print(top.isActive, top.constant)
        NSLayoutConstraint.activate([top])
        print(top.isActive, child.frame)
        NSLayoutConstraint.deactivate([top])
        print(top.isActive)
        """,
      lines: ["false 8.0", "true (0.0, 0.0, 0.0, 0.0)", "false"]),
    LogExample(
      name: "a width constraint needs no second item, and a guide's anchors belong to its view",
      source: """
        let screen = UIViewController()
        let logo = UIView()
        screen.view.addSubview(logo)
        logo.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let c = logo.topAnchor.constraint(greaterThanOrEqualTo: screen.view.safeAreaLayoutGuide.topAnchor)
        c.isActive = true
        print(c.isActive, logo.heightAnchor.constraint(equalTo: logo.widthAnchor, multiplier: 0.5).isActive)
        """,
      lines: ["screen.viewDidLoad", "true false"]),
    LogExample(
      name: "addArrangedSubview adds a subview; removeArrangedSubview keeps it as one",
      source: """
        let stack = UIStackView()
        let a = UILabel()
        let b = UILabel()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.removeArrangedSubview(a)
        print(stack.arrangedSubviews.count, stack.subviews.count, a.superview === stack)
        """,
      lines: ["1 2 true"]),
    LogExample(
      name: "insertSubview(_:belowSubview:) and (_:aboveSubview:) place the view next to its sibling",
      source: """
        let root = UIView()
        let a = UIView(); a.tag = 1
        let b = UIView(); b.tag = 2
        let c = UIView(); c.tag = 3
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        print(root.subviews.map { $0.tag })
        root.insertSubview(a, aboveSubview: b)
        print(root.subviews.map { $0.tag })
        """,
      lines: ["[1, 3, 2]", "[3, 2, 1]"]),
    LogExample(
      name: "a controller's tab bar item is made on first read and keeps what is set",
      source: """
        let vc = UIViewController()
        print(vc.tabBarItem.title == nil)
        vc.tabBarItem.title = "Feed"
        vc.tabBarItem.badgeValue = "2"
        print(vc.tabBarItem.title!, vc.tabBarItem.badgeValue!)
        vc.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 4)
        print(vc.tabBarItem.title!, vc.tabBarItem.tag)
        """,
      lines: ["true", "Feed 2", "Home 4"]),
    LogExample(
      name: "navigation bar visibility and status-bar settings are recorded",
      source: """
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.setNavigationBarHidden(true, animated: false)
        let sheet = UIViewController()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        print(nav.isNavigationBarHidden, sheet.modalPresentationCapturesStatusBarAppearance, sheet.hidesBottomBarWhenPushed)
        """,
      lines: ["UIViewController.willMove(toParent: nav)", "UIViewController.didMove(toParent: nav)", "true true false"]),
  ]

  @Test("a scenario's own type named like a refused UIKit name is the scenario's")
  func ownTaskType() {
    LogExample(
      source: """
        struct Task { var title: String }
        class Todo: NSObject { var tasks = [Task(title: "a")] }
        let todo = Todo()
        print(todo.tasks[0].title)
        """,
      lines: ["a"]
    ).check()
  }

  @Test(arguments: runs)
  func recordedAsUIKitDocumentsIt(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "activating a constraint between views with no common ancestor raises",
      source: """
        let a = UIView()
        let b = UIView()
        a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
        """,
      message:
        "Unable to activate constraint with anchors <UIView.leading> and <UIView.leading> because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
    ),
    RefusalExample(
      name: "anchors of different axes do not type-check",
      source: "let v = UIView()\nlet c = v.widthAnchor.constraint(equalTo: v.topAnchor)",
      message:
        "cannot convert value of type 'NSLayoutYAxisAnchor' to expected argument type 'NSLayoutAnchor<NSLayoutDimension>'"
    ),
    RefusalExample(
      name: "a constant-only constraint is a dimension's",
      source: "let v = UIView()\nlet c = v.topAnchor.constraint(equalToConstant: 10)",
      message:
        "'constraint(equalToConstant:)' is a method of NSLayoutDimension (widthAnchor, heightAnchor), not of 'NSLayoutYAxisAnchor' (topAnchor)"
    ),
    RefusalExample(
      name: "a stack view's axis is one of NSLayoutConstraint.Axis's cases",
      source: "let s = UIStackView()\ns.axis = .diagonal",
      message: "type 'NSLayoutConstraint.Axis' has no member 'diagonal'"),
  ]

  @Test(arguments: refusals)
  func refusedAsUIKitOrSwiftDoes(_ example: RefusalExample) {
    example.check()
  }
}
