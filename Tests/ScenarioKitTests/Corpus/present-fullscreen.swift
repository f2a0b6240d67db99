// P1: a full-screen presentation from the root.
let a = UIViewController()
let b = UIViewController()
window.rootViewController = a
b.modalPresentationStyle = .fullScreen
a.present(b, animated: true) {
    print("presented")
}
assert(b.presentingViewController === a)
assert(a.presentedViewController === b)
