import DocEngine
import Testing

/// C1–C6: custom containment.
@Suite struct ContainmentTests {
  private func parentOnScreen() throws -> (Script, ObjectID, ObjectID) {
    let s = Script()
    let p = try s.let_("parent")
    try s.step { try $0.setRoot(p) }
    let child = try s.let_("child", .viewController, "Child")
    return (s, p, child)
  }

  @Test("C1 addChild calls willMove, not didMove") func c1() throws {
    let (s, p, child) = try parentOnScreen()
    let m = s.mark
    try s.step { try $0.addChild(child, to: p) }
    #expect(s.log(from: m) == "child.willMove(toParent: parent)")
    #expect(try s.name("parent", of: child) == "parent")
  }

  @Test("C2 removeFromParent calls didMove(nil), not willMove") func c2() throws {
    let (s, p, child) = try parentOnScreen()
    try s.step { try $0.addChild(child, to: p) }
    let m = s.mark
    try s.step { try $0.removeFromParent(child) }
    #expect(s.log(from: m) == "child.didMove(toParent: nil)")
    #expect(try s.name("parent", of: child) == "nil")
  }

  @Test("C3 the full add and remove sequence") func c3() throws {
    let (s, p, child) = try parentOnScreen()
    let m = s.mark
    try s.step { try $0.addChild(child, to: p) }
    try s.step { try $0.addSubview(viewOf: child, toViewOf: p) }
    try s.step { try $0.didMove(child, toParent: p) }
    try s.step { try $0.willMove(child, toParent: nil) }
    try s.step { try $0.removeFromSuperview(viewOf: child) }
    try s.step { try $0.removeFromParent(child) }
    #expect(
      s.log(from: m) == """
        child.willMove(toParent: parent)
        child.viewDidLoad
        child.viewWillAppear
        child.viewDidAppear
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.viewWillDisappear
        child.viewDidDisappear
        child.didMove(toParent: nil)
        """)
  }

  @Test("C3 a view added to an off-screen parent gets no appearance") func c3Offscreen() throws {
    let s = Script()
    let p = try s.let_("parent")
    let child = try s.let_("child")
    let m = s.mark
    try s.step { try $0.addChild(child, to: p) }
    try s.step { try $0.addSubview(viewOf: child, toViewOf: p) }
    #expect(
      s.log(from: m) == """
        child.willMove(toParent: parent)
        parent.viewDidLoad
        child.viewDidLoad
        """)
  }

  @Test("C4 parents forward appearance to children, parent first") func c4() throws {
    let (s, p, child) = try parentOnScreen()
    try s.step { e in
      try e.addChild(child, to: p)
      try e.addSubview(viewOf: child, toViewOf: p)
      try e.didMove(child, toParent: p)
    }
    let b = try s.let_("b")
    try s.style(b, .fullScreen)
    let m = s.mark
    try s.present(b, from: child)
    try s.dismiss(b)
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
        parent.viewWillDisappear
        child.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        parent.viewDidDisappear
        child.viewDidDisappear
        done
        b.viewWillDisappear
        parent.viewWillAppear
        child.viewWillAppear
        parent.viewDidAppear
        child.viewDidAppear
        b.viewDidDisappear
        done
        """)
  }

  @Test("C4 a child added in the parent's viewDidLoad appears with it") func c4InViewDidLoad() throws {
    let s = Script()
    let p = try s.let_("parent", .viewController, "Parent")
    let child = try s.let_("child")
    s.host.define("Parent", "viewDidLoad()") { id, _ in
      try s.engine.addChild(child, to: id)
      try s.engine.addSubview(viewOf: child, toViewOf: id)
      try s.engine.didMove(child, toParent: id)
      return .void
    }
    let m = s.mark
    try s.step { try $0.setRoot(p) }
    #expect(
      s.log(from: m) == """
        parent.viewDidLoad
        child.willMove(toParent: parent)
        child.viewDidLoad
        child.didMove(toParent: parent)
        parent.viewWillAppear
        child.viewWillAppear
        parent.viewDidAppear
        child.viewDidAppear
        """)
  }

  @Test("C5 isMovingToParent / isMovingFromParent in the move's callbacks") func c5() throws {
    let (s, p, child) = try parentOnScreen()
    s.printOn("Child", "viewWillAppear(_:)", ["isMovingToParent"])
    s.printOn("Child", "viewDidAppear(_:)", ["isMovingToParent"])
    s.printOn("Child", "viewWillDisappear(_:)", ["isMovingFromParent"])
    s.printOn("Child", "viewDidDisappear(_:)", ["isMovingFromParent"])
    let m = s.mark
    try s.step { e in
      try e.addChild(child, to: p)
      try e.addSubview(viewOf: child, toViewOf: p)
      try e.didMove(child, toParent: p)
      try e.willMove(child, toParent: nil)
      try e.removeFromSuperview(viewOf: child)
      try e.removeFromParent(child)
    }
    #expect(
      s.log(from: m) == """
        child.willMove(toParent: parent)
        child.viewDidLoad
        child.viewWillAppear
          isMovingToParent=true
        child.viewDidAppear
          isMovingToParent=true
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.viewWillDisappear
          isMovingFromParent=true
        child.viewDidDisappear
          isMovingFromParent=true
        child.didMove(toParent: nil)
        """)
    #expect(try s.name("isMovingToParent", of: child) == "false")
    #expect(try s.name("isMovingFromParent", of: child) == "false")
  }

  @Test("C6 a child cannot be presented") func c6() throws {
    let (s, p, child) = try parentOnScreen()
    try s.step { try $0.addChild(child, to: p) }
    #expect {
      try s.step { try $0.present(child, from: p) }
    } throws: { error in
      (error as? EngineError)?.message
        == "Application tried to present modally a view controller child that has a parent view controller parent."
    }
  }
}
