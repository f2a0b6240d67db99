// Two-phase initialization made visible: each class sets its own properties going up, then
// each customizes going down, once self is ready.
func log(_ text: String) -> String {
    print(text)
    return text
}

class BaseScreen: UIViewController {
    let baseName = log("phase 1: BaseScreen's property")

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        print("phase 2: BaseScreen customizes")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class ProfileScreen: BaseScreen {
    let userName: String

    init(userName: String) {
        self.userName = log("phase 1: ProfileScreen's property")
        super.init(nibName: nil, bundle: nil)
        title = userName
        print("phase 2: ProfileScreen customizes, title \(title ?? "")")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let screen = ProfileScreen(userName: "mina")
window.rootViewController = screen
