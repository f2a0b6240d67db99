// Onboarding: page models become page controllers with map; enumerated numbers them.
struct OnboardingPage {
    let title: String
    let symbol: String
}

class PageContentViewController: UIViewController {
    var page = OnboardingPage(title: "", symbol: "")
    var number = 0
}

let models = [
    OnboardingPage(title: "Welcome", symbol: "hand.wave"),
    OnboardingPage(title: "Sync", symbol: "icloud"),
    OnboardingPage(title: "Done", symbol: "checkmark"),
]

let pageControllers = models.enumerated().map { (index, model) -> PageContentViewController in
    let vc = PageContentViewController()
    vc.page = model
    vc.number = index + 1
    vc.title = "\(index + 1)/\(models.count) \(model.title)"
    return vc
}

let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
pager.setViewControllers([pageControllers[0]], direction: .forward, animated: false, completion: nil)
window.rootViewController = pager
print(pageControllers.map { $0.title! })
print(pageControllers.last!.page, pageControllers.first(where: { $0.page.symbol == "icloud" })!.number)
