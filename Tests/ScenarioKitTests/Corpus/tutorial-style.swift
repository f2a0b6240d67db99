// Code the way tutorials write it: implicit self, optional chaining, completion: nil,
// closures in variables, [weak self], storyboards.
import UIKit

protocol DetailDelegate: AnyObject {
    func detailDidSave(_ text: String)
}

class HomeViewController: UIViewController, DetailDelegate {
    var lastSaved: String? = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }

    @IBAction func openDetail(_ sender: Any) {
        let detail = storyboard.instantiate(DetailViewController.self)
        detail.delegate = self
        navigationController?.pushViewController(detail, animated: true)
    }

    func detailDidSave(_ text: String) {
        lastSaved = text
        navigationController?.popViewController(animated: true)
    }
}

class DetailViewController: UIViewController {
    weak var delegate: DetailDelegate?

    func save() {
        let finish = { [weak self] in
            self?.delegate?.detailDidSave("draft")
        }
        finish()
    }
}

let home = HomeViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
print("title: \(home.title!)")
storyboard.action("openButton", in: home, selector: "openDetail")
user.tap("openButton", in: home)
let shown = nav.topViewController as! DetailViewController
shown.save()
assert(home.lastSaved == "draft")
assert(nav.viewControllers.count == 1)
let message = """
    saved: \(home.lastSaved!)
    """
print(message)
home.present(UIViewController(), animated: true, completion: nil)
home.dismiss(animated: true, completion: nil)
