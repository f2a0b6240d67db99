// N1 with a navigation delegate that implements willShow only.
class Coordinator: NSObject, UINavigationControllerDelegate {
    func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        print("showing \(vc)")
    }
}
let coordinator = Coordinator()
let root = UIViewController()
let nav = UINavigationController(rootViewController: root)
nav.delegate = coordinator
window.rootViewController = nav
let next = UIViewController()
nav.pushViewController(next, animated: true)
