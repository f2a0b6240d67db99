// A list screen from a table view tutorial: rows from an array, a tap pushes the detail.
class FruitListViewController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = fruits[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

let list = FruitListViewController()
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
user.selectRow(1, in: list)
print(nav.topViewController?.title ?? "none")
nav.popViewController(animated: true)
print(list.tableView.indexPathForSelectedRow == nil)
