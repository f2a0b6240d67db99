// 导航控制器的转场代理：push 和 pop 各用一个动画器，用 switch 区分 operation。
class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        // 目标视图从右侧滑入
        toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: 390, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.35) {
            toView.frame = transitionContext.finalFrame(for: toVC)
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 0.25, animations: {
            fromView?.alpha = 0
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) {
        print("pop 动画结束:", transitionCompleted)
    }
}

class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            return PushAnimator()
        case .pop:
            return PopAnimator()
        default:
            return nil
        }
    }
}

let navDelegate = NavigationDelegate()   // delegate 是 weak，必须有人持有它
let home = UIViewController()
let nav = UINavigationController(rootViewController: home)
nav.delegate = navDelegate
window.rootViewController = nav
let profile = UIViewController()
nav.pushViewController(profile, animated: true)
nav.popViewController(animated: true)
