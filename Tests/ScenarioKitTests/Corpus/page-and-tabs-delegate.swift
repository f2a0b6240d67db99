// A page view controller and a tab delegate that refuses a tab.
class Guard: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabs: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
        return vc !== locked
    }
}
let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
let first = UIViewController()
pages.setViewControllers([first], direction: .forward, animated: false) { done in
    print("pages ready: \(done)")
}
let locked = UIViewController()
let tabs = UITabBarController()
let keeper = Guard()
tabs.delegate = keeper
tabs.viewControllers = [pages, locked]
window.rootViewController = tabs
user.selectTab(1, in: tabs)
assert(tabs.selectedIndex == 0, "the guard refused the locked tab")
print("children: \(tabs.children.count), first: \(tabs.viewControllers.first!), last: \(tabs.children.last!)")
