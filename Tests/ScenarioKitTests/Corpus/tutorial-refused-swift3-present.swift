// A Swift 2 era blog post: present a login screen modally, dismiss it from its button.
class LoginViewController: UIViewController {
    @objc func close() {
        dismissViewControllerAnimated(true, completion: nil)
    }
}

class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let login = LoginViewController()
        login.modalPresentationStyle = .FullScreen
        presentViewController(login, animated: true, completion: nil)
    }
}

window.rootViewController = HomeViewController()
