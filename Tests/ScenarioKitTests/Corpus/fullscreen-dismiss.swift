// D2: dismissing a full-screen controller; it deinits after the completion.
let a = UIViewController()
window.rootViewController = a
do {
    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
}
a.dismiss(animated: true) {
    print("dismissed")
}
