// A bar button item cannot be tapped while the navigation bar is hidden.
class EditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc func done() {
        print("done tapped")
    }
}

let editor = EditorViewController()
let nav = UINavigationController(rootViewController: editor)
window.rootViewController = nav
user.tap(editor.navigationItem.rightBarButtonItem!)
nav.isNavigationBarHidden = true
user.tap(editor.navigationItem.rightBarButtonItem!)
