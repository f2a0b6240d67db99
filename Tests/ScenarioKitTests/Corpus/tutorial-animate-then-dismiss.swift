// Fade a sheet's content out, then dismiss it when the animation has finished.
class SheetViewController: UIViewController {
    func close() {
        UIView.animate(withDuration: 0.25) {
            self.view.alpha = 0
        } completion: { [weak self] _ in
            guard let self else { return }
            print("faded to \(self.view.alpha)")
            self.dismiss(animated: true)
        }
    }
}

let host = UIViewController()
window.rootViewController = host
let sheet = SheetViewController()
host.present(sheet, animated: true)
sheet.close()
print(host.presentedViewController == nil)
