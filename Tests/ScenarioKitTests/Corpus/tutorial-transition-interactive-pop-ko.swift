// 커스텀 pop 전환을 인터랙티브하게: 내비게이션 델리게이트가 드래그 중에만
// interactionControllerFor 에서 인터랙터를 돌려준다.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: 0.3, animations: {
            fromView.frame.origin.x = self.operation == .pop ? 390 : -390
        }) { _ in
            if transitionContext.transitionWasCancelled {
                toView.removeFromSuperview()   // 취소되면 원래대로
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

class NavigationCoordinator: NSObject, UINavigationControllerDelegate {
    var interactionController: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }
}

class ArticleViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("사라질 예정, 스택에서 빠지는 중:", isMovingFromParent)
    }
    deinit { print("ArticleViewController 해제") }
}

let coordinator = NavigationCoordinator()
let feed = UIViewController()
let nav = UINavigationController(rootViewController: feed)
nav.delegate = coordinator
window.rootViewController = nav
nav.pushViewController(ArticleViewController(), animated: false)

// 드래그 시작 → 중간에 손을 뗌 (취소)
coordinator.interactionController = UIPercentDrivenInteractiveTransition()
nav.popViewController(animated: true)
coordinator.interactionController?.update(0.25)
coordinator.interactionController?.cancel()
coordinator.interactionController = nil
print("스택:", nav.viewControllers.count)

// 다시 드래그 → 끝까지 (완료)
coordinator.interactionController = UIPercentDrivenInteractiveTransition()
nav.popViewController(animated: true)
coordinator.interactionController?.update(0.8)
coordinator.interactionController?.finish()
coordinator.interactionController = nil
print("스택:", nav.viewControllers.count)
