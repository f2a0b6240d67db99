// Counting live screens with a static property updated in init and deinit: a leak check.
class TrackedViewController: UIViewController {
    static var liveCount = 0
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        TrackedViewController.liveCount += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        TrackedViewController.liveCount -= 1
        print("\(name) freed, \(TrackedViewController.liveCount) left")
    }
}

let nav = UINavigationController(rootViewController: TrackedViewController(name: "root"))
window.rootViewController = nav
nav.pushViewController(TrackedViewController(name: "detail"), animated: false)
print("live: \(TrackedViewController.liveCount)")
nav.popViewController(animated: false)
print("live: \(TrackedViewController.liveCount)")
