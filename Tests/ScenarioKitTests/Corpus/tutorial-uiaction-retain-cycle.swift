// The same button with a handler that names self strongly: the controller's view holds the
// button, the button its action, the action its handler, and the handler the controller.
// Popping it leaves a cycle, and deinit never comes.
class CartViewController: UIViewController {
    var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let addButton = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in
            self.count += 1
        })
        view.addSubview(addButton)
    }

    deinit {
        print("cart freed")
    }
}

let home = UIViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
do {
    let cart = CartViewController()
    nav.pushViewController(cart, animated: false)
}
nav.popViewController(animated: false)
print("popped: no deinit above")
