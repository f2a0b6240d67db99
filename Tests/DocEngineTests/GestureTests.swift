import DocEngine
import Testing

/// G1–G5: the swipe-down gesture and the adaptive presentation delegate.
@Suite struct GestureTests {
  /// a (root, also the delegate class "A") presents an unbound-ish b as a sheet and becomes
  /// `b.presentationController.delegate`.
  private func sheet(
    implementing selectors: [String: EngineValue], modal: Bool = false,
    style: ModalPresentationStyle = .automatic
  ) throws -> (Script, ObjectID) {
    let s = Script()
    let a = try s.rootA("A")
    for (selector, answer) in selectors {
      s.host.define("A", selector) { _, _ in answer }
    }
    let b = try s.step { e -> ObjectID in
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      try e.setProperty("modalPresentationStyle", of: b, to: .enumCase(style.rawValue))
      try e.setProperty("isModalInPresentation", of: b, to: .bool(modal))
      try e.present(b, from: a, animated: true)
      if case .object(let pc?) = try e.property("presentationController", of: b) {
        try e.setProperty("delegate", of: pc, to: .object(a))
      }
      return b
    }
    return (s, b)
  }

  static let all: [String: EngineValue] = [
    "presentationControllerShouldDismiss(_:)": .bool(true),
    "presentationControllerWillDismiss(_:)": .void,
    "presentationControllerDidDismiss(_:)": .void,
    "presentationControllerDidAttemptToDismiss(_:)": .void,
  ]

  @Test("G1 completed swipe") func g1() throws {
    let (s, b) = try sheet(implementing: Self.all)
    let m = s.mark
    try s.step { try $0.swipeDown(b) }
    #expect(
      s.log(from: m) == """
        a.presentationControllerShouldDismiss
        a.presentationControllerWillDismiss
        b.viewWillDisappear
        b.viewDidDisappear
        a.presentationControllerDidDismiss
        b.deinit
        """)
  }

  @Test("G1 only implemented delegate methods are called and logged") func g1Partial() throws {
    let (s, b) = try sheet(implementing: ["presentationControllerDidDismiss(_:)": .void])
    let m = s.mark
    try s.step { try $0.swipeDown(b) }
    #expect(
      s.log(from: m) == """
        b.viewWillDisappear
        b.viewDidDisappear
        a.presentationControllerDidDismiss
        b.deinit
        """)
  }

  @Test("G2 isModalInPresentation: only didAttemptToDismiss") func g2Modal() throws {
    let (s, b) = try sheet(implementing: Self.all, modal: true)
    let m = s.mark
    try s.step { try $0.swipeDown(b) }
    #expect(s.log(from: m) == "a.presentationControllerDidAttemptToDismiss")
    #expect(!s.engine.isDeallocated(b))
  }

  @Test("G2 shouldDismiss false: should, then didAttemptToDismiss") func g2Refused() throws {
    var methods = Self.all
    methods["presentationControllerShouldDismiss(_:)"] = .bool(false)
    let (s, b) = try sheet(implementing: methods)
    let m = s.mark
    try s.step { try $0.swipeDown(b) }
    #expect(
      s.log(from: m) == """
        a.presentationControllerShouldDismiss
        a.presentationControllerDidAttemptToDismiss
        """)
    #expect(s.engine.appearance(of: b) == .appeared)
  }

  @Test("G3 cancelled swipe") func g3() throws {
    let (s, b) = try sheet(implementing: Self.all)
    let m = s.mark
    try s.step { try $0.swipeDown(b, cancel: true) }
    #expect(
      s.log(from: m) == """
        a.presentationControllerShouldDismiss
        a.presentationControllerWillDismiss
        b.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        """)
    #expect(s.engine.appearance(of: b) == .appeared)
    #expect(try s.name("presentedViewController", of: s.engine.rootViewController!) == "b")
  }

  @Test("G4 a programmatic dismiss calls no delegate method") func g4() throws {
    let (s, b) = try sheet(implementing: Self.all)
    let m = s.mark
    try s.step { try $0.dismiss(from: b) }
    #expect(s.log(from: m) == "b.viewWillDisappear\nb.viewDidDisappear\nb.deinit")
  }

  @Test(
    "G5 no swipe gesture outside sheets",
    arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .custom])
  func g5(style: ModalPresentationStyle) throws {
    let (s, b) = try sheet(implementing: Self.all, style: style)
    let m = s.mark
    try s.step { try $0.swipeDown(b) }
    #expect(s.log(from: m) == "")
    #expect(s.engine.appearance(of: b) == .appeared)
  }
}

extension GestureTests {
  @Test("G1 a presented controller that is its own delegate, set in viewDidLoad (seed 002)")
  func g1SelfDelegate() throws {
    let s = Script()
    let a = try s.rootA()
    s.host.define("Next", "viewDidLoad()") { id, _ in
      if case .object(let pc?) = try s.engine.property("presentationController", of: id) {
        try s.engine.setProperty("delegate", of: pc, to: .object(id))
      }
      return .void
    }
    s.host.define("Next", "presentationControllerDidDismiss(_:)") { _, _ in .void }
    let next = try s.step { e -> ObjectID in
      let next = e.make(.viewController, className: "Next")
      try e.present(next, from: a)
      return next
    }
    let m = s.mark
    try s.step { try $0.swipeDown(next) }
    #expect(
      s.log(from: m) == """
        Next.viewWillDisappear
        Next.viewDidDisappear
        Next.presentationControllerDidDismiss
        Next.deinit
        """)
  }

  @Test("G1 a child of a presented navigation controller reaches the sheet's presentation controller")
  func g1ChildOfPresented() throws {
    let s = Script()
    let a = try s.rootA("A")
    s.host.define("A", "presentationControllerDidDismiss(_:)") { _, _ in .void }
    let root = try s.let_("root")
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: root)
      e.bind(nav, variable: "nav")
      try e.present(nav, from: a)
      return nav
    }
    let fromChild = try s.engine.property("presentationController", of: root)
    #expect(fromChild == (try s.engine.property("presentationController", of: nav)))
    try s.step { try $0.setProperty("delegate", of: fromChild.objectValue!, to: .object(a)) }
    let m = s.mark
    try s.step { try $0.swipeDown(root) }
    #expect(
      s.log(from: m) == """
        nav.viewWillDisappear
        root.viewWillDisappear
        nav.viewDidDisappear
        root.viewDidDisappear
        a.presentationControllerDidDismiss
        nav.deinit
        """)
  }
}
