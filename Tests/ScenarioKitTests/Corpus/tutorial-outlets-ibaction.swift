// A counter screen: an outlet and an action, both wired in the storyboard.
class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        updateLabel()
    }

    @IBAction func plusTapped(_ sender: UIButton) {
        count += 1
        updateLabel()
    }

    private func updateLabel() {
        countLabel.text = "\(count)"
        print("label:", countLabel.text!)
    }
}

storyboard.initial(CounterViewController.self)
let counter = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! CounterViewController
window.rootViewController = counter
storyboard.action("plusButton", in: counter, selector: "plusTapped")
user.tap("plusButton", in: counter)
user.tap("plusButton", in: counter)
