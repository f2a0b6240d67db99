let detail = UIViewController()
window.rootViewController = detial
