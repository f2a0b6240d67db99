// Segue identifiers as a String enum: no typo can reach prepare(for:sender:).
enum SegueID: String {
    case showDetail
    case showSettings = "settings"
}

class DetailViewController: UIViewController {
    var itemID = 0
}

class InboxViewController: UIViewController {
    var selectedID = 0

    func open(_ id: Int) {
        selectedID = id
        performSegue(withIdentifier: SegueID.showDetail.rawValue, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let identifier = segue.identifier, let kind = SegueID(rawValue: identifier) {
            switch kind {
            case .showDetail:
                let detail = segue.destination as! DetailViewController
                detail.itemID = selectedID
                print("preparing detail for \(selectedID)")
            case .showSettings:
                print("preparing settings")
            }
        }
    }
}

let inbox = InboxViewController()
let nav = UINavigationController(rootViewController: inbox)
window.rootViewController = nav
storyboard.segue(SegueID.showDetail.rawValue, from: inbox, to: DetailViewController.self, kind: .show)
storyboard.segue("settings", from: inbox, to: UIViewController.self, kind: .show)
inbox.open(12)
print((nav.topViewController as! DetailViewController).itemID)
print(SegueID.showSettings.rawValue, SegueID(rawValue: "showDetail") == .showDetail)
