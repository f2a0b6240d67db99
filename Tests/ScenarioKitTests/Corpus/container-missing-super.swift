// A container subclass that forgets super: UIKit still calls it; the engine warns.
class ForgetfulNavigationController: UINavigationController {
    override func viewWillAppear(_ animated: Bool) {
        print("custom appearance")
    }
}
let root = UIViewController()
let nav = ForgetfulNavigationController(rootViewController: root)
window.rootViewController = nav
