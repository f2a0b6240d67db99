// The same container as today's Swift writes it: addChild, then the view, then didMove.
class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

let container = ContainerViewController()
window.rootViewController = container
let child = UIViewController()
container.embed(child)
print(container.children.count)
container.unembed(child)
print(container.children.count)
