// Reaching the key window through UIApplication.shared to swap the root after login.
class LoginViewController: UIViewController {
    func loginSucceeded() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let keyWindow = scene?.windows.first { $0.isKeyWindow }
        keyWindow?.rootViewController = MainViewController()
    }
}

class MainViewController: UIViewController {}

let login = LoginViewController()
window.rootViewController = login
login.loginSucceeded()
print(window.rootViewController is MainViewController, UIApplication.shared.windows.count)
