// A storyboard-free app: the scene delegate builds the window and its root in code.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let home = HomeViewController()
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
        print("scene connected")
    }
}

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}

// Driver: after the launch, who is on screen.
let nav = window.rootViewController as! UINavigationController
print(nav.topViewController?.title ?? "none")
