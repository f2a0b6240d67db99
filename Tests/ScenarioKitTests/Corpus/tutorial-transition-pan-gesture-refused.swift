// The interactive dismissal as most tutorials wire it: a pan gesture recognizer whose handler
// switches on the gesture's state. Gesture recognizers are not simulated yet, so the block is
// refused by name (the interaction controller's update/finish/cancel themselves run: see
// tutorial-transition-interactive-dismiss).
class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private weak var viewController: UIViewController?

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
        viewController.view.addGestureRecognizer(pan)
    }

    @objc func handle(_ gesture: UIPanGestureRecognizer) {
        let progress = gesture.translation(in: gesture.view).y / 400
        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        default:
            interactionInProgress = false
            progress > 0.5 ? finish() : cancel()
        }
    }
}
