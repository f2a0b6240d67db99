// Asking before deleting: an action sheet with a destructive action and a cancel.
class NoteViewController: UIViewController {
    var isDeleted = false

    func confirmDelete() {
        let sheet = UIAlertController(title: "Delete note?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.isDeleted = true
            print("deleted")
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}

let note = NoteViewController()
window.rootViewController = note
note.confirmDelete()
user.tap("Delete", in: note.presentedViewController as! UIAlertController)
print(note.isDeleted, note.presentedViewController == nil)
