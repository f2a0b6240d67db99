// G2: a delegate that says no: only didAttemptToDismiss.
class EditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var hasChanges = true
    func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { !hasChanges }
    func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {
        print("ask to save first")
    }
}
let a = UIViewController()
let editor = EditorViewController()
window.rootViewController = a
editor.presentationController?.delegate = editor
a.present(editor, animated: true)
user.swipeDown(editor)
assert(a.presentedViewController === editor)
editor.hasChanges = false
user.swipeDown(editor)
assert(a.presentedViewController == nil)
