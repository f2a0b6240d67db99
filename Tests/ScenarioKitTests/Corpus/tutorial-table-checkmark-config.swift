// Checklist with iOS 14 content configurations: tapping a row toggles its checkmark and
// reloads the table, which asks for the cells again.
struct Task {
    let title: String
    var isDone = false
}

class ChecklistViewController: UITableViewController {
    var tasks = [Task(title: "Write the intro"), Task(title: "Add screenshots")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TaskCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tasks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = tasks[indexPath.row].title
        content.secondaryText = tasks[indexPath.row].isDone ? "done" : "to do"
        cell.contentConfiguration = content
        cell.accessoryType = tasks[indexPath.row].isDone ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tasks[indexPath.row].isDone = !tasks[indexPath.row].isDone
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.reloadData()
    }
}

let checklist = ChecklistViewController()
window.rootViewController = checklist
user.selectRow(0, in: checklist)
let first = checklist.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
print(first.accessoryType, checklist.tasks.map { $0.isDone })
