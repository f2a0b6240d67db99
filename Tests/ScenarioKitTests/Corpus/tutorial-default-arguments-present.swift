// A presenting helper whose usual options are default arguments.
extension UIViewController {
    func presentFullScreen(_ screen: UIViewController, animated: Bool = true, onShown: (() -> Void)? = nil) {
        screen.modalPresentationStyle = .fullScreen
        present(screen, animated: animated) {
            onShown?()
        }
    }
}

let home = UIViewController()
window.rootViewController = home
let player = UIViewController()
home.presentFullScreen(player)
home.dismiss(animated: false)
home.presentFullScreen(player, animated: false) {
    print("player on screen")
}
