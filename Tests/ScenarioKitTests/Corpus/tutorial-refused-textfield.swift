// A sign-up form with a text field: not simulated yet, refused by name.
class SignUpViewController: UIViewController {
    let emailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        view.addSubview(emailField)
    }
}

window.rootViewController = SignUpViewController()
