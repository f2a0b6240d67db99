import Testing

@testable import ScenarioKit

/// The view layer: views, geometry, controls and target–action, as plain data with no layout.
@Suite("Views, controls and geometry")
struct ViewLayerTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "frames are what code sets; bounds and center follow",
      source: """
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        print(v.frame, v.bounds, v.center)
        v.center = CGPoint(x: 0, y: 0)
        print(v.frame)
        v.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        print(v.frame, v.bounds.size)
        """,
      lines: [
        "(10.0, 20.0, 100.0, 50.0) (0.0, 0.0, 100.0, 50.0) (60.0, 45.0)",
        "(-50.0, -25.0, 100.0, 50.0)",
        "(-5.0, -5.0, 10.0, 10.0) (10.0, 10.0)",
      ]),
    LogExample(
      name: "a struct member is changed on a copy and written back",
      source: """
        let v = UIView()
        v.frame.size.width = 120
        v.frame.origin.x += 8
        var r = v.frame
        r.size.height = 44
        print(v.frame, r, r.maxX, r.midY, CGRect.zero.isEmpty)
        """,
      lines: ["(8.0, 0.0, 120.0, 0.0) (8.0, 0.0, 120.0, 44.0) 128.0 22.0 true"]),
    LogExample(
      name: "rect arithmetic: inset, offset, contains",
      source: """
        let r = CGRect(x: 0, y: 0, width: 100, height: 60).insetBy(dx: 10, dy: 20)
        print(r, r.offsetBy(dx: 5, dy: 5), r.contains(CGPoint(x: 50, y: 30)), r.contains(CGPoint(x: 5, y: 5)))
        let w: CGFloat = 10
        print(w * 2 + CGFloat(1), -w)
        """,
      lines: ["(10.0, 20.0, 80.0, 20.0) (15.0, 25.0, 80.0, 20.0) true false", "21.0 -10.0"]),
    LogExample(
      name: "a CGFloat is a CGFloat to is and as? (the interpreter keeps it as a double)",
      source: """
        let w: CGFloat = 10
        let d: Double = 2.5
        print(w is CGFloat, d is Double, (w as? CGFloat) ?? 0)
        """,
      lines: ["true true 10.0"]),
    LogExample(
      name: "subviews, superview, and moving a view",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let card = UIView()
        let label = UILabel()
        label.text = "Hello"
        card.addSubview(label)
        a.view.addSubview(card)
        print(a.view.subviews.count, label.superview === card, card.superview === a.view, label.window != nil)
        label.removeFromSuperview()
        print(card.subviews.isEmpty, label.superview == nil, label.window == nil, label.text ?? "")
        """,
      lines: ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear", "1 true true true", "true true true Hello"]),
    LogExample(
      name: "a controller's view inside a plain view still appears as a child's",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        let b = UIViewController()
        let holder = UIView()
        holder.addSubview(b.view)
        print("holder not on screen yet")
        a.addChild(b)
        a.view.addSubview(holder)
        b.didMove(toParent: a)
        """,
      lines: [
        "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear", "b.viewDidLoad", "holder not on screen yet",
        "b.willMove(toParent: a)", "b.viewWillAppear", "b.viewDidAppear", "b.didMove(toParent: a)",
      ]),
    LogExample(
      name: "user.tap sends touchUpInside to the target's @objc method with the button as sender",
      source: """
        class Home: UIViewController {
            let button = UIButton(type: .system)
            var taps = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                button.setTitle("Go", for: .normal)
                view.addSubview(button)
                button.addTarget(self, action: #selector(go(_:)), for: .touchUpInside)
            }
            @objc func go(_ sender: UIButton) {
                taps += 1
                print("tapped \\(sender.currentTitle ?? "")")
            }
        }
        let home = Home()
        window.rootViewController = home
        user.tap(home.button)
        home.button.isEnabled = false
        user.tap(home.button)
        home.button.isEnabled = true
        home.button.isHidden = true
        user.tap(home.button)
        print(home.taps)
        """,
      lines: ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "tapped Go", "1"]),
    LogExample(
      name: "a nil target goes up the responder chain to the view's controller",
      source: """
        class Home: UIViewController {
            @objc func save() { print("saved") }
        }
        let home = Home()
        window.rootViewController = home
        let button = UIButton()
        home.view.addSubview(button)
        button.addTarget(nil, action: #selector(Home.save), for: .touchUpInside)
        user.tap(button)
        """,
      lines: ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "saved"]),
    LogExample(
      name: "a target is held weakly: once it is gone the tap does nothing",
      source: """
        class Handler: NSObject {
            @objc func handle() { print("handled") }
        }
        let home = UIViewController()
        window.rootViewController = home
        let button = UIButton()
        home.view.addSubview(button)
        var handler: Handler? = Handler()
        button.addTarget(handler, action: #selector(Handler.handle), for: .touchUpInside)
        user.tap(button)
        handler = nil
        user.tap(button)
        """,
      lines: ["home.viewDidLoad", "home.viewWillAppear", "home.viewDidAppear", "handled", "handler.deinit"]),
    LogExample(
      name: "a bar button item in the visible controller's navigation item",
      source: """
        class List: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    barButtonSystemItem: .add, target: self, action: #selector(add))
            }
            @objc func add() { print("add") }
        }
        let list = List()
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        user.tap(list.navigationItem.rightBarButtonItem!)
        """,
      lines: [
        "list.willMove(toParent: nav)", "list.didMove(toParent: nav)", "nav.viewDidLoad", "list.viewDidLoad",
        "nav.viewWillAppear", "list.viewWillAppear", "nav.viewDidAppear", "list.viewDidAppear", "add",
      ]),
    LogExample(
      name: "casts among UIKit's view classes",
      source: """
        let b = UIButton()
        let views = [b, UILabel()]
        print(b is UIControl, b is UIView, views[1] as? UIControl == nil, (views[0] as? UIButton) === b)
        """,
      lines: ["true true true true"]),
  ]

  @Test(arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a #selector to a method without @objc",
      source:
        "class A: UIViewController {\n  func go() {}\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    let b = UIButton()\n    b.addTarget(self, action: #selector(go), for: .touchUpInside)\n  }\n}\nwindow.rootViewController = A()",
      message: "argument of '#selector' refers to instance method 'go()' that is not exposed to Objective-C"),
    RefusalExample(
      name: "a #selector naming labels the method does not have",
      source:
        "class A: UIViewController {\n  @objc func go() {}\n  func wire() { _ = #selector(go(_:)) }\n}\nA().wire()",
      message: "cannot find 'go(_:)' in scope; did you mean 'go()'?"),
    RefusalExample(
      name: "a #selector outside a class names nothing",
      source: "let s = #selector(go)",
      message: "cannot find 'go' in scope"),
    RefusalExample(
      name: "tapping a button that is on no screen",
      source: "let b = UIButton()\nuser.tap(b)",
      message:
        "user.tap: this UIButton is not on screen (it is not in the view of a visible controller), so it cannot be tapped"
    ),
    RefusalExample(
      name: "a view property takes its own type",
      source: "let v = UIView()\nv.alpha = \"half\"",
      message: "cannot assign value of type 'String' to type 'CGFloat'"),
    RefusalExample(
      name: "a view is not its own subview",
      source: "let v = UIView()\nv.addSubview(v)",
      message: "Can't add self as subview"),
    RefusalExample(
      name: "an unknown view member suggests a near one",
      source: "let v = UIView()\nv.backgroundColour = .red",
      message: "value of type 'UIView' has no member 'backgroundColour'; did you mean 'backgroundColor'?"),
    RefusalExample(
      name: "superview is get-only",
      source: "let v = UIView()\nv.superview = UIView()",
      message: "cannot assign to property: 'superview' is a get-only property"),
    RefusalExample(
      name: "UIKit's optional presentationController needs '?'",
      source:
        "class H: UIViewController, UIAdaptivePresentationControllerDelegate {}\nlet h = H()\nlet n = UIViewController()\nn.presentationController.delegate = h",
      message:
        "value of optional type 'UIPresentationController?' must be unwrapped to refer to member 'delegate' of wrapped base type 'UIPresentationController'"
    ),
    RefusalExample(
      name: "an inherited property is not the class of the same name",
      source:
        "class presentedViewController: UIViewController {}\nclass Home: UIViewController {\n  func go() { let vc = presentedViewController() }\n}\nHome().go()",
      message: "cannot call value of non-function type 'UIViewController?'"),
  ]

  @Test(arguments: refusals)
  func refuses(_ refusal: RefusalExample) {
    refusal.check()
  }
}

/// `deinit { … }` bodies: when they run and in what order.
@Suite("deinit bodies")
struct DeinitTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "a deinit body runs right after the engine frees the object, before what it owned",
      source: """
        class Owner: NSObject {
            let part = Part()
            deinit { print("owner body") }
        }
        class Part: NSObject {
            deinit { print("part body") }
        }
        var o: Owner? = Owner()
        o = nil
        print("end")
        """,
      lines: ["o.deinit", "owner body", "Part.deinit", "part body", "end"]),
    LogExample(
      name: "subclass deinit first, then its scenario superclass's",
      source: """
        class Base: UIViewController { deinit { print("base") } }
        class Detail: Base { deinit { print("detail") } }
        do { let d = Detail() }
        """,
      lines: ["d.deinit", "detail", "base"]),
    LogExample(
      name: "self and its properties are readable in deinit",
      source: """
        class Screen: UIViewController {
            var name = "settings"
            deinit { print("freeing \\(name) \\(title ?? "-")") }
        }
        do {
            let s = Screen()
            s.title = "Settings"
        }
        """,
      lines: ["s.deinit", "freeing settings Settings"]),
    LogExample(
      name: "a dismissed controller's deinit body runs after viewDidDisappear",
      source: """
        class Next: UIViewController { deinit { print("Deinitialized - Next View Controller") } }
        let a = UIViewController()
        window.rootViewController = a
        a.present(Next(), animated: true)
        a.dismiss(animated: true)
        """,
      lines: [
        "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear", "Next.viewDidLoad", "Next.viewWillAppear",
        "Next.viewDidAppear", "Next.viewWillDisappear", "Next.viewDidDisappear", "Next.deinit",
        "Deinitialized - Next View Controller",
      ]),
  ]

  @Test(arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  @Test func anErrorInADeinitBodyStopsTheScenarioThere() {
    let outcome = run("class A: NSObject { deinit { assert(false, \"boom\") } }\ndo { let a = A() }\nprint(\"never\")")
    #expect(outcome.error?.message == "assertion failed: false: boom")
    #expect(outcome.error?.location.line == 1)
    #expect(!outcome.lines.contains("never"))
  }

  @Test func aSecondDeinitIsARedeclaration() {
    let outcome = run("class A: NSObject {\n  deinit {}\n  deinit {}\n}")
    #expect(outcome.error?.message == "invalid redeclaration of 'deinit'")
  }
}

/// `??`: the right side only when the left is nil.
@Suite("nil-coalescing")
struct NilCoalescingTests {
  static let examples: [LogExample] = [
    LogExample(
      source: "let a = UIViewController()\nprint(a.title ?? \"untitled\", a.parent ?? a)", lines: ["untitled a"]),
    LogExample(
      name: "the right side is not evaluated when the left has a value",
      source: "let a = UIViewController()\na.title = \"A\"\nprint(a.title ?? [1][5])", lines: ["A"]),
    LogExample(name: "?? binds looser than +", source: "let n: Int? = nil\nprint(n ?? 1 + 2)", lines: ["3"]),
  ]

  @Test(arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }
}
