// A control wired to an action method: user.tap runs it (not logged itself).
class EditorViewController: UIViewController {
    var saved = false
    @IBAction func save(_ sender: Any) {
        saved = true
        print("saving")
        dismiss(animated: true)
    }
}
let list = UIViewController()
window.rootViewController = list
let editor = EditorViewController()
list.present(editor, animated: true)
storyboard.action("saveButton", in: editor, selector: "save")
user.tap("saveButton", in: editor)
assert(editor.saved)
assert(list.presentedViewController == nil)
