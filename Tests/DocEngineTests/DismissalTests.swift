import DocEngine
import Testing

/// D1–D5: dismissing.
@Suite struct DismissalTests {
  /// A → B (style), B unbound so that it can deinit.
  private func presented(_ style: ModalPresentationStyle) throws -> (Script, ObjectID, ObjectID) {
    let s = Script()
    let a = try s.rootA()
    let b = try s.step { e -> ObjectID in
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      try e.setProperty("modalPresentationStyle", of: b, to: .enumCase(style.rawValue))
      try e.present(b, from: a, animated: true)
      return b
    }
    return (s, a, b)
  }

  struct D1Case: CustomTestStringConvertible, Sendable {
    var id: String
    var receiver: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    D1Case(id: "D1 the presented controller asks its presenter", receiver: "b"),
    D1Case(id: "D1 the presenter dismisses what it presented", receiver: "a"),
  ])
  func d1(_ c: D1Case) throws {
    let (s, a, b) = try presented(.pageSheet)
    let m = s.mark
    try s.dismiss(c.receiver == "a" ? a : b)
    #expect(s.log(from: m) == "b.viewWillDisappear\nb.viewDidDisappear\ndone\nb.deinit")
    #expect(s.engine.isDeallocated(b))
  }

  @Test("D1 nothing to dismiss: nothing happens, no completion (engine choice)") func d1Nothing() throws {
    let s = Script()
    let a = try s.rootA()
    let m = s.mark
    try s.dismiss(a)
    #expect(s.log(from: m) == "")
  }

  @Test("D2 fullScreen dismissal") func d2() throws {
    let (s, _, b) = try presented(.fullScreen)
    let m = s.mark
    try s.dismiss(b)
    #expect(
      s.log(from: m) == """
        b.viewWillDisappear
        a.viewWillAppear
        a.viewDidAppear
        b.viewDidDisappear
        done
        b.deinit
        """)
  }

  @Test(
    "D3 sheet-family dismissal: the presenter gets nothing",
    arguments: [ModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .popover])
  func d3(style: ModalPresentationStyle) throws {
    let (s, _, b) = try presented(style)
    let m = s.mark
    try s.dismiss(b)
    #expect(s.log(from: m) == "b.viewWillDisappear\nb.viewDidDisappear\ndone\nb.deinit")
  }

  struct D4Case: CustomTestStringConvertible, Sendable {
    var id: String
    var style: ModalPresentationStyle
    var receiver: String
    var expected: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    D4Case(
      id: "D4 b.dismiss removes only c", style: .fullScreen, receiver: "b",
      expected: """
        c.viewWillDisappear
        b.viewWillAppear
        b.viewDidAppear
        c.viewDidDisappear
        done
        """),
    D4Case(
      id: "D4 a.dismiss removes b and c; b's view was already removed", style: .fullScreen,
      receiver: "a",
      expected: """
        c.viewWillDisappear
        a.viewWillAppear
        a.viewDidAppear
        c.viewDidDisappear
        done
        """),
    D4Case(
      id: "D4 a.dismiss of stacked sheets: top-down", style: .pageSheet, receiver: "a",
      expected: """
        c.viewWillDisappear
        b.viewWillDisappear
        c.viewDidDisappear
        b.viewDidDisappear
        done
        """),
  ])
  func d4(_ c: D4Case) throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let cc = try s.let_("c")
    try s.style(b, c.style)
    try s.style(cc, c.style)
    try s.present(b, from: a)
    try s.present(cc, from: b)
    let m = s.mark
    try s.dismiss(c.receiver == "a" ? a : b)
    #expect(s.log(from: m) == c.expected)
    #expect(try s.name("presentedViewController", of: c.receiver == "a" ? a : b) == "nil")
  }

  @Test(
    "D5 isBeingDismissed from vWD to vDD",
    arguments: ["programmatic", "swipe"])
  func d5(how: String) throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b", .viewController, "Detail")
    s.printOn("Detail", "viewWillDisappear(_:)", ["isBeingDismissed"])
    s.printOn("Detail", "viewDidDisappear(_:)", ["isBeingDismissed"])
    try s.present(b, from: a)
    let m = s.mark
    if how == "swipe" {
      try s.step { try $0.swipeDown(b) }
    } else {
      try s.step { try $0.dismiss(from: b) }
    }
    #expect(
      s.log(from: m) == """
        b.viewWillDisappear
          isBeingDismissed=true
        b.viewDidDisappear
          isBeingDismissed=true
        """)
    #expect(try s.name("isBeingDismissed", of: b) == "false")
  }
}
