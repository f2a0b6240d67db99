import Testing

@testable import DocEngine

/// The main run loop (docs/engine.md, "The run loop"): a statement is one turn; an animated
/// transition's end waits for the turn's end; calls made meanwhile are refused or deferred as
/// UIKit does; the launch is a transition, shaped by the iOS version.
@Suite struct RunLoopTests {
  @Test("Run loop: an animated presentation ends when its turn ends, after the turn's code")
  func animatedPresentationEndsWithTheTurn() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let m = s.mark
    try s.step { e in
      try e.present(b, from: a, animated: true) { try e.printLine("done") }
      try s.say("isBeingPresented=\(try s.name("isBeingPresented", of: b))")
    }
    #expect(
      s.log(from: m)
        == """
        b.viewDidLoad
        b.viewWillAppear
        isBeingPresented=true
        b.viewDidAppear
        done
        """.golden)
  }

  @Test("Run loop: a transition without animation ends inside the call")
  func unanimatedTransitionEndsInTheCall() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let m = s.mark
    try s.step { e in
      try e.present(b, from: a, animated: false) { try e.printLine("done") }
      try s.say("after")
    }
    #expect(
      s.log(from: m)
        == """
        b.viewDidLoad
        b.viewWillAppear
        b.viewDidAppear
        done
        after
        """.golden)
  }

  @Test("Run loop: dismiss while a presentation is in progress is refused with UIKit's console line")
  func dismissDuringPresentationIsRefused() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let m = s.mark
    try s.step { e in
      try e.present(b, from: a, animated: true) { try e.printLine("presented") }
      try e.dismiss(from: b, animated: true) { try e.printLine("dismissed") }
    }
    #expect(
      s.log(from: m)
        == """
        b.viewDidLoad
        b.viewWillAppear
        warning: Attempt to dismiss from view controller a while a presentation or dismiss is in progress!
        b.viewDidAppear
        presented
        """.golden)
    #expect(try s.name("presentedViewController", of: a) == "b")
  }

  @Test(
    "Run loop: present while a presentation or dismissal is in progress is refused with UIKit's console line (W2 first)"
  )
  func presentDuringPresentationIsRefused() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let c = try s.let_("c")
    let m = s.mark
    try s.step { e in
      try e.present(b, from: a, animated: true)
      try e.present(c, from: b, animated: true)
    }
    #expect(
      s.log(from: m)
        == """
        b.viewDidLoad
        b.viewWillAppear
        warning: Attempt to present c on b (from b) whose view is not in the window hierarchy.
        b.viewDidAppear
        """.golden)
    let m2 = s.mark
    try s.step { e in
      try e.dismiss(from: b, animated: true)
      try e.present(c, from: a, animated: true)
    }
    #expect(
      s.log(from: m2)
        == """
        b.viewWillDisappear
        warning: Attempt to present c on a (from a) while a presentation is in progress.
        b.viewDidDisappear
        """.golden)
  }

  @Test("Run loop: a second animated push while one runs is deferred: viewControllers lacks it when the call returns")
  func secondPushIsDeferred() throws {
    let s = Script()
    let list = try s.let_("list")
    let nav = try s.nav(root: list)
    try s.step { try $0.setRoot(nav) }
    let b = try s.let_("b")
    let c = try s.let_("c")
    let m = s.mark
    try s.step { e in
      try e.push(b, onto: nav, animated: true)
      try e.push(c, onto: nav, animated: true)
      try s.say("count=\(s.count(nav))")
    }
    #expect(s.count(nav) == 3)
    #expect(
      s.log(from: m)
        == """
        b.willMove(toParent: nav)
        b.viewDidLoad
        list.viewWillDisappear
        b.viewWillAppear
        count=2
        list.viewDidDisappear
        b.viewDidAppear
        b.didMove(toParent: nav)
        c.willMove(toParent: nav)
        c.viewDidLoad
        b.viewWillDisappear
        c.viewWillAppear
        b.viewDidDisappear
        c.viewDidAppear
        c.didMove(toParent: nav)
        """.golden)
  }

  @Test("Run loop: a user action is a turn of its own, also inside a compound statement")
  func userActionIsATurn() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let m = s.mark
    // `do { a.present(b, animated: true); print(…); user.swipeDown(b); print(…) }`
    s.engine.mainQueueHolds += 1
    try s.step { e in
      try e.present(b, from: a, animated: true) { try e.printLine("presented") }
      try s.say("before the swipe")
    }
    try s.step { e in try e.swipeDown(b) }
    try s.step { _ in try s.say("after the swipe") }
    s.engine.mainQueueHolds -= 1
    try s.step { _ in }
    #expect(
      s.log(from: m)
        == """
        b.viewDidLoad
        b.viewWillAppear
        before the swipe
        b.viewDidAppear
        presented
        b.viewWillDisappear
        b.viewDidDisappear
        after the swipe
        """.golden)
  }

  @Test("Launch: the first root set in its own turn appears in it (viewDidLoad, viewWillAppear, viewDidAppear)")
  func launchAlone() throws {
    let s = Script()
    let m = s.mark
    _ = try s.rootA()
    #expect(
      s.log(from: m)
        == """
        a.viewDidLoad
        a.viewWillAppear
        a.viewDidAppear
        """.golden)
  }

  /// UINavigationController(rootViewController: Root()); root set; a push in the same pass.
  private func launchWithPush(_ pass: LaunchPass) throws -> String {
    let s = Script()
    s.engine.launchPass = pass
    for name in ["Root", "Pushed"] {
      s.host.define(name, "viewIsAppearing(_:)") { _, _ in .void }
    }
    let root = try s.let_("root", .viewController, "Root")
    let nav = try s.nav(root: root)
    let pushed = try s.let_("pushed", .viewController, "Pushed")
    let m = s.mark
    try s.step { e in
      try e.setRoot(nav)
      try e.push(pushed, onto: nav, animated: true)
    }
    #expect(s.count(nav) == 2)
    return s.log(from: m)
  }

  @Test(
    "Launch, iOS 17: a push in the launch pass: the root never gets viewDidAppear; the pushed viewIsAppearing follows the root's viewDidDisappear"
  )
  func launchPushIOS17() throws {
    #expect(
      try launchWithPush(.rootAppearsFirst)
        == """
        nav.viewDidLoad
        root.viewDidLoad
        nav.viewWillAppear
        root.viewWillAppear
        root.viewIsAppearing
        pushed.willMove(toParent: nav)
        pushed.viewDidLoad
        root.viewWillDisappear
        pushed.viewWillAppear
        root.viewDidDisappear
        pushed.viewIsAppearing
        nav.viewDidAppear
        pushed.viewDidAppear
        pushed.didMove(toParent: nav)
        """.golden)
  }

  @Test("Launch, iOS 18: a push in the launch pass: only the pushed controller's calls")
  func launchPushIOS18() throws {
    #expect(
      try launchWithPush(.topAtEndAppears)
        == """
        pushed.willMove(toParent: nav)
        pushed.didMove(toParent: nav)
        nav.viewDidLoad
        pushed.viewDidLoad
        nav.viewWillAppear
        pushed.viewWillAppear
        pushed.viewIsAppearing
        nav.viewDidAppear
        pushed.viewDidAppear
        """.golden)
  }
}

extension Script {
  /// `let nav = UINavigationController(rootViewController: root)`.
  func nav(root: ObjectID) throws -> ObjectID {
    try step { e in
      let nav = try e.makeNavigationController(root: root)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      return nav
    }
  }

  /// `nav.viewControllers.count`.
  func count(_ nav: ObjectID) -> Int {
    if case .objects(let list)? = try? engine.property("viewControllers", of: nav) { return list.count }
    return -1
  }
}
