// S2: a triggered segue asks shouldPerformSegue first; false stops everything.
class LoginViewController: UIViewController {
    var loggedIn = false
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        return loggedIn
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("preparing \(segue.identifier!)")
    }
}
let login = LoginViewController()
window.rootViewController = login
storyboard.segue("login2detail", from: login, to: DetailViewController.self, kind: .presentModally(.fullScreen))
storyboard.trigger("loginButton", in: login, segue: "login2detail")
user.tap("loginButton", in: login)
login.loggedIn = true
user.tap("loginButton", in: login)
