// A navigation bar button made from a UIAction pushes the compose screen.
class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let compose = UIAction(title: "Compose") { [weak self] _ in
            self?.navigationController?.pushViewController(ComposeViewController(), animated: true)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: compose)
    }
}

class ComposeViewController: UIViewController {}

let inbox = InboxViewController()
let nav = UINavigationController(rootViewController: inbox)
window.rootViewController = nav
print(inbox.navigationItem.rightBarButtonItem?.title ?? "no title")
user.tap(inbox.navigationItem.rightBarButtonItem!)
print(nav.viewControllers.count)
