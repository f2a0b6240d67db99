import DocEngine
import Testing

/// N0–N5 and T1: navigation and tab bar controllers.
@Suite struct NavigationTests {
  /// `let nav = UINavigationController(rootViewController: a)`, shown as the root, with a
  /// delegate `d` of class "D" implementing willShow/didShow when `delegate` is true.
  private func navigation(delegate: Bool = false) throws -> (Script, ObjectID, ObjectID) {
    let s = Script()
    let a = try s.let_("a")
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: a)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      return nav
    }
    if delegate {
      let d = try s.let_("d", .object, "D")
      s.host.define("D", "navigationController(_:willShow:animated:)") { _, _ in .void }
      s.host.define("D", "navigationController(_:didShow:animated:)") { _, _ in .void }
      try s.set(nav, "delegate", .object(d))
    }
    try s.step { try $0.setRoot(nav) }
    return (s, nav, a)
  }

  private func pushB(_ s: Script, _ nav: ObjectID) throws -> ObjectID {
    try s.step { e -> ObjectID in
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      try e.push(b, onto: nav, animated: true)
      return b
    }
  }

  @Test("N0 init(rootViewController:) and showing a container") func n0() throws {
    let (s, _, _) = try navigation()
    #expect(
      s.log == """
        a.willMove(toParent: nav)
        a.didMove(toParent: nav)
        nav.viewDidLoad
        a.viewDidLoad
        nav.viewWillAppear
        a.viewWillAppear
        nav.viewDidAppear
        a.viewDidAppear
        """)
  }

  @Test("N0 tabs.viewControllers = [x, y]: pairs in order (engine choice)") func n0Tabs() throws {
    let s = Script()
    let tabs = try s.let_("tabs", .tabBarController)
    let x = try s.let_("x")
    let y = try s.let_("y")
    try s.set(tabs, "viewControllers", .objects([x, y]))
    try s.step { try $0.setRoot(tabs) }
    #expect(
      s.log == """
        x.willMove(toParent: tabs)
        x.didMove(toParent: tabs)
        y.willMove(toParent: tabs)
        y.didMove(toParent: tabs)
        tabs.viewDidLoad
        x.viewDidLoad
        tabs.viewWillAppear
        x.viewWillAppear
        tabs.viewDidAppear
        x.viewDidAppear
        """)
  }

  @Test("N1 push", arguments: [false, true]) func n1(delegate: Bool) throws {
    let (s, nav, _) = try navigation(delegate: delegate)
    let m = s.mark
    _ = try pushB(s, nav)
    let expected =
      delegate
      ? """
      b.willMove(toParent: nav)
      b.viewDidLoad
      a.viewWillDisappear
      b.viewWillAppear
      d.navigationController(nav, willShow: b, animated: true)
      a.viewDidDisappear
      b.viewDidAppear
      b.didMove(toParent: nav)
      d.navigationController(nav, didShow: b, animated: true)
      """
      : """
      b.willMove(toParent: nav)
      b.viewDidLoad
      a.viewWillDisappear
      b.viewWillAppear
      a.viewDidDisappear
      b.viewDidAppear
      b.didMove(toParent: nav)
      """
    #expect(s.log(from: m) == expected)
  }

  @Test("N2 pop", arguments: [false, true]) func n2(delegate: Bool) throws {
    let (s, nav, _) = try navigation(delegate: delegate)
    _ = try pushB(s, nav)
    let m = s.mark
    let popped = try s.step { try $0.pop(from: nav) }
    #expect(popped.map(s.engine.displayName(of:)) == "b")
    let expected =
      delegate
      ? """
      b.willMove(toParent: nil)
      b.viewWillDisappear
      a.viewWillAppear
      d.navigationController(nav, willShow: a, animated: true)
      b.viewDidDisappear
      a.viewDidAppear
      b.didMove(toParent: nil)
      d.navigationController(nav, didShow: a, animated: true)
      b.deinit
      """
      : """
      b.willMove(toParent: nil)
      b.viewWillDisappear
      a.viewWillAppear
      b.viewDidDisappear
      a.viewDidAppear
      b.didMove(toParent: nil)
      b.deinit
      """
    #expect(s.log(from: m) == expected)
  }

  @Test("N2 pop at the root does nothing and returns nil") func n2Root() throws {
    let (s, nav, _) = try navigation()
    let m = s.mark
    let popped = try s.step { try $0.pop(from: nav) }
    #expect(popped == nil)
    #expect(s.log(from: m) == "")
  }

  @Test("N3 cancelled swipe back; a completed one is a pop") func n3() throws {
    let (s, nav, _) = try navigation()
    let b = try pushB(s, nav)
    var m = s.mark
    try s.step { try $0.swipeBack(nav, cancel: true) }
    #expect(
      s.log(from: m) == """
        b.viewWillDisappear
        a.viewWillAppear
        a.viewWillDisappear
        a.viewDidDisappear
        b.viewWillAppear
        b.viewDidAppear
        """)
    #expect(try s.name("topViewController", of: nav) == "b")
    m = s.mark
    try s.step { try $0.swipeBack(nav) }
    #expect(
      s.log(from: m) == """
        b.willMove(toParent: nil)
        b.viewWillDisappear
        a.viewWillAppear
        b.viewDidDisappear
        a.viewDidAppear
        b.didMove(toParent: nil)
        b.deinit
        """)
    #expect(s.engine.isDeallocated(b))
  }

  @Test("N4 popToRoot: only the old and new top appear; removed top first (engine choice)")
  func n4PopToRoot() throws {
    let (s, nav, _) = try navigation()
    _ = try pushB(s, nav)
    try s.step { e in
      let c = e.make(.viewController)
      e.bind(c, variable: "c")
      try e.push(c, onto: nav, animated: true)
    }
    let m = s.mark
    let popped = try s.step { try $0.popToRoot(of: nav) }
    #expect(popped.map(s.engine.displayName(of:)) == ["b", "c"])
    #expect(
      s.log(from: m) == """
        c.willMove(toParent: nil)
        b.willMove(toParent: nil)
        c.viewWillDisappear
        a.viewWillAppear
        c.viewDidDisappear
        a.viewDidAppear
        c.didMove(toParent: nil)
        b.didMove(toParent: nil)
        b.deinit
        c.deinit
        """)
  }

  @Test("N4 setViewControllers replaces the stack; unloaded new top loads") func n4Set() throws {
    let (s, nav, a) = try navigation()
    let x = try s.let_("x")
    let y = try s.let_("y")
    let m = s.mark
    try s.step { try $0.setViewControllers([x, y], of: nav, animated: true) }
    #expect(
      s.log(from: m) == """
        a.willMove(toParent: nil)
        x.willMove(toParent: nav)
        y.willMove(toParent: nav)
        y.viewDidLoad
        a.viewWillDisappear
        y.viewWillAppear
        a.viewDidDisappear
        y.viewDidAppear
        a.didMove(toParent: nil)
        x.didMove(toParent: nav)
        y.didMove(toParent: nav)
        """)
    #expect(try s.engine.property("viewControllers", of: nav) == .objects([x, y]))
    #expect(try s.name("parent", of: a) == "nil")
    #expect(!s.engine.isDeallocated(a))
  }

  @Test("N5 pushing an instance already in the stack is an error") func n5() throws {
    let (s, nav, a) = try navigation()
    #expect {
      try s.step { try $0.push(a, onto: nav) }
    } throws: { error in
      (error as? EngineError)?.message
        == "nav is pushing the same view controller instance (a) more than once which is not supported and is most likely an error in the application"
    }
  }

  private func tabs(delegate: [String: EngineValue]) throws -> (Script, ObjectID) {
    let s = Script()
    let tabs = try s.let_("tabs", .tabBarController)
    let x = try s.let_("x")
    let y = try s.let_("y")
    let d = try s.let_("d", .object, "D")
    for (selector, answer) in delegate { s.host.define("D", selector) { _, _ in answer } }
    try s.set(tabs, "delegate", .object(d))
    try s.set(tabs, "viewControllers", .objects([x, y]))
    try s.step { try $0.setRoot(tabs) }
    return (s, tabs)
  }

  @Test("T1 the user switches tabs") func t1() throws {
    let (s, tabs) = try tabs(delegate: [
      "tabBarController(_:shouldSelect:)": .bool(true), "tabBarController(_:didSelect:)": .void,
    ])
    #expect(!s.log.contains("y.viewDidLoad"))
    var m = s.mark
    try s.step { try $0.selectTab(1, in: tabs) }
    #expect(
      s.log(from: m) == """
        d.tabBarController(tabs, shouldSelect: y)
        y.viewDidLoad
        y.viewWillAppear
        x.viewWillDisappear
        x.viewDidDisappear
        y.viewDidAppear
        d.tabBarController(tabs, didSelect: y)
        """)
    m = s.mark
    try s.set(tabs, "selectedIndex", .int(0))
    #expect(
      s.log(from: m) == """
        x.viewWillAppear
        y.viewWillDisappear
        y.viewDidDisappear
        x.viewDidAppear
        """)
  }

  @Test("T1 shouldSelect false stops the switch") func t1Refused() throws {
    let (s, tabs) = try tabs(delegate: ["tabBarController(_:shouldSelect:)": .bool(false)])
    let m = s.mark
    try s.step { try $0.selectTab(1, in: tabs) }
    #expect(s.log(from: m) == "d.tabBarController(tabs, shouldSelect: y)")
    #expect(try s.engine.property("selectedIndex", of: tabs) == .int(0))
  }
}
