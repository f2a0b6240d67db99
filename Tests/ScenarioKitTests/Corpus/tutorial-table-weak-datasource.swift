// A separate data source object: UITableView holds its dataSource weakly, so a data source
// nobody else keeps is gone after the statement that made it, and the table stays empty.
class ColorsDataSource: NSObject, UITableViewDataSource {
    let colors = ["Red", "Green"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { colors.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = colors[indexPath.row]
        return cell
    }
}

class ColorsViewController: UIViewController {
    let tableView = UITableView()
    let keptSource = ColorsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = ColorsDataSource()
    }

    func useKeptSource() {
        tableView.dataSource = keptSource
    }
}

let colors = ColorsViewController()
colors.loadViewIfNeeded()
window.rootViewController = colors
print(colors.tableView.visibleCells.count)
colors.useKeptSource()
print(colors.tableView.visibleCells.count)
