// View properties are typed as in UIKit: a color is not a String.
class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        view.isHidden = "no"
    }
}
window.rootViewController = HomeViewController()
