// The return key belongs to the keyboard, which shows only while a field is being edited:
// pressing it before tapping the field is a mistake in the scenario.
class NoteViewController: UIViewController {
    let titleField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleField)
    }
}

let note = NoteViewController()
window.rootViewController = note
user.pressReturn(in: note.titleField)
