import Testing

@testable import ScenarioKit

/// Class initializers as The Swift Programming Language's "Initialization" chapter describes
/// them: designated and convenience initializers, two-phase initialization, initializer
/// inheritance, failable and required initializers — and the objects they make are tracked
/// by the engine like any other (names, lifecycle, `deinit`).
@Suite("Initializers")
struct InitializerTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "a designated initializer sets its properties, calls super.init, then customizes",
      source: """
        class DetailViewController: UIViewController {
          let item: String
          init(item: String) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
            title = item.uppercased
          }
          required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
          }
          override func viewDidLoad() {
            super.viewDidLoad()
            print("showing \\(item)")
          }
        }
        let detail = DetailViewController(item: "apple")
        window.rootViewController = detail
        """.replacingOccurrences(of: "item.uppercased", with: "\"Item: \\(item)\""),
      lines: ["detail.viewDidLoad", "showing apple", "detail.viewWillAppear", "detail.viewDidAppear"]),
    LogExample(
      name: "a convenience initializer delegates across with self.init",
      source: """
        class Badge: NSObject {
          let text: String
          init(text: String) {
            self.text = text
            super.init()
          }
          convenience override init() {
            self.init(text: "new")
          }
        }
        print(Badge().text, Badge(text: "hot").text)
        """,
      lines: ["new hot", "Badge.deinit", "Badge#2.deinit"]),
    LogExample(
      name: "without designated initializers a subclass inherits its superclass's, and init()",
      source: """
        class Base: UIViewController {
          var counter = 0
        }
        class Screen: Base {
          var name = "screen"
        }
        let s = Screen()
        let t = Screen(nibName: nil, bundle: nil)
        print(s.name, s.counter, t.name)
        """,
      lines: ["screen 0 screen"]),
    LogExample(
      name: "overriding every designated initializer inherits the convenience init()",
      source: """
        class Home: UIViewController {
          override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            title = "Home"
            print("home made")
          }
          required init?(coder: NSCoder) {
            super.init(coder: coder)
          }
        }
        let home = Home()
        print(home.title ?? "-")
        """,
      lines: ["home made", "Home"]),
    LogExample(
      name: "a subclass's own initial values come before the superclass's (phase one goes up)",
      source: """
        func note(_ text: String) -> Int {
          print(text)
          return 0
        }
        class Base: NSObject {
          var a = note("base property")
        }
        class Sub: Base {
          var b = note("sub property")
          init(c: Int) {
            print("sub init")
            super.init()
            print("after super.init")
          }
        }
        _ = Sub(c: 1)
        """,
      lines: ["sub property", "sub init", "base property", "after super.init", "Sub.deinit"]),
    LogExample(
      name: "Swift calls super.init() itself when a designated initializer leaves it out",
      source: """
        class Counter: NSObject {
          var value: Int
          init(start: Int) {
            value = start
          }
        }
        print(Counter(start: 5).value)
        """,
      lines: ["5", "Counter.deinit"]),
    LogExample(
      name: "a class without a superclass may use self once every stored property has a value",
      source: """
        class Store {
          let name: String
          var items: [String]
          init(name: String, items: [String] = []) {
            self.name = name
            self.items = items
            describe()
          }
          func describe() { print("\\(name): \\(items.count)") }
        }
        let store = Store(name: "fruit", items: ["a", "b"])
        let empty = Store(name: "empty")
        """,
      lines: ["fruit: 2", "empty: 0"]),
    LogExample(
      name: "a failable initializer gives nil",
      source: """
        class Profile: NSObject {
          let age: Int
          init?(age: Int) {
            self.age = age
            super.init()
            if age < 0 { return nil }
          }
        }
        let ok = Profile(age: 3)
        let bad = Profile(age: -1)
        print(ok?.age ?? -1, bad == nil)
        """,
      lines: ["Profile.deinit", "3 true"]),
    LogExample(
      name: "objects made by an initializer are named, appear and are freed like any other",
      source: """
        class ItemViewController: UIViewController {
          let index: Int
          init(index: Int) {
            self.index = index
            super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
          deinit { print("item \\(index) gone") }
        }
        let nav = UINavigationController(rootViewController: ItemViewController(index: 0))
        window.rootViewController = nav
        var next: ItemViewController? = ItemViewController(index: 1)
        nav.pushViewController(next!, animated: false)
        next = nil
        nav.popViewController(animated: false)
        """,
      lines: [
        "ItemViewController.willMove(toParent: nav)", "ItemViewController.didMove(toParent: nav)", "nav.viewDidLoad",
        "ItemViewController.viewDidLoad", "nav.viewWillAppear", "ItemViewController.viewWillAppear",
        "nav.viewDidAppear",
        "ItemViewController.viewDidAppear", "next.willMove(toParent: nav)", "next.viewDidLoad",
        "ItemViewController.viewWillDisappear", "next.viewWillAppear", "ItemViewController.viewDidDisappear",
        "next.viewDidAppear", "next.didMove(toParent: nav)", "next.willMove(toParent: nil)",
        "next.viewWillDisappear", "ItemViewController.viewWillAppear", "next.viewDidDisappear",
        "ItemViewController.viewDidAppear", "next.didMove(toParent: nil)", "next.deinit", "item 1 gone",
      ]),
    LogExample(
      name: "a storyboard makes its controllers with init(coder:)",
      source: """
        class SettingsViewController: UIViewController {
          var source = "code"
          required init?(coder: NSCoder) {
            source = "storyboard"
            super.init(coder: coder)
          }
        }
        let settings = storyboard.instantiate(SettingsViewController.self)
        print(settings.source)
        """,
      lines: ["storyboard"]),
    LogExample(
      name: "a navigation controller subclass passes its root to super.init(rootViewController:)",
      source: """
        class MainNavigationController: UINavigationController {
          init() {
            super.init(rootViewController: UIViewController())
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        let main = MainNavigationController()
        print(main.viewControllers.count)
        """,
      lines: [
        "UIViewController.willMove(toParent: main)", "UIViewController.didMove(toParent: main)", "1",
      ]),
    LogExample(
      name: "a private initializer keeps a singleton single",
      source: """
        class Settings {
          static let shared = Settings()
          var theme = "light"
          private init() { print("made once") }
        }
        Settings.shared.theme = "dark"
        print(Settings.shared.theme)
        """,
      lines: ["made once", "dark"]),
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

  static let controller = "class A: UIViewController {\n  let item: String\n"
  static let coder = "  required init?(coder: NSCoder) { fatalError() }\n"

  static let refusals: [Refusal] = [
    Refusal(
      source: controller
        + "  init(item: String) {\n    super.init(nibName: nil, bundle: nil)\n    self.item = item\n  }\n"
        + coder + "}", message: "property 'self.item' not initialized at super.init call"),
    Refusal(
      source: controller
        + "  init(item: String) {\n    self.item = item\n    super.init(nibName: nil, bundle: nil)\n  }\n}",
      message: "'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'"),
    Refusal(
      source: controller + "  init(item: String) {\n    self.item = item\n    super.init()\n  }\n" + coder + "}",
      message: "must call a designated initializer of the superclass 'UIViewController'"),
    Refusal(
      source: controller
        + "  init(item: String) {\n    self.item = item\n    setUp()\n    super.init(nibName: nil, bundle: nil)\n  }\n"
        + coder + "  func setUp() {}\n}", message: "'self' used in method call 'setUp' before 'super.init' call"),
    Refusal(
      source: controller
        + "  init(item: String) {\n    self.item = item\n    title = item\n    super.init(nibName: nil, bundle: nil)\n  }\n"
        + coder + "}", message: "'self' used in property access 'title' before 'super.init' call"),
    Refusal(
      source: controller
        + "  init(item: String) {\n    print(self)\n    self.item = item\n    super.init(nibName: nil, bundle: nil)\n  }\n"
        + coder + "}", message: "'self' used before 'super.init' call"),
    Refusal(
      source: controller
        + "  init(item: String) {\n    self.item = item\n    let f = { print(self.item) }\n    super.init(nibName: nil, bundle: nil)\n  }\n"
        + coder + "}", message: "'self' captured by a closure before all members were initialized"),
    Refusal(
      source: controller + "}", message: "class 'A' has no initializers"),
    Refusal(
      source: "class A {\n  let n: Int\n  init() {\n    n = 1\n    n = 2\n  }\n}",
      message: "immutable value 'self.n' may only be initialized once"),
    Refusal(
      source: "class A {\n  let n: Int\n  var m: Int\n  init() {\n    n = 1\n  }\n}",
      message: "return from initializer without initializing all stored properties"),
    Refusal(
      source: "class A {\n  let n: Int\n  init() {\n    super.init()\n  }\n}",
      message: "'super' members cannot be referenced in a root class"),
    Refusal(
      source: "class A: NSObject {\n  convenience init(x: Int) {\n    print(x)\n  }\n}",
      message: "'self.init' isn't called on all paths before returning from initializer"),
    Refusal(
      source: "class A: NSObject {\n  convenience init(x: Int) {\n    super.init()\n  }\n}",
      message:
        "convenience initializer for 'A' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')"
    ),
    Refusal(
      source: "class A: NSObject {\n  init() {\n    super.init()\n  }\n}",
      message: "overriding declaration requires an 'override' keyword: 'init()'"),
    Refusal(
      source: "class A: NSObject {\n  override init(x: Int) {\n    super.init()\n  }\n}",
      message: "initializer does not override a designated initializer from its superclass"),
    Refusal(
      source:
        "class A: NSObject {\n  let x: Int\n  init?(x: Int) {\n    if x < 0 { return nil }\n    self.x = x\n    super.init()\n  }\n}",
      message: "returning nil before 'super.init' call is not supported in scenarios; return nil after it"),
  ]

  @Test("refused before running, with swiftc's wording", arguments: refusals)
  func refused(_ refusal: Refusal) {
    let outcome = run(refusal.source + "\nprint(\"ran\")")
    #expect(outcome.lines.isEmpty)
    #expect(outcome.error?.message == refusal.message)
  }

  static let callRefusals: [Refusal] = [
    Refusal(
      source: controller
        + "  init(item: String) {\n    self.item = item\n    super.init(nibName: nil, bundle: nil)\n  }\n"
        + coder + "}\nlet a = A()", message: "missing argument for parameter 'item' in call"),
    Refusal(
      source: "class Settings {\n  static let shared = Settings()\n  private init() {}\n}\nlet s = Settings()",
      message: "'Settings' initializer is inaccessible due to 'private' protection level"),
    Refusal(
      source: controller
        + "  init(item: String) {\n    self.item = item\n    super.init(nibName: nil, bundle: nil)\n  }\n"
        + "  required init?(coder: NSCoder) {\n    fatalError(\"init(coder:) has not been implemented\")\n  }\n"
        + "}\nlet a = storyboard.instantiate(A.self)", message: "Fatal error: init(coder:) has not been implemented"),
  ]

  @Test("calls that no initializer fits, and a storyboard meeting fatalError in init(coder:)", arguments: callRefusals)
  func refusedCall(_ refusal: Refusal) {
    #expect(run(refusal.source).error?.message == refusal.message)
  }
}
