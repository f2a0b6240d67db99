// Seed 000 (zh/en): a button presents, a button on the presented controller dismisses.
// Adapted: the seed's classes are named `presentingViewController`/`presentedViewController`,
// which inside a UIViewController subclass are UIKit's own properties (swiftc rejects calling
// `presentedViewController()` there), so they are renamed; the seed's
// `#selector(doPresent(_ :))` names a one-parameter method the seed declares without one, so
// it reads `#selector(doPresent)`; `viewDidLoad{` gains its `()` and `override`. Driver lines
// at the end.
class PresentingViewController: UIViewController {
    let presentButton = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        // ...
        view.addSubview(presentButton)
        presentButton.addTarget(self,
            action: #selector(doPresent), for: .touchUpInside)
    }

    @objc func doPresent() {
        let vc = PresentedViewController()
        vc.modalTransitionStyle = .crossDissolve
        vc.modalPresentationStyle = .fullScreen
        self.present(vc, animated: true)
    }
}

class PresentedViewController: UIViewController {
    let dismissButton = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        //...
        view.addSubview(dismissButton)
        dismissButton.addTarget(self,
            action: #selector(doDismiss), for: .touchUpInside)
    }

    @objc func doDismiss() {
        self.presentingViewController?.dismiss(animated: true)
    }
}

let source = PresentingViewController()
window.rootViewController = source
user.tap(source.presentButton)
let presented = source.presentedViewController as! PresentedViewController
assert(presented.presentingViewController === source)
user.tap(presented.dismissButton)
assert(source.presentedViewController == nil)
