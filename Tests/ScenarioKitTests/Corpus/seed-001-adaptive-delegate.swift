// Seed 001 (ko): UIAdaptivePresentationControllerDelegate for a swipe-down dismissal.
// Adapted: `nextVC.presentationController.delegate` needs `?` (presentationController is
// optional; swiftc rejects it without), presentVC presents nextVC, and the four requirements
// the seed lists without bodies get bodies that print. Driver lines at the end.
class ViewController: UIViewController {
    func presentVC() {
        let nextVC = NextViewController()
        // 화면 전환할 view controller에서 제스처를 이용한 dismiss를
        // 관리하기 위한 delegate 설정
        nextVC.presentationController?.delegate = self
        present(nextVC, animated: true)
    }
}

extension ViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        print("didAttemptToDismiss")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        print("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        print("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("didDismiss")
    }
}

let home = ViewController()
window.rootViewController = home
home.presentVC()
user.swipeDown(home.presentedViewController!)
