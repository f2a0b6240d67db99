// An undeclared ...ViewController called with no arguments is a plain UIViewController subclass.
let first = WelcomeViewController()
window.rootViewController = first
let next = NextViewController()
next.modalPresentationStyle = .fullScreen
first.present(next, animated: true)
assert(next is NextViewController)
assert(next is UIViewController)
print("\(next) is shown")
first.present(NextViewController(), animated: true)
