// W1: presenting from a controller that already presents logs UIKit's warning; nothing happens.
let a = UIViewController()
let b = UIViewController()
let c = UIViewController()
window.rootViewController = a
a.present(b, animated: true)
a.present(c, animated: true)
assert(c.presentingViewController == nil)
