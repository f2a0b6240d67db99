// A second storyboard file, "Settings", loaded by name and pushed.
class HomeViewController: UIViewController {
    func openSettings() {
        let settingsStoryboard = UIStoryboard(name: "Settings", bundle: nil)
        let settings = settingsStoryboard.instantiateViewController(withIdentifier: "SettingsViewController")
        navigationController?.pushViewController(settings, animated: true)
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}

storyboard.scene("SettingsViewController", SettingsViewController.self, in: "Settings")
let home = HomeViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
home.openSettings()
print(nav.topViewController?.title ?? "none")
print(nav.topViewController?.storyboard != nil, home.storyboard == nil)
