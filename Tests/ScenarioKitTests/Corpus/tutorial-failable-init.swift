// A failable initializer: a screen that cannot be shown for bad input is not made at all.
class PageViewController: UIViewController {
    let pageNumber: Int

    init?(pageNumber: Int, pageCount: Int) {
        self.pageNumber = pageNumber
        super.init(nibName: nil, bundle: nil)
        if pageNumber < 1 || pageNumber > pageCount {
            return nil
        }
        title = "Page \(pageNumber) of \(pageCount)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let nav = UINavigationController(rootViewController: UIViewController())
window.rootViewController = nav
for number in [2, 9] {
    if let page = PageViewController(pageNumber: number, pageCount: 5) {
        nav.pushViewController(page, animated: false)
        print("pushed \(page.title ?? "")")
    } else {
        print("no page \(number)")
    }
}
