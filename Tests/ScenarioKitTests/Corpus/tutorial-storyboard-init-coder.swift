// A storyboard scene whose class has custom initializers: the storyboard calls init(coder:).
class ReceiptViewController: UIViewController {
    var total: Double

    required init?(coder: NSCoder) {
        total = 0
        super.init(coder: coder)
        print("decoded from the storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("total \(total)")
    }
}

storyboard.scene("Receipt", ReceiptViewController.self)
let sb = UIStoryboard(name: "Main", bundle: nil)
let receipt = sb.instantiateViewController(withIdentifier: "Receipt") as! ReceiptViewController
receipt.total = 12.5
window.rootViewController = receipt
let again = sb.instantiateViewController(withIdentifier: "Receipt")
print(again === receipt)
