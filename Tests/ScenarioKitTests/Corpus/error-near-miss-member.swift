let a = UIViewController()
let b = UIViewController()
window.rootViewController = a
a.present(b, animated: true)
print(b.presentingViewControler === a)
