import DocEngine
import Testing

/// X4–X6 (docs/engine.md rows 42, 43) at the engine's API: a navigation delegate's animator, and
/// an interaction controller that keeps a transition in progress until it finishes or cancels.
@Suite struct InteractiveTransitionTests {
  /// A navigation controller `nav` (root `a`, `b` pushed without animation) whose delegate `d`
  /// returns animator `anim`, and interaction controller `i` when `interactive`.
  private func navigation(interactive: Bool) throws -> (Script, nav: ObjectID, a: ObjectID, b: ObjectID, i: ObjectID) {
    let s = Script()
    let a = try s.let_("a")
    let b = try s.let_("b")
    let d = try s.let_("d", .object, "D")
    let anim = try s.let_("anim", .object, "Anim")
    let i = try s.let_("i", .object, "Interactor")
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: a)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      try e.setRoot(nav)
      return nav
    }
    try s.set(nav, "delegate", .object(d))
    try s.step { try $0.push(b, onto: nav, animated: false) }
    s.host.define("D", "navigationController(_:animationControllerFor:from:to:)") { _, _ in .object(anim) }
    s.host.define("D", "navigationController(_:interactionControllerFor:)") { _, _ in
      interactive ? .object(i) : .null
    }
    s.host.define("Anim", "transitionDuration(using:)") { _, _ in .double(0.3) }
    s.host.define("Anim", "animationEnded(_:)") { _, _ in .void }
    s.host.define("Anim", "animateTransition(using:)") { _, args in
      let context = args[0].objectValue!
      try s.engine.enqueueAnimationCompletion(after: 0.3) {
        try s.engine.completeTransition(context, didComplete: !(try s.engine.transitionWasCancelled(context)))
      }
      return .void
    }
    return (s, nav, a, b, i)
  }

  @Test("X4 an animated pop asks the delegate for an animator, then its interaction controller")
  func x4() throws {
    let (s, nav, _, _, _) = try navigation(interactive: false)
    let m = s.mark
    try s.step { try $0.pop(from: nav, animated: true) }
    #expect(
      s.log(from: m) == """
        b.willMove(toParent: nil)
        d.navigationController(nav, animationControllerFor: .pop, from: b, to: a)
        d.navigationController(nav, interactionControllerFor: anim)
        b.viewWillDisappear
        a.viewWillAppear
        anim.transitionDuration
        anim.animateTransition
        b.viewDidDisappear
        a.viewDidAppear
        b.didMove(toParent: nil)
        anim.animationEnded(true)
        """)
  }

  @Test("X5 an interactive pop waits across statements for finish()")
  func x5() throws {
    let (s, nav, a, b, i) = try navigation(interactive: true)
    try s.step { try $0.pop(from: nav, animated: true) }
    #expect(s.engine.isInteractiveTransitionInProgress)
    #expect(s.engine.appearance(of: a) == .appearing && s.engine.appearance(of: b) == .disappearing)
    let m = s.mark
    try s.step { try $0.updateInteraction(i, percentComplete: 0.5) }
    #expect(s.engine.percentComplete(of: i) == 0.5)
    try s.step { try $0.endInteraction(i, cancel: false) }
    #expect(
      s.log(from: m) == """
        b.viewDidDisappear
        a.viewDidAppear
        b.didMove(toParent: nil)
        anim.animationEnded(true)
        """)
    #expect(!s.engine.isInteractiveTransitionInProgress)
  }

  @Test("X6 a cancelled interactive pop: N3's callbacks, the stack and the hierarchy unchanged, nothing freed")
  func x6() throws {
    let (s, nav, a, b, i) = try navigation(interactive: true)
    try s.step { e in e.release(b) }
    try s.step { try $0.pop(from: nav, animated: true) }
    let m = s.mark
    try s.step { try $0.endInteraction(i, cancel: true) }
    #expect(
      s.log(from: m) == """
        a.viewWillDisappear
        a.viewDidDisappear
        b.viewWillAppear
        b.viewDidAppear
        anim.animationEnded(false)
        """)
    #expect(try s.engine.property("viewControllers", of: nav) == .objects([a, b]))
    #expect(!s.engine.isDeallocated(b))
    #expect(s.engine.appearance(of: b) == .appeared && s.engine.appearance(of: a) == .disappeared)
  }
}
