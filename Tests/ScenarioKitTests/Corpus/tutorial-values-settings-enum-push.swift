// A settings screen: each row is a case of an enum with Int raw values (the row number),
// and the case decides which controller is pushed.
enum SettingsRow: Int, CaseIterable {
    case account, notifications, about

    var title: String {
        switch self {
        case .account: return "Account"
        case .notifications: return "Notifications"
        case .about: return "About"
        }
    }
}

class AccountViewController: UIViewController {}
class NotificationsViewController: UIViewController {}
class AboutViewController: UIViewController {}

class SettingsViewController: UIViewController {
    func controller(for setting: SettingsRow) -> UIViewController {
        switch setting {
        case .account: return AccountViewController()
        case .notifications: return NotificationsViewController()
        case .about: return AboutViewController()
        }
    }

    func tableView(didSelectRowAt row: Int) {
        if let setting = SettingsRow(rawValue: row) {
            let next = controller(for: setting)
            next.title = setting.title
            navigationController?.pushViewController(next, animated: true)
        } else {
            print("no row \(row)")
        }
    }
}

let settings = SettingsViewController()
let nav = UINavigationController(rootViewController: settings)
window.rootViewController = nav
print(SettingsRow.allCases.map { "\($0.rawValue): \($0.title)" })
settings.tableView(didSelectRowAt: 2)
print(nav.topViewController!.title!)
nav.popViewController(animated: true)
settings.tableView(didSelectRowAt: 9)
