// A quiz screen from a storyboard: four answer buttons in one outlet collection, styled in a
// loop in viewDidLoad. The driver lines declare what Interface Builder connected.
class QuizViewController: UIViewController {
    @IBOutlet weak var questionLabel: UILabel!
    @IBOutlet var answerButtons: [UIButton]!

    let answers = ["Paris", "Rome", "Madrid", "Berlin"]

    override func viewDidLoad() {
        super.viewDidLoad()
        questionLabel.text = "Capital of France?"
        for (index, button) in answerButtons.enumerated() {
            button.tag = index
            button.setTitle(answers[index], for: .normal)
            button.addTarget(self, action: #selector(answerTapped(_:)), for: .touchUpInside)
        }
    }

    @IBAction func answerTapped(_ sender: UIButton) {
        answerButtons.forEach { $0.isEnabled = false }
        print(sender.currentTitle ?? "", sender.tag == 0 ? "is right" : "is wrong")
    }
}

storyboard.outletCollection("answerButtons", of: QuizViewController.self, count: 4)
storyboard.scene("Quiz", QuizViewController.self)
let quiz = storyboard.instantiateViewController(withIdentifier: "Quiz") as! QuizViewController
window.rootViewController = quiz
user.tap(quiz.answerButtons[1])
print(quiz.answerButtons.filter { $0.isEnabled }.count)
