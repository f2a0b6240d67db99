// iOS 14's closure-based buttons: the UIAction's handler runs on a tap. Capturing self weakly
// keeps the button (held by the view, held by the controller) from keeping its controller.
class CartViewController: UIViewController {
    var count = 0
    lazy var addButton = UIButton(primaryAction: UIAction(title: "Add to cart") { [weak self] _ in
        guard let self else { return }
        self.count += 1
        print("items: \(self.count)")
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(addButton)
    }

    deinit {
        print("cart freed")
    }
}

let home = UIViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
var cart: CartViewController? = CartViewController()
nav.pushViewController(cart!, animated: false)
print(cart!.addButton.currentTitle ?? "")
user.tap(cart!.addButton)
user.tap(cart!.addButton)
nav.popViewController(animated: false)
cart = nil
