// A navigation controller subclass that always starts on the same screen.
class LibraryViewController: UIViewController {}

class LibraryNavigationController: UINavigationController {
    init() {
        super.init(rootViewController: LibraryViewController())
        navigationItem.title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let library = LibraryNavigationController()
window.rootViewController = library
print(library.viewControllers.count, library.topViewController is LibraryViewController)
