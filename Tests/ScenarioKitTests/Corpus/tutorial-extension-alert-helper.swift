// One helper for every alert in the app, available on any controller.
extension UIViewController {
    func showAlert(title: String, message: String, onOK: (() -> Void)? = nil) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            onOK?()
        })
        present(alert, animated: true)
    }
}

class CheckoutViewController: UIViewController {
    var total = 0
    func pay() {
        guard total > 0 else {
            showAlert(title: "Empty cart", message: "Add something first")
            return
        }
        showAlert(title: "Paid", message: "Thank you") {
            print("receipt sent")
        }
    }
}

let checkout = CheckoutViewController()
window.rootViewController = checkout
checkout.pay()
user.tap("OK", in: checkout.presentedViewController!)
checkout.total = 12
checkout.pay()
user.tap("OK", in: checkout.presentedViewController!)
