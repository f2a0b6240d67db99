import DocEngine
import Testing

/// Alerts, sheets and detents, and the notification center.
@Suite struct AlertTests {
  @Test("an alert is presented .custom: the presenter stays; tapping an action dismisses, then the handler runs")
  func tapDismissesThenHandles() throws {
    let s = Script()
    let a = try s.rootA()
    let alert = try s.step { e -> ObjectID in
      let alert = e.makeAlert(title: "T", message: "M", style: .alert)
      e.bind(alert, variable: "alert")
      e.retain(alert)
      return alert
    }
    let ok = s.engine.makeElement(.alertAction)
    s.engine.setProperty("title", ofElement: ok, to: .string("OK"))
    try s.engine.addAction(ok, to: alert)
    #expect(s.engine.action(titled: "OK", in: alert) == ok)
    let m = s.mark
    try s.step { e in try e.present(alert, from: a, animated: true) }
    try s.step { e in try e.tap(alertAction: ok) { try e.printLine("handled") } }
    #expect(
      s.log(from: m) == """
        alert.viewDidLoad
        alert.viewWillAppear
        alert.viewDidAppear
        alert.viewWillDisappear
        alert.viewDidDisappear
        handled
        """)
  }

  @Test("an action belongs to one alert, and an alert has one cancel action")
  func addActionRules() throws {
    let e = Engine()
    let first = e.makeAlert(title: nil, message: nil, style: .actionSheet)
    let second = e.makeAlert(title: nil, message: nil, style: .alert)
    let ok = e.makeElement(.alertAction)
    try e.addAction(ok, to: first)
    try e.addAction(ok, to: first)
    #expect(e.actions(of: first) == [ok])
    #expect(throws: EngineError.self) { try e.addAction(ok, to: second) }
    let cancel = e.makeElement(.alertAction)
    e.setProperty("style", ofElement: cancel, to: .enumCase("cancel", []))
    try e.addAction(cancel, to: first)
    let another = e.makeElement(.alertAction)
    e.setProperty("style", ofElement: another, to: .enumCase("cancel", []))
    #expect(throws: EngineError.self) { try e.addAction(another, to: first) }
  }

  @Test("an action whose alert is not on screen cannot be tapped")
  func offScreen() throws {
    let e = Engine()
    let alert = e.makeAlert(title: nil, message: nil, style: .alert)
    let action = e.makeElement(.alertAction)
    try e.addAction(action, to: alert)
    #expect(throws: EngineError.self) { try e.tap(alertAction: action, handler: nil) }
  }
}

@Suite struct SheetTests {
  @Test("only a sheet style has a sheet presentation controller")
  func sheetStyles() throws {
    let s = Script()
    let b = try s.let_("b")
    #expect(try s.engine.sheetPresentationController(of: b) != nil)
    try s.style(b, .fullScreen)
    #expect(try s.engine.sheetPresentationController(of: b) == nil)
  }

  @Test("a drag to another detent tells the delegate; a drag to the current one and a change in code do not")
  func drags() throws {
    let s = Script()
    let a = try s.rootA("A")
    s.host.define("A", "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)") { _, _ in .void }
    let b = try s.let_("b")
    let pc = try #require(try s.engine.sheetPresentationController(of: b))
    var settings = try #require(s.engine.sheet(pc))
    settings.detents = [.medium, .large]
    s.engine.setSheet(settings, of: pc)
    try s.set(pc, "delegate", .object(a))
    #expect(throws: EngineError.self) { try s.engine.presentedSheet(of: b) }
    try s.present(b, from: a)
    #expect(try s.engine.presentedSheet(of: b) == pc)
    let m = s.mark
    try s.step { try $0.dragSheet(pc, to: .medium) }
    try s.step { try $0.dragSheet(pc, to: .large) }
    settings = try #require(s.engine.sheet(pc))
    settings.selectedDetentIdentifier = .medium
    s.engine.setSheet(settings, of: pc)
    #expect(s.log(from: m) == "a.sheetPresentationControllerDidChangeSelectedDetentIdentifier")
  }
}

@Suite struct NotificationCenterTests {
  @Test("a post reaches matching observers in the order added; a freed observer is skipped")
  func postOrder() throws {
    let s = Script()
    let first = try s.let_("first", .object, "Observer")
    let second = try s.let_("second", .object, "Observer")
    s.host.define("Observer", "got(_:)") { _, _ in .void }
    s.engine.addObserver(.block(token: 1), name: nil, sender: nil)
    s.engine.addObserver(.method(observer: second, selector: "got(_:)"), name: "saved", sender: nil)
    s.engine.addObserver(.method(observer: first, selector: "got(_:)"), name: "saved", sender: second)
    s.engine.addObserver(.method(observer: first, selector: "got(_:)"), name: "other", sender: nil)
    var heard: [NotificationReceiver] = []
    try s.engine.post("saved", sender: nil) { heard.append($0) }
    #expect(heard == [.block(token: 1), .method(observer: second, selector: "got(_:)")])
    s.engine.release(second)
    heard = []
    try s.engine.post("saved", sender: second) { heard.append($0) }
    #expect(heard == [.block(token: 1), .method(observer: first, selector: "got(_:)")])
  }

  @Test("an observer without the method is UIKit's exception; removing by name leaves the others")
  func missingMethodAndRemoval() throws {
    let s = Script()
    let plain = try s.let_("plain", .object, "Plain")
    s.engine.addObserver(.method(observer: plain, selector: "got(_:)"), name: "a", sender: nil)
    s.engine.addObserver(.method(observer: plain, selector: "got(_:)"), name: "b", sender: nil)
    do {
      try s.engine.post("a", sender: nil) { _ in }
      Issue.record("the missing method was not noticed")
    } catch let error as EngineError {
      #expect(error.message == "-[Plain got:]: unrecognized selector sent to instance plain")
    }
    let removed = s.engine.removeObservers(name: "a") { _ in true }
    #expect(removed == [.method(observer: plain, selector: "got(_:)")])
    #expect(s.engine.notificationObserverCount == 1)
  }
}
