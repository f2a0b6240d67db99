// Adding a custom initializer to a view controller also requires init(coder:).
class TimerViewController: UIViewController {
    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
        super.init(nibName: nil, bundle: nil)
    }
}

let timer = TimerViewController(seconds: 60)
window.rootViewController = timer
