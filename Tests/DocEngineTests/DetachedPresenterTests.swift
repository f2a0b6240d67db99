import Testing

@testable import DocEngine

/// The detached-presenter warning (docs/engine.md 34): attachment is decided by the controller
/// hierarchy (root, children, presented chain), not by where a controller's view sits.
@Suite struct DetachedPresenterTests {
  @Test("Detached: a controller whose view was added without containment warns when it presents, and still presents")
  func viewAddedWithoutContainment() throws {
    let s = Script()
    let a = try s.rootA()
    let loose = try s.let_("loose")
    let b = try s.let_("b")
    try s.step { try $0.addSubview(viewOf: loose, toViewOf: a) }
    let m = s.mark
    try s.present(b, from: loose)
    #expect(
      s.log(from: m)
        == """
        warning: Presenting view controllers on detached view controllers is discouraged loose.
        b.viewDidLoad
        b.viewWillAppear
        b.viewDidAppear
        done
        """.golden)
    #expect(try s.name("presentedViewController", of: loose) == "b")
  }

  @Test("Detached: a child added with containment presents through the root without the warning")
  func childOfRootIsAttached() throws {
    let s = Script()
    let a = try s.rootA()
    let child = try s.let_("child")
    let b = try s.let_("b")
    try s.step { e in
      try e.addChild(child, to: a)
      try e.addSubview(viewOf: child, toViewOf: a)
      try e.didMove(child, toParent: a)
    }
    let m = s.mark
    try s.present(b, from: child)
    #expect(!s.log(from: m).contains("detached"))
  }

  @Test("Detached: a presented controller (and its children) present without the warning")
  func presentedChainIsAttached() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let c = try s.let_("c")
    try s.present(b, from: a)
    let m = s.mark
    try s.present(c, from: b)
    #expect(!s.log(from: m).contains("detached"))
  }
}
