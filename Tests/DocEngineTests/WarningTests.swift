import DocEngine
import Testing

/// W1–W3 and the step limit.
@Suite struct WarningTests {
  @Test("W1 presenting from a controller that already presents") func w1() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let c = try s.let_("c")
    try s.present(b, from: a)
    let m = s.mark
    try s.present(c, from: a)
    #expect(s.log(from: m) == "warning: Attempt to present c on a (from a) which is already presenting b.")
    #expect(!s.engine.snapshot().allNodes.contains { $0.id == c })
  }

  @Test("W2 presenting from a view not in the window", arguments: ["never shown", "viewDidLoad"])
  func w2(when: String) throws {
    let s = Script()
    if when == "never shown" {
      let a = try s.let_("a")
      let c = try s.let_("c")
      try s.present(c, from: a)
      #expect(s.log == "warning: Attempt to present c on a (from a) whose view is not in the window hierarchy.")
    } else {
      let a = try s.rootA()
      let b = try s.let_("b", .viewController, "B")
      let c = try s.let_("c")
      s.host.define("B", "viewDidLoad()") { id, _ in
        try s.engine.present(c, from: id)
        return .void
      }
      let m = s.mark
      try s.step { try $0.present(b, from: a) }
      #expect(
        s.log(from: m) == """
          b.viewDidLoad
          warning: Attempt to present c on b (from b) whose view is not in the window hierarchy.
          b.viewWillAppear
          b.viewDidAppear
          """)
    }
  }

  struct W3Case: CustomTestStringConvertible, Sendable {
    var id: String
    var message: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    W3Case(
      id: "W3 presenting a controller already presented",
      message: "Application tried to present modally a view controller b that is already being presented by a."),
    W3Case(
      id: "W3 presenting a controller on itself",
      message: "Application tried to present modal view controller on itself. Presenting controller is b."),
  ])
  func w3(_ c: W3Case) throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    try s.present(b, from: a)
    #expect {
      try s.step { try $0.present(b, from: c.id.hasSuffix("itself") ? b : a) }
    } throws: { error in
      (error as? EngineError)?.message == c.message
    }
  }

  @Test("Step limit: presenting in every viewDidAppear ends with an error") func runaway() throws {
    let s = Script(stepLimit: 500)
    _ = try s.rootA()
    s.host.define("Loop", "viewDidAppear(_:)") { id, _ in
      let next = s.engine.make(.viewController, className: "Loop")
      try s.engine.setProperty("modalPresentationStyle", of: next, to: .enumCase("fullScreen"))
      try s.engine.present(next, from: id)
      return .void
    }
    var thrown: EngineError?
    do {
      try s.step { try $0.setRoot(s.engine.make(.viewController, className: "Loop")) }
    } catch let error as EngineError {
      thrown = error
    }
    #expect(thrown?.code == .stepLimitExceeded(limit: 500))
    #expect(thrown?.statement == StatementTag(line: 3, column: 1))
  }
}
