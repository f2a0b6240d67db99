let a = UIViewController(
window.rootViewController = a
