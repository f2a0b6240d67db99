// Dependency injection through the initializer instead of a property set after creation.
class ArticleViewController: UIViewController {
    let articleID: Int
    let headline: String

    init(articleID: Int, headline: String) {
        self.articleID = articleID
        self.headline = headline
        super.init(nibName: nil, bundle: nil)
        title = "Article \(articleID)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(title ?? "") - \(headline)")
    }

    deinit {
        print("article \(articleID) released")
    }
}

let feed = UIViewController()
let nav = UINavigationController(rootViewController: feed)
window.rootViewController = nav
nav.pushViewController(ArticleViewController(articleID: 7, headline: "Swift 6 is here"), animated: true)
nav.popViewController(animated: true)
print("back on \(nav.topViewController!)")
