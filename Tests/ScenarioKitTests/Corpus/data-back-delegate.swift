// The spec's class example: a detail screen hands a value back to its list when dismissed.
class DetailViewController: UIViewController {
    weak var delegate: ListViewController?
    var value = 0
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { delegate?.didFinish(value) }
    }
}
class ListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    func didFinish(_ value: Int) { print("got \(value)") }
    func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { false }
}
let list = ListViewController()
window.rootViewController = list
do {
    let detail = DetailViewController()
    detail.delegate = list
    detail.value = 42
    list.present(detail, animated: true)
}
list.dismiss(animated: true)
