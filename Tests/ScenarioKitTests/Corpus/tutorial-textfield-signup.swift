// A sign-up form with a text field and its placeholder.
class SignUpViewController: UIViewController {
    let emailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        view.addSubview(emailField)
    }
}

window.rootViewController = SignUpViewController()
