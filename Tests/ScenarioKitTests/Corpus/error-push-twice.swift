// N5: pushing a controller already in the stack.
let a = UIViewController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
nav.pushViewController(a, animated: true)
