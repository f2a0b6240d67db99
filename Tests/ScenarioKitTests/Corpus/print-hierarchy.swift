let home = UIViewController()
let nav = UINavigationController(rootViewController: home)
let tabs = UITabBarController()
let settings = UIViewController()
tabs.viewControllers = [nav, settings]
window.rootViewController = tabs
let sheet = UIViewController()
home.present(sheet, animated: true)
printHierarchy()
