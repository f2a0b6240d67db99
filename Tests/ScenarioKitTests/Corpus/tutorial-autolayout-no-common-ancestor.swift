// Activating a constraint before adding the view: UIKit stops the app.
class BannerViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.heightAnchor.constraint(equalToConstant: 60).isActive = true
        banner.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        view.addSubview(banner)
    }
}

window.rootViewController = BannerViewController()
