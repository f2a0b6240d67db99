// 컨테이너 뷰 컨트롤러 (Swift 4 시절 노트): 자식 추가와 제거
class ContainerViewController: UIViewController {
    func embed(_ child: UIViewController) {
        addChildViewController(child)
        view.addSubview(child.view)
        child.didMove(toParentViewController: self)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParentViewController: nil)
        child.view.removeFromSuperview()
        child.removeFromParentViewController()
    }
}

let container = ContainerViewController()
window.rootViewController = container
let child = UIViewController()
container.embed(child)
print(container.childViewControllers.count)
container.unembed(child)
