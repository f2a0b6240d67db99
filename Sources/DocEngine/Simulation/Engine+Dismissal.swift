/// `dismiss(animated:completion:)` (D1–D5, X2) and the sheet swipe (G1–G5).
extension Engine {
  /// `x.dismiss(animated:completion:)`.
  ///
  /// D1: dismisses what `x` (or its nearest ancestor) presented, with everything above it;
  /// otherwise the presented controller `x` is in; otherwise nothing happens and the
  /// completion is not called (engine choice).
  public func dismiss(
    from x: ObjectID, animated: Bool = true, completion: (() throws -> Void)? = nil
  ) throws {
    try requireViewController(x)
    if modalTransitionInProgress && !isRunningTransition {
      let dismisser = dismissalTarget(for: x).flatMap { self[controller: $0].presentation?.presenting } ?? x
      try log(.warning(.dismissWhileInProgress(dismisser)))
      return
    }
    try runTransition { [unowned self] in
      guard let target = self.dismissalTarget(for: x) else { return }
      try self.runDismissal(of: target, animated: animated, completion: completion)
    }
  }

  /// The presented controller `x.dismiss` removes (with everything above it), if any.
  func dismissalTarget(for x: ObjectID) -> ObjectID? {
    presentedViewControllerProperty(of: x) ?? nearestPresented(x)
  }

  /// `x` or its nearest ancestor that is presented.
  func nearestPresented(_ x: ObjectID) -> ObjectID? {
    var current: ObjectID? = x
    while let id = current {
      if self[controller: id].presentation != nil { return id }
      current = self[controller: id].parent
    }
    return nil
  }

  /// `presentedViewController`: presented by `x` or by its nearest ancestor (P4).
  func presentedViewControllerProperty(of x: ObjectID) -> ObjectID? {
    var current: ObjectID? = x
    while let id = current {
      if let presented = self[controller: id].presented { return presented }
      current = self[controller: id].parent
    }
    return nil
  }

  /// `presentingViewController`: the presenter of `x` or of its nearest presented ancestor.
  func presentingViewControllerProperty(of x: ObjectID) -> ObjectID? {
    nearestPresented(x).flatMap { self[controller: $0].presentation?.presenting }
  }

  /// `target` and every controller presented above it, bottom to top.
  func presentationChain(from target: ObjectID) -> [ObjectID] {
    var chain = [target]
    while let next = self[controller: chain[chain.count - 1]].presented { chain.append(next) }
    return chain
  }

  /// D2–D5, X2: dismisses `target` and what it presents. Begin order top-down, then the
  /// revealed presenter; end order the revealed presenter, then top-down.
  func runDismissal(
    of target: ObjectID, animated: Bool, completion: (() throws -> Void)?
  ) throws {
    guard let record = self[controller: target].presentation else { return }
    let chain = presentationChain(from: target)
    let top = chain[chain.count - 1]
    let revealed = record.removesPresenterView ? record.presenting : nil
    let topRecord = self[controller: top].presentation ?? record
    var animator: ObjectID?
    if let delegate = self[controller: top].transitioningDelegate, !self[delegate].isDead,
      implements(.animationControllerForDismissed, on: delegate)
    {
      let value = try transitionCall(
        delegate, .animationControllerForDismissed(dismissed: top), .animationControllerForDismissed,
        [.object(top)])
      if case .object(let id?)? = value, contains(id) { animator = id }
    }
    var interactor: ObjectID?
    if let animator, let delegate = self[controller: top].transitioningDelegate, !self[delegate].isDead,
      implements(.interactionControllerForDismissal, on: delegate)
    {
      let value = try transitionCall(
        delegate, .interactionControllerForDismissal(animator: animator), .interactionControllerForDismissal,
        [.object(animator)])
      if case .object(let id?)? = value, contains(id) { interactor = id }
    }
    let pc = topRecord.customPresentationController
    if let revealed { try prepareToShow(revealed) }
    for id in chain { self[controller: id].isBeingDismissed = true }
    if let pc {
      try transitionCall(pc, .dismissalTransitionWillBegin, .dismissalTransitionWillBegin, [])
    }
    for id in chain.reversed() { try beginAppearance(id, appearing: false, animated: animated) }
    if let revealed { try beginAppearance(revealed, appearing: true, animated: animated) }
    try runAnimation(
      animator: animator, interactor: interactor, from: top, to: record.presenting, kind: .dismissal,
      animated: animated
    ) { [unowned self] completed in
      try self.endDismissal(
        chain, revealed: revealed, pc: pc, animator: animator, completed: completed, animated: animated,
        completion: completion)
    }
  }

  /// The end of a dismissal: after its animation, on the turn it ends.
  private func endDismissal(
    _ chain: [ObjectID], revealed: ObjectID?, pc: ObjectID?, animator: ObjectID?, completed: Bool,
    animated: Bool, completion: (() throws -> Void)?
  ) throws {
    if let pc {
      try transitionCall(
        pc, .dismissalTransitionDidEnd(completed), .dismissalTransitionDidEnd, [.bool(completed)])
    }
    if completed {
      if let revealed { try endAppearance(revealed, animated: animated) }
      for id in chain.reversed() {
        try endAppearance(id, animated: animated)
        self[controller: id].isBeingDismissed = false
      }
      unlink(chain)
      try completion?()
    } else {
      for id in chain.reversed() { try beginAppearance(id, appearing: true, animated: animated) }
      if let revealed { try beginAppearance(revealed, appearing: false, animated: animated) }
      for id in chain.reversed() {
        try endAppearance(id, animated: animated)
        self[controller: id].isBeingDismissed = false
      }
      if let revealed { try endAppearance(revealed, animated: animated) }
    }
    if let animator, implements(.animationEnded, on: animator) {
      try transitionCall(animator, .animationEnded(completed), .animationEnded, [.bool(completed)])
    }
  }

  /// Removes the presentation edges of a dismissed chain.
  private func unlink(_ chain: [ObjectID]) {
    for id in chain {
      if let presenting = self[controller: id].presentation?.presenting, self[controller: presenting].presented == id {
        self[controller: presenting].presented = nil
      }
      self[controller: id].presentation = nil
    }
  }

  // MARK: - The swipe-down gesture

  /// `user.swipeDown(vc)` / `user.swipeDown(vc, releases: .cancel)`: the interactive
  /// dismissal of the sheet `vc` is in (G1–G5).
  ///
  /// Only sheets have the gesture (G5). `isModalInPresentation` or a `false` from
  /// `presentationControllerShouldDismiss` give only `presentationControllerDidAttemptToDismiss`
  /// (G2). A cancelled swipe puts the sheet back (G3). Dismissals by code call none of these
  /// delegate methods (G4).
  public func swipeDown(_ vc: ObjectID, cancel: Bool = false) throws {
    try userEvent {
      try requireViewController(vc)
      try runTransition { [unowned self] in
        guard let target = self.nearestPresented(vc), let record = self[controller: target].presentation,
          record.style.isSheet
        else { return }
        let pc = self[controller: target].presentationController
        let delegate = pc.flatMap { self[$0].delegate }.flatMap { self[$0].isDead ? nil : $0 }
        let pcValue = EngineValue.object(pc)
        if self.isModalForInteractiveDismissal(target) {
          try self.adaptiveDelegateCall(delegate, .presentationControllerDidAttemptToDismiss, pcValue)
          return
        }
        if let delegate, self.implements(.presentationControllerShouldDismiss, on: delegate) {
          let answer = try self.adaptiveDelegateCall(
            delegate, .presentationControllerShouldDismiss, pcValue)
          if answer?.boolValue == false {
            try self.adaptiveDelegateCall(delegate, .presentationControllerDidAttemptToDismiss, pcValue)
            return
          }
        }
        try self.adaptiveDelegateCall(delegate, .presentationControllerWillDismiss, pcValue)
        let chain = self.presentationChain(from: target)
        for id in chain { self[controller: id].isBeingDismissed = true }
        for id in chain.reversed() { try self.beginAppearance(id, appearing: false, animated: true) }
        if cancel {
          for id in chain.reversed() { try self.beginAppearance(id, appearing: true, animated: true) }
          for id in chain.reversed() {
            try self.endAppearance(id, animated: true)
            self[controller: id].isBeingDismissed = false
          }
          return
        }
        for id in chain.reversed() {
          try self.endAppearance(id, animated: true)
          self[controller: id].isBeingDismissed = false
        }
        self.unlink(chain)
        try self.adaptiveDelegateCall(delegate, .presentationControllerDidDismiss, pcValue)
      }
    }
  }

  /// Calls an adaptive-delegate method when the delegate implements it (logged then).
  @discardableResult
  private func adaptiveDelegateCall(
    _ delegate: ObjectID?, _ call: LogEvent.DelegateCall, _ pc: EngineValue
  ) throws -> EngineValue? {
    guard let delegate else { return nil }
    let callback: UIKitCallback
    switch call {
    case .presentationControllerShouldDismiss: callback = .presentationControllerShouldDismiss
    case .presentationControllerWillDismiss: callback = .presentationControllerWillDismiss
    case .presentationControllerDidDismiss: callback = .presentationControllerDidDismiss
    case .presentationControllerDidAttemptToDismiss: callback = .presentationControllerDidAttemptToDismiss
    default: return nil
    }
    guard implements(callback, on: delegate) else { return nil }
    try log(.delegate(delegate, call))
    return try callUser(callback, on: delegate, [pc])
  }
}

extension Engine {
  /// Whether a swipe on `presented` is refused: its own `isModalInPresentation`, or that of a
  /// controller shown inside it (a presented navigation controller's top controller, as in
  /// Apple's "Disabling the pull-down gesture for a sheet", where the edited child sets it).
  func isModalForInteractiveDismissal(_ presented: ObjectID) -> Bool {
    if self[controller: presented].isModalInPresentation { return true }
    return hostedChildren(of: presented).contains { isModalForInteractiveDismissal($0) }
  }
}
