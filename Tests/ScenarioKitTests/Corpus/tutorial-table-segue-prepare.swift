// Passing data forward: didSelectRowAt performs the storyboard segue, and prepare(for:sender:)
// reads indexPathForSelectedRow to hand the chosen city to the detail screen.
class CityListViewController: UITableViewController {
    let cities = ["Seoul", "Busan", "Incheon"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CityCell", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showCity", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showCity",
              let detail = segue.destination as? CityDetailViewController,
              let indexPath = tableView.indexPathForSelectedRow else { return }
        detail.city = cities[indexPath.row]
    }
}

class CityDetailViewController: UIViewController {
    var city = ""
    override func viewDidLoad() {
        super.viewDidLoad()
        print("detail shows \(city)")
    }
}

storyboard.prototypeCell("CityCell", in: CityListViewController.self)
let cityList = storyboard.instantiate(CityListViewController.self)
storyboard.segue("showCity", from: cityList, to: CityDetailViewController.self, kind: .show)
let nav = UINavigationController(rootViewController: cityList)
window.rootViewController = nav
user.selectRow(1, in: cityList)
