// A settings screen with two switches. Restoring the saved value in viewDidLoad sets isOn in
// code, which sends no .valueChanged; only the user's toggle does.
class SettingsViewController: UIViewController {
    let notificationsSwitch = UISwitch()
    let darkModeSwitch = UISwitch()
    var savedNotifications = true

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.isOn = savedNotifications
        notificationsSwitch.addTarget(self, action: #selector(notificationsChanged(_:)), for: .valueChanged)
        darkModeSwitch.addTarget(self, action: #selector(darkModeChanged(_:)), for: .valueChanged)
        view.addSubview(notificationsSwitch)
        view.addSubview(darkModeSwitch)
        print("notifications restored: \(notificationsSwitch.isOn)")
    }

    @objc func notificationsChanged(_ sender: UISwitch) {
        savedNotifications = sender.isOn
        print("notifications: \(sender.isOn)")
    }

    @objc func darkModeChanged(_ sender: UISwitch) {
        print("dark mode: \(sender.isOn)")
    }
}

let settings = SettingsViewController()
window.rootViewController = settings
user.toggle(settings.notificationsSwitch)
user.tap(settings.darkModeSwitch)
settings.darkModeSwitch.setOn(false, animated: true)
print("saved: \(settings.savedNotifications), dark mode: \(settings.darkModeSwitch.isOn)")
