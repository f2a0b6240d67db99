// Comparing app versions: a Comparable struct sorts, and min/max use its <.
struct AppVersion: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int

    init(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int(String($0)) }
        major = parts.first ?? 0
        minor = parts.dropFirst().first ?? 0
    }

    static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        return lhs.minor < rhs.minor
    }

    var description: String { "v\(major).\(minor)" }
}

class UpdateViewController: UIViewController {
    let installed = AppVersion("2.9")
    let available = [AppVersion("2.10"), AppVersion("2.4"), AppVersion("3")]

    func check() {
        let newest = available.max()!
        if installed < newest {
            print("update from \(installed) to \(newest)")
        }
        print(available.sorted(), available.filter { $0 > installed })
    }
}

let update = UpdateViewController()
update.check()
print(AppVersion("1.2") == AppVersion("1.2.9"), AppVersion("x").major)
