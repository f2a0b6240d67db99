// A countdown in a Task: each second it updates the label through MainActor.run, and the
// button's UIAction reads the state when tapped after the countdown ended.
class CountdownViewController: UIViewController {
    let label = UILabel()
    var remaining = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        let restart = UIButton(primaryAction: UIAction(title: "Status") { [weak self] _ in
            print("remaining: \(self?.remaining ?? -1)")
        })
        view.addSubview(restart)
        Task { [weak self] in
            while let self, self.remaining > 0 {
                try? await Task.sleep(for: .seconds(1))
                await MainActor.run {
                    self.remaining -= 1
                    self.label.text = "\(self.remaining)"
                }
                print("label: \(self.label.text ?? "")")
            }
        }
    }
}

let countdown = CountdownViewController()
window.rootViewController = countdown
user.tap(countdown.view.subviews[1] as! UIButton)
