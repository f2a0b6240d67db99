// Loading a profile that can fail: the note uses Swift's error handling.
enum LoadError: Error { case offline }

func loadName(online: Bool) throws -> String {
    guard online else { throw LoadError.offline }
    return "Mina"
}

class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            title = try loadName(online: false)
        } catch {
            title = "Offline"
        }
    }
}

window.rootViewController = ProfileViewController()
