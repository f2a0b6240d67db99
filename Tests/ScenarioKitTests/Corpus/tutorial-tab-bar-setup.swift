// Building a tab bar controller from a list of titles with a helper function.
func makeTab(_ title: String, badge: Int = 0) -> UINavigationController {
    let root = UIViewController()
    root.title = badge > 0 ? "\(title) (\(badge))" : title
    return UINavigationController(rootViewController: root)
}

let tabs = UITabBarController()
var controllers: [UIViewController] = []
for title in ["Home", "Search", "Inbox"] {
    controllers.append(makeTab(title, badge: title == "Inbox" ? 3 : 0))
}
tabs.viewControllers = controllers
window.rootViewController = tabs
for tab in tabs.viewControllers {
    guard let nav = tab as? UINavigationController else { continue }
    print(nav.topViewController?.title ?? "-")
}
