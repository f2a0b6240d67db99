import DocEngine
import Testing

/// P1–P7: presenting.
@Suite struct PresentationTests {
  @Test("P1 fullScreen from the root") func p1() throws {
    let s = Script()
    let a = try s.rootA()
    #expect(s.log == "a.viewDidLoad\na.viewWillAppear\na.viewDidAppear")
    let b = try s.let_("b")
    try s.style(b, .fullScreen)
    let m = s.mark
    try s.present(b, from: a)
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
        a.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        a.viewDidDisappear
        done
        """)
  }

  static let nonRemovingStyles: [ModalPresentationStyle] = [
    .pageSheet, .formSheet, .automatic, .overFullScreen, .overCurrentContext, .popover, .custom,
  ]

  @Test("P2 the presenter gets nothing", arguments: nonRemovingStyles)
  func p2(style: ModalPresentationStyle) throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    try s.style(b, style)
    let m = s.mark
    try s.present(b, from: a)
    #expect(s.log(from: m) == "b.viewDidLoad\nb.viewWillAppear\nb.viewDidAppear\ndone")
    #expect(s.engine.appearance(of: a) == .appeared)
  }

  @Test("P2 stacked sheets") func p2Stacked() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let c = try s.let_("c")
    try s.present(b, from: a)
    let m = s.mark
    try s.present(c, from: b)
    #expect(s.log(from: m) == "c.viewDidLoad\nc.viewWillAppear\nc.viewDidAppear\ndone")
    #expect(try s.name("presentingViewController", of: c) == "b")
  }

  @Test("P3 relationships before any callback, isBeingPresented from vWA to vDA") func p3() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b", .viewController, "B")
    s.printOn("B", "viewDidLoad()", ["presentingViewController", "isBeingPresented"])
    s.printOn("B", "viewWillAppear(_:)", ["isBeingPresented"])
    s.printOn("B", "viewDidAppear(_:)", ["isBeingPresented"])
    let m = s.mark
    try s.step { e in
      try e.present(b, from: a, animated: true) {
        try s.say("completion isBeingPresented=\(try s.name("isBeingPresented", of: b))")
      }
    }
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
          presentingViewController=a isBeingPresented=false
        b.viewWillAppear
          isBeingPresented=true
        b.viewDidAppear
          isBeingPresented=true
        completion isBeingPresented=false
        """)
    #expect(try s.name("presentedViewController", of: a) == "b")
  }

  @Test("P4 a child presents through the top of its parent chain") func p4() throws {
    let s = Script()
    let a = try s.let_("a")
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: a)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      return nav
    }
    try s.step { try $0.setRoot(nav) }
    let b = try s.let_("b")
    try s.style(b, .fullScreen)
    let m = s.mark
    try s.present(b, from: a)
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
        nav.viewWillDisappear
        a.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        nav.viewDidDisappear
        a.viewDidDisappear
        done
        """)
    #expect(try s.name("presentingViewController", of: b) == "nav")
    #expect(try s.name("presentedViewController", of: a) == "b")
    #expect(try s.name("presentedViewController", of: nav) == "b")
    let snapshot = s.engine.snapshot()
    #expect(snapshot.root?.presentation?.source == a)
    #expect(snapshot.root?.presentation?.presented.id == b)
  }

  /// P5 cases: which controller presents for a context style, and who loses its view.
  struct ContextCase: CustomTestStringConvertible, Sendable {
    var id: String
    var style: ModalPresentationStyle
    var childDefines: Bool
    var inNavigation: Bool
    var expected: String
    var presenting: String
    var testDescription: String { id }
  }

  static let contextCases: [ContextCase] = [
    ContextCase(
      id: "P5 currentContext in a navigation controller (defines by default)", style: .currentContext,
      childDefines: false, inNavigation: true,
      expected: """
        b.viewDidLoad
        p.viewWillDisappear
        c.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        p.viewDidDisappear
        c.viewDidDisappear
        done
        """, presenting: "p"),
    ContextCase(
      id: "P5 currentContext on a defining child: only its area", style: .currentContext,
      childDefines: true, inNavigation: false,
      expected: """
        b.viewDidLoad
        c.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        c.viewDidDisappear
        done
        """, presenting: "c"),
    ContextCase(
      id: "P5 overCurrentContext on a defining child keeps its view", style: .overCurrentContext,
      childDefines: true, inNavigation: false,
      expected: "b.viewDidLoad\nb.viewWillAppear\nb.viewDidAppear\ndone", presenting: "c"),
    ContextCase(
      id: "P5 no definer: the window's root presents (engine choice)", style: .currentContext,
      childDefines: false, inNavigation: false,
      expected: """
        b.viewDidLoad
        p.viewWillDisappear
        c.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        p.viewDidDisappear
        c.viewDidDisappear
        done
        """, presenting: "p"),
  ]

  @Test(arguments: contextCases) func p5(_ c: ContextCase) throws {
    let s = Script()
    let child = try s.let_("c")
    let p: ObjectID
    if c.inNavigation {
      p = try s.step { e -> ObjectID in
        let nav = try e.makeNavigationController(root: child)
        e.bind(nav, variable: "p")
        e.retain(nav)
        return nav
      }
    } else {
      p = try s.let_("p")
      try s.step { e in
        try e.addChild(child, to: p)
        try e.addSubview(viewOf: child, toViewOf: p)
        try e.didMove(child, toParent: p)
      }
    }
    try s.step { try $0.setRoot(p) }
    if c.childDefines { try s.set(child, "definesPresentationContext", .bool(true)) }
    let b = try s.let_("b")
    try s.style(b, c.style)
    let m = s.mark
    try s.present(b, from: child)
    #expect(s.log(from: m) == c.expected)
    #expect(try s.name("presentingViewController", of: b) == c.presenting)
    #expect(try s.name("presentedViewController", of: child) == "b")
  }

  @Test("P6 a full-screen presentation over a container forwards to its child") func p6() throws {
    let s = Script()
    let a = try s.let_("a")
    let tabs = try s.let_("tabs", .tabBarController)
    try s.set(tabs, "viewControllers", .objects([a]))
    try s.step { try $0.setRoot(tabs) }
    let b = try s.let_("b")
    try s.style(b, .fullScreen)
    let m = s.mark
    try s.present(b, from: tabs)
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
        tabs.viewWillDisappear
        a.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        tabs.viewDidDisappear
        a.viewDidDisappear
        done
        """)
  }

  @Test(
    "P7 modalTransitionStyle changes no callback",
    arguments: ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])
  func p7(transition: String) throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    try s.style(b, .fullScreen)
    try s.set(b, "modalTransitionStyle", .enumCase(transition))
    try s.set(b, "isModalInPresentation", .bool(true))
    let m = s.mark
    try s.present(b, from: a)
    try s.dismiss(b)
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
        a.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        a.viewDidDisappear
        done
        b.viewWillDisappear
        a.viewWillAppear
        a.viewDidAppear
        b.viewDidDisappear
        done
        """)
  }
}
