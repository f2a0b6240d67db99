// Seed 002 (ko): the device log of .automatic (card-style) present and dismiss between A and B, with
// deinit. The seed's four lifecycle overrides and its deinit, printed per controller; the
// printed lines must equal the seed's observed log (SeedLogTests).
class ViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\n---------- [ viewWillAppear - A vc ] ----------\n")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\n---------- [ viewDidAppear - A vc ] ----------\n")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\n---------- [ viewWillDisappear - A vc ] ----------\n")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\n---------- [ viewDidDisappear - A vc ] ----------\n")
    }
}

class NextViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\n---------- [ viewWillAppear - B vc ] ----------\n")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\n---------- [ viewDidAppear - B vc ] ----------\n")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\n---------- [ viewWillDisappear - B vc ] ----------\n")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\n---------- [ viewDidDisappear - B vc ] ----------\n")
    }
    // 해당 뷰가 메모리에서 삭제 될 때 실행 됨
    deinit {
        print("Deinitialized - Next View Controller")
    }
}

let a = ViewController()
window.rootViewController = a
print("A -> B")
do {
    let b = NextViewController()
    a.present(b, animated: true)
}
print("B -> A")
a.dismiss(animated: true)
