import Testing

@testable import ScenarioKit

/// Custom transitions as tutorials write them, by rule (docs/engine.md rows 42–44, rules X4–X7):
/// navigation-controller animators, interactive transitions driven by a
/// `UIPercentDrivenInteractiveTransition`, a cancelled interactive dismissal or pop with UIKit's
/// cancelled-transition callbacks, and the transition context's questions.
@Suite("Custom transitions: animators, interaction controllers, the context")
struct CustomTransitionAPITests {
  /// An animator that completes from its animation's completion, as tutorials write it, and a
  /// navigation delegate that returns it for pushes and pops (and the interactor when one runs).
  static let navigationSetup = """
    class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
          toView.alpha = 1
        }) { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
      func animationEnded(_ transitionCompleted: Bool) {}
    }
    class Interactor: UIPercentDrivenInteractiveTransition {
      var isDragging = false
    }
    class Coordinator: NSObject, UINavigationControllerDelegate {
      let fade = FadeAnimator()
      let interactor = Interactor()
      func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return fade
      }
      func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.isDragging ? interactor : nil
      }
    }
    let coordinator = Coordinator()
    let list = UIViewController()
    let nav = UINavigationController(rootViewController: list)
    nav.delegate = coordinator
    window.rootViewController = nav
    let detail = UIViewController()

    """

  static let examples: [LogExample] = [
    LogExample(
      name: "X4 a push asks the navigation delegate for an animator, then runs it between the will and did callbacks",
      source: navigationSetup + """
        print("---")
        nav.pushViewController(detail, animated: true)
        """,
      lines: [
        "detail.willMove(toParent: nav)",
        "coordinator.navigationController(nav, animationControllerFor: .push, from: list, to: detail)",
        "coordinator.navigationController(nav, interactionControllerFor: FadeAnimator)",
        "detail.viewDidLoad", "list.viewWillDisappear", "detail.viewWillAppear", "FadeAnimator.transitionDuration",
        "FadeAnimator.animateTransition", "list.viewDidDisappear", "detail.viewDidAppear",
        "detail.didMove(toParent: nav)", "FadeAnimator.animationEnded(true)",
      ]),
    LogExample(
      name: "X4 a pop is the .pop operation; without animation the delegate is not asked",
      source: navigationSetup + """
        nav.pushViewController(detail, animated: false)
        print("---")
        nav.popViewController(animated: true)
        nav.pushViewController(detail, animated: false)
        """,
      lines: [
        "detail.willMove(toParent: nil)",
        "coordinator.navigationController(nav, animationControllerFor: .pop, from: detail, to: list)",
        "coordinator.navigationController(nav, interactionControllerFor: FadeAnimator)",
        "detail.viewWillDisappear", "list.viewWillAppear", "FadeAnimator.transitionDuration",
        "FadeAnimator.animateTransition", "detail.viewDidDisappear", "list.viewDidAppear",
        "detail.didMove(toParent: nil)", "FadeAnimator.animationEnded(true)",
        "detail.willMove(toParent: nav)", "list.viewWillDisappear", "detail.viewWillAppear",
        "list.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(toParent: nav)",
      ]),
    LogExample(
      name: "X5 an interactive pop waits for finish(): its did callbacks come in the turn that finishes it",
      source: navigationSetup + """
        nav.pushViewController(detail, animated: false)
        print("---")
        coordinator.interactor.isDragging = true
        nav.popViewController(animated: true)
        print("dragging", nav.viewControllers.count, coordinator.interactor.percentComplete)
        coordinator.interactor.update(0.6)
        print("at", coordinator.interactor.percentComplete, detail.isViewLoaded)
        coordinator.interactor.isDragging = false
        coordinator.interactor.finish()
        print(nav.topViewController === list)
        """,
      lines: [
        "detail.willMove(toParent: nil)",
        "coordinator.navigationController(nav, animationControllerFor: .pop, from: detail, to: list)",
        "coordinator.navigationController(nav, interactionControllerFor: FadeAnimator)",
        "detail.viewWillDisappear", "list.viewWillAppear", "FadeAnimator.transitionDuration",
        "FadeAnimator.animateTransition", "dragging 1 0.0", "at 0.6 true", "detail.viewDidDisappear",
        "list.viewDidAppear", "detail.didMove(toParent: nil)", "FadeAnimator.animationEnded(true)", "true",
      ]),
    LogExample(
      name:
        "X6 a cancelled interactive pop: the controller below disappears again, the top appears again, the stack stays",
      source: navigationSetup + """
        nav.pushViewController(detail, animated: false)
        print("---")
        coordinator.interactor.isDragging = true
        nav.popViewController(animated: true)
        coordinator.interactor.update(0.2)
        coordinator.interactor.isDragging = false
        coordinator.interactor.cancel()
        print(nav.viewControllers.count, nav.topViewController === detail, detail.parent === nav)
        """,
      lines: [
        "detail.willMove(toParent: nil)",
        "coordinator.navigationController(nav, animationControllerFor: .pop, from: detail, to: list)",
        "coordinator.navigationController(nav, interactionControllerFor: FadeAnimator)",
        "detail.viewWillDisappear", "list.viewWillAppear", "FadeAnimator.transitionDuration",
        "FadeAnimator.animateTransition", "list.viewWillDisappear", "list.viewDidDisappear",
        "detail.viewWillAppear", "detail.viewDidAppear", "FadeAnimator.animationEnded(false)", "2 true true",
      ]),
    LogExample(
      name: "X6 a cancelled interactive dismissal: the presented controller appears again, nothing is freed",
      source: """
        class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)!
            UIView.animate(withDuration: 0.25, animations: {
              from.view.frame.origin.y = 600
            }, completion: { _ in
              print("interactive:", transitionContext.isInteractive, "cancelled:", transitionContext.transitionWasCancelled)
              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
          }
        }
        class PhotoTransitions: NSObject, UIViewControllerTransitioningDelegate {
          let interactor = UIPercentDrivenInteractiveTransition()
          var isDragging = false
          func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return DropAnimator()
          }
          func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            return isDragging ? interactor : nil
          }
        }
        class PhotoViewController: UIViewController {
          deinit { print("photo freed") }
        }
        let gallery = UIViewController()
        window.rootViewController = gallery
        let transitions = PhotoTransitions()
        do {
          let photo = PhotoViewController()
          photo.modalPresentationStyle = .fullScreen
          photo.transitioningDelegate = transitions
          gallery.present(photo, animated: true)
        }
        print("---")
        transitions.isDragging = true
        gallery.presentedViewController?.dismiss(animated: true) { print("dismissed") }
        transitions.interactor.update(0.3)
        transitions.isDragging = false
        transitions.interactor.cancel()
        print(gallery.presentedViewController is PhotoViewController)
        """,
      lines: [
        "transitions.animationController(forDismissed: photo)",
        "transitions.interactionControllerForDismissal(using: DropAnimator)",
        "photo.viewWillDisappear", "gallery.viewWillAppear", "DropAnimator.transitionDuration",
        "DropAnimator.animateTransition", "interactive: true cancelled: true", "photo.viewWillAppear",
        "gallery.viewWillDisappear", "photo.viewDidAppear", "gallery.viewDidDisappear",
        "DropAnimator.deinit", "true",
      ]),
    LogExample(
      name: "X5 a finished interactive dismissal ends as a dismissal does: did callbacks, completion, deinit",
      source: """
        class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            UIView.animate(withDuration: 0.25, animations: {}) { _ in
              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
          }
        }
        class PhotoTransitions: NSObject, UIViewControllerTransitioningDelegate {
          let interactor = UIPercentDrivenInteractiveTransition()
          func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return DropAnimator()
          }
          func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            return interactor
          }
        }
        let gallery = UIViewController()
        window.rootViewController = gallery
        let transitions = PhotoTransitions()
        do {
          let photo = UIViewController()
          photo.transitioningDelegate = transitions
          gallery.present(photo, animated: true)
        }
        print("---")
        gallery.dismiss(animated: true) { print("dismissed") }
        print("in progress:", gallery.presentedViewController != nil, transitions.interactor.duration)
        transitions.interactor.update(0.8)
        transitions.interactor.finish()
        """,
      lines: [
        "transitions.animationController(forDismissed: photo)",
        "transitions.interactionControllerForDismissal(using: DropAnimator)", "photo.viewWillDisappear",
        "DropAnimator.transitionDuration", "DropAnimator.animateTransition", "in progress: true 0.25",
        "photo.viewDidDisappear", "dismissed", "photo.deinit", "DropAnimator.deinit",
      ]),
    LogExample(
      name: "X7 the context's frames are accepted as data: a view's frame as code set it",
      source: """
        class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let toVC = transitionContext.viewController(forKey: .to)!
            print(transitionContext.finalFrame(for: toVC), transitionContext.initialFrame(for: toVC) == .zero)
            print(transitionContext.isAnimated, transitionContext.isInteractive, transitionContext.transitionWasCancelled)
            transitionContext.completeTransition(true)
          }
        }
        class Transitions: NSObject, UIViewControllerTransitioningDelegate {
          let slide = SlideAnimator()
          func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return slide
          }
        }
        let home = UIViewController()
        window.rootViewController = home
        let transitions = Transitions()
        let sheet = UIViewController()
        sheet.view.frame = CGRect(x: 0, y: 300, width: 390, height: 544)
        sheet.transitioningDelegate = transitions
        print("---")
        home.present(sheet, animated: true)
        """,
      lines: [
        "transitions.animationController(forPresented: sheet, presenting: home, source: home)",
        "sheet.viewWillAppear", "SlideAnimator.transitionDuration", "SlideAnimator.animateTransition",
        "(0.0, 300.0, 390.0, 544.0) false", "true false false", "sheet.viewDidAppear",
      ]),
  ]

  @Test(arguments: examples)
  func runsAsUIKitDoes(_ example: LogExample) {
    example.checkAfterMarker()
  }

  @Test("X6 a transition waiting for its interaction controller refuses another presentation, as one in progress")
  func presentWhileInteractive() {
    LogExample(
      source: """
        class Anim: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            UIView.animate(withDuration: 0.3, animations: {}) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
          }
        }
        class T: NSObject, UIViewControllerTransitioningDelegate {
          let interactor = UIPercentDrivenInteractiveTransition()
          let anim = Anim()
          func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { anim }
          func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interactor }
        }
        let a = UIViewController()
        window.rootViewController = a
        let t = T()
        let b = UIViewController()
        b.transitioningDelegate = t
        a.present(b, animated: false)
        b.dismiss(animated: true)
        print("---")
        a.present(UIViewController(), animated: true)
        t.interactor.cancel()
        """,
      lines: [
        "warning: Attempt to present UIViewController on a (from a) while a presentation is in progress.",
        "UIViewController.deinit", "b.viewWillAppear", "b.viewDidAppear",
      ]
    ).checkAfterMarker()
  }
}
