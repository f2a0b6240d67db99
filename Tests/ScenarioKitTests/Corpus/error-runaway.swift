// step-limit: 40
// A controller that presents a new one every time it appears never settles.
class EchoViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let next = EchoViewController()
        next.modalPresentationStyle = .fullScreen
        present(next, animated: false)
    }
}
window.rootViewController = EchoViewController()
