import Testing

@testable import ScenarioKit

/// Closures and ARC, one test per rule of The Swift Programming Language's "Automatic
/// Reference Counting" chapter (the sections named in each test's name), as scenarios see
/// them through `deinit` lines.
@Suite struct ClosureMemoryTests {
  @Test("ARC: an instance is not deallocated while a strong reference to it remains")
  func strongReferenceKeepsInstanceAlive() {
    LogExample(
      source: """
        var first: UIViewController? = UIViewController()
        var second = first
        first = nil
        print("one reference left")
        second = nil
        print("none left")
        """,
      lines: ["one reference left", "first.deinit", "none left"]
    ).check()
  }

  @Test("strong reference cycles between class instances: two strong properties never free")
  func strongPropertyCycleLeaks() {
    LogExample(
      source: """
        class Person: NSObject { var apartment: Apartment? }
        class Apartment: NSObject { var tenant: Person? }
        do {
            let john = Person()
            let unit = Apartment()
            john.apartment = unit
            unit.tenant = john
        }
        print("both still alive")
        """,
      lines: ["both still alive"]
    ).check()
  }

  @Test("resolving cycles: a weak property breaks the cycle and both are freed")
  func weakPropertyBreaksCycle() {
    LogExample(
      source: """
        class Person: NSObject { var apartment: Apartment? }
        class Apartment: NSObject { weak var tenant: Person? }
        do {
            let john = Person()
            let unit = Apartment()
            john.apartment = unit
            unit.tenant = john
        }
        print("freed")
        """,
      lines: ["john.deinit", "unit.deinit", "freed"]
    ).check()
  }

  @Test("strong reference cycles for closures: a stored closure that uses self keeps its object")
  func storedClosureUsingSelfLeaks() {
    LogExample(
      source: """
        class Editor: UIViewController {
            var onSave: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                onSave = { self.title = "Saved" }
            }
        }
        do {
            let editor = Editor()
            _ = editor.view
        }
        print("the editor was never freed")
        """,
      lines: ["editor.viewDidLoad", "the editor was never freed"]
    ).check()
  }

  @Test("capture lists: [weak self] leaves the object free to go, and the closure then sees nil")
  func weakSelfCaptureSeesNilAfterRelease() {
    LogExample(
      source: """
        class Editor: UIViewController {
            var onSave: (() -> Void)?
            func makeHandler() -> () -> Void {
                return { [weak self] in print(self == nil ? "self is nil" : "self is alive") }
            }
        }
        var editor: Editor? = Editor()
        let handler = editor!.makeHandler()
        handler()
        editor = nil
        handler()
        """,
      lines: ["self is alive", "editor.deinit", "self is nil"]
    ).check()
  }

  @Test("capture lists: [unowned self] does not keep the object alive")
  func unownedSelfCaptureDoesNotRetain() {
    LogExample(
      source: """
        class Editor: UIViewController {
            var onSave: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                onSave = { [unowned self] in self.title = "Saved" }
            }
        }
        do {
            let editor = Editor()
            _ = editor.view
        }
        print("freed")
        """,
      lines: ["editor.viewDidLoad", "editor.deinit", "freed"]
    ).check()
  }

  @Test("unowned references: reading one after its object is deallocated is a runtime error")
  func unownedReadAfterReleaseTraps() {
    let outcome = run(
      """
      class Editor: UIViewController {
          func makeHandler() -> () -> Void {
              return { [unowned self] in print(self.title ?? "untitled") }
          }
      }
      var editor: Editor? = Editor()
      let handler = editor!.makeHandler()
      editor = nil
      handler()
      """)
    #expect(outcome.lines == ["editor.deinit"])
    #expect(
      outcome.error?.message
        == "Fatal error: Attempted to read an unowned reference but object editor was already deallocated")
  }

  @Test("closures capture the variables they use: a captured local keeps its object past its scope")
  func capturedLocalOutlivesItsScope() {
    LogExample(
      source: """
        var show: (() -> Void)? = nil
        do {
            let detail = UIViewController()
            show = { print("still have \\(detail)") }
        }
        show!()
        show = nil
        print("released with the closure")
        """,
      lines: ["still have detail", "detail.deinit", "released with the closure"]
    ).check()
  }

  @Test("closures capture only what they use: a local the body never names is freed at its scope's end")
  func unusedLocalIsNotCaptured() {
    LogExample(
      source: """
        var show: (() -> Void)? = nil
        do {
            let unused = UIViewController()
            show = { print("no capture") }
        }
        print("after the scope")
        """,
      lines: ["unused.deinit", "after the scope"]
    ).check()
  }

  @Test("a weak capture made inside another closure makes the outer closure hold self strongly")
  func nestedWeakCaptureStillCapturesInOuterClosure() {
    LogExample(
      source: """
        class Editor: UIViewController {
            var onSave: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                onSave = {
                    let inner = { [weak self] in print(self == nil ? "nil" : "alive") }
                    inner()
                }
            }
        }
        do {
            let editor = Editor()
            _ = editor.view
        }
        print("the outer closure holds the editor")
        """,
      lines: ["editor.viewDidLoad", "the outer closure holds the editor"]
    ).check()
  }

  @Test("a notification block that uses self keeps its object until the observer is removed; posts still run")
  func notificationBlockKeepsObserverAlive() {
    LogExample(
      source: """
        class Listener: UIViewController {
            var token: Any?
            func listen() {
                token = NotificationCenter.default.addObserver(forName: Notification.Name("ping"), object: nil, queue: nil) { _ in
                    print("\\(self) heard ping")
                }
            }
            deinit { print("Listener deinit body") }
        }
        var listener: Listener? = Listener()
        listener!.listen()
        let kept = listener!.token!
        listener = nil
        NotificationCenter.default.post(name: Notification.Name("ping"), object: nil)
        NotificationCenter.default.removeObserver(kept)
        print("removed")
        """,
      lines: ["listener heard ping", "listener.deinit", "Listener deinit body", "removed"]
    ).check()
  }

  @Test("a notification block with [weak self] lets its object go; later posts see nil")
  func weakNotificationBlockSeesNil() {
    LogExample(
      source: """
        class Listener: UIViewController {
            var token: Any?
            func listen() {
                token = NotificationCenter.default.addObserver(forName: Notification.Name("ping"), object: nil, queue: nil) { [weak self] _ in
                    print(self == nil ? "ping, nobody home" : "ping heard")
                }
            }
        }
        var listener: Listener? = Listener()
        listener!.listen()
        listener = nil
        NotificationCenter.default.post(name: Notification.Name("ping"), object: nil)
        """,
      lines: ["listener.deinit", "ping, nobody home"]
    ).check()
  }

  @Test("main-queue work holds what it captured until it has run")
  func dispatchedBlockKeepsCaptureUntilItRuns() {
    LogExample(
      source: """
        do {
            let late = UIViewController()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("ran with \\(late)") }
        }
        print("next statement")
        """,
      lines: ["ran with late", "late.deinit", "next statement"]
    ).check()
  }

  @Test("an alert holds its actions' handlers, and what they captured, until the alert is freed")
  func alertHoldsHandlerCaptures() {
    LogExample(
      source: """
        var alert: UIAlertController? = nil
        do {
            let note = UIViewController()
            alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            alert!.addAction(UIAlertAction(title: "OK", style: .default) { _ in print(note) })
        }
        print("the alert holds note")
        alert = nil
        print("end")
        """,
      lines: ["the alert holds note", "alert.deinit", "note.deinit", "end"]
    ).check()
  }

  @Test("delegates: a strong delegate property makes a cycle, a weak one does not")
  func strongDelegateLeaksWeakDoesNot() {
    let source = { (attribute: String) in
      """
      protocol PickerDelegate: AnyObject {}
      class Picker: UIViewController { \(attribute) var delegate: PickerDelegate? }
      class Screen: UIViewController, PickerDelegate { let picker = Picker() }
      do {
          let screen = Screen()
          screen.picker.delegate = screen
      }
      print("end")
      """
    }
    #expect(run(source("")).lines == ["end"])
    #expect(run(source("weak")).lines == ["screen.deinit", "Picker.deinit", "end"])
  }
}
