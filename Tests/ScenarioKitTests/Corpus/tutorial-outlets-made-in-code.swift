// A storyboard-designed controller made with its initializer: no scene, so no outlets.
class ProfileViewController: UIViewController {
    @IBOutlet weak var avatarView: UIView!
    @IBOutlet weak var bioLabel: UILabel?

    override func viewDidLoad() {
        super.viewDidLoad()
        bioLabel?.text = "optional chaining is safe"
        avatarView.backgroundColor = .systemGray
    }
}

let profile = ProfileViewController()
window.rootViewController = profile
