import DocEngine
import Testing

/// The view layer: the view tree, frames, and where controller root views are (C3).
@Suite struct ViewLayerTests {
  /// Charges nothing: these tests have no budget.
  private let free: Engine.WorkMeter = { _ in }

  @Test("a controller's root view added inside an on-screen view appears, and disappears with it")
  func rootViewsFollowTheTree() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let holder = s.engine.makeElement(.view)
    let m = s.mark
    try s.step { e in try e.addSubview(.root(b), to: .element(holder), spending: free) }
    #expect(s.log(from: m).isEmpty, "a view in no controller's view tells no controller anything")
    try s.step { e in try e.addSubview(.element(holder), to: .root(a), spending: free) }
    #expect(s.engine.hostView(of: b) == a)
    #expect(s.engine.superview(of: .element(holder)) == .root(a))
    #expect(s.engine.isInWindow(.element(holder)))
    try s.step { e in try e.removeFromSuperview(.element(holder), spending: free) }
    #expect(
      s.log(from: m) == """
        b.viewDidLoad
        b.viewWillAppear
        b.viewDidAppear
        b.viewWillDisappear
        b.viewDidDisappear
        """)
    #expect(!s.engine.isInWindow(.root(b)))
  }

  @Test("a view cannot go inside itself or one of its subviews")
  func noLoops() throws {
    let e = Engine()
    let outer = e.makeElement(.view)
    let inner = e.makeElement(.label)
    try e.addSubview(.element(inner), to: .element(outer), spending: free)
    #expect(throws: EngineError.self) { try e.addSubview(.element(outer), to: .element(outer), spending: free) }
    do {
      try e.addSubview(.element(outer), to: .element(inner), spending: free)
      Issue.record("a loop was made")
    } catch let error as EngineError {
      #expect(error.code == .viewHierarchyLoop)
      #expect(error.message == "cannot add a view to one of its own subviews (the view hierarchy would be a loop)")
    }
  }

  @Test("insertSubview(_:at:) places the view; front and back reorder; viewWithTag searches depth first")
  func order() throws {
    let e = Engine()
    let parent = e.makeElement(.view)
    let (x, y, z) = (e.makeElement(.view), e.makeElement(.button), e.makeElement(.label))
    try e.addSubview(.element(x), to: .element(parent), spending: free)
    try e.addSubview(.element(y), to: .element(parent), spending: free)
    try e.addSubview(.element(z), to: .element(parent), at: 0, spending: free)
    #expect(e.subviews(of: .element(parent)) == [.element(z), .element(x), .element(y)])
    e.moveSubview(.element(z), of: .element(parent), toFront: true)
    #expect(e.subviews(of: .element(parent)).last == .element(z))
    e.setProperty("tag", ofView: .element(y), to: .int(7))
    var visited = 0
    let found = try e.viewWithTag(7, in: .element(parent), spending: { visited += $0 })
    #expect(found == .element(y))
    #expect(visited == 4)
    #expect(try e.viewWithTag(0, in: .element(parent), spending: free) == .element(parent))
  }

  @Test("bounds keep the center; a frame with an infinite number is UIKit's exception")
  func frames() throws {
    let e = Engine()
    let v = e.makeElement(.view, frame: .rect(x: 10, y: 20, width: 100, height: 50))
    #expect(e.center(of: .element(v)) == .point(x: 60, y: 45))
    try e.setBounds(.rect(x: 0, y: 0, width: 10, height: 10), of: .element(v))
    #expect(e.frame(of: .element(v)) == .rect(x: 55, y: 40, width: 10, height: 10))
    #expect(throws: EngineError.self) {
      try e.setFrame(.rect(x: .infinity, y: 0, width: 1, height: 1), of: .element(v))
    }
  }

  @Test("plain properties read their defaults until set; a weak object reads nil once gone")
  func properties() throws {
    let s = Script()
    let table = s.engine.makeElement(.tableView)
    #expect(s.engine.property("rowHeight", ofView: .element(table))?.doubleValue == -1)
    #expect(s.engine.property("text", ofView: .element(table)) == nil, "a table view has no text")
    let source = try s.let_("source", .object, "Source")
    s.engine.setProperty("dataSource", ofView: .element(table), to: .object(source))
    s.engine.release(source)
    if case .object? = s.engine.property("dataSource", ofView: .element(table)) {
      Issue.record("a freed data source is still read")
    }
  }
}

extension PropertyValue {
  fileprivate var doubleValue: Double? {
    if case .double(let d) = self { return d }
    return nil
  }
}
