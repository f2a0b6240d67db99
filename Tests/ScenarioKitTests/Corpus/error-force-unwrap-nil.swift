let a = UIViewController()
window.rootViewController = a
print("before")
let shown = a.presentedViewController!
