// Going back several screens one at a time, until the stack holds only its root.
let root = UIViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
for step in 1...3 {
    let vc = UIViewController()
    vc.title = "Step \(step)"
    nav.pushViewController(vc, animated: false)
}
print("depth \(nav.viewControllers.count)")
while nav.viewControllers.count > 1 {
    let popped = nav.popViewController(animated: false)
    print("popped \(popped?.title ?? "?")")
}
print("depth \(nav.viewControllers.count)")
