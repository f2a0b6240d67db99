// Outlets from the storyboard: connected by the time viewDidLoad runs.
class GreetingViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var greetButton: UIButton!

    var name = "Guest"

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Hello, \(name)"
        greetButton.setTitle("Greet", for: .normal)
        print(nameLabel.text ?? "", greetButton.currentTitle ?? "")
        print(nameLabel.superview === view)
    }
}

storyboard.scene("Greeting", GreetingViewController.self)
let greeting = storyboard.instantiateViewController(withIdentifier: "Greeting") as! GreetingViewController
greeting.name = "Mina"
window.rootViewController = greeting
print(greeting.view.subviews.count)
