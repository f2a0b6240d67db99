/// `present(_:animated:completion:)`: who presents (P4, P5), the checks (C6, W1–W3), and the
/// transition (P1, P2, P6, X1).
extension Engine {
  /// `source.present(presented, animated:completion:)`.
  ///
  /// The synchronous part runs at once: the checks, `presentedViewController` /
  /// `presentingViewController` (P3), the transitioning delegate's queries (X1) and the
  /// presented controller's `viewDidLoad`. The transition then runs to quiescence, or is queued
  /// behind the transition in progress when called from a callback.
  public func present(
    _ presented: ObjectID, from source: ObjectID, animated: Bool = true,
    completion: (() throws -> Void)? = nil
  ) throws {
    try requireViewController(presented)
    try requireViewController(source)
    if presented == source { throw error(.presentingSelf(source)) }
    if let existing = self[controller: presented].presentation {
      throw error(.alreadyPresented(presented: presented, presenter: existing.presenting))
    }
    if let parent = self[controller: presented].parent {
      throw error(.presentingChild(presented: presented, parent: parent))
    }
    if windowRoot == presented || self[controller: presented].presented != nil
      || self[controller: presented].appearance != .disappeared
    {
      // The root, a controller that presents, or one whose view is on screen is active.
      throw error(.presentingActiveController(presented))
    }

    let style = version.resolve(self[controller: presented].modalPresentationStyle)
    let presenting = presentingController(for: source, style: style)
    if presenting == presented { throw error(.presentingSelf(presented)) }
    if modalTransitionInProgress && !isRunningTransition && isViewInWindow(presenting) {
      // A presenter not in the window gets W2's line instead (below).
      try log(.warning(.presentWhileInProgress(presented: presented, presenting: presenting, source: source)))
      return
    }
    if let current = self[controller: presenting].presented {
      try log(
        .warning(
          .alreadyPresenting(
            presented: presented, presenting: presenting, source: source, current: current)))
      return
    }
    guard isViewInWindow(presenting), !isLeavingByDismissal(presenting) else {
      try log(
        .warning(.notInWindowHierarchy(presented: presented, presenting: presenting, source: source)))
      return
    }
    if !isAttached(presenting) {
      // UIKit warns and presents all the same.
      try log(.warning(.detachedPresenter(presenting)))
    }

    var record = PresentationRecord(
      presenting: presenting, source: source, style: style,
      removesPresenterView: style == .fullScreen || style == .currentContext)
    self[controller: presenting].presented = presented
    self[controller: presented].presentation = record
    try queryTransitioningDelegate(for: presented, into: &record)
    self[controller: presented].presentation = record
    ensurePresentationController(of: presented, custom: record.customPresentationController)
    presentCallDepth += 1
    defer { presentCallDepth -= 1 }
    try prepareToShow(presented)
    try runTransition { [unowned self] in
      try self.runPresentation(of: presented, animated: animated, completion: completion)
    }
  }

  /// P4/P5: the controller that presents for `source` in `style`.
  ///
  /// Context styles walk up the parents for `definesPresentationContext`; none found, the
  /// window's root presents (engine choice). Other styles use the top of the parent chain.
  func presentingController(for source: ObjectID, style: ModalPresentationStyle) -> ObjectID {
    if style.usesPresentationContext {
      var candidate: ObjectID? = source
      while let current = candidate {
        if self[controller: current].definesPresentationContext { return current }
        candidate = self[controller: current].parent
      }
      return windowRoot ?? topAncestor(of: source)
    }
    return topAncestor(of: source)
  }

  /// Whether `id`'s view is leaving the window with a dismissal under way (it, or the
  /// presented controller it is in, is being dismissed).
  func isLeavingByDismissal(_ id: ObjectID) -> Bool {
    nearestPresented(id).map { self[controller: $0].isBeingDismissed } ?? false
  }

  /// Whether `id` is in the controller hierarchy: the top of its parent chain is the window's
  /// root or a presented controller. Where its view sits does not matter: a controller whose
  /// view was added to the window without containment is detached.
  func isAttached(_ id: ObjectID) -> Bool {
    let top = topAncestor(of: id)
    return top == windowRoot || self[controller: top].presentation != nil
  }

  /// The top of `id`'s parent chain.
  func topAncestor(of id: ObjectID) -> ObjectID {
    var current = id
    while let parent = self[controller: current].parent { current = parent }
    return current
  }

  /// X1/X3: asks the transitioning delegate for a presentation controller (`.custom` only) and
  /// an animator, and the presentation controller whether it removes the presenter's view.
  private func queryTransitioningDelegate(
    for presented: ObjectID, into record: inout PresentationRecord
  ) throws {
    guard let delegate = self[controller: presented].transitioningDelegate, !self[delegate].isDead else { return }
    if record.style == .custom && implements(.presentationControllerForPresented, on: delegate) {
      try log(
        .transition(
          delegate,
          .presentationControllerForPresented(
            presented: presented, presenting: record.presenting, source: record.source)))
      let value = try callUser(
        .presentationControllerForPresented, on: delegate,
        [.object(presented), .object(record.presenting), .object(record.source)])
      if case .object(let pc?)? = value, contains(pc) {
        record.customPresentationController = pc
        setControllers(of: pc, presented: presented, presenting: record.presenting)
      }
    }
    if implements(.animationControllerForPresented, on: delegate) {
      try log(
        .transition(
          delegate,
          .animationControllerForPresented(
            presented: presented, presenting: record.presenting, source: record.source)))
      let value = try callUser(
        .animationControllerForPresented, on: delegate,
        [.object(presented), .object(record.presenting), .object(record.source)])
      if case .object(let animator?)? = value, contains(animator) {
        record.animator = animator
      }
    }
    if let animator = record.animator, implements(.interactionControllerForPresentation, on: delegate) {
      let value = try transitionCall(
        delegate, .interactionControllerForPresentation(animator: animator), .interactionControllerForPresentation,
        [.object(animator)])
      if case .object(let interactor?)? = value, contains(interactor) { record.interactor = interactor }
    }
    if let pc = record.customPresentationController {
      let removes = try callUser(.shouldRemovePresentersView, on: pc, [])
      record.removesPresenterView = removes?.boolValue ?? false
    }
  }

  /// Gives a presented controller its presentation controller: the custom one, or UIKit's
  /// own (made once, never logged).
  func ensurePresentationController(of presented: ObjectID, custom: ObjectID?) {
    if let custom {
      self[controller: presented].presentationController = custom
      return
    }
    if let existing = self[controller: presented].presentationController,
      self[existing].isInternal || self[controller: presented].presentation?.style != .custom
    {
      setControllers(
        of: existing, presented: presented, presenting: self[controller: presented].presentation?.presenting)
      return
    }
    let style =
      self[controller: presented].presentation?.style
      ?? version.resolve(self[controller: presented].modalPresentationStyle)
    let className = style.isSheet ? "UISheetPresentationController" : "UIPresentationController"
    let pc = makeObject(.presentationController, className: className, isInternal: true)
    if let hold = statementObjects.firstIndex(of: pc) {
      statementObjects.remove(at: hold)
      self[pc].temporaryHolds = 0
    }
    setControllers(of: pc, presented: presented, presenting: self[controller: presented].presentation?.presenting)
    self[controller: presented].presentationController = pc
  }

  /// Records the controllers a presentation controller is for. (A transitioning delegate may
  /// hand back an object that is not one: it gets no such relationship.)
  func setControllers(of pc: ObjectID, presented: ObjectID, presenting: ObjectID?) {
    guard self[pc].kind == .presentationController else { return }
    self[pc].presentationControllerState = PresentationControllerState(presented: presented, presenting: presenting)
  }

  /// The animated part of a presentation (P1 order; X1 with a custom presentation controller).
  private func runPresentation(
    of presented: ObjectID, animated: Bool, completion: (() throws -> Void)?
  ) throws {
    guard let record = self[controller: presented].presentation else { return }
    let presenting = record.presenting
    guard isOnScreen(presenting) || isViewRemovedByPresentation(presenting) else {
      // The presenter left the window before this presentation's turn came (it was dismissed
      // or popped meanwhile): nothing is presented, as UIKit refuses a presenter not in the
      // window.
      try log(
        .warning(.notInWindowHierarchy(presented: presented, presenting: presenting, source: record.source)))
      self[controller: presenting].presented = nil
      self[controller: presented].presentation = nil
      return
    }
    let pc = record.customPresentationController
    if let pc {
      try transitionCall(pc, .presentationTransitionWillBegin, .presentationTransitionWillBegin, [])
    }
    self[controller: presented].isBeingPresented = true
    if record.removesPresenterView {
      try beginAppearance(presenting, appearing: false, animated: animated)
    }
    try beginAppearance(presented, appearing: true, animated: animated)
    try runAnimation(
      animator: record.animator, interactor: record.interactor, from: presenting, to: presented, kind: .presentation,
      animated: animated
    ) { [unowned self] completed in
      try self.endPresentation(
        of: presented, record: record, completed: completed, animated: animated, completion: completion)
    }
  }

  /// The end of a presentation: after its animation, on the turn it ends.
  private func endPresentation(
    of presented: ObjectID, record: PresentationRecord, completed: Bool, animated: Bool,
    completion: (() throws -> Void)?
  ) throws {
    let presenting = record.presenting
    let pc = record.customPresentationController
    if let pc {
      if completed {
        try transitionCall(pc, .containerViewWillLayoutSubviews, .containerViewWillLayoutSubviews, [])
        try transitionCall(pc, .containerViewDidLayoutSubviews, .containerViewDidLayoutSubviews, [])
      }
      try transitionCall(
        pc, .presentationTransitionDidEnd(completed), .presentationTransitionDidEnd,
        [.bool(completed)])
    }
    if completed {
      try endAppearance(presented, animated: animated)
      self[controller: presented].isBeingPresented = false
      if record.removesPresenterView { try endAppearance(presenting, animated: animated) }
      try completion?()
    } else {
      // A cancelled presentation: both controllers go back where they were.
      try beginAppearance(presented, appearing: false, animated: animated)
      try endAppearance(presented, animated: animated)
      self[controller: presented].isBeingPresented = false
      self[controller: presenting].presented = nil
      self[controller: presented].presentation = nil
      if record.removesPresenterView {
        try beginAppearance(presenting, appearing: true, animated: animated)
        try endAppearance(presenting, animated: animated)
      }
    }
    if let animator = record.animator, implements(.animationEnded, on: animator) {
      try transitionCall(animator, .animationEnded(completed), .animationEnded, [.bool(completed)])
    }
  }

  /// `transitionContext.completeTransition(didComplete)`, called by an animator.
  public func completeTransition(_ context: ObjectID, didComplete: Bool) throws {
    try requireKind(context, .transitionContext, expected: "UIViewControllerContextTransitioning")
    self[context].transitionContext.completed = didComplete
    if interactiveTransition?.context == context {
      // Completed before the interaction controller finished or cancelled it: it ends now.
      try resolveInteractiveTransition(cancel: nil)
    }
  }

  /// `transitionContext.viewController(forKey: .from / .to)`; `key` is `"from"` or `"to"`.
  public func transitionContextViewController(_ context: ObjectID, forKey key: String) throws
    -> ObjectID?
  {
    try requireKind(context, .transitionContext, expected: "UIViewControllerContextTransitioning")
    return key == "from" ? self[context].transitionContext.from : self[context].transitionContext.to
  }

  /// Logs a transition call on `receiver` (a presentation controller, always; an animator
  /// method) and runs its override.
  @discardableResult
  func transitionCall(
    _ receiver: ObjectID, _ call: LogEvent.TransitionCall, _ callback: UIKitCallback,
    _ arguments: [EngineValue]
  ) throws -> EngineValue? {
    try log(.transition(receiver, call))
    return try callUser(callback, on: receiver, arguments)
  }

  /// Throws unless `id` is a live view controller.
  func requireViewController(_ id: ObjectID) throws {
    try check(id)
    guard self[id].kind.isViewController else {
      throw error(.wrongKind(id, expected: "UIViewController"))
    }
  }
}
