// `if let` binds a name: the destination is logged as `detail`.
class ItemViewController: UIViewController {
    var item = ""
}
class ListViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let detail = segue.destination as? ItemViewController, segue.identifier == "open" {
            detail.item = "milk"
        } else {
            print("not an item")
        }
    }
}
let list = ListViewController()
window.rootViewController = list
storyboard.segue("open", from: list, to: ItemViewController.self, kind: .present)
list.performSegue(withIdentifier: "open", sender: nil)
if let shown = list.presentedViewController as? ItemViewController {
    print("showing \(shown.item) in \(shown)")
}
