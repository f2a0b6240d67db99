// C6: a child cannot be presented.
let p = UIViewController()
window.rootViewController = p
let b = UIViewController()
p.addChild(b)
p.present(b, animated: true)
print("not reached")
