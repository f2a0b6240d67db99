// Coordinator-style callbacks: closures in stored properties and trailing closures for
// labeled parameters.
class PickerViewController: UIViewController {
    var onPick: ((String) -> Void)? = nil
    var onCancel: (() -> Void)?
    func pick(_ color: String) {
        onPick?(color)
    }
    func cancel() {
        onCancel?()
    }
}
class Coordinator: NSObject {
    var chosen = "none"
    func showPicker(from host: UIViewController, completion: (String) -> Void) {
        let picker = PickerViewController()
        picker.onPick = { color in
            self.chosen = color
            host.dismiss(animated: true)
        }
        host.present(picker, animated: true)
    }
}
let home = UIViewController()
window.rootViewController = home
let coordinator = Coordinator()
coordinator.showPicker(from: home) { color in print("picked \(color)") }
let picker = home.presentedViewController as! PickerViewController
picker.cancel()
picker.pick("teal")
print("chosen: \(coordinator.chosen)")
