// Presenting a screen by its Storyboard ID from a button's action.
class LoginViewController: UIViewController {
    @IBAction func signUpTapped(_ sender: UIButton) {
        guard let signUp = storyboard?.instantiateViewController(withIdentifier: "SignUpVC") as? SignUpViewController else {
            print("no sign-up scene")
            return
        }
        signUp.email = "me@example.com"
        signUp.modalPresentationStyle = .fullScreen
        present(signUp, animated: true)
    }
}

class SignUpViewController: UIViewController {
    var email = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        print("sign up as \(email)")
    }
}

// Driver: the storyboard's scenes, then the tap.
storyboard.scene("SignUpVC", SignUpViewController.self)
let login = storyboard.instantiate(LoginViewController.self)
window.rootViewController = login
storyboard.action("signUpButton", in: login, selector: "signUpTapped")
user.tap("signUpButton", in: login)
print(login.presentedViewController is SignUpViewController)
