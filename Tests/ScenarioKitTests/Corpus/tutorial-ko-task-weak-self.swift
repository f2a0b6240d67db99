// 화면이 닫힌 뒤에 끝나는 작업: [weak self]로 캡처한 Task는 화면을 붙잡지 않는다.
// 화면은 Task가 끝나기 전에 해제되고, Task 안의 self는 nil이 된다.
class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(3))
            guard let self else {
                print("화면이 이미 닫힘")
                return
            }
            self.title = "완료"
        }
    }

    deinit {
        print("DetailViewController 해제")
    }
}

let home = UIViewController()
window.rootViewController = home
do {
    let detail = DetailViewController()
    home.present(detail, animated: false)
    detail.dismiss(animated: false)
}
print("끝")
