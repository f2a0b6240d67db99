import DocEngine
import Testing

/// Text fields, switches, segmented controls and `UIAction`s (docs/engine.md 48, 49): the
/// first responder and the delegate's calls in UIKit's order, values code sets sending nothing
/// while a user's touch sends `.valueChanged`, and what a control's action handlers hold.
@Suite struct TextFieldAndValueControlTests {
  private let free: Engine.WorkMeter = { _ in }

  final class Box { var lines: [String] = [] }

  /// A root controller `form` of class "Form" whose view holds an element of `kind`.
  private func screen(_ kind: ElementKind) throws -> (Script, form: ObjectID, control: ElementID) {
    let s = Script()
    let form = try s.let_("form", .viewController, "Form")
    try s.step { try $0.setRoot(form) }
    let control = s.engine.makeElement(kind)
    try s.step { e in try e.addSubview(.element(control), to: .root(form), spending: free) }
    return (s, form, control)
  }

  private func recorder(_ s: Script, _ calls: Box) -> Engine.ActionPerformer {
    { target, selector in calls.lines.append("\(s.engine.displayName(of: target)).\(selector)") }
  }

  private func handler(_ calls: Box) -> Engine.ActionHandler {
    { action, _ in calls.lines.append("action \(action.rawValue)") }
  }

  /// The log lines after the setup.
  private func lines(_ s: Script, from start: Int) -> [String] {
    LogFormatter(engine: s.engine).lines(Array(s.engine.events[start...]))
  }

  @Test(
    "Text fields: a field begins editing when asked (shouldBegin, didBegin, .editingDidBegin) and resigns the same way")
  func becomeAndResign() throws {
    let (s, form, field) = try screen(.textField)
    s.engine.setProperty("delegate", ofView: .element(field), to: .object(form))
    s.host.define("Form", "textFieldShouldBeginEditing(_:)") { _, _ in .bool(true) }
    s.host.define("Form", "textFieldDidBeginEditing(_:)") { _, _ in .void }
    s.host.define("Form", "textFieldShouldEndEditing(_:)") { _, _ in .bool(true) }
    s.host.define("Form", "textFieldDidEndEditing(_:)") { _, _ in .void }
    s.host.define("Form", "began") { _, _ in .void }
    s.engine.addTarget(form, action: "began", for: "editingDidBegin", to: field)
    let calls = Box()
    let start = s.engine.events.count
    let began = try s.step { try $0.becomeFirstResponder(field, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(began)
    #expect(s.engine.isFirstResponder(.element(field)))
    let resigned = try s.step {
      try $0.resignFirstResponder(field, perform: recorder(s, calls), handle: handler(calls))
    }
    #expect(resigned)
    #expect(s.engine.firstResponder == nil)
    #expect(
      lines(s, from: start) == [
        "form.textFieldShouldBeginEditing", "form.textFieldDidBeginEditing", "form.textFieldShouldEndEditing",
        "form.textFieldDidEndEditing",
      ])
    #expect(calls.lines == ["form.began"])
  }

  @Test("Text fields: a field not in the window, or whose delegate says no, does not become first responder")
  func refusals() throws {
    let s = Script()
    let field = s.engine.makeElement(.textField)
    let calls = Box()
    #expect(try !s.engine.becomeFirstResponder(field, perform: recorder(s, calls), handle: handler(calls)))
    let (t, form, onScreen) = try screen(.textField)
    t.engine.setProperty("delegate", ofView: .element(onScreen), to: .object(form))
    t.host.define("Form", "textFieldShouldBeginEditing(_:)") { _, _ in .bool(false) }
    #expect(try !t.step { try $0.becomeFirstResponder(onScreen, perform: recorder(t, calls), handle: handler(calls)) })
    #expect(t.engine.firstResponder == nil)
  }

  @Test(
    "Text fields: moving to another field asks the new one's delegate, then the old field ends, then the new begins")
  func movingFocus() throws {
    let (s, form, first) = try screen(.textField)
    let second = s.engine.makeElement(.textField)
    try s.step { e in try e.addSubview(.element(second), to: .root(form), spending: free) }
    for field in [first, second] { s.engine.setProperty("delegate", ofView: .element(field), to: .object(form)) }
    let order = Box()
    for name in ["ShouldBeginEditing", "DidBeginEditing", "ShouldEndEditing", "DidEndEditing"] {
      s.host.define("Form", "textField\(name)(_:)") { _, arguments in
        guard case .element(let field)? = arguments.first else { return .void }
        order.lines.append("\(name) \(field == first ? "first" : "second")")
        return name.hasPrefix("Should") ? .bool(true) : .void
      }
    }
    let calls = Box()
    try s.step { try $0.becomeFirstResponder(first, perform: recorder(s, calls), handle: handler(calls)) }
    order.lines = []
    try s.step { try $0.becomeFirstResponder(second, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(
      order.lines == [
        "ShouldBeginEditing second", "ShouldEndEditing first", "DidEndEditing first", "DidBeginEditing second",
      ])
  }

  @Test("Text fields: typing sends .editingChanged per character; setting text in code sends nothing")
  func typingAndSettingText() throws {
    let (s, form, field) = try screen(.textField)
    s.host.define("Form", "changed(_:)") { _, _ in .void }
    s.engine.addTarget(form, action: "changed(_:)", for: "editingChanged", to: field)
    let calls = Box()
    #expect(s.engine.text(of: field) == "")
    s.engine.setText("draft", of: field)
    s.engine.setText(nil, of: field)
    #expect(s.engine.text(of: field) == "")
    try s.step { try $0.typeText("abc", into: field, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(s.engine.text(of: field) == "abc")
    #expect(calls.lines == ["form.changed(_:)", "form.changed(_:)", "form.changed(_:)"])
    #expect(s.engine.isFirstResponder(.element(field)))
  }

  @Test("Text fields: the return key asks textFieldShouldReturn, then sends .editingDidEndOnExit, which ends editing")
  func returnKey() throws {
    let (s, form, field) = try screen(.textField)
    s.engine.setProperty("delegate", ofView: .element(field), to: .object(form))
    s.host.define("Form", "textFieldShouldReturn(_:)") { _, _ in .bool(true) }
    s.host.define("Form", "textFieldDidEndEditing(_:)") { _, _ in .void }
    s.host.define("Form", "done") { _, _ in .void }
    s.engine.addTarget(form, action: "done", for: "editingDidEndOnExit", to: field)
    let calls = Box()
    #expect(throws: EngineError.self) {
      try s.step { try $0.pressReturn(in: field, perform: recorder(s, calls), handle: handler(calls)) }
    }
    try s.step { try $0.becomeFirstResponder(field, perform: recorder(s, calls), handle: handler(calls)) }
    let start = s.engine.events.count
    try s.step { try $0.pressReturn(in: field, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(lines(s, from: start) == ["form.textFieldShouldReturn", "form.textFieldDidEndEditing"])
    #expect(calls.lines == ["form.done"])
    #expect(s.engine.firstResponder == nil)
  }

  @Test(
    "Text fields: a field being edited whose controller's view leaves the window ends editing before viewDidDisappear")
  func leavingTheWindowEndsEditing() throws {
    let s = Script()
    let home = try s.let_("home")
    try s.step { try $0.setRoot(home) }
    let sheet = try s.let_("sheet", .viewController, "Sheet")
    try s.step { try $0.present(sheet, from: home, animated: false) }
    let field = s.engine.makeElement(.textField)
    try s.step { e in try e.addSubview(.element(field), to: .root(sheet), spending: free) }
    s.engine.setProperty("delegate", ofView: .element(field), to: .object(sheet))
    s.host.define("Sheet", "textFieldShouldEndEditing(_:)") { _, _ in .bool(false) }
    s.host.define("Sheet", "textFieldDidEndEditing(_:)") { _, _ in .void }
    let calls = Box()
    try s.step { try $0.becomeFirstResponder(field, perform: recorder(s, calls), handle: handler(calls)) }
    let start = s.engine.events.count
    try s.step { try $0.dismiss(from: sheet, animated: false) }
    #expect(
      lines(s, from: start) == ["sheet.viewWillDisappear", "sheet.textFieldDidEndEditing", "sheet.viewDidDisappear"])
    #expect(s.engine.firstResponder == nil)
  }

  @Test("Switches: setting isOn in code sends nothing; the user's toggle flips it and sends .valueChanged")
  func switchValue() throws {
    let (s, form, control) = try screen(.switchControl)
    s.host.define("Form", "changed") { _, _ in .void }
    s.engine.addTarget(form, action: "changed", for: "valueChanged", to: control)
    let calls = Box()
    s.engine.setOn(true, of: control)
    #expect(calls.lines.isEmpty)
    try s.step { try $0.toggle(control, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(!s.engine.isOn(control))
    try s.step { try $0.tap(control, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(s.engine.isOn(control))
    #expect(calls.lines == ["form.changed", "form.changed"])
  }

  @Test("Segmented controls: a new segment sends .valueChanged; the selected one touched again sends nothing")
  func segmentSelection() throws {
    let (s, form, control) = try screen(.segmentedControl)
    for (index, title) in ["Day", "Week"].enumerated() { s.engine.insertSegment(title: title, at: index, of: control) }
    #expect(s.engine.selectedSegment(of: control) == -1)
    s.host.define("Form", "changed") { _, _ in .void }
    s.engine.addTarget(form, action: "changed", for: "valueChanged", to: control)
    let calls = Box()
    try s.step { try $0.selectSegment(1, in: control, perform: recorder(s, calls), handle: handler(calls)) }
    try s.step { try $0.selectSegment(1, in: control, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(s.engine.selectedSegment(of: control) == 1)
    #expect(calls.lines == ["form.changed"])
    #expect(throws: EngineError.self) {
      try s.step { try $0.selectSegment(2, in: control, perform: recorder(s, calls), handle: handler(calls)) }
    }
  }

  @Test("UIAction: a control's action runs its handler for its event, after the targets added before it")
  func actionHandlers() throws {
    let (s, form, button) = try screen(.button)
    s.host.define("Form", "tapped") { _, _ in .void }
    s.engine.addTarget(form, action: "tapped", for: "touchUpInside", to: button)
    let action = s.engine.makeElement(.action)
    s.engine.addAction(action, for: "touchUpInside", to: button)
    s.engine.addAction(action, for: "touchUpInside", to: button)
    let calls = Box()
    try s.step { try $0.tap(button, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(calls.lines == ["form.tapped", "action \(action.rawValue)"])
    s.engine.removeAction(action, for: "touchUpInside", from: button)
    calls.lines = []
    try s.step { try $0.tap(button, perform: recorder(s, calls), handle: handler(calls)) }
    #expect(calls.lines == ["form.tapped"])
  }

  @Test(
    "UIAction: what a handler holds is held by the controller whose view shows its control, a cycle when it is that controller"
  )
  func handlersHoldThroughTheView() throws {
    let s = Script()
    let form = try s.let_("form", .viewController, "Form")
    let helper = try s.let_("helper", .object, "Helper")
    let button = s.engine.makeElement(.button)
    let action = s.engine.makeElement(.action)
    s.engine.setHeldObjects([form, helper], of: action)
    s.engine.addAction(action, for: "primaryActionTriggered", to: button)
    try s.step { e in try e.addSubview(.element(button), to: .root(form), spending: free) }
    try s.step { e in
      e.release(helper)
      e.release(form)
    }
    #expect(!s.engine.isDeallocated(form))
    #expect(!s.engine.isDeallocated(helper))
    try s.step { e in try e.removeFromSuperview(.element(button), spending: free) }
    #expect(s.engine.isDeallocated(form))
    #expect(s.engine.isDeallocated(helper))
  }
}
