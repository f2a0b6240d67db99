// A classic crash: the cell identifier was never registered (and there is no storyboard
// prototype), so dequeueReusableCell(withIdentifier:for:) raises when the table loads.
class TodoViewController: UITableViewController {
    let todos = ["Milk", "Eggs"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TodoCell", for: indexPath)
        cell.textLabel?.text = todos[indexPath.row]
        return cell
    }
}

window.rootViewController = TodoViewController()
