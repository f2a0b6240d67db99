class LoopViewController: UIViewController {
    func again() { again() }
}
let a = LoopViewController()
a.again()
