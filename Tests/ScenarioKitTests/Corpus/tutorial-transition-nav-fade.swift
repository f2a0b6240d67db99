// A tutorial's custom push and pop: the navigation controller's delegate returns one animator
// for both operations, and the animator fades the incoming view in.
class FadeTransition: NSObject, UIViewControllerAnimatedTransitioning {
    var operation: UINavigationController.Operation = .push

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class ListViewController: UIViewController, UINavigationControllerDelegate {
    let fade = FadeTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        navigationController?.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        fade.operation = operation
        print(operation == .push ? "custom push" : "custom pop")
        return fade
    }
}

class DetailViewController: UIViewController {}

let list = ListViewController()
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
let detail = DetailViewController()
nav.pushViewController(detail, animated: true)
nav.popViewController(animated: true)
