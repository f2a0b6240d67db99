// Conformance added in an extension: the list learns when its sheet is swiped away.
class ComposeViewController: UIViewController {}

class ListViewController: UIViewController {
    var drafts = 0
    func compose() {
        let compose = ComposeViewController()
        compose.presentationController?.delegate = self
        present(compose, animated: true)
    }
}

extension ListViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        drafts += 1
        print("saved a draft, \(drafts) in all")
    }
}

let list = ListViewController()
window.rootViewController = list
list.compose()
user.swipeDown(list.presentedViewController!)
