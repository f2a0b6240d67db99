import Testing

@testable import ScenarioKit

/// Type casting and closures as The Swift Programming Language's "Type Casting" and
/// "Closures" chapters describe them: `as?`/`as!`/`is` on arrays and protocols, `as`,
/// `Any`/`AnyObject`; shorthand arguments, implicit returns, trailing closures, capture lists.
@Suite("Casts and closures")
struct CastAndClosureTests {
  static let casts: [LogExample] = [
    LogExample(
      name: "an array casts when every element does; an empty one always does",
      source: """
        let a = UIViewController()
        let nav = UINavigationController()
        let mixed: [UIViewController] = [a, nav]
        let navs: [UIViewController] = [nav]
        let empty: [UIViewController] = []
        print(mixed as? [UINavigationController] == nil, (navs as? [UINavigationController])?.count ?? 0)
        print(empty is [UINavigationController], mixed is [UIViewController], [1, 2] is [String])
        """,
      lines: ["true 1", "true true false"]),
    LogExample(
      name: "Any holds any value; AnyObject only instances of classes",
      source: """
        let a = UIViewController()
        let things: [Any] = [1, "two", a, [3]]
        var objects = 0
        for thing in things {
          if thing is AnyObject { objects += 1 }
        }
        print(things.count, objects, things[1] as? String ?? "-", things[0] as? String ?? "-")
        """,
      lines: ["4 1 two -"]),
    LogExample(
      name: "casting to a protocol checks conformance, declared anywhere up the chain",
      source: """
        protocol Reloadable: AnyObject {
          func reload()
        }
        class ListViewController: UIViewController, Reloadable {
          func reload() { print("reload \\(self)") }
        }
        class SearchViewController: ListViewController {}
        let screens: [UIViewController] = [ListViewController(), UIViewController(), SearchViewController()]
        for screen in screens {
          (screen as? Reloadable)?.reload()
        }
        """,
      lines: ["reload screen", "reload screen#3"]),
    LogExample(
      name: "'as' upcasts and gives a literal its type; an optional target type casts the same",
      source: """
        let nav = UINavigationController()
        let vc = nav as UIViewController
        let half = 1 as Double / 2
        print(vc === nav, half, (vc as? UINavigationController?) != nil)
        """,
      lines: ["true 0.5 true"]),
  ]

  @Test("casts", arguments: casts)
  func cast(_ example: LogExample) {
    example.check()
  }

  static let closures: [LogExample] = [
    LogExample(
      name: "shorthand arguments $0 and $1, and a single expression returned",
      source: """
        let combine: (Int, Int) -> Int = { $0 * 10 + $1 }
        let second: (Int, Int) -> Int = { $1 }
        let greet: (String) -> String = { "hi \\($0)" }
        print(combine(4, 2), second(7, 8), greet("you"))
        """,
      lines: ["42 8 hi you"]),
    LogExample(
      name: "a nested closure's $0 is its own",
      source: """
        func apply(_ value: Int, _ transform: (Int) -> Int) -> Int { transform(value) }
        print(apply(3) { apply($0 + 1) { $0 * 2 } })
        """,
      lines: ["8"]),
    LogExample(
      name: "multiple trailing closures, the first unlabeled",
      source: """
        func fetch(_ id: Int, success: (String) -> Void, failure: (Int) -> Void) {
          if id > 0 { success("item \\(id)") } else { failure(404) }
        }
        fetch(3) { print("got \\($0)") } failure: { print("error \\($0)") }
        fetch(0) { print("got \\($0)") } failure: { print("error \\($0)") }
        """,
      lines: ["got item 3", "error 404"]),
    LogExample(
      name: "UIView.animate with animations and completion as trailing closures",
      source: """
        let a = UIViewController()
        window.rootViewController = a
        print("---")
        do {
          UIView.animate(withDuration: 0.3) {
            a.view.alpha = 0.5
            print("animating")
          } completion: { finished in
            print("finished \\(finished), alpha \\(a.view.alpha)")
          }
          print("scheduled")
        }
        """,
      lines: [
        "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear", "---", "animating", "scheduled",
        "finished true, alpha 0.5",
      ]),
    LogExample(
      name: "[weak self] reads nil once the object is gone; [weak x] captures x's object then",
      source: """
        class Downloader: UIViewController {
          var onDone: (() -> Void)?
          func start() {
            onDone = { [weak self] in
              guard let self else {
                print("already gone")
                return
              }
              print("done for \\(self)")
            }
          }
        }
        var d: Downloader? = Downloader()
        d?.start()
        let callback = d?.onDone
        callback?()
        d = nil
        callback?()
        var screen: UIViewController? = UIViewController()
        let peek = { [weak screen] in print(screen == nil ? "nil" : "alive") }
        peek()
        screen = nil
        peek()
        """,
      lines: ["done for d", "d.deinit", "already gone", "alive", "screen.deinit", "nil"]),
  ]

  @Test("closures", arguments: closures)
  func closure(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a forced array cast that fails",
      source: "let list: [Any] = [1, \"a\"]\nlet n = list as! [Int]",
      message: "could not cast value of type 'Array' to '[Int]'"),
    RefusalExample(
      name: "a coercion swiftc would refuse",
      source: "let n = 1\nlet s = n as String",
      message: "cannot convert value of type 'Int' to type 'String' in coercion"),
    RefusalExample(
      name: "a closure with the wrong number of arguments",
      source: "let f: (Int) -> Int = { $0 + $1 }\nprint(f(1))",
      message: "the closure takes 2 parameter(s) but is called with 1"),
  ]

  @Test("refused", arguments: refusals)
  func refused(_ example: RefusalExample) {
    example.check()
  }

  @Test("$0 in a closure with named parameters is swiftc's error, before running")
  func anonymousWithExplicit() {
    let scenario = Scenario.parse(source: "let f = { x in x + $0 }", origin: .standalone())
    #expect(scenario.program == nil)
    #expect(
      scenario.diagnostics.first?.message
        == "anonymous closure arguments cannot be used inside a closure that has explicit arguments")
  }
}
