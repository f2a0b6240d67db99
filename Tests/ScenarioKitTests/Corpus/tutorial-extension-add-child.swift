// The usual containment helpers, written once in an extension of UIViewController.
extension UIViewController {
    func add(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func remove() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

let container = UIViewController()
window.rootViewController = container
let banner = UIViewController()
container.add(banner)
print(container.children.count)
banner.remove()
banner.remove()
print(container.children.count)
