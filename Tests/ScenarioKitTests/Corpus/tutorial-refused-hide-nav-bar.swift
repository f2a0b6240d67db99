// 隐藏导航栏：首页不要导航栏，进入详情页时再显示
class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "首页"
        tabBarItem.badgeValue = "3"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

let nav = UINavigationController(rootViewController: HomeViewController())
window.rootViewController = nav
