import Testing

@testable import ScenarioKit

/// The Swift that tutorials are written in, one row per construct the issue on real notes'
/// Swift names (its item 1), each checked against what the Swift book says it does. Other
/// suites test each construct in depth; this table is the audit that none of them is missing
/// and that each runs with Swift's semantics.
@Suite("The Swift of tutorials, construct by construct")
struct TutorialSwiftAuditTests {
  static let constructs: [LogExample] = [
    // MARK: guard
    LogExample(
      name: "guard let: the binding lives on after the guard",
      source: """
        func greet(_ name: String?) -> String {
            guard let name = name else { return "nobody" }
            return "hi \\(name)"
        }
        print(greet("a"), greet(nil))
        """,
      lines: ["hi a nobody"]),
    LogExample(
      name: "guard with a condition list and a shorthand binding",
      source: """
        func check(_ n: Int?) -> String {
            guard let n, n > 0 else { return "no" }
            return "yes \\(n)"
        }
        print(check(3), check(-1), check(nil))
        """,
      lines: ["yes 3 no no"]),
    LogExample(
      name: "guard let self in a weak closure takes the else path once the object is gone",
      source: """
        class Loader {
            var done: (() -> Void)?
            func start() -> () -> Void {
                return { [weak self] in
                    guard let self else { print("gone"); return }
                    print("still here", self === self)
                }
            }
        }
        var loader: Loader? = Loader()
        let work = loader!.start()
        work()
        loader = nil
        work()
        """,
      lines: ["still here true", "loader.deinit", "gone"]),
    // MARK: operators
    LogExample(
      name: "the ternary operator evaluates only the chosen side",
      source: """
        func loud(_ s: String) -> String { print("eval \\(s)"); return s }
        let n = 3
        print(n > 2 ? loud("big") : loud("small"))
        """,
      lines: ["eval big", "big"]),
    // MARK: structs
    LogExample(
      name: "structs are copied on assignment",
      source: """
        struct Point { var x: Int; var y: Int }
        var a = Point(x: 1, y: 2)
        var b = a
        b.x = 10
        print(a.x, b.x)
        """,
      lines: ["1 10"]),
    LogExample(
      name: "a memberwise initializer leaves out properties with initial values",
      source: """
        struct Item { var title: String; var done = false }
        print(Item(title: "a"), Item(title: "b", done: true))
        """,
      lines: ["Item(title: \"a\", done: false) Item(title: \"b\", done: true)"]),
    LogExample(
      name: "a struct's own initializer with a default argument",
      source: """
        struct Greeting {
            var name: String
            var punctuation: String
            init(name: String, punctuation: String = "!") {
                self.name = name
                self.punctuation = punctuation
            }
        }
        print(Greeting(name: "a").punctuation, Greeting(name: "b", punctuation: "?").punctuation)
        """,
      lines: ["! ?"]),
    LogExample(
      name: "a mutating method changes the variable it is called on",
      source: """
        struct Counter {
            var count = 0
            mutating func increment() { count += 1 }
        }
        var c = Counter()
        c.increment()
        c.increment()
        print(c.count)
        """,
      lines: ["2"]),
    // MARK: class initializers
    LogExample(
      name: "designated and convenience initializers",
      source: """
        class Detail: UIViewController {
            let item: String
            init(item: String) {
                self.item = item
                super.init(nibName: nil, bundle: nil)
            }
            convenience init() { self.init(item: "default") }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let a = Detail(item: "x")
        let b = Detail()
        print(a.item, b.item)
        """,
      lines: ["x default"]),
    LogExample(
      name: "init(nibName:bundle:) overridden keeps init()",
      source: """
        class Screen: UIViewController {
            var name = "?"
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                name = "made"
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        print(Screen().name)
        """,
      lines: ["made", "Screen.deinit"]),
    // MARK: properties
    LogExample(
      name: "a lazy property is initialized on first read",
      source: """
        class Box {
            lazy var label: String = { print("making"); return "made" }()
        }
        let box = Box()
        print("before")
        print(box.label)
        print(box.label)
        """,
      lines: ["before", "making", "made", "made"]),
    LogExample(
      name: "static properties are shared and made on first use",
      source: """
        class Counter {
            static var count = 0
            static func bump() { count += 1 }
        }
        Counter.bump()
        Counter.bump()
        print(Counter.count)
        """,
      lines: ["2"]),
    LogExample(
      name: "a closure-initialized stored property runs when the object is made",
      source: """
        class Screen: UIViewController {
            let button: UIButton = {
                let b = UIButton()
                b.setTitle("Go", for: .normal)
                return b
            }()
        }
        print(Screen().button.title(for: .normal))
        """,
      // UIKit's optionals read as their values in a log (docs/scenario-language.md, Values).
      lines: ["Go", "Screen.deinit"]),
    // MARK: collections
    LogExample(
      name: "dictionaries: optional subscript, default, update and removal",
      source: """
        var ages = ["a": 1]
        ages["b"] = 2
        ages["a"] = nil
        print(ages["b"], ages["z"], ages["z", default: 0], ages.count)
        """,
      lines: ["Optional(2) nil 0 1"]),
    LogExample(
      name: "sets: insertion returns whether it was new",
      source: """
        var seen: Set<String> = ["a"]
        print(seen.insert("a").inserted, seen.insert("b").inserted, seen.count)
        """,
      lines: ["false true 2"]),
    LogExample(
      name: "tuples: labels, positions and destructuring",
      source: """
        let pair = (name: "a", count: 2)
        let (n, c) = pair
        print(pair.0, pair.count, n, c)
        """,
      lines: ["a 2 a 2"]),
    LogExample(
      name: "closures with $0, trailing and multiple trailing closures",
      source: """
        func fetch(_ id: Int, success: (Int) -> Void, failure: () -> Void) {
            if id > 0 { success(id * 2) } else { failure() }
        }
        fetch(2) { print("got \\($0)") } failure: { print("failed") }
        fetch(0) { print("got \\($0)") } failure: { print("failed") }
        """,
      lines: ["got 4", "failed"]),
    LogExample(
      name: "the common collection API",
      source: """
        let numbers = [3, 1, 2]
        print(numbers.map { $0 * 2 }, numbers.filter { $0 > 1 }, ["1", "x"].compactMap { Int($0) })
        print(numbers.sorted(), numbers.reduce(0, +), numbers.contains(2), numbers.first(where: { $0 < 3 }))
        print(numbers.firstIndex(of: 2), numbers.reversed(), ["a", "b"].joined(separator: "-"))
        print(numbers.isEmpty, numbers.count)
        for (i, n) in numbers.enumerated() where i == 0 { print(i, n) }
        for n in numbers where n != 1 { print("not one:", n) }
        numbers.forEach { print($0) }
        """,
      lines: [
        "[6, 2, 4] [3, 2] [1]", "[1, 2, 3] 6 true Optional(1)", "Optional(2) [2, 1, 3] a-b", "false 3",
        "0 3", "not one: 3", "not one: 2", "3", "1", "2",
      ]),
    // MARK: control flow
    LogExample(
      name: "while and repeat: repeat runs its body once before checking",
      source: """
        var i = 0
        while i < 3 { i += 1 }
        var j = 10
        repeat { j += 1 } while j < 5
        print(i, j)
        """,
      lines: ["3 11"]),
    LogExample(
      name: "defer runs at the end of the scope, the last one first",
      source: """
        func work() {
            defer { print("first deferred") }
            defer { print("second deferred") }
            print("working")
        }
        work()
        """,
      lines: ["working", "second deferred", "first deferred"]),
    LogExample(
      name: "top-level functions with default arguments",
      source: """
        func greet(_ name: String, greeting: String = "Hello") -> String { "\\(greeting), \\(name)" }
        print(greet("a"))
        print(greet("b", greeting: "Hi"))
        """,
      lines: ["Hello, a", "Hi, b"]),
    // MARK: extensions and protocols
    LogExample(
      name: "an extension of UIViewController applies to every controller",
      source: """
        extension UIViewController {
            func add(_ child: UIViewController) {
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let parent = UIViewController()
        let child = UIViewController()
        parent.add(child)
        print(child.parent === parent)
        """,
      lines: [
        "child.willMove(toParent: parent)", "child.viewDidLoad", "parent.viewDidLoad",
        "child.didMove(toParent: parent)",
        "true",
      ]),
    LogExample(
      name: "super.willMove(toParent:) and super.didMove(toParent:) in overrides run UIKit's, once",
      source: """
        class Child: UIViewController {
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                print("will", parent == nil)
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                print("did", parent == nil)
            }
        }
        let p = UIViewController()
        let c = Child()
        p.addChild(c)
        c.didMove(toParent: p)
        """,
      lines: ["c.willMove(toParent: p)", "will false", "c.didMove(toParent: p)", "did false"]),
    LogExample(
      name: "a protocol extension's default implementation, and a class's own winning",
      source: """
        protocol Named { var name: String { get } }
        extension Named { func describe() -> String { "I am \\(name)" } }
        class A: Named { var name = "a" }
        class B: Named {
            var name = "b"
            func describe() -> String { "B!" }
        }
        print(A().describe(), B().describe())
        """,
      lines: ["I am a B!", "A.deinit", "B.deinit"]),
    LogExample(
      name: "a protocol property requirement met by a stored property",
      source: """
        protocol Titled { var title: String { get set } }
        class Note: Titled { var title = "t" }
        let note = Note()
        note.title = "u"
        print(note.title)
        """,
      lines: ["u"]),
    // MARK: enums and switch
    LogExample(
      name: "enums with raw values and CaseIterable",
      source: """
        enum Tab: Int, CaseIterable { case home, search, profile }
        print(Tab.search.rawValue, Tab(rawValue: 2), Tab(rawValue: 7), Tab.allCases.count)
        """,
      lines: ["1 Optional(Tab.profile) nil 3"]),
    LogExample(
      name: "enums with associated values matched by switch patterns with where",
      source: """
        enum State { case loading, loaded([String]), failed(code: Int) }
        func describe(_ s: State) -> String {
            switch s {
            case .loading: return "loading"
            case .loaded(let items) where items.isEmpty: return "empty"
            case .loaded(let items): return "\\(items.count) items"
            case .failed(let code): return "error \\(code)"
            }
        }
        print(describe(.loaded([])), describe(.loaded(["a"])), describe(.failed(code: 404)))
        """,
      lines: ["empty 1 items error 404"]),
    // MARK: strings
    LogExample(
      name: "the common String API",
      source: """
        let s = "Hello, World"
        print(s.uppercased(), s.hasPrefix("Hell"), s.count, s.split(separator: ",").count)
        print(s.replacingOccurrences(of: "World", with: "There"), s.contains("lo"), s.isEmpty)
        """,
      lines: ["HELLO, WORLD true 12 2", "Hello, There true false"]),
    // MARK: access control
    LogExample(
      name: "private, fileprivate, open and final are accepted",
      source: """
        open class Base {
            fileprivate var secret = 1
            private func hidden() -> Int { secret }
            final func shown() -> Int { hidden() + 1 }
        }
        print(Base().shown())
        """,
      lines: ["2", "Base.deinit"]),
    // MARK: casts
    LogExample(
      name: "as? and as! casts, arrays included",
      source: """
        let nav = UINavigationController()
        let controllers: [UIViewController] = [nav, UIViewController()]
        print(controllers[0] as? UINavigationController === nav, controllers[1] as? UINavigationController)
        print(controllers as? [UINavigationController], (controllers[0] as! UINavigationController) === nav)
        """,
      lines: ["true nil", "nil true"]),
  ]

  @Test(arguments: constructs)
  func runsWithSwiftsSemantics(_ example: LogExample) {
    example.check()
  }

  /// `fatalError` and `precondition` stop the block with Swift's message.
  static let traps: [RefusalExample] = [
    RefusalExample(name: "fatalError", source: "fatalError(\"boom\")", message: "Fatal error: boom"),
    RefusalExample(
      name: "precondition", source: "let n = 0\nprecondition(n > 0, \"n must be positive\")",
      message: "Precondition failed: n must be positive"),
  ]

  @Test(arguments: traps)
  func trapsStopWithSwiftsMessage(_ example: RefusalExample) {
    example.check()
  }
}
