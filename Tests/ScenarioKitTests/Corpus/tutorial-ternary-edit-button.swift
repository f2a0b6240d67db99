// An Edit/Done button whose title follows the editing state, set with ?:.
class NotesViewController: UIViewController {
    var isEditingNotes = false
    let editButton = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        editButton.target = self
        editButton.action = #selector(toggleEditing)
        navigationItem.rightBarButtonItem = editButton
    }

    @objc func toggleEditing() {
        isEditingNotes = !isEditingNotes
        editButton.title = isEditingNotes ? "Done" : "Edit"
        print("editing: \(isEditingNotes), button: \(editButton.title ?? "")")
    }
}

let notes = NotesViewController()
window.rootViewController = UINavigationController(rootViewController: notes)
user.tap(notes.editButton)
user.tap(notes.editButton)
