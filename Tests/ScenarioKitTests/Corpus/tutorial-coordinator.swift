// The coordinator pattern: navigation decisions live outside the view controllers.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    func showDetail(for item: String) {
        let detail = DetailViewController(item: item)
        navigationController.pushViewController(detail, animated: true)
    }
}

class HomeViewController: UIViewController {
    weak var coordinator: MainCoordinator?
    func didTapItem(_ item: String) {
        coordinator?.showDetail(for: item)
    }
}

class DetailViewController: UIViewController {
    let item: String
    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let nav = UINavigationController()
let coordinator = MainCoordinator(navigationController: nav)
coordinator.start()
window.rootViewController = nav
let home = nav.topViewController as! HomeViewController
home.didTapItem("Swift")
print((nav.topViewController as? DetailViewController)?.item ?? "-")
