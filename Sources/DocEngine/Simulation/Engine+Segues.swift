/// Storyboard segues (S1–S4) and controls a user can tap.
extension Engine {
  /// `storyboard.segue(identifier, from: source, to: DestinationClass.self, kind:)`.
  public func registerSegue(
    identifier: String, source: ObjectID, destinationClass: String,
    destinationKind: ObjectKind = .viewController, kind: SegueKind
  ) {
    work += segues.count * (1 + textWork(identifier))
    segues.removeAll { $0.source == source && $0.identifier == identifier }
    segues.append(
      SegueDefinition(
        identifier: identifier, source: source, destinationClass: destinationClass,
        destinationKind: destinationKind, kind: kind))
  }

  /// `storyboard.trigger(control, in: vc, segue: identifier)`: a control that fires a segue.
  public func registerTrigger(control: String, in vc: ObjectID, segue identifier: String) {
    work += controls.count * (1 + textWork(control))
    controls.removeAll { $0.name == control && $0.owner == vc }
    controls.append(ControlDefinition(name: control, owner: vc, target: .segue(identifier)))
  }

  /// A control wired to an action method of `vc` (`selector`, called with the control).
  public func registerAction(control: String, in vc: ObjectID, selector: String) {
    work += controls.count * (1 + textWork(control))
    controls.removeAll { $0.name == control && $0.owner == vc }
    controls.append(ControlDefinition(name: control, owner: vc, target: .action(selector)))
  }

  /// `source.performSegue(withIdentifier:sender:)` (S1): no `shouldPerformSegue`.
  public func performSegue(identifier: String, on source: ObjectID, sender: EngineValue = .null)
    throws
  {
    try requireViewController(source)
    work += segues.count * (1 + textWork(identifier))
    guard let segue = segues.first(where: { $0.source == source && $0.identifier == identifier })
    else { throw error(.noSuchSegue(source: source, identifier: identifier)) }
    try perform(segue, sender: sender)
  }

  /// `user.tap(control, in: vc)`: a triggered segue asks `shouldPerformSegue` first (S2); an
  /// action runs its method.
  public func tap(control: String, in vc: ObjectID) throws {
    try userEvent {
      try requireViewController(vc)
      work += controls.count * (1 + textWork(control)) + segues.count
      guard let definition = controls.first(where: { $0.name == control && $0.owner == vc }) else {
        throw error(.noSuchControl(name: control, in: vc))
      }
      switch definition.target {
      case .action(let selector):
        try callUser(selector, on: vc, [.control(control)])
      case .segue(let identifier):
        guard let segue = segues.first(where: { $0.source == vc && $0.identifier == identifier }) else {
          throw error(.noSuchSegue(source: vc, identifier: identifier))
        }
        try log(.segue(vc, .shouldPerform(identifier: identifier)))
        let answer = try callUser(
          .shouldPerformSegue, on: vc,
          [.string(identifier), .control(control)])
        if answer?.boolValue == false { return }
        try perform(segue, sender: .control(control))
      }
    }
  }

  /// Creates the destination, calls `prepare(for:sender:)` before its view loads, then runs
  /// the transition of the segue's kind.
  private func perform(_ segue: SegueDefinition, sender: EngineValue) throws {
    let source = segue.source
    if case .unwind(let action) = segue.kind {
      try performUnwind(segue, action: action, sender: sender)
      return
    }
    let destination = make(segue.destinationKind, className: segue.destinationClass)
    recordSegueOrigin(of: destination, source: source)
    let segueObject = makeSegueObject(segue.identifier, source: source, destination: destination)
    try log(.segue(source, .prepare(identifier: segue.identifier, sender: loggable(sender))))
    try callUser(.prepareForSegue, on: source, [.object(segueObject), sender])
    switch segue.kind {
    case .show:
      if let nav = navigationControllerProperty(of: source) {
        try push(destination, onto: nav, animated: true)
      } else {
        try present(destination, from: source, animated: true)
      }
    case .present, .custom:
      try present(destination, from: source, animated: true)
    case .presentModally(let style):
      // A destination that is not a controller is refused by `present`.
      if self[destination].kind.isViewController { self[controller: destination].modalPresentationStyle = style }
      try present(destination, from: source, animated: true)
    case .unwind:
      break
    }
  }

  private func makeSegueObject(_ identifier: String, source: ObjectID, destination: ObjectID)
    -> ObjectID
  {
    makeObject(
      .storyboardSegue, className: "UIStoryboardSegue", isInternal: true,
      payload: .storyboardSegue(StoryboardSegueState(identifier: identifier, source: source, destination: destination)))
  }

  /// S4: finds the destination up the parent/presenting chain, calls `source.prepare`, the
  /// destination's action, then dismisses and pops back to it.
  private func performUnwind(_ segue: SegueDefinition, action: String, sender: EngineValue) throws {
    let source = segue.source
    guard let destination = unwindDestination(from: source, action: action) else {
      try log(.warning(.noUnwindDestination(source: source, action: action)))
      return
    }
    let segueObject = makeSegueObject(segue.identifier, source: source, destination: destination)
    try log(.segue(source, .prepare(identifier: segue.identifier, sender: loggable(sender))))
    try callUser(.prepareForSegue, on: source, [.object(segueObject), sender])
    let baseName = action.split(separator: "(").first.map(String.init) ?? action
    try log(.segue(destination, .unwindAction(baseName)))
    try callUser(action, on: destination, [.object(segueObject)])
    if presentedViewControllerProperty(of: destination) != nil {
      try dismiss(from: destination, animated: true)
    }
    if let nav = self[controller: destination].parent, self[nav].kind == .navigationController,
      self[controller: nav].children.last != destination
    {
      try popTo(destination, in: nav, animated: true)
    }
  }

  /// The controller an unwind from `source` reaches: up the parents and presenters, looking
  /// also into navigation stacks below, the first that can perform `action`.
  func unwindDestination(from source: ObjectID, action: String) -> ObjectID? {
    var previous = source
    var current = next(afterUnwinding: source)
    while let candidate = current {
      var candidates = [candidate]
      if self[candidate].kind == .navigationController {
        candidates += self[controller: candidate].children.reversed().filter { $0 != previous }
      }
      for id in candidates where id != source && canPerformUnwind(action, on: id, from: source) {
        return id
      }
      previous = candidate
      current = next(afterUnwinding: candidate)
    }
    return nil
  }

  /// One step up an unwind search: the parent, else the presenting controller.
  private func next(afterUnwinding id: ObjectID) -> ObjectID? {
    if let parent = self[controller: id].parent { return parent }
    return self[controller: id].presentation?.presenting
  }

  /// `canPerformUnwindSegueAction(_:from:sender:)` when user code overrides it (not logged),
  /// else UIKit's default: the controller implements the action.
  private func canPerformUnwind(_ action: String, on id: ObjectID, from source: ObjectID) -> Bool {
    let callback = UIKitCallback.canPerformUnwindSegueAction
    if implements(callback, on: id), let host,
      let answer = try? host.invoke(callback.selector, on: id, arguments: [.string(action), .object(source), .null])
    {
      return answer.boolValue ?? false
    }
    return implements(action, on: id)
  }

  /// `vc.navigationController`: the nearest navigation controller up the parents.
  func navigationControllerProperty(of vc: ObjectID) -> ObjectID? {
    var current = self[controller: vc].parent
    while let id = current {
      if self[id].kind == .navigationController { return id }
      current = self[controller: id].parent
    }
    return nil
  }

  /// `vc.tabBarController`: the nearest tab bar controller up the parents.
  func tabBarControllerProperty(of vc: ObjectID) -> ObjectID? {
    var current = self[controller: vc].parent
    while let id = current {
      if self[id].kind == .tabBarController { return id }
      current = self[controller: id].parent
    }
    return nil
  }

  // MARK: - Rotation

  /// `user.rotate(to:)`: records the orientation; custom presentation controllers on screen
  /// lay out their container again. No appearance callbacks (engine choice).
  public func rotate(to orientation: Orientation) throws {
    guard orientation != self.orientation else { return }
    self.orientation = orientation
    work += objects.count
    // The presentations as they were when the device turned: a layout callback may change them.
    let states = controllers
    for (slot, id) in controllerIDs.enumerated() where !self[id].isDead {
      guard let pc = states[slot].presentation?.customPresentationController, isOnScreen(id) else { continue }
      try transitionCall(pc, .containerViewWillLayoutSubviews, .containerViewWillLayoutSubviews, [])
      try transitionCall(pc, .containerViewDidLayoutSubviews, .containerViewDidLayoutSubviews, [])
    }
  }
}

extension Engine {
  /// A value as a log line shows it: a view (a cell that triggered a segue) by its class, as
  /// views have no log names.
  func loggable(_ value: EngineValue) -> EngineValue {
    if case .element(let id) = value { return .control(kind(of: id).className) }
    return value
  }
}
