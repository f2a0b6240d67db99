// An interactive dismissal: the transitioning delegate hands UIKit an interaction controller
// while the user drags, and the drag's progress drives the animation. The gesture handler's
// three moments are methods of the interactor, called by the driver lines below.
class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let finalFrame = transitionContext.finalFrame(for: fromVC).offsetBy(dx: 0, dy: 800)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromVC.view.frame = finalFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class Interactor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false

    // .changed
    func dragged(to progress: CGFloat) {
        shouldFinish = progress > 0.3
        update(progress)
    }
    // .ended
    func released() {
        hasStarted = false
        shouldFinish ? finish() : cancel()
    }
}

class ModalTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = Interactor()
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DismissAnimator()
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.hasStarted ? interactor : nil
    }
}

class ModalViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("modal will appear, being dismissed:", isBeingDismissed)
    }
}

let main = UIViewController()
window.rootViewController = main
let transitions = ModalTransitions()
let modal = ModalViewController()
modal.modalPresentationStyle = .fullScreen
modal.transitioningDelegate = transitions
main.present(modal, animated: true)

// .began: the drag starts the dismissal
transitions.interactor.hasStarted = true
modal.dismiss(animated: true, completion: nil)
transitions.interactor.dragged(to: 0.1)
transitions.interactor.dragged(to: 0.2)
transitions.interactor.released()          // not far enough: cancelled

transitions.interactor.hasStarted = true
modal.dismiss(animated: true) {
    print("modal dismissed")
}
transitions.interactor.dragged(to: 0.5)
transitions.interactor.released()          // far enough: finished
