// Seed 002 (ko): the TIP snippets — sizeToFit, #available around isModalInPresentation,
// changing the presenter's button title through a cast, and dismissing two levels at once.
// Adapted: the snippets are placed in the methods they belong to; `button` is a stored
// property of ViewController; driver lines at the end.
class ViewController: UIViewController {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("클릭", for: .normal)
        view.addSubview(button)
        button.sizeToFit() // 화면 크기에 버튼 크기가 맞춰 조절 됨
    }
    func showNext() {
        let nextVC = NextViewController()
        // isModalInPresentation true -> 제스처를 통해 창 닫기 가능
        // false -> 창 닫기 불가능
        if #available(iOS 13.0, *) {
            nextVC.isModalInPresentation = true
        } else {
            // Fallback on earlier versions
        }
        present(nextVC, animated: true)
    }
}

class NextViewController: UIViewController {
    func renamePresenterButton() {
        // 나를 띄운 뷰의 버튼 글자를 바꾸고 싶을 때?
        if let vc = self.presentingViewController as? ViewController {
            vc.button.setTitle("클릭's", for: .normal)
        }
    }
}

let home = ViewController()
window.rootViewController = home
home.showNext()
let b = home.presentedViewController as! NextViewController
b.renamePresenterButton()
print(home.button.currentTitle ?? "nil")
user.swipeDown(b)
print(home.presentedViewController === b)
let c = UIViewController()
b.present(c, animated: true)
// A -> B -> C
// C dismiss -> B
// presentingViewController?.dismiss = dismiss
c.presentingViewController?.presentingViewController?.dismiss(animated: true)
print(home.presentedViewController == nil)
