import Testing

@testable import ScenarioKit

/// Every example of the two spec files, run as scenarios: the rule logs of
/// engine-behaviour.md (named by rule id) and the examples of scenario-language.md.
///
/// A scenario prints `---` where the rule's part starts; the lines after the last `---` must be
/// exactly the rule's log. Examples that end in an error name the message they must end with.
@Suite struct SpecExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    let id: String
    let source: String
    /// The log after the last `---` line (`nil`: not compared; the asserts inside decide).
    let expected: [String]?
    /// The error message the scenario must stop with.
    var error: String? = nil
    var testDescription: String { id }
  }

  static let fullScreenSetup = """
    let a = UIViewController()
    window.rootViewController = a
    """

  static let examples: [Example] = [
    // MARK: Presentation
    Example(
      id: "P1",
      source: """
        let a = UIViewController()
        let b = UIViewController()
        window.rootViewController = a
        b.modalPresentationStyle = .fullScreen
        print("---")
        a.present(b, animated: true) { print("completion") }
        """,
      expected: [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewDidAppear",
        "a.viewDidDisappear", "completion",
      ]),
    Example(
      id: "P2",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        b.modalPresentationStyle = .pageSheet
        let c = UIViewController()
        c.modalPresentationStyle = .formSheet
        let d = UIViewController()
        d.modalPresentationStyle = .overFullScreen
        print("---")
        a.present(b, animated: true)
        b.present(c, animated: true)
        c.present(d, animated: true)
        """,
      expected: [
        "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear",
        "c.viewDidLoad", "c.viewWillAppear", "c.viewDidAppear",
        "d.viewDidLoad", "d.viewWillAppear", "d.viewDidAppear",
      ]),
    Example(
      id: "P2-automatic-popover-overCurrentContext",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        let c = UIViewController()
        c.modalPresentationStyle = .popover
        print("---")
        a.present(b, animated: true)
        assert(b.modalPresentationStyle == .automatic)
        b.present(c, animated: true)
        """,
      expected: [
        "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear",
        "c.viewDidLoad", "c.viewWillAppear", "c.viewDidAppear",
      ]),
    Example(
      id: "P2-overCurrentContext",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        let d = UIViewController()
        d.modalPresentationStyle = .overCurrentContext
        print("---")
        a.present(d, animated: true)
        assert(d.presentingViewController === nav)
        """,
      expected: ["d.viewDidLoad", "d.viewWillAppear", "d.viewDidAppear"]),
    Example(
      id: "P5-no-context-root-presents",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        a.present(b, animated: true)
        let d = UIViewController()
        d.modalPresentationStyle = .overCurrentContext
        print("---")
        b.present(d, animated: true)
        """,
      expected: ["warning: Attempt to present d on a (from b) which is already presenting b."]),
    Example(
      id: "P3",
      source: """
        class Probe: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("willAppear presenting=\\(presentingViewController) beingPresented=\\(isBeingPresented)")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("didAppear beingPresented=\\(isBeingPresented)")
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        let b = Probe()
        print("---")
        a.present(b, animated: true)
        assert(a.presentedViewController === b)
        assert(!b.isBeingPresented)
        """,
      expected: [
        "b.viewDidLoad", "b.viewWillAppear", "willAppear presenting=a beingPresented=true",
        "b.viewDidAppear", "didAppear beingPresented=true",
      ]),
    Example(
      id: "P4",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        let b = UIViewController()
        a.present(b, animated: true)
        assert(b.presentingViewController === nav)
        assert(a.presentedViewController === b)
        assert(nav.presentedViewController === b)
        """,
      expected: nil),
    Example(
      id: "P5",
      source: """
        let container = UIViewController()
        window.rootViewController = container
        container.definesPresentationContext = true
        let inner = UIViewController()
        container.addChild(inner)
        container.view.addSubview(inner.view)
        inner.didMove(toParent: container)
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        inner.present(b, animated: true)
        assert(b.presentingViewController === container)
        """,
      expected: nil),
    Example(
      id: "P5-no-context",
      source: """
        let root = UIViewController()
        window.rootViewController = root
        let inner = UIViewController()
        root.addChild(inner)
        root.view.addSubview(inner.view)
        let b = UIViewController()
        b.modalPresentationStyle = .overCurrentContext
        inner.present(b, animated: true)
        assert(b.presentingViewController === root)
        """,
      expected: nil),
    Example(
      id: "P6",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        print("---")
        nav.present(b, animated: true)
        """,
      expected: [
        "b.viewDidLoad", "nav.viewWillDisappear", "a.viewWillDisappear", "b.viewWillAppear",
        "b.viewDidAppear", "nav.viewDidDisappear", "a.viewDidDisappear",
      ]),
    Example(
      id: "P7",
      source: """
        let a = UIViewController()
        let b = UIViewController()
        window.rootViewController = a
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        print("---")
        a.present(b, animated: true)
        """,
      expected: [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewDidAppear",
        "a.viewDidDisappear",
      ]),

    // MARK: Dismissal
    Example(
      id: "D1",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        a.present(b, animated: true)
        b.dismiss(animated: true)
        assert(a.presentedViewController == nil)
        print("---")
        a.dismiss(animated: true) { print("never") }
        """,
      expected: []),
    Example(
      id: "D2",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
        }
        print("---")
        a.dismiss(animated: true) { print("completion") }
        """,
      expected: [
        "b.viewWillDisappear", "a.viewWillAppear", "a.viewDidAppear", "b.viewDidDisappear",
        "completion", "b.deinit",
      ]),
    Example(
      id: "D3",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .formSheet
            a.present(b, animated: true)
        }
        print("---")
        a.dismiss(animated: true) { print("completion") }
        """,
      expected: ["b.viewWillDisappear", "b.viewDidDisappear", "completion", "b.deinit"]),
    Example(
      id: "D4-middle",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        let c = UIViewController()
        a.present(b, animated: true)
        b.present(c, animated: true)
        print("---")
        b.dismiss(animated: true)
        assert(a.presentedViewController === b)
        assert(b.presentedViewController == nil)
        """,
      expected: ["c.viewWillDisappear", "c.viewDidDisappear"]),
    Example(
      id: "D4-bottom",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        do {
            let b = UIViewController()
            a.present(b, animated: true)
        }
        do {
            let c = UIViewController()
            a.presentedViewController!.present(c, animated: true)
        }
        print("---")
        a.dismiss(animated: true)
        assert(a.presentedViewController == nil)
        """,
      expected: [
        "c.viewWillDisappear", "b.viewWillDisappear", "c.viewDidDisappear", "b.viewDidDisappear",
        "b.deinit", "c.deinit",
      ]),
    Example(
      id: "D5",
      source: """
        class Probe: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("beingDismissed=\\(isBeingDismissed)")
            }
        }
        let a = UIViewController()
        window.rootViewController = a
        let b = Probe()
        a.present(b, animated: true)
        print("---")
        a.dismiss(animated: true)
        assert(!b.isBeingDismissed)
        a.present(b, animated: true)
        user.swipeDown(b)
        """,
      expected: [
        "b.viewWillDisappear", "beingDismissed=true", "b.viewDidDisappear",
        "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear",
        "b.viewWillDisappear", "beingDismissed=true", "b.viewDidDisappear",
      ].filter { $0 != "b.viewDidLoad" }),

    // MARK: Gestures
    Example(
      id: "G1",
      source: """
        class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
            func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { true }
            func presentationControllerWillDismiss(_ p: UIPresentationController) {}
            func presentationControllerDidDismiss(_ p: UIPresentationController) {}
            func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {}
        }
        let d = Delegate()
        let a = UIViewController()
        window.rootViewController = a
        do {
            let b = UIViewController()
            b.presentationController!.delegate = d
            a.present(b, animated: true)
        }
        print("---")
        user.swipeDown(a.presentedViewController!)
        """,
      expected: [
        "d.presentationControllerShouldDismiss", "d.presentationControllerWillDismiss",
        "b.viewWillDisappear", "b.viewDidDisappear", "d.presentationControllerDidDismiss", "b.deinit",
      ]),
    Example(
      id: "G2",
      source: """
        class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
            func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { true }
            func presentationControllerWillDismiss(_ p: UIPresentationController) {}
            func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {}
        }
        let d = Delegate()
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        b.isModalInPresentation = true
        b.presentationController?.delegate = d
        a.present(b, animated: true)
        print("---")
        user.swipeDown(b)
        assert(a.presentedViewController === b)
        """,
      expected: ["d.presentationControllerDidAttemptToDismiss"]),
    Example(
      id: "G3",
      source: """
        class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
            func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { true }
            func presentationControllerWillDismiss(_ p: UIPresentationController) {}
            func presentationControllerDidDismiss(_ p: UIPresentationController) {}
        }
        let d = Delegate()
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        b.presentationController?.delegate = d
        a.present(b, animated: true)
        print("---")
        user.swipeDown(b, releases: .cancel)
        """,
      expected: [
        "d.presentationControllerShouldDismiss", "d.presentationControllerWillDismiss",
        "b.viewWillDisappear", "b.viewWillAppear", "b.viewDidAppear",
      ]),
    Example(
      id: "G4",
      source: """
        class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {
            func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { true }
            func presentationControllerWillDismiss(_ p: UIPresentationController) {}
            func presentationControllerDidDismiss(_ p: UIPresentationController) {}
        }
        let d = Delegate()
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        b.presentationController?.delegate = d
        a.present(b, animated: true)
        print("---")
        b.dismiss(animated: true)
        """,
      expected: ["b.viewWillDisappear", "b.viewDidDisappear"]),
    Example(
      id: "G5",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        print("---")
        user.swipeDown(b)
        assert(a.presentedViewController === b)
        """,
      expected: []),

    // MARK: Containment
    Example(
      id: "C1-C2",
      source: """
        let parent = UIViewController()
        let child = UIViewController()
        print("---")
        parent.addChild(child)
        child.removeFromParent()
        """,
      expected: ["child.willMove(toParent: parent)", "child.didMove(toParent: nil)"]),
    Example(
      id: "C3",
      source: """
        let parent = UIViewController()
        window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        print("---")
        parent.view.addSubview(child.view)
        child.view.removeFromSuperview()
        """,
      expected: [
        "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear",
        "child.viewWillDisappear", "child.viewDidDisappear",
      ]),
    Example(
      id: "C4",
      source: """
        let parent = UIViewController()
        window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        print("---")
        parent.present(b, animated: true)
        """,
      expected: [
        "b.viewDidLoad", "parent.viewWillDisappear", "child.viewWillDisappear", "b.viewWillAppear",
        "b.viewDidAppear", "parent.viewDidDisappear", "child.viewDidDisappear",
      ]),
    Example(
      id: "C5",
      source: """
        class Probe: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("movingToParent=\\(isMovingToParent)")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("movingFromParent=\\(isMovingFromParent)")
            }
        }
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        let b = Probe()
        nav.pushViewController(b, animated: true)
        _ = nav.popViewController(animated: true)
        """,
      expected: nil),
    Example(
      id: "C6",
      source: """
        let p = UIViewController()
        window.rootViewController = p
        let b = UIViewController()
        p.addChild(b)
        p.present(b, animated: true)
        """,
      expected: nil,
      error: "Application tried to present modally a view controller b that has a parent view controller p."),

    // MARK: Navigation and tabs
    Example(
      id: "N0",
      source: """
        let a = UIViewController()
        print("---")
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        """,
      expected: [
        "a.willMove(toParent: nav)", "a.didMove(toParent: nav)", "nav.viewDidLoad", "a.viewDidLoad",
        "nav.viewWillAppear", "a.viewWillAppear", "nav.viewDidAppear", "a.viewDidAppear",
      ]),
    Example(
      id: "N0-tabs",
      source: """
        let x = UIViewController()
        let y = UIViewController()
        let tabs = UITabBarController()
        print("---")
        tabs.viewControllers = [x, y]
        """,
      expected: [
        "x.willMove(toParent: tabs)", "x.didMove(toParent: tabs)",
        "y.willMove(toParent: tabs)", "y.didMove(toParent: tabs)",
      ]),
    Example(
      id: "N1",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        let b = UIViewController()
        print("---")
        nav.pushViewController(b, animated: true)
        """,
      expected: [
        "b.willMove(toParent: nav)", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear",
        "a.viewDidDisappear", "b.viewDidAppear", "b.didMove(toParent: nav)",
      ]),
    Example(
      id: "N2",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.pushViewController(UIViewController(), animated: true)
        print("---")
        let popped = nav.popViewController(animated: true)
        assert(popped != nil)
        """,
      expected: [
        "UIViewController.willMove(toParent: nil)", "UIViewController.viewWillDisappear",
        "a.viewWillAppear", "UIViewController.viewDidDisappear", "a.viewDidAppear",
        "popped.didMove(toParent: nil)",
      ].map { $0.replacingUIViewController(with: "popped") }),
    Example(
      id: "N2-deinit",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        do {
            let b = UIViewController()
            nav.pushViewController(b, animated: true)
        }
        print("---")
        _ = nav.popViewController(animated: true)
        assert(nav.popViewController(animated: true) == nil)
        """,
      expected: [
        "b.willMove(toParent: nil)", "b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear",
        "a.viewDidAppear", "b.didMove(toParent: nil)", "b.deinit",
      ]),
    Example(
      id: "N3",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        let b = UIViewController()
        nav.pushViewController(b, animated: true)
        print("---")
        user.swipeBack(nav, releases: .cancel)
        assert(nav.topViewController === b)
        """,
      expected: [
        "b.viewWillDisappear", "a.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear",
        "b.viewWillAppear", "b.viewDidAppear",
      ]),
    Example(
      id: "N4",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        do {
            let b = UIViewController()
            let c = UIViewController()
            nav.pushViewController(b, animated: false)
            nav.pushViewController(c, animated: false)
        }
        print("---")
        assert(nav.popToRootViewController(animated: true).count == 2)
        assert(nav.viewControllers.count == 1)
        """,
      expected: nil),
    Example(
      id: "N5",
      source: """
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.pushViewController(a, animated: true)
        """,
      expected: nil,
      error:
        "nav is pushing the same view controller instance (a) more than once which is not supported and is most likely an error in the application"
    ),
    Example(
      id: "T1",
      source: """
        let x = UIViewController()
        let y = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [x, y]
        window.rootViewController = tabs
        assert(!y.isViewLoaded)
        print("---")
        user.selectTab(1, in: tabs)
        """,
      expected: [
        "y.viewDidLoad", "y.viewWillAppear", "x.viewWillDisappear", "x.viewDidDisappear",
        "y.viewDidAppear",
      ]),

    // MARK: Segues
    Example(
      id: "S1",
      source: """
        let login = UIViewController()
        window.rootViewController = login
        storyboard.segue("login2detail", from: login, to: DetailViewController.self, kind: .presentModally(.fullScreen))
        print("---")
        login.performSegue(withIdentifier: "login2detail", sender: nil)
        """,
      expected: [
        "login.prepare(for: \"login2detail\", sender: nil)", "DetailViewController.viewDidLoad",
        "login.viewWillDisappear", "DetailViewController.viewWillAppear",
        "DetailViewController.viewDidAppear", "login.viewDidDisappear",
      ]),
    Example(
      id: "S2",
      source: """
        class LoginViewController: UIViewController {
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
        }
        let login = LoginViewController()
        window.rootViewController = login
        storyboard.segue("login2detail", from: login, to: DetailViewController.self, kind: .show)
        storyboard.trigger("loginButton", in: login, segue: "login2detail")
        print("---")
        user.tap("loginButton", in: login)
        """,
      expected: ["login.shouldPerformSegue(withIdentifier: \"login2detail\")"]),
    Example(
      id: "S3",
      source: """
        let login = UIViewController()
        window.rootViewController = login
        login.performSegue(withIdentifier: "x", sender: nil)
        """,
      expected: nil,
      error: "Receiver (login) has no segue with identifier 'x'"),
    Example(
      id: "S4",
      source: """
        class ListViewController: UIViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
                print("back from \\(segue.source!)")
            }
        }
        let list = ListViewController()
        window.rootViewController = list
        let detail = UIViewController()
        list.present(detail, animated: true)
        storyboard.segue("done", from: detail, to: ListViewController.self, kind: .unwind(action: "unwindToList"))
        print("---")
        detail.performSegue(withIdentifier: "done", sender: nil)
        assert(list.presentedViewController == nil)
        """,
      expected: [
        "detail.prepare(for: \"done\", sender: nil)", "list.unwindToList", "back from detail",
        "detail.viewWillDisappear", "detail.viewDidDisappear",
      ]),

    // MARK: Custom transitions
    Example(
      id: "X1-X2",
      source: """
        class Presentation: UIPresentationController {}
        class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                ctx.completeTransition(true)
            }
            func animationEnded(_ completed: Bool) {}
        }
        class Transitions: NSObject, UIViewControllerTransitioningDelegate {
            var pc: UIPresentationController? = nil
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                return Presentation(presentedViewController: presented, presenting: presenting)
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                anim
            }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                anim
            }
        }
        let anim = Animator()
        let t = Transitions()
        let a = UIViewController()
        window.rootViewController = a
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = t
            print("---")
            a.present(b, animated: true) { print("completion") }
            let p = b.presentationController
        }
        a.dismiss(animated: true) { print("completion") }
        """,
      expected: [
        "t.presentationController(forPresented: b, presenting: a, source: a)",
        "t.animationController(forPresented: b, presenting: a, source: a)", "b.viewDidLoad",
        "p.presentationTransitionWillBegin", "b.viewWillAppear", "anim.transitionDuration",
        "anim.animateTransition", "p.containerViewWillLayoutSubviews",
        "p.containerViewDidLayoutSubviews", "p.presentationTransitionDidEnd(true)",
        "b.viewDidAppear", "completion", "anim.animationEnded(true)",
        "t.animationController(forDismissed: b)", "p.dismissalTransitionWillBegin",
        "b.viewWillDisappear", "anim.transitionDuration", "anim.animateTransition",
        "p.dismissalTransitionDidEnd(true)", "b.viewDidDisappear", "completion",
        "anim.animationEnded(true)", "b.deinit", "p.deinit",
      ]),
    Example(
      id: "X3",
      source: """
        class Transitions: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                return UIPresentationController(presentedViewController: presented, presenting: presenting)
            }
        }
        let t = Transitions()
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        b.transitioningDelegate = t
        print("---")
        a.present(b, animated: true)
        """,
      expected: ["b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear"]),

    // MARK: Warnings and errors
    Example(
      id: "W1",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        let c = UIViewController()
        a.present(b, animated: true)
        print("---")
        a.present(c, animated: true)
        """,
      expected: ["warning: Attempt to present c on a (from a) which is already presenting b."]),
    Example(
      id: "W2",
      source: """
        let root = UIViewController()
        window.rootViewController = root
        let a = UIViewController()
        let c = UIViewController()
        print("---")
        a.present(c, animated: true) { print("never") }
        """,
      expected: ["warning: Attempt to present c on a (from a) whose view is not in the window hierarchy."]),
    Example(
      id: "W2-viewDidLoad",
      source: """
        class Eager: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                present(UIViewController(), animated: true)
            }
        }
        let a = Eager()
        print("---")
        window.rootViewController = a
        """,
      expected: [
        "a.viewDidLoad",
        "warning: Attempt to present UIViewController on a (from a) whose view is not in the window hierarchy.",
        "a.viewWillAppear", "a.viewDidAppear", "UIViewController.deinit",
      ]),
    Example(
      id: "W3-self",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        a.present(b, animated: true)
        b.present(b, animated: true)
        """,
      expected: nil,
      error: nil),
    Example(
      id: "W3-twice",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        let c = UIViewController()
        a.present(b, animated: true)
        b.present(c, animated: true)
        a.dismiss(animated: false)
        a.present(b, animated: true)
        a.present(b, animated: true)
        """,
      expected: nil,
      error: nil),

    // MARK: Root
    Example(
      id: "R1",
      source: """
        let r = UIViewController()
        print("---")
        window.rootViewController = r
        """,
      expected: ["r.viewDidLoad", "r.viewWillAppear", "r.viewDidAppear"]),
    Example(
      id: "R2",
      source: """
        let old = UIViewController()
        window.rootViewController = old
        do {
            let b = UIViewController()
            old.present(b, animated: true)
        }
        let new = UIViewController()
        print("---")
        window.rootViewController = new
        """,
      expected: [
        "new.viewDidLoad", "old.viewWillDisappear", "new.viewWillAppear", "old.viewDidDisappear",
        "new.viewDidAppear",
      ]),

    // MARK: scenario-language.md
    Example(
      id: "language-§1-§3",
      source: """
        let a = UIViewController()
        let b = UIViewController()
        window.rootViewController = a
        b.modalPresentationStyle = .fullScreen
        print("---")
        a.present(b, animated: true)
        """,
      expected: [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewDidAppear",
        "a.viewDidDisappear",
      ]),
    Example(
      id: "language-§2-trailing-closure",
      source: """
        let a = UIViewController()
        let b = UIViewController()
        window.rootViewController = a
        print("---")
        a.present(b, animated: true) { print("done") }
        """,
      expected: ["b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear", "done"]),
    Example(
      id: "language-§2-classes",
      source: """
        class DetailViewController: UIViewController {
            weak var delegate: ListViewController?
            var value = 0
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                if isBeingDismissed { delegate?.didFinish(value) }
            }
        }
        class ListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
            func didFinish(_ value: Int) { print("got \\(value)") }
            func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { false }
        }
        let list = ListViewController()
        window.rootViewController = list
        let detail = DetailViewController()
        detail.delegate = list
        detail.value = 7
        detail.presentationController?.delegate = list
        list.present(detail, animated: true)
        print("---")
        user.swipeDown(detail)
        list.dismiss(animated: true)
        """,
      expected: [
        "list.presentationControllerShouldDismiss", "detail.viewWillDisappear",
        "detail.viewDidDisappear", "got 7",
      ]),
    Example(
      id: "language-§2-built-ins",
      source: """
        let login = UIViewController()
        let nav = UINavigationController(rootViewController: login)
        let tabs = UITabBarController()
        let other = UIViewController()
        tabs.viewControllers = [nav, other]
        window.rootViewController = tabs
        storyboard.segue("login2detail", from: login, to: DetailViewController.self, kind: .show)
        storyboard.trigger("loginButton", in: login, segue: "login2detail")
        user.tap("loginButton", in: login)
        assert(nav.viewControllers.count == 2)
        user.swipeBack(nav)
        assert(nav.viewControllers.count == 1)
        user.selectTab(1, in: tabs)
        user.rotate(to: .landscape)
        let made = storyboard.instantiate(DetailViewController.self)
        assert(made is DetailViewController)
        assert(!made.isViewLoaded)
        """,
      expected: nil),
    Example(
      id: "language-§2-implicit-controller",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        print("---")
        a.present(NextViewController(), animated: true)
        """,
      expected: [
        "NextViewController.viewDidLoad", "NextViewController.viewWillAppear", "NextViewController.viewDidAppear",
      ]),
  ]

  @Test(arguments: examples)
  func example(_ example: Example) {
    let scenario = Scenario.parse(source: example.source, origin: .standalone(example.id))
    #expect(scenario.diagnostics.isEmpty, "\(example.id): \(scenario.diagnostics)")
    let outcome = ScenarioRunner.run(scenario)
    if let message = example.error {
      #expect(outcome.error?.message == message, "\(example.id)")
      #expect(outcome.error?.id == DiagnosticID.uikit)
    } else if example.id.hasPrefix("W3") {
      #expect(outcome.error?.id == DiagnosticID.uikit, "\(example.id) must raise UIKit's exception")
    } else {
      #expect(outcome.diagnostics.isEmpty, "\(example.id): \(outcome.diagnostics.map(\.description))")
    }
    guard let expected = example.expected else { return }
    let marker = outcome.lines.lastIndex(of: "---")
    #expect(marker != nil, "\(example.id) prints no '---' marker")
    let after = marker.map { Array(outcome.lines[($0 + 1)...]) } ?? []
    #expect(after == expected, "\(example.id)")
  }

  @Test func c5MovingFlags() {
    let example = Self.examples.first { $0.id == "C5" }!
    let outcome = ScenarioRunner.run(Scenario.parse(source: example.source, origin: .standalone()))
    #expect(outcome.lines.contains("movingToParent=true"))
    #expect(outcome.lines.contains("movingFromParent=true"))
  }

  @Test func n4OnlyOldAndNewTopGetAppearanceCallbacks() {
    let example = Self.examples.first { $0.id == "N4" }!
    let outcome = ScenarioRunner.run(Scenario.parse(source: example.source, origin: .standalone()))
    let after = Array(outcome.lines.drop { $0 != "---" }.dropFirst())
    #expect(!after.contains { $0.hasPrefix("b.view") })
    #expect(after.contains("c.viewWillDisappear"))
    #expect(after.contains("a.viewDidAppear"))
    #expect(after.contains("b.deinit") && after.contains("c.deinit"))
    let cWill = after.firstIndex(of: "c.willMove(toParent: nil)")
    let bWill = after.firstIndex(of: "b.willMove(toParent: nil)")
    #expect(cWill != nil && bWill != nil && cWill! < bWill!, "removed controllers top first")
  }
}

extension String {
  fileprivate func replacingUIViewController(with name: String) -> String {
    hasPrefix("UIViewController.") ? name + dropFirst("UIViewController".count) : self
  }
}
