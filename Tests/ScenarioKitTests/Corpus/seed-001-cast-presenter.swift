// Seed 001 (ko): reaching the presenter's own property by casting presentingViewController.
// Adapted: `...` lines dropped; `someFunction` is called by the driver lines at the end.
class ViewController: UIViewController {
    var value = 0
    func presentOtherView() {
        let nextVC = NextViewController()
        present(nextVC, animated: true)
    }
}

class NextViewController: UIViewController {
    func someFunction() {
        // presentingViewController가 ViewController인지 확인
        // ViewController라면 해당 클래스의 변수에 접근
        (presentingViewController as? ViewController)?.value = 10
    }
}

let home = ViewController()
window.rootViewController = home
home.presentOtherView()
(home.presentedViewController as! NextViewController).someFunction()
print(home.value)
