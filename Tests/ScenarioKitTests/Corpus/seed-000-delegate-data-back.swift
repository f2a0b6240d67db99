// Seed 000 (zh/en): passing data back with a weak delegate, and a swipe-down dismissal seen
// in viewDidDisappear through isBeingDismissed.
// Adapted: `presentedViewController( )` is the presented class (renamed, see
// seed-000-buttons-present-dismiss); `override viewDidDisappear(` gains `func`; the delegate's
// `passData` prints what it got. Driver lines at the end.
protocol PresentedViewControllerDelegate: AnyObject {
    func passData(data: Any)
}

class PresentedViewController: UIViewController {
    weak var delegate: PresentedViewControllerDelegate?
    @objc func doDismiss() {
        self.delegate?.passData(data: "Important Data")
        self.presentingViewController?.dismiss(animated: true)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if self.isBeingDismissed {
            self.delegate?.passData(data: "Important Data")
        }
    }
}

class SourceViewController: UIViewController, PresentedViewControllerDelegate {
    @objc func doPresent() {
        let vc = PresentedViewController()
        vc.delegate = self      //*
        self.present(vc, animated: true)
    }
    func passData(data: Any) {
        print("got \(data)")
    }
}

let source = SourceViewController()
window.rootViewController = source
source.doPresent()
let sheet = source.presentedViewController!
user.swipeDown(sheet)
assert(source.presentedViewController == nil)
