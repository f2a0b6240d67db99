// Switching the window's root to another storyboard's initial view controller after login.
class OnboardingViewController: UIViewController {}

class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("main tabs loaded")
    }
}

storyboard.initial(OnboardingViewController.self)
storyboard.initial(MainTabBarController.self, in: "Home")

if let first = UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController() {
    window.rootViewController = first
}
let home = UIStoryboard(name: "Home", bundle: Bundle.main)
if let tabs = home.instantiateInitialViewController() as? MainTabBarController {
    window.rootViewController = tabs
}
print(window.rootViewController is MainTabBarController)
