import Testing

@testable import ScenarioKit

/// Extensions, protocols with property requirements and default implementations, and
/// computed properties with setters, as The Swift Programming Language's "Extensions",
/// "Protocols" and "Properties" chapters describe them.
@Suite("Extensions and protocols")
struct ExtensionTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "an extension of UIViewController gives every controller its methods, UIKit's own too",
      source: """
        extension UIViewController {
          func embed(_ child: UIViewController) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
          }
          var childCount: Int { children.count }
        }
        let nav = UINavigationController(rootViewController: UIViewController())
        let badge = UIViewController()
        nav.embed(badge)
        print(nav.childCount)
        """,
      lines: [
        "UIViewController.willMove(toParent: nav)", "UIViewController.didMove(toParent: nav)",
        "badge.willMove(toParent: nav)", "badge.viewDidLoad", "nav.viewDidLoad", "badge.didMove(toParent: nav)", "2",
      ]),
    LogExample(
      name: "an extension method called from a subclass's method, unqualified",
      source: """
        extension UIViewController {
          func showError(_ text: String) { print("\\(self): \\(text)") }
        }
        class LoginViewController: UIViewController {
          func submit(_ password: String) {
            guard password.count >= 4 else {
              showError("too short")
              return
            }
            print("welcome")
          }
        }
        let login = LoginViewController()
        login.submit("abc")
        login.submit("abcd")
        """,
      lines: ["login: too short", "welcome"]),
    LogExample(
      name: "an extension of a scenario class adds methods and a conformance, in a later block too",
      source: """
        protocol Refreshable: AnyObject {
          func refresh()
        }
        class FeedViewController: UIViewController {
          var items = 0
        }
        extension FeedViewController: Refreshable {
          func refresh() {
            items += 1
            print("refreshed \\(items)")
          }
        }
        let feed = FeedViewController()
        let target: Refreshable? = feed
        target?.refresh()
        print(feed is Refreshable)
        """,
      lines: ["refreshed 1", "true"]),
    LogExample(
      name: "a protocol extension's default is used unless the class implements it",
      source: """
        protocol Greeting {
          var name: String { get }
          func greet() -> String
        }
        extension Greeting {
          func greet() -> String { "Hello, \\(name)" }
          var loud: String { greet() + "!" }
        }
        class Korean: Greeting {
          let name = "민수"
          func greet() -> String { "안녕하세요, \\(name)" }
        }
        class English: Greeting {
          var name: String { "Sam" }
        }
        print(Korean().greet(), English().greet(), English().loud)
        """,
      lines: ["안녕하세요, 민수 Hello, Sam Hello, Sam!", "Korean.deinit", "English.deinit", "English#2.deinit"]),
    LogExample(
      name: "a delegate protocol: a weak reference to whoever conforms",
      source: """
        protocol ColorPickerDelegate: AnyObject {
          func colorPicker(_ picker: ColorPickerViewController, didPick color: String)
        }
        class ColorPickerViewController: UIViewController {
          weak var delegate: ColorPickerDelegate?
          func pick(_ color: String) {
            delegate?.colorPicker(self, didPick: color)
          }
        }
        class CanvasViewController: UIViewController, ColorPickerDelegate {
          func colorPicker(_ picker: ColorPickerViewController, didPick color: String) {
            print("\\(picker) picked \\(color)")
          }
        }
        let canvas = CanvasViewController()
        let picker = ColorPickerViewController()
        picker.delegate = canvas
        picker.pick("red")
        """,
      lines: ["picker picked red"]),
    LogExample(
      name: "a computed property with get and set",
      source: """
        class Thermostat {
          private var celsius = 20.0
          var fahrenheit: Double {
            get { celsius * 9 / 5 + 32 }
            set(degrees) { celsius = (degrees - 32) * 5 / 9 }
          }
          var rounded: Int {
            get { Int(celsius) }
            set { celsius = Double(newValue) }
          }
        }
        let t = Thermostat()
        t.fahrenheit = 212
        print(t.fahrenheit, t.rounded)
        t.rounded = 0
        print(t.fahrenheit)
        """,
      lines: ["212.0 100", "32.0"]),
    LogExample(
      name: "a protocol's settable property requirement met by a stored var",
      source: """
        protocol Counting {
          var count: Int { get set }
        }
        class Tally: Counting {
          var count = 0
        }
        let tally = Tally()
        tally.count += 2
        print(tally.count)
        """,
      lines: ["2"]),
  ]

  @Test("runs", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    var testDescription: String { message }
  }

  static let refusals: [Refusal] = [
    Refusal(
      source: "protocol P {\n  func f()\n}\nclass A: P {}", message: "type 'A' does not conform to protocol 'P'"),
    Refusal(
      source: "protocol P {\n  var name: String { get set }\n}\nclass A: P {\n  let name = \"x\"\n}",
      message: "type 'A' does not conform to protocol 'P'"),
    Refusal(
      source: "extension UIViewController {\n  func viewDidLoad() {}\n}",
      message: "invalid redeclaration of 'viewDidLoad()'"),
    Refusal(
      source: "extension UIView {\n  func pin() {}\n}",
      message:
        "extensions of 'UIView' are not supported in scenarios; extend a view controller or a class the scenario declares"
    ),
    Refusal(source: "extension Foo {\n  func pin() {}\n}", message: "cannot find type 'Foo' in scope"),
    Refusal(
      source: "class A {}\nextension A {\n  init(x: Int) {}\n}",
      message:
        "designated initializer cannot be declared in an extension of 'A'; did you mean this to be a convenience initializer?"
    ),
    Refusal(
      source:
        "extension UIViewController {\n  func greet() {}\n}\nclass B: UIViewController {\n  override func greet() {}\n}",
      message: "overriding non-@objc declarations from extensions is not supported"),
    Refusal(
      source: "class A {\n  var n: Int { 1 }\n}\nlet a = A()\na.n = 2",
      message: "cannot assign to property: 'n' is a get-only property"),
    Refusal(
      source: "class A {\n  var n = 1\n}\nextension A {\n  var m = 2\n}",
      message: "extensions cannot add stored properties"),
    Refusal(
      source: "extension UIViewController {\n  deinit {}\n}",
      message: "deinitializers may only be declared within a class, actor, or noncopyable type"),
  ]

  @Test("refused with swiftc's wording", arguments: refusals)
  func refused(_ refusal: Refusal) {
    let outcome = run(refusal.source + "\nprint(\"ran\")")
    #expect(outcome.error?.message == refusal.message)
  }

  @Test("an extension in a later block of the page reaches a class of an earlier one")
  func extensionAcrossBlocks() {
    let first = Scenario.parse(
      source: "class Cart {\n  var total = 0\n}\nlet cart = Cart()", origin: SourceOrigin(file: "p.md", firstLine: 1))
    let second = Scenario.parse(
      source: "extension Cart {\n  func add(_ price: Int) { total += price }\n}\ncart.add(3)\nprint(cart.total)",
      origin: SourceOrigin(file: "p.md", firstLine: 10))
    let outcomes = ScenarioRunner.runPage([
      .init(scenario: first, continues: false), .init(scenario: second, continues: true),
    ])
    #expect(outcomes.last?.diagnostics.isEmpty == true)
    #expect(outcomes.last?.lines == ["3"])
  }
}
