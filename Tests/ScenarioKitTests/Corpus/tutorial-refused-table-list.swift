// A list screen from a table view tutorial: rows from an array, a tap pushes the detail.
class FruitListViewController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = fruits[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

window.rootViewController = UINavigationController(rootViewController: FruitListViewController())
