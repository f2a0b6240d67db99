// A zoom presentation that asks the transition context for everything: the controllers and
// views by key, the container, the final frame; and tidies up when the transition was cancelled.
class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.5 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let finalFrame = transitionContext.finalFrame(for: controller)
        if presenting {
            containerView.addSubview(controller.view)
            controller.view.frame = finalFrame.insetBy(dx: 100, dy: 200)
        }
        print(presenting ? "zoom in" : "zoom out", "interactive:", transitionContext.isInteractive)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            controller.view.frame = self.presenting ? finalFrame : finalFrame.insetBy(dx: 100, dy: 200)
        }, completion: { _ in
            let success = !transitionContext.transitionWasCancelled
            if !success && self.presenting {
                controller.view.removeFromSuperview()
            }
            transitionContext.completeTransition(success)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        presenting = !presenting
    }
}

class PhotoGridViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let zoom = ZoomAnimator()

    func showPhoto() {
        let photo = UIViewController()
        photo.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = self
        present(photo, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        zoom.presenting = true
        return zoom
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        zoom.presenting = false
        return zoom
    }
}

let grid = PhotoGridViewController()
window.rootViewController = grid
grid.showPhoto()
print(grid.presentedViewController?.view.frame ?? .zero)
grid.dismiss(animated: true)
