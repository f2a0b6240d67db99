// Passing data back: the editor tells its delegate, through a protocol, what was typed.
protocol NameEditorDelegate: AnyObject {
    func nameEditor(_ editor: NameEditorViewController, didSave name: String)
    func nameEditorDidCancel(_ editor: NameEditorViewController)
}

class NameEditorViewController: UIViewController {
    weak var delegate: NameEditorDelegate?
    var draft = ""

    func save() {
        guard !draft.isEmpty else {
            delegate?.nameEditorDidCancel(self)
            return
        }
        delegate?.nameEditor(self, didSave: draft)
    }
}

class ProfileViewController: UIViewController, NameEditorDelegate {
    var name = "Guest"

    func editName() {
        let editor = NameEditorViewController()
        editor.delegate = self
        present(editor, animated: true)
    }

    func nameEditor(_ editor: NameEditorViewController, didSave name: String) {
        self.name = name
        dismiss(animated: true)
    }

    func nameEditorDidCancel(_ editor: NameEditorViewController) {
        dismiss(animated: true)
    }
}

let profile = ProfileViewController()
window.rootViewController = profile
profile.editName()
let editor = profile.presentedViewController as! NameEditorViewController
editor.draft = "Jun"
editor.save()
print("name is \(profile.name)")
