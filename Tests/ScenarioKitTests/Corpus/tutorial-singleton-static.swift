// A shared settings object: a static constant, made on first use, with a private init.
class AppSettings {
    static let shared = AppSettings()
    static var accessCount = 0

    var prefersLargeTitles = false
    private(set) var launchCount = 0

    private init() {
        print("settings created")
    }

    func recordLaunch() {
        launchCount += 1
        AppSettings.accessCount += 1
    }
}

print("before first use")
AppSettings.shared.recordLaunch()
AppSettings.shared.recordLaunch()
AppSettings.shared.prefersLargeTitles = true
print(AppSettings.shared.launchCount, AppSettings.accessCount, AppSettings.shared.prefersLargeTitles)
