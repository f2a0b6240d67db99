// Every segue identifier is handled; an unknown one is a programming error, so it traps.
class InboxViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showMessage":
            print("preparing a message")
        case "showCompose":
            print("preparing compose")
        default:
            fatalError("Unknown segue: \(segue.identifier ?? "nil")")
        }
    }
}

let inbox = InboxViewController()
window.rootViewController = UINavigationController(rootViewController: inbox)
storyboard.segue("showMessage", from: inbox, to: UIViewController.self, kind: .show)
storyboard.segue("showArchive", from: inbox, to: UIViewController.self, kind: .show)
inbox.performSegue(withIdentifier: "showMessage", sender: nil)
inbox.performSegue(withIdentifier: "showArchive", sender: nil)
print("not reached")
