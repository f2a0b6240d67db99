// `view.window` tells whether a controller is on screen; `viewIfLoaded` does not load it.
let a = UIViewController()
let b = UIViewController()
print("a loaded: \(a.viewIfLoaded != nil)")
window.rootViewController = a
print("a on screen: \(a.view.window != nil), b loaded: \(b.isViewLoaded)")
if b.view.window == nil {
    print("b is not in the window hierarchy")
    b.present(UIViewController(), animated: true)
}
b.modalPresentationStyle = .fullScreen
a.present(b, animated: true)
print("a on screen: \(a.view.window != nil), b: \(b.viewIfLoaded?.window != nil)")
