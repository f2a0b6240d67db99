// N0, N1, N2: a navigation stack.
let a = UIViewController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
do {
    let b = DetailViewController()
    nav.pushViewController(b, animated: true)
    assert(b.navigationController === nav)
    assert(nav.viewControllers.count == 2)
    assert(nav.topViewController === b)
}
let popped = nav.popViewController(animated: true)
assert(popped is DetailViewController)
print("popped \(popped!)")
