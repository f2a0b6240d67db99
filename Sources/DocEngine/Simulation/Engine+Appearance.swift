/// The appearance state machine, view loading and the on-screen set.
///
/// Callbacks are logged only on state changes. A container forwards each change to the
/// controllers whose views are in its view (`hostView`), parent first, then child.
extension Engine {
  // MARK: - View loading

  /// Loads `id`'s view if it is not loaded: logs `viewDidLoad` once and runs the override.
  func loadView(_ id: ObjectID) throws {
    guard self[id].kind.isViewController, !self[controller: id].isViewLoaded else { return }
    self[controller: id].isViewLoaded = true
    // An override makes the view itself (`view = …`); UIKit calls it only when the view is
    // first needed, right before `viewDidLoad`.
    if implements(.loadView, on: id) { try lifecycle(id, .loadView, animated: nil) }
    try setUpListController(id)
    try connectOutlets(id)
    registerPrototypeCells(of: id)
    try lifecycle(id, .viewDidLoad, animated: nil)
  }

  /// Loads the view of `id` and, parent first, of every controller shown in it.
  func prepareToShow(_ id: ObjectID) throws {
    try loadView(id)
    for child in hostedChildren(of: id) where !isViewRemovedByPresentation(child) {
      try prepareToShow(child)
    }
  }

  /// Logs a lifecycle callback, then runs the user's override (the line comes first).
  ///
  /// A UIKit container subclass (navigation, tab bar, page, split) whose override does not call
  /// `super` gets a warning line: UIKit containers rely on `super` to forward appearance.
  func lifecycle(_ id: ObjectID, _ callback: LogEvent.LifecycleCallback, animated: Bool?) throws {
    try log(.lifecycle(id, callback))
    let selector = callback.selector
    let watched =
      self[id].kind.isContainer
      && callback != .viewDidLoad && callback != .loadView && implements(selector, on: id)
    let key = "\(id.rawValue):\(selector)"
    if watched { superCallsSeen.remove(key) }
    if try callUser(selector, on: id, animated.map { [.bool($0)] } ?? []) == nil, callback == .viewWillAppear {
      // UIKit's own viewWillAppear(_:) runs when the class does not override it.
      clearSelectionOnAppear(id)
    }
    if watched && !superCallsSeen.contains(key) {
      try log(.warning(.missingSuperCall(id, selector: selector)))
    }
  }

  // MARK: - The on-screen set

  /// Controllers whose views are in `id`'s view: its shown containment children in container
  /// order, then other controllers added with `addSubview`, in creation order.
  func hostedChildren(of id: ObjectID) -> [ObjectID] {
    let children = self[controller: id].children
    var result = children.filter { self[controller: $0].hostView == id && !self[$0].isDead }
    work += children.count + objects.count
    // By slot, in creation order: going through each object's record copied it.
    for slot in controllers.indices where controllers[slot].hostView == id {
      let other = controllerIDs[slot]
      if !objects[other.rawValue - 1].isDead && !result.contains(other) { result.append(other) }
    }
    return result
  }

  /// Whether a presentation this controller makes has removed its view from the window.
  func isViewRemovedByPresentation(_ id: ObjectID) -> Bool {
    guard let presented = self[controller: id].presented else { return false }
    return self[controller: presented].presentation?.removesPresenterView ?? false
  }

  /// Whether `id`'s view is in the visible window: the root, presented controllers, and
  /// controllers shown in an on-screen controller's view, minus views a presentation removed.
  func isOnScreen(_ id: ObjectID) -> Bool {
    let record = self[id]
    let controller = self[controller: id]
    guard record.kind.isViewController, controller.isViewLoaded, !record.isDead else { return false }
    if isViewRemovedByPresentation(id) { return false }
    if windowRoot == id { return pendingLaunchRoot != id }
    // A presented controller loads its view inside `present`, before its transition puts the
    // view in the window: until its `viewWillAppear` it is not on screen, so children its
    // `viewDidLoad` adds appear with it, not at once.
    if controller.presentation != nil { return controller.appearance != .disappeared }
    if let host = controller.hostView { return isOnScreen(host) }
    return false
  }

  /// Whether `id` could present now (W2): its view is in the window and not still arriving.
  func isViewInWindow(_ id: ObjectID) -> Bool {
    let state = self[controller: id].appearance
    return state == .appeared || state == .disappearing
  }

  // MARK: - Appearance transitions

  /// `beginAppearanceTransition(appearing, animated:)`: logs `viewWill…` when the state
  /// changes, then forwards to the controllers shown in `id`'s view.
  func beginAppearance(_ id: ObjectID, appearing: Bool, animated: Bool) throws {
    guard self[id].kind.isViewController, !self[id].isDead else { return }
    let current = self[controller: id].appearance
    if appearing {
      if current == .disappeared || current == .disappearing {
        try loadView(id)
        self[controller: id].appearance = .appearing
        try lifecycle(id, .viewWillAppear, animated: animated)
        if version.callsViewIsAppearing, implements(.viewIsAppearing, on: id) {
          awaitingIsAppearing.append((id, animated))
        }
      }
      let children = hostedChildren(of: id)
      guard !children.isEmpty, try forwardsAppearance(id) else { return }
      for child in children where !isViewRemovedByPresentation(child) {
        try beginAppearance(child, appearing: true, animated: animated)
      }
    } else {
      if current == .appeared || current == .appearing {
        self[controller: id].appearance = .disappearing
        try lifecycle(id, .viewWillDisappear, animated: animated)
      }
      let children = hostedChildren(of: id)
      guard !children.isEmpty, try forwardsAppearance(id) else { return }
      for child in children {
        try beginAppearance(child, appearing: false, animated: animated)
      }
    }
  }

  /// `viewIsAppearing(_:)` for the controllers that began appearing since the last call, in
  /// the order of their `viewWillAppear`: once their views are in the hierarchy and laid out,
  /// in the same transaction as `viewWillAppear`, before any `viewDidAppear` and before the run
  /// loop turns (docs/engine.md 33).
  func sendViewIsAppearing() throws {
    while !awaitingIsAppearing.isEmpty {
      let (id, animated) = awaitingIsAppearing.removeFirst()
      guard !self[id].isDead, self[controller: id].appearance == .appearing else { continue }
      try lifecycle(id, .viewIsAppearing, animated: animated)
    }
    // The views laid out before they appear: their table and collection views load.
    try layOutListViews()
  }

  /// Whether `id` forwards appearance to the controllers shown in its view: true unless its
  /// class overrides `shouldAutomaticallyForwardAppearanceMethods` to return false, which
  /// makes the container call `beginAppearanceTransition`/`endAppearanceTransition` itself.
  /// Asked only when there is a child to forward to (it may run user code).
  func forwardsAppearance(_ id: ObjectID) throws -> Bool {
    guard implements(.shouldAutomaticallyForwardAppearanceMethods, on: id) else { return true }
    return try callUser(.shouldAutomaticallyForwardAppearanceMethods, on: id, [])?.boolValue ?? true
  }

  /// `child.beginAppearanceTransition(isAppearing, animated:)`, called by a container that
  /// forwards appearance by hand: the `viewWill…` callback when the state changes (and on to
  /// what `child` shows, by its own forwarding).
  public func beginAppearanceTransition(_ id: ObjectID, isAppearing: Bool, animated: Bool) throws {
    try requireViewController(id)
    manualAppearanceAnimated[id] = animated
    try beginAppearance(id, appearing: isAppearing, animated: animated)
  }

  /// `child.endAppearanceTransition()`: the matching `viewDid…`; without a begin, UIKit's
  /// console warning and nothing else.
  public func endAppearanceTransition(_ id: ObjectID) throws {
    try requireViewController(id)
    let state = self[controller: id].appearance
    guard state == .appearing || state == .disappearing else {
      try log(.warning(.unbalancedAppearanceTransition(id)))
      return
    }
    // The `viewDid…` gets the `animated` flag its begin was called with.
    try endAppearance(id, animated: manualAppearanceAnimated.removeValue(forKey: id) ?? false)
  }

  /// `endAppearanceTransition()`: logs `viewDid…` for a controller in transition, then
  /// forwards to the controllers shown in its view.
  func endAppearance(_ id: ObjectID, animated: Bool) throws {
    guard self[id].kind.isViewController, !self[id].isDead else { return }
    try sendViewIsAppearing()
    switch self[controller: id].appearance {
    case .appearing:
      self[controller: id].appearance = .appeared
      try lifecycle(id, .viewDidAppear, animated: animated)
    case .disappearing:
      // Its view has left the window: a text field in it being edited stops (engine.md 48).
      try endEditingOutsideWindow(leaving: id)
      self[controller: id].appearance = .disappeared
      try lifecycle(id, .viewDidDisappear, animated: animated)
    case .appeared, .disappeared:
      break
    }
    let children = hostedChildren(of: id)
    guard !children.isEmpty, try forwardsAppearance(id) else { return }
    for child in children {
      try endAppearance(child, animated: animated)
    }
  }

  // MARK: - Running transitions

  /// Runs `body` now, or, when another transition is running (a call from inside a callback)
  /// or in flight (`Engine+RunLoop.swift`), queues it to run when that transition and its
  /// completion have finished.
  func runTransition(_ body: @escaping () throws -> Void) throws {
    if isRunningTransition {
      pendingTransitions.append(body)
      return
    }
    if !transitionsInFlight.isEmpty || interactiveTransition != nil {
      // One transition at a time: this one starts when those in flight (or the interactive
      // one) have ended.
      deferredCalls.append(body)
      return
    }
    isRunningTransition = true
    defer { isRunningTransition = false }
    do {
      try step()
      let inFlightBefore = transitionsInFlight.count
      try body()
      while !pendingTransitions.isEmpty {
        if transitionsInFlight.count > inFlightBefore {
          // A transition's end waits for the turn's end: what callbacks asked for comes after.
          deferredCalls.append(contentsOf: pendingTransitions)
          pendingTransitions.removeAll()
          break
        }
        let next = pendingTransitions.removeFirst()
        try step()
        try next()
      }
    } catch {
      pendingTransitions.removeAll()
      transitionsInFlight.removeAll()
      deferredCalls.removeAll()
      throw error
    }
  }
}
