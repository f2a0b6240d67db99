// 탭 바 화면: enum의 rawValue가 탭 번호이고, allCases로 탭마다 화면을 만든다.
enum MainTab: Int, CaseIterable {
    case home, shop, my

    var title: String {
        switch self {
        case .home: return "홈"
        case .shop: return "쇼핑"
        case .my: return "마이"
        }
    }
}

class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // 탭마다 화면 하나: map으로 만든다
        viewControllers = MainTab.allCases.map { tab in
            let vc = UIViewController()
            vc.title = tab.title
            return vc
        }
    }

    var currentTab: MainTab? { MainTab(rawValue: selectedIndex) }
}

let main = MainTabBarController()
window.rootViewController = main
print(main.currentTab!, main.viewControllers!.map { $0.title! })
user.selectTab(MainTab.my.rawValue, in: main)
print("지금 탭:", main.currentTab!.title, main.currentTab)
