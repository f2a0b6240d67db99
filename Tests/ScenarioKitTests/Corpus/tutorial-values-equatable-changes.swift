// Saving only when something changed: Equatable structs compare field by field.
struct Settings: Equatable {
    var username: String
    var notificationsOn: Bool
    var fontSize = 14
}

class PreferencesViewController: UIViewController {
    let saved = Settings(username: "dana", notificationsOn: true)
    var edited = Settings(username: "dana", notificationsOn: true)

    var hasChanges: Bool { edited != saved }

    func close() {
        if hasChanges {
            print("save \(edited)")
        } else {
            print("nothing to save")
        }
    }
}

let preferences = PreferencesViewController()
preferences.close()
preferences.edited.fontSize = 16
preferences.close()
preferences.edited.fontSize = 14
print(preferences.hasChanges, [preferences.saved].firstIndex(of: preferences.edited))
