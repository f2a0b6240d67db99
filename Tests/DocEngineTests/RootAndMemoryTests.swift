import DocEngine
import Testing

/// R1–R2 (the window's root), and the ownership and naming model behind `deinit` lines.
@Suite struct RootAndMemoryTests {
  @Test("R1 setting the root on the visible window") func r1() throws {
    let s = Script()
    _ = try s.rootA()
    #expect(s.log == "a.viewDidLoad\na.viewWillAppear\na.viewDidAppear")
  }

  @Test("R2 replacing the root (engine choice order); an unheld old root deinits") func r2() throws {
    let s = Script()
    try s.step { e in
      let old = e.make(.viewController)
      e.bind(old, variable: "old")
      try e.setRoot(old)
    }
    let r = try s.let_("r")
    let m = s.mark
    try s.step { try $0.setRoot(r) }
    #expect(
      s.log(from: m) == """
        r.viewDidLoad
        old.viewWillDisappear
        r.viewWillAppear
        old.viewDidDisappear
        r.viewDidAppear
        old.deinit
        """)
  }

  @Test("R2 controllers the old root presented stay alive (UIKit leaks them)") func r2Leak() throws {
    let s = Script()
    let a = try s.rootA()
    try s.step { e in
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      try e.present(b, from: a)
    }
    let r = try s.let_("r")
    let m = s.mark
    try s.step { e in
      try e.setRoot(r)
      e.release(a)
    }
    #expect(
      s.log(from: m) == """
        r.viewDidLoad
        a.viewWillDisappear
        r.viewWillAppear
        a.viewDidDisappear
        r.viewDidAppear
        """)
    #expect(s.engine.snapshot().detached.map(\.displayName) == ["a"])
  }

  @Test("Naming: first variable wins; unbound ones by class with #2, resolved when formatted")
  func naming() throws {
    let s = Script()
    let root = try s.rootA()
    let m = s.mark
    var first = root
    var second = root
    try s.step { e in
      first = e.make(.viewController, className: "NextViewController")
      second = e.make(.viewController, className: "NextViewController")
      e.retain(second)
      try e.present(first, from: root)
    }
    try s.step { e in
      try e.present(second, from: first)
      e.bind(second, variable: "late")  // bound after its events: still named `late`
      e.bind(second, variable: "other")  // a second binding does not rename
    }
    #expect(
      s.log(from: m) == """
        NextViewController.viewDidLoad
        NextViewController.viewWillAppear
        NextViewController.viewDidAppear
        late.viewDidLoad
        late.viewWillAppear
        late.viewDidAppear
        """)
  }

  @Test("Unbound controllers of one class are numbered in creation order") func numbering() throws {
    let s = Script()
    let ids = try s.step { e in (0..<3).map { _ in e.make(.viewController, className: "Card") } }
    #expect(ids.map(s.engine.displayName(of:)) == ["Card", "Card#2", "Card#3"])
  }

  @Test("Objects bound to one variable name are numbered from the second, in logs and pictures")
  func reusedNames() throws {
    let s = Script()
    let root = try s.rootA()
    let m = s.mark
    let ids = try s.step { e in
      let ids = (0..<3).map { _ in
        let id = e.make(.viewController, className: "Card")
        e.bind(id, variable: "vc")
        return id
      }
      #expect(ids.map(e.displayName(of:)) == ["vc", "vc#2", "vc#3"])
      try e.present(ids[1], from: root)
      return ids
    }
    #expect(s.engine.displayName(of: ids[1]) == "vc#2")
    #expect(s.log(from: m).hasPrefix("vc#2.viewDidLoad"))
    let names = s.engine.snapshot().root?.allNodes.map(\.displayName) ?? []
    #expect(names.contains("vc#2") && !names.contains("vc"))
  }

  @Test("Numbers follow bindings and new objects made after a name was asked")
  func numberingAfterChanges() throws {
    let s = Script()
    let ids = try s.step { e in (0..<3).map { _ in e.make(.viewController, className: "Card") } }
    #expect(s.engine.displayName(of: ids[2]) == "Card#3")
    s.engine.bind(ids[0], variable: "first")
    #expect(ids.map(s.engine.displayName(of:)) == ["first", "Card", "Card#2"])
    let later = try s.step { e in e.make(.viewController, className: "Card") }
    #expect(s.engine.displayName(of: later) == "Card#3")
  }

  @Test("Memory: an owner deinits before what it owned; a variable keeps an object alive")
  func ownerFirst() throws {
    let s = Script()
    let a = try s.let_("a")
    let m = s.mark
    try s.step { e in
      let nav = try e.makeNavigationController(root: a)
      e.bind(nav, variable: "nav")
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      try e.push(b, onto: nav, animated: false)
    }
    #expect(
      s.log(from: m) == """
        a.willMove(toParent: nav)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        b.didMove(toParent: nav)
        nav.deinit
        b.deinit
        """)
    #expect(!s.engine.isDeallocated(a))
    try s.step { $0.release(a) }
    #expect(s.engine.events.last.map { LogFormatter(engine: s.engine).line(for: $0.kind) } == "a.deinit")
  }

  @Test("Memory: a strong cycle leaks; a weak delegate does not keep its target") func cycle() throws {
    let s = Script()
    let m = s.mark
    try s.step { e in
      let x = e.make(.viewController, className: "X")
      let y = e.make(.viewController, className: "Y")
      e.setStrongReference(from: x, slot: "other", to: y)
      e.setStrongReference(from: y, slot: "other", to: x)
      let nav = e.make(.navigationController)
      let d = e.make(.object, className: "Delegate")
      try e.setProperty("delegate", of: nav, to: .object(d))
    }
    #expect(s.log(from: m) == "UINavigationController.deinit\nDelegate.deinit")
  }

  @Test("Memory: an array property's references are replaced at once, all the old ones released")
  func arrayPropertyReplaced() throws {
    let s = Script()
    let owner = try s.let_("owner", .object, "Holder")
    try s.step { e in
      let x = e.make(.viewController, className: "X")
      let y = e.make(.viewController, className: "Y")
      e.setStrongReferences(from: owner, slot: "kids", to: [x, y])
    }
    let m = s.mark
    try s.step { e in
      let z = e.make(.viewController, className: "Z")
      e.setStrongReferences(from: owner, slot: "kids", to: [z])
    }
    #expect(s.log(from: m) == "X.deinit\nY.deinit")
    #expect(s.engine.referenceCount(of: owner) == 1)
  }

  @Test("Work: a push onto a stack of n controllers counts more than n, a statement's collection one per object")
  func workCountsWhatIsVisited() throws {
    let s = Script()
    let nav = try s.step { e in
      let nav = try e.makeNavigationController(root: e.make(.viewController))
      try e.setRoot(nav)
      return nav
    }
    for _ in 0..<100 { try s.step { e in try e.push(e.make(.viewController), onto: nav, animated: false) } }
    let before = s.engine.work
    try s.step { e in try e.push(e.make(.viewController), onto: nav, animated: false) }
    #expect(s.engine.work - before > 2 * 100 + s.engine.objectCount)
  }

  @Test("Memory: a completion handler runs before the deinit") func completionFirst() throws {
    let s = Script()
    let a = try s.rootA()
    try s.step { e in
      let b = e.make(.viewController)
      e.bind(b, variable: "b")
      try e.present(b, from: a)
    }
    let m = s.mark
    try s.step { e in try e.dismiss(from: a) { try e.printLine("completion") } }
    #expect(s.log(from: m) == "b.viewWillDisappear\nb.viewDidDisappear\ncompletion\nb.deinit")
  }

  @Test("printHierarchy records a snapshot rendered as a text tree") func hierarchy() throws {
    let s = Script()
    let a = try s.let_("a")
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: a)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      try e.setRoot(nav)
      return nav
    }
    let b = try s.let_("b")
    try s.present(b, from: a)
    let m = s.mark
    try s.step { try $0.printHierarchy() }
    #expect(
      s.log(from: m) == """
        window
          nav: UINavigationController, appeared
            a: UIViewController, appeared
            presents b: UIViewController (.pageSheet, from a), appeared
        """)
    let snapshot = s.engine.snapshot()
    #expect(snapshot.root?.id == nav)
    #expect(snapshot.root?.selectedIndex == 0)
    #expect(snapshot.root?.presentation?.presenting == nav)
    #expect(snapshot.root?.presentation?.style == .pageSheet)
    #expect(snapshot.allNodes.map(\.isOnScreen) == [true, true, true])
  }

  @Test("Events record the statement that caused them") func causes() throws {
    let s = Script()
    _ = try s.rootA()
    let lines = s.engine.events.map { $0.cause?.line }
    #expect(lines == [2, 2, 2])
  }

  @Test("The log groups by statement for timelines") func grouped() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    try s.present(b, from: a)
    let groups = LogFormatter(engine: s.engine).linesByStatement(s.engine.events)
    #expect(groups.map { $0.statement?.line } == [2, 4])
    #expect(groups[1].lines == ["b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear", "done"])
  }
}
