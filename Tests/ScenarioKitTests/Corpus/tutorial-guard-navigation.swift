// A list screen pushes a detail screen when a row is chosen; guard keeps the happy path flat.
class FruitListViewController: UIViewController {
    var fruits = ["Apple", "Banana", "Cherry"]

    func didSelectRow(at index: Int) {
        guard index >= 0, index < fruits.count else {
            print("no row \(index)")
            return
        }
        guard let nav = navigationController else {
            print("not in a navigation controller")
            return
        }
        let detail = FruitDetailViewController()
        detail.fruit = fruits[index]
        nav.pushViewController(detail, animated: true)
    }
}

class FruitDetailViewController: UIViewController {
    var fruit: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let fruit else { return }
        title = fruit
        print("showing \(fruit)")
    }
}

let list = FruitListViewController()
list.didSelectRow(at: 0)
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
list.didSelectRow(at: 5)
list.didSelectRow(at: 1)
print(nav.topViewController?.title ?? "-")
