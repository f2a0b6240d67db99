// T1: switching tabs by hand, with a delegate.
class TabsDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabs: UITabBarController, didSelect vc: UIViewController) {
        print("selected \(vc)")
    }
}
let x = UIViewController()
let y = UIViewController()
let tabs = UITabBarController()
let keeper = TabsDelegate()
tabs.delegate = keeper
tabs.viewControllers = [x, y]
window.rootViewController = tabs
user.selectTab(1, in: tabs)
assert(tabs.selectedIndex == 1)
assert(tabs.selectedViewController === y)
