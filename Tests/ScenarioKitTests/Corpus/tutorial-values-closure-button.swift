// Views made by closures when the controller is made, the usual way to set up a view in code.
class SignUpViewController: UIViewController {
    let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Create an account"
        label.textAlignment = .center
        return label
    }()

    let signUpButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign up", for: .normal)
        button.isEnabled = false
        return button
    }()

    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(signUpButton)
        signUpButton.addTarget(self, action: #selector(signUp), for: .touchUpInside)
    }

    @objc func signUp() {
        taps += 1
        print("signing up (\(taps))")
    }
}

let signUp = SignUpViewController()
window.rootViewController = signUp
print(signUp.titleLabel.text!, signUp.view.subviews.count)
user.tap(signUp.signUpButton)
signUp.signUpButton.isEnabled = true
user.tap(signUp.signUpButton)
user.tap(signUp.signUpButton)
