import DocEngine
import Testing

/// Target–action and taps.
@Suite struct ControlTests {
  private let free: Engine.WorkMeter = { _ in }

  /// A root controller `home` of class "Home" with a button in its view.
  private func screen() throws -> (Script, home: ObjectID, button: ElementID) {
    let s = Script()
    let home = try s.let_("home", .viewController, "Home")
    try s.step { try $0.setRoot(home) }
    let button = s.engine.makeElement(.button)
    try s.step { e in try e.addSubview(.element(button), to: .root(home), spending: free) }
    return (s, home, button)
  }

  /// Records each action performed as `target.selector`.
  private func recorder(_ s: Script, _ calls: Box) -> Engine.ActionPerformer {
    { target, selector in calls.lines.append("\(s.engine.displayName(of: target)).\(selector)") }
  }

  final class Box { var lines: [String] = [] }

  @Test("a touch sends .touchDown actions before .touchUpInside ones, each in the order added")
  func touchOrder() throws {
    let (s, home, button) = try screen()
    s.host.define("Home", "up") { _, _ in .void }
    s.host.define("Home", "down") { _, _ in .void }
    s.engine.addTarget(home, action: "up", for: "touchUpInside", to: button)
    s.engine.addTarget(home, action: "down", for: "touchDown", to: button)
    s.engine.addTarget(home, action: "up", for: "touchUpInside", to: button)
    let calls = Box()
    try s.engine.tap(button, perform: recorder(s, calls))
    #expect(calls.lines == ["home.down", "home.up"])
  }

  @Test("a hidden or disabled button takes the touch and sends nothing")
  func hiddenAndDisabled() throws {
    let (s, home, button) = try screen()
    s.host.define("Home", "go") { _, _ in .void }
    s.engine.addTarget(home, action: "go", for: "touchUpInside", to: button)
    let calls = Box()
    s.engine.setProperty("isEnabled", ofView: .element(button), to: .bool(false))
    try s.engine.tap(button, perform: recorder(s, calls))
    s.engine.setProperty("isEnabled", ofView: .element(button), to: .bool(true))
    s.engine.setProperty("isHidden", ofView: .root(home), to: .bool(true))
    try s.engine.tap(button, perform: recorder(s, calls))
    #expect(calls.lines.isEmpty)
  }

  @Test("a nil target goes up the responder chain; a target without the method is an exception")
  func responderChain() throws {
    let (s, home, button) = try screen()
    s.host.define("Home", "save") { _, _ in .void }
    s.engine.addTarget(nil, action: "save", for: "touchUpInside", to: button)
    let calls = Box()
    try s.engine.tap(button, perform: recorder(s, calls))
    #expect(calls.lines == ["home.save"])
    let other = try s.let_("other", .object, "Other")
    s.engine.addTarget(other, action: "save", for: "touchUpInside", to: button)
    do {
      try s.engine.tap(button, perform: recorder(s, calls))
      Issue.record("the missing method was not noticed")
    } catch let error as EngineError {
      #expect(error.message == "-[Other save]: unrecognized selector sent to instance other")
    }
    _ = home
  }

  @Test("a button in no window cannot be tapped")
  func offScreen() throws {
    let e = Engine()
    let button = e.makeElement(.button)
    #expect(throws: EngineError.self) { try e.tap(button) { _, _ in } }
  }

  @Test("a bar button item is on screen only in the top controller of a visible navigation controller")
  func barButtonItems() throws {
    let s = Script()
    let list = try s.let_("list", .viewController, "List")
    let nav = try s.step { e -> ObjectID in
      let nav = try e.makeNavigationController(root: list)
      e.bind(nav, variable: "nav")
      e.retain(nav)
      return nav
    }
    s.host.define("List", "add") { _, _ in .void }
    let item = s.engine.makeElement(.barButtonItem)
    s.engine.addTarget(nil, action: "add", for: "primaryActionTriggered", to: item)
    let navigationItem = s.engine.navigationItem(of: list)
    s.engine.setProperty("rightBarButtonItems", ofElement: navigationItem, to: .array([.element(item)]))
    let calls = Box()
    #expect(throws: EngineError.self) { try s.engine.tap(item, perform: recorder(s, calls)) }
    try s.step { try $0.setRoot(nav) }
    try s.engine.tap(item, perform: recorder(s, calls))
    #expect(calls.lines == ["list.add"])
    #expect(s.engine.navigationItem(of: list) == navigationItem, "a controller has one navigation item")
  }

  @Test("a button's title falls back to the normal state's")
  func titles() {
    let e = Engine()
    let button = e.makeElement(.button)
    e.setTitle("Go", for: "normal", of: button)
    #expect(e.title(of: button, for: "highlighted") == "Go")
    e.setTitle("Going", for: "highlighted", of: button)
    #expect(e.title(of: button, for: "highlighted") == "Going")
    e.setTitle(nil, for: "normal", of: button)
    #expect(e.title(of: button, for: "disabled") == nil)
  }
}
