// A network-style callback that may arrive after the screen is gone: [weak self] + guard let self.
class ProfileViewController: UIViewController {
    var name = "(loading)"
    var pending: (() -> Void)?

    func load() {
        pending = { [weak self] in
            guard let self else {
                print("screen closed, result dropped")
                return
            }
            self.name = "Mina"
            print("\(self) shows \(self.name)")
        }
    }
}

let home = UIViewController()
window.rootViewController = home
var profile: ProfileViewController? = ProfileViewController()
profile?.load()
let firstCallback = profile?.pending
home.present(profile!, animated: true)
firstCallback?()
home.dismiss(animated: true)
profile = nil
firstCallback?()
