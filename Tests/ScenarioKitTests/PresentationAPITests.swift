import Testing

@testable import ScenarioKit

/// `show`/`showDetailViewController`, sheets with detents and alerts (docs/engine.md 30–32).
@Suite("show, sheets and alerts")
struct PresentationAPITests {
  static let examples: [LogExample] = [
    LogExample(
      name: "show from inside a navigation controller pushes",
      source: """
        let list = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        print("---")
        let detail = UIViewController()
        list.show(detail, sender: nil)
        assert(nav.topViewController === detail)
        """,
      lines: [
        "detail.willMove(toParent: nav)", "detail.viewDidLoad", "list.viewWillDisappear", "detail.viewWillAppear",
        "list.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(toParent: nav)",
      ]),
    LogExample(
      name: "show with no navigation controller above: the window's root presents modally",
      source: """
        let root = UIViewController()
        window.rootViewController = root
        let loose = UIViewController()
        print("---")
        loose.show(UIViewController(), sender: nil)
        assert(root.presentedViewController != nil)
        """,
      lines: ["UIViewController.viewDidLoad", "UIViewController.viewWillAppear", "UIViewController.viewDidAppear"]),
    LogExample(
      name: "a sheet's detents; only a user drag tells the delegate",
      source: """
        class Home: UIViewController, UISheetPresentationControllerDelegate {
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
                print("now at \\(sheetPresentationController.selectedDetentIdentifier ?? .large)")
            }
        }
        let home = Home()
        window.rootViewController = home
        let picker = UIViewController()
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.delegate = home
        }
        home.present(picker, animated: true)
        print("---")
        user.dragSheet(picker, to: .large)
        picker.sheetPresentationController?.selectedDetentIdentifier = .medium
        user.dragSheet(picker, to: .medium)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        print(cover.sheetPresentationController == nil)
        """,
      lines: ["home.sheetPresentationControllerDidChangeSelectedDetentIdentifier", "now at .large", "true"]),
    LogExample(
      name: "an alert keeps its presenter on screen; a tapped action dismisses it, then its handler runs",
      source: """
        let editor = UIViewController()
        window.rootViewController = editor
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { action in print("handler: \\(action.title ?? "")") })
        print("---")
        editor.present(alert, animated: true)
        user.tap("Discard", in: alert)
        print(alert.actions.count, alert.preferredStyle, alert.modalPresentationStyle)
        """,
      lines: [
        "alert.viewDidLoad", "alert.viewWillAppear", "alert.viewDidAppear", "alert.viewWillDisappear",
        "alert.viewDidDisappear", "handler: Discard", "2 .alert .custom",
      ]),
    LogExample(
      name: "an animator moves the context's to-view and completes from a UIView.animate completion",
      source: """
        class Slide: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(toView)
                toView.frame.origin.x = toView.frame.width
                UIView.animate(withDuration: 0.3, animations: {
                    toView.frame.origin.x = 0
                }) { finished in
                    print("slid in: \\(toView.frame.origin.x)")
                    transitionContext.completeTransition(finished)
                }
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        let slide = Slide()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = slide
        print("---")
        a.present(b, animated: true)
        """,
      lines: [
        "slide.animationController(forPresented: b, presenting: a, source: a)", "b.viewDidLoad", "b.viewWillAppear",
        "slide.transitionDuration", "slide.animateTransition", "slid in: 0.0", "b.viewDidAppear",
      ]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }

  @Test func dragSheetOnlyToADetentTheSheetHas() {
    let outcome = run(
      "let a = UIViewController()\nwindow.rootViewController = a\nlet b = UIViewController()\na.present(b, animated: true)\nuser.dragSheet(b, to: .medium)"
    )
    #expect(outcome.error?.message == "user.dragSheet: the sheet's detents are [.large]; it cannot rest at .medium")
  }

  @Test func anActionOfAnAlertNotOnScreenCannotBeTapped() {
    let outcome = run(
      "let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)\nlet ok = UIAlertAction(title: \"OK\", style: .default)\nalert.addAction(ok)\nuser.tap(ok)"
    )
    #expect(
      outcome.error?.message
        == "user.tap: this action's alert is not on screen (add it with addAction and present the alert first)")
  }
}

/// showDetailViewController reaching a split view controller on the engine's iPhone (compact
/// width): UIKit's implementation calls `show(_:sender:)`, whose collapsed behaviour Apple does
/// not document; the engine refuses it rather than guess (regular width: DocEngineTests'
/// ShowTargetTests).
@Suite("showDetailViewController in a compact split view")
struct CompactSplitShowTests {
  @Test("showDetailViewController in a compact split view is refused: its collapsed behaviour is not documented")
  func refused() {
    RefusalExample(
      name: "compact split",
      source: """
        let split = UISplitViewController()
        let primary = UIViewController()
        let first = UIViewController()
        split.viewControllers = [primary, first]
        window.rootViewController = split
        let second = UIViewController()
        primary.showDetailViewController(second, sender: nil)
        """,
      message:
        "show(second, sender:) reaches split, a split view controller in a compact width: what a collapsed UISplitViewController does with it is not documented, so the engine does not guess (set splitSizeClass to .regular, or show it another way)"
    ).check()
  }
}
