// Seed 002 (ko): the adaptive delegate set in viewDidLoad on the presented controller itself
// (`self.presentationController?.delegate = self`), with the seed's four methods.
// Adapted: the methods print instead of holding comments; NextViewController conforms in its
// declaration. Driver lines at the end: a refused swipe, then an allowed one.
class NextViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var allowSwipe = false
    override func viewDidLoad() {
        super.viewDidLoad()
        // 추가적으로 아래의 코드를 viewDidLoad()에 입력해줘야 실행 된다.
        self.presentationController?.delegate = self
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        print("View를 내릴 때 동작 함")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("View를 내리고 난 후 실행 함(동작 완료)")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        return allowSwipe
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        print("창이 안내려갈 때 실행 됨")
    }
}

let home = UIViewController()
window.rootViewController = home
let next = NextViewController()
home.present(next, animated: true)
user.swipeDown(next)
next.allowSwipe = true
user.swipeDown(next)
