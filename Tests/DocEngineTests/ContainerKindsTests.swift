import DocEngine
import Testing

/// Page and split view controllers, rotation, super calls in container subclasses, and nested
/// hierarchy text: API behaviour beyond the numbered rules.
@Suite struct ContainerKindsTests {
  @Test("Page view controller: replacing the page swaps appearance") func pages() throws {
    let s = Script()
    let pages = try s.let_("pages", .pageViewController)
    let one = try s.let_("one")
    let two = try s.let_("two")
    try s.step { try $0.setViewControllers([one], of: pages) }
    try s.step { try $0.setRoot(pages) }
    let m = s.mark
    try s.step { try $0.setViewControllers([two], of: pages, animated: true) }
    #expect(
      s.log(from: m) == """
        one.willMove(toParent: nil)
        one.didMove(toParent: nil)
        two.willMove(toParent: pages)
        two.didMove(toParent: pages)
        two.viewDidLoad
        two.viewWillAppear
        one.viewWillDisappear
        one.viewDidDisappear
        two.viewDidAppear
        """)
  }

  @Test("Split view controller: every column is shown") func split() throws {
    let s = Script()
    let split = try s.let_("split", .splitViewController)
    let primary = try s.let_("primary")
    let secondary = try s.let_("secondary")
    try s.set(split, "viewControllers", .objects([primary, secondary]))
    let m = s.mark
    try s.step { try $0.setRoot(split) }
    #expect(
      s.log(from: m) == """
        split.viewDidLoad
        primary.viewDidLoad
        secondary.viewDidLoad
        split.viewWillAppear
        primary.viewWillAppear
        secondary.viewWillAppear
        split.viewDidAppear
        primary.viewDidAppear
        secondary.viewDidAppear
        """)
  }

  @Test("A container subclass override without super gets a warning line") func missingSuper() throws {
    let s = Script()
    let a = try s.let_("a")
    s.host.define("MyNav", "viewWillAppear(_:)") { _, _ in .void }
    s.host.define("MyNav", "viewDidAppear(_:)") { id, args in
      try s.engine.callSuper("viewDidAppear(_:)", on: id, arguments: args)
    }
    let m = s.mark
    try s.step { e in
      let nav = try e.makeNavigationController(className: "MyNav", root: a)
      e.bind(nav, variable: "nav")
      try e.setRoot(nav)
    }
    #expect(
      s.log(from: m) == """
        a.willMove(toParent: nav)
        a.didMove(toParent: nav)
        nav.viewDidLoad
        a.viewDidLoad
        nav.viewWillAppear
        warning: nav.viewWillAppear(_:) does not call super; UIKit containers rely on it to forward appearance to their children.
        a.viewWillAppear
        nav.viewDidAppear
        a.viewDidAppear
        """)
  }

  @Test("Rotation lays out custom presentation containers again, no appearance") func rotation() throws {
    let s = Script()
    let a = try s.rootA()
    let t = try s.let_("t", .object, "T")
    s.host.define("T", "presentationController(forPresented:presenting:source:)") { _, args in
      let pc = s.engine.makePresentationController(
        className: "P", presented: args[0].objectValue!, presenting: args[1].objectValue)
      s.engine.bind(pc, variable: "p")
      return .object(pc)
    }
    let b = try s.let_("b")
    try s.style(b, .custom)
    try s.set(b, "transitioningDelegate", .object(t))
    try s.step { try $0.present(b, from: a) }
    let m = s.mark
    try s.step { try $0.rotate(to: .landscape) }
    try s.step { try $0.rotate(to: .landscape) }
    #expect(s.log(from: m) == "p.containerViewWillLayoutSubviews\np.containerViewDidLayoutSubviews")
    #expect(s.engine.snapshot().orientation == .landscape)
  }

  @Test("Hierarchy text of a presented chain and a presented container") func nestedHierarchy() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    try s.style(b, .fullScreen)
    try s.present(b, from: a)
    let root = try s.let_("root")
    try s.step { e in
      let nav = try e.makeNavigationController(root: root)
      e.bind(nav, variable: "nav")
      try e.present(nav, from: b)
    }
    let m = s.mark
    try s.step { try $0.printHierarchy() }
    #expect(
      s.log(from: m) == """
        window
          a: UIViewController, disappeared
            presents b: UIViewController (.fullScreen), appeared
              presents nav: UINavigationController (.pageSheet), appeared
                root: UIViewController, appeared
        """)
  }

  @Test("Reading .view loads once; properties answer as UIKit's") func properties() throws {
    let s = Script()
    let a = try s.let_("a")
    #expect(try s.engine.property("isViewLoaded", of: a) == .bool(false))
    #expect(try s.engine.property("view", of: a) == .view(a))
    #expect(try s.engine.property("view", of: a) == .view(a))
    #expect(s.log == "a.viewDidLoad")
    #expect(try s.engine.property("modalPresentationStyle", of: a) == .enumCase("automatic"))
    #expect(s.engine.knownProperties(of: a).contains("presentingViewController"))
    #expect {
      try s.engine.property("presentingViewControler", of: a)
    } throws: { error in
      (error as? EngineError)?.message == "Value of type 'UIViewController' has no member 'presentingViewControler'"
    }
    let nav = try s.let_("nav", .navigationController)
    #expect(try s.engine.property("definesPresentationContext", of: nav) == .bool(true))
  }
}
