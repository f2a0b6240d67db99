/// The main run loop: transitions that span turns, and what UIKit does with calls made while
/// one is in progress (docs/engine.md, "The run loop").
///
/// A scenario's top-level statement is one turn of the main run loop (a compound one as a
/// whole). An animated presentation, dismissal, push or pop runs its synchronous part and its
/// `viewWill…` callbacks in the call; the rest (`viewDid…`, completion, `didMove`, `didShow`) is
/// *in flight* until the turn ends, as UIKit's animation ends on a later turn. The launch (the
/// window's first root) is in flight the same way. While something is in flight, a
/// `present` or `dismiss` from the turn's code is refused with UIKit's console line, and a
/// push is deferred to the end of the transitions in progress.
extension Engine {
  /// A transition whose end waits for the end of the turn.
  struct InFlightTransition {
    enum Kind: Equatable {
      /// The window's first root (`LaunchPass` says what it has done so far).
      case launch(root: ObjectID)
      case presentation
      case dismissal
      case navigation(ObjectID)
    }
    let kind: Kind
    var finish: () throws -> Void
  }

  /// Whether an animated transition begun now outlives the call: a statement is running, so
  /// the turn ends when it does. (Engine calls made outside statements run to quiescence.)
  var turnIsOpen: Bool { !statementStack.isEmpty }

  /// Whether a presentation or dismissal begun in this turn has not ended: UIKit refuses
  /// `present` and `dismiss` then.
  var modalTransitionInProgress: Bool {
    presentCallDepth > 0
      || transitionsInFlight.contains { $0.kind == .presentation || $0.kind == .dismissal }
      || interactiveTransition.map { $0.kind == .presentation || $0.kind == .dismissal } == true
  }

  /// Whether a navigation change made now waits for the transitions in progress (openradar
  /// 44091459: a push made while a push or a presentation animates is not in
  /// `viewControllers` when the call returns). A launch that has not begun blocks nothing.
  var navigationChangeIsDeferred: Bool {
    guard !isRunningTransition else { return false }
    if interactiveTransition != nil { return true }
    return transitionsInFlight.contains {
      if case .launch = $0.kind { return launchPass == .rootAppearsFirst }
      return true
    }
  }

  /// Ends a transition's synchronous part: with `spansTurn` (an animated transition, or the
  /// launch) and a turn open, `finish` waits in flight for the turn's end; otherwise the
  /// animation runs (work already due on the main queue) and `finish` runs now.
  func endTransition(
    _ kind: InFlightTransition.Kind, animated: Bool, spansTurn: Bool? = nil,
    _ finish: @escaping () throws -> Void
  ) throws {
    let end: () throws -> Void = { [unowned self] in
      try self.animationFrame(animated)
      try finish()
    }
    guard spansTurn ?? animated, turnIsOpen else {
      try end()
      return
    }
    transitionsInFlight.append(InFlightTransition(kind: kind, finish: end))
  }

  /// The end of a turn: every transition in flight ends (its animation's frames, then its
  /// `viewDid…` callbacks and completion), then the calls deferred behind them run, until
  /// nothing is in flight. A transition begun meanwhile (from a completion) joins the loop.
  func settleTransitions() throws {
    while true {
      if !transitionsInFlight.isEmpty {
        let next = transitionsInFlight.removeFirst()
        if case .launch = next.kind { pendingLaunchRoot = nil }
        try runTransition(next.finish)
      } else if !deferredCalls.isEmpty && interactiveTransition == nil {
        try runTransition(deferredCalls.removeFirst())
      } else {
        return
      }
    }
  }

  // MARK: - Launch

  /// The window's first root: a transition of its own (iOS 17.4 and iOS 18.2 device logs in
  /// VAndrJ/awesome-apple-bugs, "LifeCyclePushedViewController"), shaped by `launchPass`.
  func launch(_ root: ObjectID) throws {
    hasLaunched = true
    switch launchPass {
    case .rootAppearsFirst:
      try prepareToShow(root)
      windowRoot = root
      try runTransition { [unowned self] in
        try self.beginAppearance(root, appearing: true, animated: false)
        try self.sendViewIsAppearing()
        try self.endTransition(.launch(root: root), animated: false, spansTurn: true) {
          [unowned self] in
          try self.endAppearance(root, animated: false)
        }
      }
    case .topAtEndAppears:
      windowRoot = root
      let appear: () throws -> Void = { [unowned self] in
        try self.prepareToShow(root)
        try self.beginAppearance(root, appearing: true, animated: false)
        try self.endAppearance(root, animated: false)
      }
      guard turnIsOpen else {
        try runTransition(appear)
        return
      }
      // Nothing is in the window until the pass ends: what is then on top appears.
      pendingLaunchRoot = root
      transitionsInFlight.append(InFlightTransition(kind: .launch(root: root), finish: appear))
    }
  }

  /// With `rootAppearsFirst`, a push made in the launch pass onto a navigation controller the
  /// launching root shows takes over the launch's end; returns whether it did.
  func pushEndsLaunch(_ vc: ObjectID, onto nav: ObjectID, animated: Bool) -> Bool {
    guard launchPass == .rootAppearsFirst, !isRunningTransition, isOnScreen(nav),
      let index = transitionsInFlight.firstIndex(where: {
        if case .launch = $0.kind { return true } else { return false }
      }),
      case .launch(let root) = transitionsInFlight[index].kind
    else { return false }
    transitionsInFlight[index].finish = { [unowned self] in
      try self.pushEndingLaunch(vc, onto: nav, root: root, animated: animated)
    }
    return true
  }

  /// The iOS 17.4 launch log with a push in the same pass: the pushed controller loads, the
  /// root's top gets `viewWillDisappear`, the pushed one `viewWillAppear`, the top
  /// `viewDidDisappear` (never having had `viewDidAppear`), then the pushed one
  /// `viewIsAppearing` and `viewDidAppear`.
  private func pushEndingLaunch(
    _ vc: ObjectID, onto nav: ObjectID, root: ObjectID, animated: Bool
  ) throws {
    guard !self[vc].isDead, !self[nav].isDead, self[controller: vc].parent == nil,
      self[controller: vc].presentation == nil, windowRoot != vc
    else {
      try endAppearance(root, animated: false)
      return
    }
    let oldTop = self[controller: nav].children.last
    try willMove(vc, toParent: nav)
    self[controller: vc].parent = nav
    self[controller: vc].isMovingToParent = true
    self[controller: nav].children.append(vc)
    try prepareToShow(vc)
    self[controller: vc].hostView = nav
    if let oldTop { try beginAppearance(oldTop, appearing: false, animated: animated) }
    try beginAppearance(vc, appearing: true, animated: animated)
    try navigationDelegateCall(nav, shown: vc, animated: animated, did: false)
    // The old top's view leaves before the pushed one is laid out (its `viewIsAppearing`).
    let waiting = awaitingIsAppearing
    awaitingIsAppearing = []
    if let oldTop {
      try endAppearance(oldTop, animated: animated)
      if self[controller: oldTop].hostView == nav { self[controller: oldTop].hostView = nil }
    }
    awaitingIsAppearing = waiting + awaitingIsAppearing
    try endAppearance(root, animated: false)
    try endAppearance(vc, animated: animated)
    try didMove(vc, toParent: nav)
    try navigationDelegateCall(nav, shown: vc, animated: animated, did: true)
  }
}

/// How the window's first root and a push made in the same launch pass combine. The one
/// behaviour here that differs by iOS version: ``VersionProfile/launchPass`` sets `Engine.launchPass`.
public enum LaunchPass: Sendable, Hashable {
  /// iOS 17 and earlier (an iOS 17.4 device log): the root begins appearing at once
  /// (`viewWillAppear`, `viewIsAppearing`) and gets `viewDidAppear` when the pass ends; a push
  /// in the same pass takes over that end, so the root never gets `viewDidAppear`.
  case rootAppearsFirst
  /// iOS 18 (an iOS 18.2 device log): nothing loads or appears until the pass ends; a push in
  /// the pass changes the stack at once, and only the controller then on top appears.
  case topAtEndAppears
}

extension Engine {
  /// A `user.` action: an event of its own, so a turn of its own. Inside a compound statement
  /// (which holds the main queue as one event), the turn before it ends first, and its own turn
  /// ends with it; at top level the statement's end is the action's.
  func userEvent(_ body: () throws -> Void) throws {
    guard mainQueueHolds > 0, turnIsOpen else {
      try body()
      return
    }
    try endTurn()
    try body()
    try endTurn()
  }

  /// The end of a turn: transitions in flight end, then each piece of main-queue work runs as
  /// a turn of its own (what it begins in flight ends after it, and what is no longer held
  /// then is freed before the next piece runs, as ARC frees it), and what is no longer held is
  /// freed; until all is quiet (a `deinit` may schedule work).
  func endTurn() throws {
    repeat {
      try settleTransitions()
      try layOutListViews()
      if !mainQueue.isEmpty { try collectGarbage() }
      while try runNextMainQueueTask() {
        try settleTransitions()
        try layOutListViews()
        try collectGarbage()
      }
      try collectGarbage()
    } while !mainQueue.isEmpty || !transitionsInFlight.isEmpty
      || (!deferredCalls.isEmpty && interactiveTransition == nil)
  }
}
