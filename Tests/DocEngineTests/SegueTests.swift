import DocEngine
import Testing

/// S1–S4: storyboard segues.
@Suite struct SegueTests {
  /// `login` (class "Login") as the root, or inside a navigation controller.
  private func login(inNavigation: Bool) throws -> (Script, ObjectID) {
    let s = Script()
    let login = try s.let_("login", .viewController, "Login")
    s.host.define("Login", "prepare(for:sender:)") { _, arguments in
      if case .object(let segue?) = arguments.first,
        case .object(let destination?) = try s.engine.property("destination", of: segue)
      {
        try s.say("  destination loaded=\(try s.name("isViewLoaded", of: destination))")
      }
      return .void
    }
    if inNavigation {
      try s.step { e in
        let nav = try e.makeNavigationController(root: login)
        e.bind(nav, variable: "nav")
        e.retain(nav)
        try e.setRoot(nav)
      }
    } else {
      try s.step { try $0.setRoot(login) }
    }
    return (s, login)
  }

  struct S1Case: CustomTestStringConvertible, Sendable {
    var id: String
    var kind: SegueKind
    var inNavigation: Bool
    var expected: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    S1Case(
      id: "S1 show in a navigation controller pushes", kind: .show, inNavigation: true,
      expected: """
        login.prepare(for: "login2detail", sender: nil)
          destination loaded=false
        Detail.willMove(toParent: nav)
        Detail.viewDidLoad
        login.viewWillDisappear
        Detail.viewWillAppear
        login.viewDidDisappear
        Detail.viewDidAppear
        Detail.didMove(toParent: nav)
        """),
    S1Case(
      id: "S1 show without one presents", kind: .show, inNavigation: false,
      expected: """
        login.prepare(for: "login2detail", sender: nil)
          destination loaded=false
        Detail.viewDidLoad
        Detail.viewWillAppear
        Detail.viewDidAppear
        """),
    S1Case(
      id: "S1 present modally full screen", kind: .presentModally(.fullScreen), inNavigation: false,
      expected: """
        login.prepare(for: "login2detail", sender: nil)
          destination loaded=false
        Detail.viewDidLoad
        login.viewWillDisappear
        Detail.viewWillAppear
        Detail.viewDidAppear
        login.viewDidDisappear
        """),
  ])
  func s1(_ c: S1Case) throws {
    let (s, login) = try login(inNavigation: c.inNavigation)
    s.host.define("Login", "shouldPerformSegue(withIdentifier:sender:)") { _, _ in .bool(false) }
    s.engine.registerSegue(
      identifier: "login2detail", source: login, destinationClass: "Detail", kind: c.kind)
    let m = s.mark
    try s.step { try $0.performSegue(identifier: "login2detail", on: login) }
    #expect(s.log(from: m) == c.expected)
  }

  @Test("S2 a triggered segue asks shouldPerformSegue first", arguments: [true, false])
  func s2(answer: Bool) throws {
    let (s, login) = try login(inNavigation: false)
    s.host.define("Login", "shouldPerformSegue(withIdentifier:sender:)") { _, _ in .bool(answer) }
    s.engine.registerSegue(
      identifier: "login2detail", source: login, destinationClass: "Detail", kind: .present)
    s.engine.registerTrigger(control: "loginButton", in: login, segue: "login2detail")
    let m = s.mark
    try s.step { try $0.tap(control: "loginButton", in: login) }
    let expected =
      answer
      ? """
      login.shouldPerformSegue(withIdentifier: "login2detail")
      login.prepare(for: "login2detail", sender: loginButton)
        destination loaded=false
      Detail.viewDidLoad
      Detail.viewWillAppear
      Detail.viewDidAppear
      """
      : "login.shouldPerformSegue(withIdentifier: \"login2detail\")"
    #expect(s.log(from: m) == expected)
  }

  @Test("S3 an unknown identifier is an error") func s3() throws {
    let (s, login) = try login(inNavigation: false)
    #expect {
      try s.step { try $0.performSegue(identifier: "x", on: login) }
    } throws: { error in
      (error as? EngineError)?.message == "Receiver (login) has no segue with identifier 'x'"
    }
  }

  @Test("S4 unwind: destination search, prepare, action, then the dismissal") func s4() throws {
    let s = Script()
    let a = try s.rootA("A")
    s.host.define("A", "unwindToA(_:)") { _, _ in
      try s.say("  unwinding")
      return .void
    }
    let b = try s.let_("b")
    let c = try s.let_("c")
    try s.style(b, .fullScreen)
    try s.style(c, .fullScreen)
    try s.present(b, from: a)
    try s.present(c, from: b)
    s.engine.registerSegue(
      identifier: "back", source: c, destinationClass: "A", kind: .unwind(action: "unwindToA(_:)"))
    let m = s.mark
    try s.step { try $0.performSegue(identifier: "back", on: c) }
    #expect(
      s.log(from: m) == """
        c.prepare(for: "back", sender: nil)
        a.unwindToA
          unwinding
        c.viewWillDisappear
        a.viewWillAppear
        a.viewDidAppear
        c.viewDidDisappear
        """)
    #expect(try s.name("presentedViewController", of: a) == "nil")
  }

  @Test("S4 unwind inside a navigation stack pops back") func s4Navigation() throws {
    let s = Script()
    let a = try s.let_("a", .viewController, "A")
    s.host.define("A", "unwindToA(_:)") { _, _ in .void }
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: a)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      try e.setRoot(nav)
      return nav
    }
    let b = try s.let_("b")
    try s.step { try $0.push(b, onto: nav, animated: true) }
    s.engine.registerSegue(identifier: "back", source: b, destinationClass: "A", kind: .unwind(action: "unwindToA(_:)"))
    let m = s.mark
    try s.step { try $0.performSegue(identifier: "back", on: b) }
    #expect(
      s.log(from: m) == """
        b.prepare(for: "back", sender: nil)
        a.unwindToA
        b.willMove(toParent: nil)
        b.viewWillDisappear
        a.viewWillAppear
        b.viewDidDisappear
        a.viewDidAppear
        b.didMove(toParent: nil)
        """)
  }
}
