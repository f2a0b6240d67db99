import Testing

@testable import ScenarioKit

/// Storyboards by name and Storyboard ID, and `@IBOutlet`s, as UIKit's reference describes
/// them (docs/engine.md, row 38): `UIStoryboard(name:bundle:)` finds a storyboard file by name,
/// `instantiateViewController(withIdentifier:)` makes a new controller of the scene's class
/// each call and raises for an unknown identifier, `instantiateInitialViewController()` is nil
/// without an initial scene, a controller's `storyboard` is nil when code made it, and outlets
/// are connected when a storyboard-made controller's view loads, before `viewDidLoad`.
@Suite("Storyboards and outlets")
struct StoryboardTests {
  static let runs: [LogExample] = [
    LogExample(
      name: "instantiateViewController(withIdentifier:) makes the scene's class, a new one each call",
      source: """
        class DetailViewController: UIViewController {}
        storyboard.scene("Detail", DetailViewController.self)
        let sb = UIStoryboard(name: "Main", bundle: nil)
        let a = sb.instantiateViewController(withIdentifier: "Detail")
        let b = sb.instantiateViewController(withIdentifier: "Detail")
        print(a is DetailViewController, a === b, a.isViewLoaded)
        """,
      lines: ["true false false"]),
    LogExample(
      name: "a scene of a named storyboard is found only through that storyboard",
      source: """
        class SettingsViewController: UIViewController {}
        storyboard.scene("Settings", SettingsViewController.self, in: "Settings")
        let settings = UIStoryboard(name: "Settings", bundle: .main).instantiateViewController(withIdentifier: "Settings")
        print(settings is SettingsViewController)
        """,
      lines: ["true"]),
    LogExample(
      name: "instantiateInitialViewController() is nil without an initial scene",
      source: """
        class StartViewController: UIViewController {}
        storyboard.scene("Start", StartViewController.self, in: "Onboarding")
        print(UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() == nil)
        storyboard.initial(StartViewController.self, in: "Onboarding")
        print(UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() is StartViewController)
        """,
      lines: ["true", "true", "StartViewController.deinit"]),
    LogExample(
      name: "a controller's storyboard is the one that made it, nil when code made it",
      source: """
        class ListViewController: UIViewController {
          func nextScreen() -> UIViewController? {
            storyboard?.instantiateViewController(withIdentifier: "Detail")
          }
        }
        class DetailViewController: UIViewController {}
        storyboard.scene("Detail", DetailViewController.self)
        let fromStoryboard = storyboard.instantiate(ListViewController.self)
        let fromCode = ListViewController()
        print(fromStoryboard.storyboard != nil, fromCode.storyboard == nil)
        print(fromStoryboard.nextScreen() is DetailViewController, fromCode.nextScreen() == nil)
        """,
      lines: ["true true", "true true", "DetailViewController.deinit"]),
    LogExample(
      name: "a scene's class with initializers is made through init(coder:)",
      source: """
        class EditorViewController: UIViewController {
          var draft: String
          required init?(coder: NSCoder) {
            draft = "from coder"
            super.init(coder: coder)
          }
        }
        storyboard.scene("Editor", EditorViewController.self)
        let editor = storyboard.instantiateViewController(withIdentifier: "Editor") as! EditorViewController
        print(editor.draft)
        """,
      lines: ["from coder"]),
    LogExample(
      name: "outlets are nil until the view loads, then connected before viewDidLoad",
      source: """
        class CardViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet var doneButton: UIButton?
          override func viewDidLoad() {
            super.viewDidLoad()
            print("in viewDidLoad:", titleLabel != nil, doneButton != nil)
          }
        }
        storyboard.scene("Card", CardViewController.self)
        let card = storyboard.instantiateViewController(withIdentifier: "Card") as! CardViewController
        print("before:", card.titleLabel == nil)
        card.loadViewIfNeeded()
        print(card.titleLabel.superview === card.view, card.view.subviews.count)
        """,
      lines: ["before: true", "card.viewDidLoad", "in viewDidLoad: true true", "true 2"]),
    LogExample(
      name: "a segue's destination comes from its source's storyboard and gets its outlets",
      source: """
        class ListViewController: UIViewController {}
        class DetailViewController: UIViewController {
          @IBOutlet weak var nameLabel: UILabel!
          override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.text = "connected"
            print(nameLabel.text!, storyboard != nil)
          }
        }
        let list = storyboard.instantiate(ListViewController.self)
        window.rootViewController = UINavigationController(rootViewController: list)
        storyboard.segue("showDetail", from: list, to: DetailViewController.self, kind: .show)
        print("---")
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        """,
      lines: [
        "list.prepare(for: \"showDetail\", sender: nil)",
        "DetailViewController.willMove(toParent: UINavigationController)",
        "DetailViewController.viewDidLoad", "connected true", "list.viewWillDisappear",
        "DetailViewController.viewWillAppear", "list.viewDidDisappear", "DetailViewController.viewDidAppear",
        "DetailViewController.didMove(toParent: UINavigationController)",
      ]),
    LogExample(
      name: "an outlet collection is connected, with the views the storyboard declares, before viewDidLoad",
      source: """
        class QuizViewController: UIViewController {
          @IBOutlet var answerButtons: [UIButton]!
          @IBOutlet weak var questionLabel: UILabel!
          override func viewDidLoad() {
            super.viewDidLoad()
            for (index, button) in answerButtons.enumerated() { button.tag = index }
            print(answerButtons.count, answerButtons[2].tag, view.subviews.count)
          }
        }
        storyboard.outletCollection("answerButtons", of: QuizViewController.self, count: 3)
        storyboard.scene("Quiz", QuizViewController.self)
        let quiz = storyboard.instantiateViewController(withIdentifier: "Quiz") as! QuizViewController
        print(quiz.answerButtons == nil)
        quiz.loadViewIfNeeded()
        print(quiz.answerButtons.allSatisfy { $0.superview === quiz.view })
        """,
      lines: ["true", "quiz.viewDidLoad", "3 2 4", "true"]),
  ]

  @Test(arguments: runs)
  func runsAsUIKitDocumentsIt(_ example: LogExample) {
    example.checkAfterMarker()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "UIStoryboard(name:bundle:) raises for a storyboard the app does not have",
      source: "let sb = UIStoryboard(name: \"Login\", bundle: nil)",
      message:
        "Could not find a storyboard named 'Login' in bundle NSBundle.main (declare it: storyboard.scene(\"ID\", X.self, in: \"Login\"))"
    ),
    RefusalExample(
      name: "instantiateViewController(withIdentifier:) raises for an unknown identifier",
      source: """
        class A: UIViewController {}
        storyboard.scene("A", A.self)
        let vc = storyboard.instantiateViewController(withIdentifier: "B")
        """,
      message:
        "Storyboard (Main) doesn't contain a view controller with identifier 'B' (declare it: storyboard.scene(\"B\", X.self))"
    ),
    RefusalExample(
      name: "one Storyboard ID names one scene",
      source: """
        class A: UIViewController {}
        class B: UIViewController {}
        storyboard.scene("Same", A.self)
        storyboard.scene("Same", B.self)
        """,
      message: "Storyboard (Main) already has a scene with identifier 'Same' (of class A)"),
    RefusalExample(
      name: "a scene is a view controller",
      source: """
        class Helper: NSObject {}
        storyboard.scene("Helper", Helper.self)
        """,
      message: "a storyboard's scenes are view controllers; 'Helper' is not one"),
    RefusalExample(
      name: "reaching through a nil implicitly unwrapped outlet traps",
      source: """
        class FormViewController: UIViewController {
          @IBOutlet weak var nameLabel: UILabel!
          override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.text = "x"
          }
        }
        window.rootViewController = FormViewController()
        """,
      message:
        "unexpectedly found nil while implicitly unwrapping an Optional value ('nameLabel' is nil: outlets are connected when a storyboard-made controller's view loads)"
    ),
    RefusalExample(
      name: "an outlet collection the storyboard does not connect stays nil, and a plain use traps",
      source: """
        class QuizViewController: UIViewController {
          @IBOutlet var answerButtons: [UIButton]!
          override func viewDidLoad() {
            super.viewDidLoad()
            answerButtons.forEach { $0.isEnabled = false }
          }
        }
        window.rootViewController = storyboard.instantiate(QuizViewController.self)
        """,
      message:
        "unexpectedly found nil while implicitly unwrapping an Optional value ('answerButtons' is nil: outlets are connected when a storyboard-made controller's view loads; an outlet collection only when declared: storyboard.outletCollection(\"answerButtons\", of: X.self, count: 3))"
    ),
    RefusalExample(
      name: "an outlet collection is declared for an outlet of the class",
      source: """
        class QuizViewController: UIViewController {
          var answerButtons: [UIButton] = []
        }
        storyboard.outletCollection("answerButtons", of: QuizViewController.self, count: 3)
        """,
      message:
        "'QuizViewController' has no outlet collection 'answerButtons' of a simulated view class (declare '@IBOutlet var answerButtons: [UIButton]!')"
    ),
    RefusalExample(
      name: "@IBOutlet belongs on a class's stored property",
      source: "@IBOutlet var label: UILabel?",
      message: "attribute '@IBOutlet' is not supported in scenarios"),
  ]

  @Test(arguments: refusals)
  func refusedAsUIKitOrSwiftDoes(_ example: RefusalExample) {
    example.check()
  }

  @Test("an optional outlet of a controller made in code stays nil and is nil-safe")
  func optionalOutletMadeInCode() {
    LogExample(
      source: """
        class FormViewController: UIViewController {
          @IBOutlet weak var nameLabel: UILabel?
          override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel?.text = "x"
            print(nameLabel == nil)
          }
        }
        window.rootViewController = FormViewController()
        """,
      lines: [
        "FormViewController.viewDidLoad", "true", "FormViewController.viewWillAppear",
        "FormViewController.viewDidAppear",
      ]
    ).check()
  }
}
