// A protocol with a default implementation in an extension; one screen overrides it.
protocol Trackable {
    var screenName: String { get }
    func trackAppearance()
}

extension Trackable {
    func trackAppearance() {
        print("track: \(screenName)")
    }
}

class HomeViewController: UIViewController, Trackable {
    var screenName: String { "home" }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trackAppearance()
    }
}

class PaymentViewController: UIViewController, Trackable {
    let screenName = "payment"
    func trackAppearance() {
        print("track (no card details): \(screenName)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trackAppearance()
    }
}

let home = HomeViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
nav.pushViewController(PaymentViewController(), animated: true)
