// A grouped settings table: an enum gives the sections, a delegate method the row heights.
enum Section: Int, CaseIterable {
    case account, about
    var rows: [String] {
        switch self {
        case .account: return ["Profile", "Password"]
        case .about: return ["Version"]
        }
    }
}

class SettingsViewController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section)?.rows.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = Section(rawValue: indexPath.section)?.rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 60 : UITableView.automaticDimension
    }
}

let settings = SettingsViewController()
window.rootViewController = settings
print(settings.tableView.style, settings.tableView.numberOfSections)
