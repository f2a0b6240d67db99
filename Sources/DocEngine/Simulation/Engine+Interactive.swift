/// Animators and interactive transitions (docs/engine.md, rows 42–44): the animator a
/// transitioning or navigation delegate returns runs the transition's animation; an
/// interaction controller (`UIPercentDrivenInteractiveTransition`) makes it interactive.
///
/// An interactive transition begins like any other (the `viewWill…` callbacks,
/// `transitionDuration`, `animateTransition(using:)`), but the animations it starts are paused:
/// the `UIView.animate` completions its animator schedules wait, and the transition stays in
/// progress across turns until the interaction controller's `finish()` or `cancel()` (usually
/// from a gesture handler). Then the paused completions run, the animator calls
/// `completeTransition(!transitionContext.transitionWasCancelled)`, and the transition ends:
/// completed, or cancelled with UIKit's cancelled-transition callbacks.
extension Engine {
  /// An interactive transition waiting for its interaction controller.
  struct InteractiveTransition {
    let kind: InFlightTransition.Kind
    let context: ObjectID
    let animator: ObjectID
    let interactor: ObjectID
    let animated: Bool
    /// What the transition keeps alive while it waits (UIKit's transition context holds the
    /// animator, the interaction controller and both controllers).
    let held: [ObjectID]
    /// The completions of the animations `animateTransition(using:)` started, paused.
    var paused: [PausedAnimation]
    /// The transition's end, given whether it completed.
    let end: (Bool) throws -> Void
  }

  /// A `UIView.animate` completion scheduled inside an interactive animator's
  /// `animateTransition(using:)`: it runs when the interaction finishes or cancels.
  struct PausedAnimation {
    let duration: Double
    let work: () throws -> Void
  }

  /// A `UIPercentDrivenInteractiveTransition`'s own state.
  struct InteractionControllerState {
    var percentComplete = 0.0
    /// The animator's `transitionDuration(using:)`, once a transition began (`duration`).
    var duration = 0.0
  }

  /// Runs a transition's animation: without an animator, UIKit's own (the transition ends
  /// with its turn); with one, `transitionDuration(using:)` and `animateTransition(using:)`,
  /// which must call `completeTransition(_:)`; with an interaction controller too, the
  /// transition waits for it (`finish()`/`cancel()`). `end` gets whether it completed.
  func runAnimation(
    animator: ObjectID?, interactor: ObjectID?, from: ObjectID?, to: ObjectID?,
    kind: InFlightTransition.Kind, animated: Bool, end: @escaping (Bool) throws -> Void
  ) throws {
    guard let animator else {
      try endTransition(kind, animated: animated) { try end(true) }
      return
    }
    let context = makeObject(
      .transitionContext, className: "UIViewControllerContextTransitioning", isInternal: true)
    self[context].transitionContext.from = from
    self[context].transitionContext.to = to
    let interactive = animated && interactor.map { contains($0) && !self[$0].isDead } == true
    self[context].transitionContext.isInteractive = interactive
    if implements(.transitionDuration, on: animator) {
      let duration = try transitionCall(animator, .transitionDuration, .transitionDuration, [.object(context)])
      if let interactor, interactive {
        interactionControllers[interactor, default: InteractionControllerState()].duration =
          duration.flatMap(Self.seconds) ?? 0
      }
    }
    guard implements(.animateTransition, on: animator) else {
      try endTransition(kind, animated: animated) { try end(true) }
      return
    }
    if let interactor, interactive {
      interactionControllers[interactor, default: InteractionControllerState()].percentComplete = 0
      let outer = pausedAnimations
      pausedAnimations = []
      defer { pausedAnimations = outer }
      try transitionCall(animator, .animateTransition, .animateTransition, [.object(context)])
      if self[context].transitionContext.completed == nil {
        let held = [animator, interactor, context] + [from, to].compactMap { $0 }
        for id in held { retain(id) }
        interactiveTransition = InteractiveTransition(
          kind: kind, context: context, animator: animator, interactor: interactor, animated: animated, held: held,
          paused: pausedAnimations ?? [], end: end)
        return
      }
      // The animator completed at once: the interaction had nothing left to drive.
      for paused in pausedAnimations ?? [] { try enqueueOnMain(after: paused.duration, paused.work) }
    } else {
      try transitionCall(animator, .animateTransition, .animateTransition, [.object(context)])
    }
    // An animator usually completes from a `UIView.animate` completion: wait for it.
    try runMainQueue(until: { [unowned self] in self[context].transitionContext.completed != nil })
    guard let completed = self[context].transitionContext.completed else {
      throw error(.transitionNeverCompleted(animator: animator))
    }
    try endTransition(kind, animated: animated) { try end(completed) }
  }

  private static func seconds(_ value: EngineValue) -> Double? {
    switch value {
    case .double(let d): return d
    case .int(let i): return Double(i)
    default: return nil
    }
  }

  /// `UIView.animate`'s completion: main-queue work after `delay`, or, inside an interactive
  /// animator's `animateTransition(using:)`, paused until the interaction ends.
  public func enqueueAnimationCompletion(after delay: Double, _ work: @escaping () throws -> Void) throws {
    if pausedAnimations != nil {
      pausedAnimations?.append(PausedAnimation(duration: delay, work: work))
      return
    }
    try enqueueOnMain(after: delay, work)
  }

  // MARK: - The interaction controller

  /// Whether an interactive transition is waiting for its interaction controller.
  public var isInteractiveTransitionInProgress: Bool { interactiveTransition != nil }

  /// `interactor.update(percent)`: the interaction's progress (0…1). Nothing happens when
  /// `interactor` drives no transition (UIKit ignores it then).
  public func updateInteraction(_ interactor: ObjectID, percentComplete: Double) throws {
    try check(interactor)
    let clamped = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
    guard let pending = interactiveTransition, pending.interactor == interactor else { return }
    interactionControllers[interactor, default: InteractionControllerState()].percentComplete = clamped
    self[pending.context].transitionContext.percentComplete = clamped
  }

  /// `interactor.finish()` / `interactor.cancel()`: the paused animations run to their end
  /// (or back to their start), the animator completes the transition, and it ends when the
  /// turn does. Nothing happens when `interactor` drives no transition.
  public func endInteraction(_ interactor: ObjectID, cancel: Bool) throws {
    try check(interactor)
    guard let pending = interactiveTransition, pending.interactor == interactor else { return }
    try resolveInteractiveTransition(cancel: cancel)
  }

  /// `interactor.percentComplete`.
  public func percentComplete(of interactor: ObjectID) -> Double {
    interactionControllers[interactor]?.percentComplete ?? 0
  }

  /// `interactor.duration`: the animator's `transitionDuration(using:)` of the transition it
  /// drives (0 before one began).
  public func interactionDuration(of interactor: ObjectID) -> Double {
    interactionControllers[interactor]?.duration ?? 0
  }

  /// The transition context's own `updateInteractiveTransition(_:)`,
  /// `finishInteractiveTransition()` and `cancelInteractiveTransition()`.
  public func updateInteractiveTransition(_ context: ObjectID, percentComplete: Double) throws {
    try requireKind(context, .transitionContext, expected: "UIViewControllerContextTransitioning")
    guard let pending = interactiveTransition, pending.context == context else { return }
    try updateInteraction(pending.interactor, percentComplete: percentComplete)
  }

  public func endInteractiveTransition(_ context: ObjectID, cancel: Bool) throws {
    try requireKind(context, .transitionContext, expected: "UIViewControllerContextTransitioning")
    guard let pending = interactiveTransition, pending.context == context else { return }
    try resolveInteractiveTransition(cancel: cancel)
  }

  /// Ends the wait: with `cancel` (nil: the animator completed the transition itself), the
  /// context's `transitionWasCancelled`; the paused completions are scheduled (the rest of
  /// their animation); the transition's end runs once the animator has completed it.
  func resolveInteractiveTransition(cancel: Bool?) throws {
    guard let pending = interactiveTransition else { return }
    interactiveTransition = nil
    let context = pending.context
    if let cancel { self[context].transitionContext.wasCancelled = cancel }
    let progress = self[context].transitionContext.percentComplete
    let cancelled = self[context].transitionContext.wasCancelled
    for paused in pending.paused {
      // What is left of the animation: back to its start, or on to its end.
      try enqueueOnMain(after: paused.duration * (cancelled ? progress : 1 - progress), paused.work)
    }
    let finish: () throws -> Void = { [unowned self] in
      defer { for id in pending.held { self.release(id) } }
      try self.runMainQueue(until: { [unowned self] in self[context].transitionContext.completed != nil })
      guard let completed = self[context].transitionContext.completed else {
        throw self.error(.transitionNeverCompleted(animator: pending.animator))
      }
      try pending.end(completed)
    }
    try runTransition { [unowned self] in
      try self.endTransition(pending.kind, animated: pending.animated, finish)
    }
  }

  // MARK: - The context

  /// `transitionContext.transitionWasCancelled`.
  public func transitionWasCancelled(_ context: ObjectID) throws -> Bool {
    try requireKind(context, .transitionContext, expected: "UIViewControllerContextTransitioning")
    return self[context].transitionContext.wasCancelled
  }

  /// `transitionContext.isInteractive`.
  public func isInteractive(_ context: ObjectID) throws -> Bool {
    try requireKind(context, .transitionContext, expected: "UIViewControllerContextTransitioning")
    return self[context].transitionContext.isInteractive
  }
}
