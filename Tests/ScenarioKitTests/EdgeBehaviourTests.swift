import Testing

@testable import ScenarioKit

/// Behaviour fixed after review: each case names what UIKit or Swift does.
@Suite("Views, deinit and the main queue: the edges")
struct EdgeBehaviourTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "a compound top-level statement is one event: its queued work runs after it",
      source: """
        print("---")
        do {
            DispatchQueue.main.async { print("async") }
            print("sync")
        }
        for i in 0..<2 {
            DispatchQueue.main.async { print("async \\(i)") }
            print("sync \\(i)")
        }
        """,
      lines: ["sync", "async", "sync 0", "sync 1", "async 0", "async 1"]),
    LogExample(
      name: "work a deinit schedules runs before the next statement",
      source: """
        class Temp: NSObject { deinit { DispatchQueue.main.async { print("async from deinit") } } }
        print("---")
        do { let t = Temp() }
        print("next")
        """,
      lines: ["t.deinit", "async from deinit", "next"]),
    LogExample(
      name: "what a deinit body makes dies with the body",
      source: """
        class B: NSObject { deinit { print("B deinit"); let x = C() } }
        class C: NSObject { deinit { print("C deinit") } }
        print("---")
        do { let b = B() }
        print("done")
        """,
      lines: ["b.deinit", "B deinit", "x.deinit", "C deinit", "done"]),
    LogExample(
      name: "all touchDown actions before any touchUpInside; allTouchEvents once per event",
      source: """
        class Home: UIViewController {
            @objc func up() { print("up") }
            @objc func down() { print("down") }
            @objc func any() { print("any") }
        }
        let home = Home()
        window.rootViewController = home
        let b = UIButton()
        home.view.addSubview(b)
        b.addTarget(home, action: #selector(Home.up), for: .touchUpInside)
        b.addTarget(home, action: #selector(Home.down), for: .touchDown)
        b.addTarget(home, action: #selector(Home.any), for: .allTouchEvents)
        print("---")
        user.tap(b)
        b.sendActions(for: .valueChanged)
        """,
      lines: ["down", "any", "up", "any"]),
    LogExample(
      name: ".zero where the type is known; rects are standardized; an inset with nothing left is .null",
      source: """
        let v = UIView(frame: .zero)
        v.frame = .zero
        print(v.frame == .zero, CGRect(x: 1, y: 2, width: -10, height: 5).width, CGRect(x: 0, y: 0, width: 4, height: 4).insetBy(dx: 3, dy: 3))
        """,
      lines: ["true 10.0 (inf, inf, 0.0, 0.0)"]),
    LogExample(
      name: "an end of a manual appearance transition gets its begin's animated flag",
      source: """
        class Container: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        class Child: UIViewController {
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("animated: \\(animated)") }
        }
        let c = Container()
        window.rootViewController = c
        let child = Child()
        c.addChild(child)
        c.view.addSubview(child.view)
        print("---")
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        """,
      lines: ["child.viewWillAppear", "child.viewDidAppear", "animated: true"]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "main-queue work that schedules more every time",
      source:
        "class T { func burst() { for _ in 0..<100 { DispatchQueue.main.async { self.burst() } } } }\nlet t = T(); t.burst()",
      message:
        "More than 1000 pieces of work are waiting on the main queue: does work on the main queue schedule more work every time it runs?"
    ),
    RefusalExample(
      name: "a deinit that stores self",
      source: "class A: UIViewController { deinit { window.rootViewController = self } }\ndo { let a = A() }",
      message:
        "a was stored in a strong reference during its deinit; Swift stops the program here (object deallocated with a non-zero retain count)."
    ),
    RefusalExample(
      name: "an action its target does not implement",
      source:
        "class Home: UIViewController { @objc func save() {} }\nclass Other: NSObject {}\nlet home = Home()\nwindow.rootViewController = home\nlet b = UIButton()\nhome.view.addSubview(b)\nlet other = Other()\nb.addTarget(other, action: #selector(Home.save), for: .touchUpInside)\nuser.tap(b)",
      message: "-[Other save]: unrecognized selector sent to instance other"),
    RefusalExample(
      name: "a bar button item outside any navigation bar",
      source:
        "class Home: UIViewController { @objc func go() {} }\nlet home = Home()\nwindow.rootViewController = home\nlet item = UIBarButtonItem(title: \"Go\", style: .plain, target: home, action: #selector(Home.go))\nhome.navigationItem.rightBarButtonItem = item\nuser.tap(item)",
      message:
        "user.tap: this bar button item is not on screen (it shows only in the navigation bar of a visible navigation controller's top controller)"
    ),
    RefusalExample(
      name: "two cancel actions in one alert",
      source:
        "let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\nalert.addAction(UIAlertAction(title: \"A\", style: .cancel))\nalert.addAction(UIAlertAction(title: \"B\", style: .cancel))",
      message: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"),
    RefusalExample(
      name: "a NaN frame",
      source: "let v = UIView()\nv.frame = CGRect(x: 0.0 / 0.0, y: 0, width: 1, height: 1)",
      message: "CALayer position contains NaN or an infinite value (CALayerInvalidGeometry)"),
    RefusalExample(
      name: "a rect's midX is get-only",
      source: "let v = UIView()\nv.frame.midX = 3",
      message: "cannot assign to property: 'midX' is a get-only property"),
    RefusalExample(
      name: "an unknown color",
      source: "let v = UIView()\nv.backgroundColor = .systemBlu",
      message: "type 'UIColor' has no member 'systemBlu'; did you mean 'systemBlue'?"),
    RefusalExample(
      name: "subclassing UIButton",
      source: "class MyButton: UIButton {}",
      message:
        "subclassing 'UIButton' is not simulated: views, controls and bar items are UIKit's own classes here; keep one in a controller's property and configure it there"
    ),
    RefusalExample(
      name: "calling an inherited title",
      source: "class A: UIViewController { func f() { _ = title() } }\nA().f()",
      message: "cannot call value of non-function type 'String?'"),
  ]

  @Test(arguments: refusals)
  func refuses(_ refusal: RefusalExample) {
    refusal.check()
  }

  @Test func aGlobalNamedLikeAControllerPropertyIsNotUIKits() {
    let outcome = run(
      "let topViewController = UIViewController()\nclass A: NSObject { func f() { print(topViewController.title ?? \"none\") } }\nA().f()"
    )
    #expect(outcome.succeeded)
    #expect(outcome.lines.contains("none"))
  }
}
