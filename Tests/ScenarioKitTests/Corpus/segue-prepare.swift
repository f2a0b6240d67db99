// S1: performSegue creates the destination and calls prepare before its viewDidLoad.
class DetailViewController: UIViewController {
    var item = ""
    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing \(item)")
    }
}
class LoginViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let detail = segue.destination as? DetailViewController
        if detail != nil {
            detail!.item = "account"
        }
    }
}
let login = LoginViewController()
let nav = UINavigationController(rootViewController: login)
window.rootViewController = nav
storyboard.segue("login2detail", from: login, to: DetailViewController.self, kind: .show)
login.performSegue(withIdentifier: "login2detail", sender: nil)
