// Screens that know how to make themselves: static factory methods and a class property.
class BaseViewController: UIViewController {
    class var screenTitle: String { "Base" }

    static func make() -> BaseViewController {
        let vc = BaseViewController()
        vc.title = screenTitle
        return vc
    }
}

class SettingsViewController: BaseViewController {
    override class var screenTitle: String { "Settings" }

    static func makeSettings() -> SettingsViewController {
        let settings = SettingsViewController()
        settings.title = screenTitle
        return settings
    }
}

let base = BaseViewController.make()
let settings = SettingsViewController.makeSettings()
print(base.title ?? "-", settings.title ?? "-", SettingsViewController.screenTitle)
let nav = UINavigationController(rootViewController: base)
window.rootViewController = nav
nav.pushViewController(settings, animated: false)
