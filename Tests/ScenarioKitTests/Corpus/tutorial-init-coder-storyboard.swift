// A controller made by the storyboard goes through init(coder:): set defaults there.
class OnboardingViewController: UIViewController {
    var pageCount: Int

    required init?(coder: NSCoder) {
        pageCount = 3
        super.init(coder: coder)
        print("decoded with \(pageCount) pages")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("onboarding loaded")
    }
}

let welcome = storyboard.instantiate(OnboardingViewController.self)
window.rootViewController = welcome
print(welcome.pageCount)
