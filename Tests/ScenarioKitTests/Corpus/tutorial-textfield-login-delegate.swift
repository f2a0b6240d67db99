// A login form: the return key moves from the email field to the password field, and the
// sign-in button is enabled only while both fields have text.
class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        for field in [emailField, passwordField] {
            field.delegate = self
            field.addTarget(self, action: #selector(textChanged), for: .editingChanged)
            view.addSubview(field)
        }
        view.addSubview(signInButton)
    }

    @objc func textChanged() {
        let ready = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
        if ready != signInButton.isEnabled {
            signInButton.isEnabled = ready
            print("sign in enabled: \(ready)")
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("\(textField.placeholder ?? "field") done")
    }
}

let login = LoginViewController()
window.rootViewController = login
user.type("mina@example.com", into: login.emailField)
user.pressReturn(in: login.emailField)
user.type("pw", into: login.passwordField)
user.pressReturn(in: login.passwordField)
print("editing: \(login.passwordField.isEditing)")
