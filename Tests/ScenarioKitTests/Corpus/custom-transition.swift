// X1, X2: a custom presentation with a transitioning delegate, a presentation controller
// subclass and an animator.
class CardPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { false }
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        print("card: will begin")
    }
}
class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let to = transitionContext.viewController(forKey: .to)
        if to != nil {
            transitionContext.containerView.addSubview(to!.view)
        }
        UIView.animate(withDuration: 0.3, animations: {
            print("fading")
        }) { _ in
            transitionContext.completeTransition(true)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) {}
}
class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeAnimator()
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}
let t = CardTransitions()
let a = UIViewController()
window.rootViewController = a
do {
    let b = UIViewController()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = t
    a.present(b, animated: true) { print("presented") }
    printHierarchy()
}
a.dismiss(animated: true) { print("dismissed") }
