let a = UIViewController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
let b = UIViewController()
a.present(b, animated: true)
assert(b.presentingViewController === a)
print("not reached")
