/// Text fields and the first responder (docs/engine.md 48): one text field at a time is being
/// edited; becoming and resigning first responder ask and tell the field's delegate in UIKit's
/// order, and the user's typing and return key send the field's editing events.
///
/// Code setting `text` sends nothing (`.editingChanged` is "a touch making an editing change");
/// only `user.type` does, one event per character, as each key press is one change.
extension Engine {
  /// Runs a `UIAction`'s handler: the scenario's closure, with the control that sent it.
  public typealias ActionHandler = (_ action: ElementID, _ sender: ElementID) throws -> Void

  // MARK: - Reading

  /// The text field being edited (the first responder), if any.
  public var firstResponder: ElementID? { editingField }

  /// `view.isFirstResponder`, `textField.isEditing`.
  public func isFirstResponder(_ view: ViewHandle) -> Bool {
    guard case .element(let id) = view else { return false }
    return editingField == id
  }

  /// `textField.text`: `""` until set, and `""` again when set to nil (UIKit's text field never
  /// reads nil).
  public func text(of field: ElementID) -> String {
    if case .string(let text)? = elements[view: .element(field)].properties["text"] { return text }
    return ""
  }

  /// `textField.text = value`: no `.editingChanged` (code is not a touch).
  public func setText(_ text: String?, of field: ElementID) {
    elements[view: .element(field)].properties["text"] = .string(text ?? "")
  }

  // MARK: - Becoming and resigning first responder

  /// `field.becomeFirstResponder()`: false when the field is not in the window or disabled,
  /// or when its delegate's `textFieldShouldBeginEditing(_:)` or the field being edited's
  /// `textFieldShouldEndEditing(_:)` says no. The field being edited resigns first
  /// (`textFieldDidEndEditing`), then this one begins (`textFieldDidBeginEditing`,
  /// `.editingDidBegin`).
  @discardableResult
  public func becomeFirstResponder(
    _ field: ElementID, perform: ActionPerformer, handle: ActionHandler
  ) throws -> Bool {
    guard elements[field].kind == .textField else { return false }
    if editingField == field { return true }
    guard isInWindow(.element(field)), isEnabled(field) else { return false }
    guard try askDelegate(of: field, .textFieldShouldBeginEditing, .textFieldShouldBeginEditing) else {
      return false
    }
    if let current = editingField {
      guard try resignFirstResponder(current, force: false, perform: perform, handle: handle) else { return false }
    }
    editingField = field
    if case .bool(true)? = property("clearsOnBeginEditing", ofView: .element(field)) { setText("", of: field) }
    try tellDelegate(of: field, .textFieldDidBeginEditing, .textFieldDidBeginEditing)
    try sendActions(of: field, for: ["editingDidBegin"], perform: perform, handle: handle)
    return true
  }

  /// `field.resignFirstResponder()`: true when the field is not being edited; otherwise its
  /// delegate's `textFieldShouldEndEditing(_:)` may keep it editing (not when `force`:
  /// `endEditing(true)`, a field leaving the window), then `textFieldDidEndEditing` and
  /// `.editingDidEnd`.
  @discardableResult
  public func resignFirstResponder(
    _ field: ElementID, force: Bool = false, perform: ActionPerformer, handle: ActionHandler
  ) throws -> Bool {
    guard editingField == field else { return true }
    if !force {
      guard try askDelegate(of: field, .textFieldShouldEndEditing, .textFieldShouldEndEditing) else { return false }
    }
    editingField = nil
    if let delegate = textFieldDelegate(of: field), implements(.textFieldDidEndEditingReason, on: delegate) {
      try log(.delegate(delegate, .textFieldDidEndEditing))
      try callUser(.textFieldDidEndEditingReason, on: delegate, [.element(field), .enumCase("committed")])
    } else {
      try tellDelegate(of: field, .textFieldDidEndEditing, .textFieldDidEndEditing)
    }
    try sendActions(of: field, for: ["editingDidEnd"], perform: perform, handle: handle)
    return true
  }

  /// `view.endEditing(force)`: the field being edited, when it is `view` or inside it,
  /// resigns (with `force`, whatever its delegate says). Returns whether nothing inside is
  /// still being edited.
  @discardableResult
  public func endEditing(
    in view: ViewHandle, force: Bool, perform: ActionPerformer, handle: ActionHandler
  ) throws -> Bool {
    guard let field = editingField, elements.isView(.element(field), inside: view) else { return true }
    return try resignFirstResponder(field, force: force, perform: perform, handle: handle)
  }

  /// A field being edited whose view left the window resigns at once, whatever its delegate
  /// says (the delegate header: `textFieldDidEndEditing` "may be called if forced even if
  /// shouldEndEditing returns NO (e.g. view removed from window)"). `leaving` is a
  /// controller whose view is leaving the window now (before its `viewDidDisappear`).
  func endEditingOutsideWindow(leaving controller: ObjectID? = nil) throws {
    guard let field = editingField else { return }
    if let controller {
      guard elements.isView(.element(field), inside: .root(controller)) else { return }
    } else if isInWindow(.element(field)) {
      return
    }
    try resignFirstResponder(field, force: true, perform: { _, _ in }, handle: { _, _ in })
  }

  // MARK: - The user

  /// `user.type("abc", into: field)`: a finger taps the field (it becomes the first
  /// responder, when it is not), then each character is a key press: the text grows and the
  /// field sends `.editingChanged`. A field its delegate keeps from editing takes nothing.
  public func typeText(
    _ text: String, into field: ElementID, perform: ActionPerformer, handle: ActionHandler
  ) throws {
    try userEvent {
      guard try touchable(field, action: "type", expecting: [.textField], described: "a UITextField") else { return }
      if editingField != field {
        guard try becomeFirstResponder(field, perform: perform, handle: handle) else { return }
      }
      for character in text {
        // A key press goes to the field being edited (an action may have moved the focus).
        guard let current = editingField else { return }
        try step()
        work += 1 + textWork(self.text(of: current))
        setText(self.text(of: current) + String(character), of: current)
        try sendActions(of: current, for: ["editingChanged"], perform: perform, handle: handle)
      }
    }
  }

  /// `user.pressReturn(in: field)`: the keyboard's return key, on the field being edited: its
  /// delegate's `textFieldShouldReturn(_:)` (false ignores the key), then `.editingDidEndOnExit`,
  /// after which a field with such an action stops editing (the keyboard goes away).
  public func pressReturn(in field: ElementID, perform: ActionPerformer, handle: ActionHandler) throws {
    try userEvent {
      guard elements[field].kind == .textField else {
        throw error(
          .control(
            .wrongControl(action: "pressReturn", expected: "a UITextField", found: elements[field].kind.className)))
      }
      guard editingField == field else { throw error(.control(.keyboardNotShown)) }
      guard try askDelegate(of: field, .textFieldShouldReturn, .textFieldShouldReturn) else { return }
      let onExit = elements[field].control.actions.contains { $0.event == "editingDidEndOnExit" }
      try sendActions(of: field, for: ["editingDidEndOnExit"], perform: perform, handle: handle)
      if onExit, editingField == field {
        try resignFirstResponder(field, force: true, perform: perform, handle: handle)
      }
    }
  }

  // MARK: - The delegate

  private func textFieldDelegate(of field: ElementID) -> ObjectID? {
    if case .object(let id)? = property("delegate", ofView: .element(field)) { return id }
    return nil
  }

  /// A `should…` question (logged when implemented); a delegate that does not implement it
  /// answers true, as UIKit's default does.
  private func askDelegate(
    of field: ElementID, _ call: LogEvent.DelegateCall, _ callback: UIKitCallback
  ) throws -> Bool {
    guard let delegate = textFieldDelegate(of: field), implements(callback, on: delegate) else { return true }
    try log(.delegate(delegate, call))
    return try callUser(callback, on: delegate, [.element(field)])?.boolValue ?? true
  }

  /// A `did…` notice (logged when implemented).
  private func tellDelegate(
    of field: ElementID, _ call: LogEvent.DelegateCall, _ callback: UIKitCallback
  ) throws {
    guard let delegate = textFieldDelegate(of: field), implements(callback, on: delegate) else { return }
    try log(.delegate(delegate, call))
    try callUser(callback, on: delegate, [.element(field)])
  }

  private func isEnabled(_ control: ElementID) -> Bool {
    if case .bool(false)? = elements[view: .element(control)].properties["isEnabled"] { return false }
    return true
  }
}
