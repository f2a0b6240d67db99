// Hiding the navigation bar on a landing screen and showing it again for the next one.
class LandingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

let landing = LandingViewController()
let nav = UINavigationController(rootViewController: landing)
window.rootViewController = nav
print("hidden:", nav.isNavigationBarHidden)
nav.pushViewController(UIViewController(), animated: true)
print("hidden:", nav.isNavigationBarHidden)
