// Setting up tabs with SF Symbols and a badge.
class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem.badgeValue = "3"
    }
}

let home = HomeViewController()
home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
let profile = UIViewController()
profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), selectedImage: UIImage(systemName: "person.fill"))
profile.tabBarItem.tag = 1

let tabs = UITabBarController()
tabs.viewControllers = [home, profile]
window.rootViewController = tabs
print(home.tabBarItem.title ?? "", home.tabBarItem.badgeValue ?? "none")
print(profile.tabBarItem.title ?? "", profile.tabBarItem.tag)
