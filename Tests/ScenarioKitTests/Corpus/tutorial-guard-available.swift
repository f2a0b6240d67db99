// Newer APIs behind an availability check: guard #available leaves early on older systems.
class ShareViewController: UIViewController {
    func configureSheet() {
        guard #available(iOS 15, *) else {
            print("iOS 14: full-screen fallback")
            modalPresentationStyle = .fullScreen
            return
        }
        sheetPresentationController?.detents = [.medium(), .large()]
        print("sheet with detents")
    }
}

let home = UIViewController()
window.rootViewController = home
let share = ShareViewController()
share.configureSheet()
home.present(share, animated: true)
