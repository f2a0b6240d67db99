// G3: a swipe started and abandoned.
let a = UIViewController()
let b = UIViewController()
window.rootViewController = a
a.present(b, animated: true)
user.swipeDown(b, releases: .cancel)
assert(b.presentingViewController === a, "the sheet is still up")
