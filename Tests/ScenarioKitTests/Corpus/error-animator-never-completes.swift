class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        print("animating, but never completing")
    }
}
class Transitions: NSObject, UIViewControllerTransitioningDelegate {
    var animator = Animator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
let t = Transitions()
let a = UIViewController()
let b = UIViewController()
window.rootViewController = a
b.transitioningDelegate = t
a.present(b, animated: true)
