// G1: swiping a sheet down asks the delegate, then dismisses.
class ListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { true }
    func presentationControllerWillDismiss(_ p: UIPresentationController) {}
    func presentationControllerDidDismiss(_ p: UIPresentationController) {
        print("sheet gone")
    }
}
let a = ListViewController()
window.rootViewController = a
var b: UIViewController? = UIViewController()
b!.presentationController?.delegate = a
a.present(b!, animated: true)
b = nil
user.swipeDown(a.presentedViewController!)
