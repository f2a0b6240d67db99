// App-wide constants as static members, and an enum nested in a struct.
struct Theme {
    enum Style: String, CaseIterable {
        case light, dark
    }
    static let cornerRadius = 12.0
    static var current = Style.light
    static let titles = ["light": "Day", "dark": "Night"]

    static func toggle() {
        if current == .light { current = .dark } else { current = .light }
    }
}

class SettingsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = Theme.titles[Theme.current.rawValue]
        print("theme \(Theme.current), radius \(Theme.cornerRadius)")
    }
}

let settings = SettingsViewController()
window.rootViewController = settings
Theme.toggle()
print(Theme.current, Theme.Style.allCases, settings.title!)
let sheet = SettingsViewController()
settings.present(sheet, animated: false)
print(sheet.title!)
