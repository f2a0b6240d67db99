import DocEngine
import Testing

/// X1–X3: custom presentations with a transitioning delegate, a presentation controller and an
/// animator.
@Suite struct CustomTransitionTests {
  /// Root `a`, delegate `t` ("T"), animator `anim` ("Anim"); T makes a "P" named `p`.
  private func setUp(removesPresenter: Bool?, completes: Bool? = true) throws -> (Script, ObjectID, ObjectID) {
    let s = Script()
    let a = try s.rootA()
    let t = try s.let_("t", .object, "T")
    let anim = try s.let_("anim", .object, "Anim")
    s.host.define("T", "presentationController(forPresented:presenting:source:)") { _, args in
      let pc = s.engine.makePresentationController(
        className: "P", presented: args[0].objectValue!, presenting: args[1].objectValue)
      s.engine.bind(pc, variable: "p")
      return .object(pc)
    }
    s.host.define("T", "animationController(forPresented:presenting:source:)") { _, _ in .object(anim) }
    s.host.define("T", "animationController(forDismissed:)") { _, _ in .object(anim) }
    s.host.define("Anim", "transitionDuration(using:)") { _, _ in .double(0.3) }
    s.host.define("Anim", "animationEnded(_:)") { _, _ in .void }
    s.host.define("Anim", "animateTransition(using:)") { _, args in
      if let completes {
        try s.engine.completeTransition(args[0].objectValue!, didComplete: completes)
      }
      return .void
    }
    if let removesPresenter {
      s.host.define("P", "shouldRemovePresentersView") { _, _ in .bool(removesPresenter) }
    }
    let b = try s.step { e -> ObjectID in
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      e.retain(b)
      try e.setProperty("modalPresentationStyle", of: b, to: .enumCase("custom"))
      try e.setProperty("transitioningDelegate", of: b, to: .object(t))
      return b
    }
    return (s, a, b)
  }

  @Test("X1 custom present", arguments: [nil, false, true])
  func x1(removes: Bool?) throws {
    let (s, a, b) = try setUp(removesPresenter: removes)
    let m = s.mark
    try s.present(b, from: a)
    let removed = removes == true
    #expect(
      s.log(from: m) == """
        t.presentationController(forPresented: b, presenting: a, source: a)
        t.animationController(forPresented: b, presenting: a, source: a)
        b.viewDidLoad
        p.presentationTransitionWillBegin
        \(removed ? "a.viewWillDisappear\n" : "")b.viewWillAppear
        anim.transitionDuration
        anim.animateTransition
        p.containerViewWillLayoutSubviews
        p.containerViewDidLayoutSubviews
        p.presentationTransitionDidEnd(true)
        b.viewDidAppear
        \(removed ? "a.viewDidDisappear\n" : "")done
        anim.animationEnded(true)
        """)
    #expect(s.engine.appearance(of: a) == (removed ? .disappeared : .appeared))
  }

  @Test("X2 custom dismissal mirrors it", arguments: [false, true])
  func x2(removes: Bool) throws {
    let (s, a, b) = try setUp(removesPresenter: removes)
    try s.step { try $0.present(b, from: a) }
    let m = s.mark
    try s.step { e in
      e.release(b)  // `b` was a local: only the presentation holds it now
      try e.dismiss(from: b) { try e.printLine("done") }
    }
    #expect(
      s.log(from: m) == """
        t.animationController(forDismissed: b)
        p.dismissalTransitionWillBegin
        b.viewWillDisappear
        \(removes ? "a.viewWillAppear\n" : "")anim.transitionDuration
        anim.animateTransition
        p.dismissalTransitionDidEnd(true)
        \(removes ? "a.viewDidAppear\n" : "")b.viewDidDisappear
        done
        anim.animationEnded(true)
        b.deinit
        p.deinit
        """)
  }

  @Test(
    "X3 the presentation controller is asked only for .custom",
    arguments: [ModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen])
  func x3(style: ModalPresentationStyle) throws {
    let (s, a, b) = try setUp(removesPresenter: nil)
    try s.style(b, style)
    let m = s.mark
    try s.step { try $0.present(b, from: a) }
    let log = s.log(from: m)
    #expect(!log.contains("presentationController(forPresented:"))
    #expect(log.hasPrefix("t.animationController(forPresented: b, presenting: a, source: a)\nb.viewDidLoad"))
    #expect(!log.contains("p."))
  }

  @Test("X1 an animator that never calls completeTransition is an error (engine choice)")
  func x1NeverCompleted() throws {
    let (s, a, b) = try setUp(removesPresenter: nil, completes: nil)
    #expect {
      try s.step { try $0.present(b, from: a) }
    } throws: { error in
      (error as? EngineError)?.message
        == "anim.animateTransition(using:) returned without calling completeTransition(_:); the transition would never end."
    }
  }

  @Test("X1 completeTransition(false) cancels the presentation (engine choice)") func x1Cancelled() throws {
    let (s, a, b) = try setUp(removesPresenter: true, completes: false)
    let m = s.mark
    try s.present(b, from: a)
    #expect(
      s.log(from: m) == """
        t.presentationController(forPresented: b, presenting: a, source: a)
        t.animationController(forPresented: b, presenting: a, source: a)
        b.viewDidLoad
        p.presentationTransitionWillBegin
        a.viewWillDisappear
        b.viewWillAppear
        anim.transitionDuration
        anim.animateTransition
        p.presentationTransitionDidEnd(false)
        b.viewWillDisappear
        b.viewDidDisappear
        a.viewWillAppear
        a.viewDidAppear
        anim.animationEnded(false)
        """)
    #expect(try s.name("presentedViewController", of: a) == "nil")
    #expect(s.engine.appearance(of: a) == .appeared)
  }

  @Test("X1 missing optional methods are skipped: no animationEnded, no presentation controller")
  func x1Defaults() throws {
    let (s, a, b) = try setUp(removesPresenter: nil)
    s.host.classes["Anim"]?["animationEnded(_:)"] = nil
    s.host.classes["T"]?["presentationController(forPresented:presenting:source:)"] = nil
    let m = s.mark
    try s.present(b, from: a)
    #expect(
      s.log(from: m) == """
        t.animationController(forPresented: b, presenting: a, source: a)
        b.viewDidLoad
        b.viewWillAppear
        anim.transitionDuration
        anim.animateTransition
        b.viewDidAppear
        done
        """)
  }
}
