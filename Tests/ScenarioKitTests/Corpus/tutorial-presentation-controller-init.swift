// A custom presentation controller that sets itself up in its initializer.
class DimmingPresentationController: UIPresentationController {
    var dimmingAlpha: Double

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        dimmingAlpha = 0.4
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        print("dimming ready at \(dimmingAlpha)")
    }

    override func presentationTransitionWillBegin() {
        print("dim to \(dimmingAlpha)")
    }
}

class CardTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

let home = UIViewController()
window.rootViewController = home
let card = UIViewController()
let cardTransition = CardTransitionDelegate()
card.modalPresentationStyle = .custom
card.transitioningDelegate = cardTransition
home.present(card, animated: true)
print(card.presentationController is DimmingPresentationController)
