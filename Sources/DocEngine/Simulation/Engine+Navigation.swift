/// `UINavigationController`: push (N1), pop (N2), popToRoot and setViewControllers (N4), the
/// interactive pop (N3), and its delegate.
extension Engine {
  /// `nav.pushViewController(vc, animated:)`.
  public func push(_ vc: ObjectID, onto nav: ObjectID, animated: Bool = true) throws {
    try requireKind(nav, .navigationController, expected: "UINavigationController")
    try requireViewController(vc)
    if self[controller: nav].children.contains(vc) || vc == nav {
      throw error(.pushingSameInstance(navigation: nav, pushed: vc))
    }
    if self[vc].kind == .navigationController {
      throw error(.pushingNavigationController(navigation: nav, pushed: vc))
    }
    if self[controller: vc].parent != nil || self[controller: vc].presentation != nil || windowRoot == vc {
      throw error(.pushingChildOfAnother(navigation: nav, pushed: vc))
    }
    if pushEndsLaunch(vc, onto: nav, animated: animated) { return }
    if navigationChangeIsDeferred {
      // UIKit pushes it when the transitions in progress have ended (openradar 44091459).
      deferredCalls.append { [unowned self] in try self.push(vc, onto: nav, animated: animated) }
      return
    }
    try setStack(self[controller: nav].children + [vc], of: nav, animated: animated)
  }

  /// `nav.popViewController(animated:)`: the popped controller, or `nil` at the root.
  @discardableResult
  public func pop(from nav: ObjectID, animated: Bool = true) throws -> ObjectID? {
    try requireKind(nav, .navigationController, expected: "UINavigationController")
    let stack = self[controller: nav].children
    guard stack.count > 1 else { return nil }
    try setStack(Array(stack.dropLast()), of: nav, animated: animated)
    return stack.last
  }

  /// `nav.popToRootViewController(animated:)`: the popped controllers, bottom to top.
  @discardableResult
  public func popToRoot(of nav: ObjectID, animated: Bool = true) throws -> [ObjectID] {
    try requireKind(nav, .navigationController, expected: "UINavigationController")
    let stack = self[controller: nav].children
    guard stack.count > 1 else { return [] }
    try setStack([stack[0]], of: nav, animated: animated)
    return Array(stack.dropFirst())
  }

  /// `nav.popToViewController(vc, animated:)`: the popped controllers, bottom to top.
  @discardableResult
  public func popTo(_ vc: ObjectID, in nav: ObjectID, animated: Bool = true) throws -> [ObjectID] {
    try requireKind(nav, .navigationController, expected: "UINavigationController")
    let stack = self[controller: nav].children
    guard let index = stack.firstIndex(of: vc) else { throw error(.poppingToMissing(navigation: nav, target: vc)) }
    guard index < stack.count - 1 else { return [] }
    try setStack(Array(stack[...index]), of: nav, animated: animated)
    return Array(stack[(index + 1)...])
  }

  /// `nav.setViewControllers(list, animated:)` and `nav.viewControllers = list`; also the
  /// child lists of tab bar, page and split controllers (see `setViewControllers(_:of:animated:)`).
  func setStack(_ list: [ObjectID], of nav: ObjectID, animated: Bool) throws {
    // Sets, not `contains` on the lists: a push is one call per controller, so a scan of the
    // stack per controller made a stack of n pushes cost n³.
    let old = self[controller: nav].children
    let oldSet = Set(old)
    var seen = Set<ObjectID>()
    for vc in list {
      try requireViewController(vc)
      if !seen.insert(vc).inserted { throw error(.duplicateInStack(navigation: nav, stack: list)) }
      if self[vc].kind == .navigationController {
        throw error(.pushingNavigationController(navigation: nav, pushed: vc))
      }
      if !oldSet.contains(vc) { try checkNoCycle(adding: vc, under: nav) }
    }
    work += old.count + list.count
    let removed = old.filter { !seen.contains($0) }.reversed()
    let added = list.filter { !oldSet.contains($0) }
    for vc in added where self[controller: vc].parent != nil { try removeFromParent(vc) }
    let oldTop = old.last
    let newTop = list.last
    for vc in removed { try willMove(vc, toParent: nil) }
    for vc in added {
      try willMove(vc, toParent: nav)
      self[controller: vc].parent = nav
      self[controller: vc].isMovingToParent = true
    }
    self[controller: nav].children = list
    let finish: () throws -> Void = { [unowned self] in
      for vc in removed {
        if self[controller: vc].parent == nav { self[controller: vc].parent = nil }
        try self.didMove(vc, toParent: nil)
        self[controller: vc].isMovingFromParent = false
      }
      for vc in added { try self.didMove(vc, toParent: nav) }
    }
    guard oldTop != newTop, isOnScreen(nav) else {
      for vc in old where self[controller: vc].hostView == nav {
        self[controller: vc].hostView = nil
        // A top caught disappearing (under a presentation still ending) has now left.
        if !seen.contains(vc) && self[controller: vc].appearance == .disappearing {
          try endAppearance(vc, animated: false)
        }
      }
      if let newTop { self[controller: newTop].hostView = nav }
      try finish()
      return
    }
    let operation: LogEvent.NavigationOperation = newTop.map { oldSet.contains($0) } == true ? .pop : .push
    try runTransition { [unowned self] in
      let (animator, interactor) = try self.navigationAnimator(
        nav, operation: operation, from: oldTop, to: newTop, animated: animated)
      if let newTop {
        try self.prepareToShow(newTop)
        self[controller: newTop].hostView = nav
      }
      if let oldTop { try self.beginAppearance(oldTop, appearing: false, animated: animated) }
      if let newTop {
        try self.beginAppearance(newTop, appearing: true, animated: animated)
        try self.navigationDelegateCall(nav, shown: newTop, animated: animated, did: false)
      }
      try self.runAnimation(
        animator: animator, interactor: interactor, from: oldTop, to: newTop, kind: .navigation(nav),
        animated: animated
      ) { [unowned self] completed in
        if completed {
          try self.endNavigation(nav, from: oldTop, to: newTop, animated: animated, finish: finish)
        } else {
          try self.cancelNavigation(nav, restoring: old, from: oldTop, to: newTop, added: added)
        }
        if let animator, self.implements(.animationEnded, on: animator) {
          try self.transitionCall(animator, .animationEnded(completed), .animationEnded, [.bool(completed)])
        }
      }
    }
  }

  /// The navigation delegate's animator for an animated push or pop, and then its interaction
  /// controller (asked only when there is an animator), when it implements them.
  private func navigationAnimator(
    _ nav: ObjectID, operation: LogEvent.NavigationOperation, from: ObjectID?, to: ObjectID?, animated: Bool
  ) throws -> (animator: ObjectID?, interactor: ObjectID?) {
    guard animated, let from, let to, let delegate = self[nav].delegate, !self[delegate].isDead,
      implements(.navigationControllerAnimationController, on: delegate)
    else { return (nil, nil) }
    let value = try transitionCall(
      delegate, .navigationAnimationController(navigation: nav, operation: operation, from: from, to: to),
      .navigationControllerAnimationController,
      [.object(nav), .enumCase(operation.rawValue), .object(from), .object(to)])
    guard case .object(let animator?)? = value, contains(animator) else { return (nil, nil) }
    guard implements(.navigationControllerInteractionController, on: delegate) else { return (animator, nil) }
    let answer = try transitionCall(
      delegate, .navigationInteractionController(navigation: nav, animator: animator),
      .navigationControllerInteractionController, [.object(nav), .object(animator)])
    if case .object(let interactor?)? = answer, contains(interactor) { return (animator, interactor) }
    return (animator, nil)
  }

  /// A cancelled push or pop (an interactive one whose interaction controller cancelled, or an
  /// animator's `completeTransition(false)`): the controller that began appearing disappears
  /// again, the one that began disappearing appears again (N3's order), and the stack is what
  /// it was. No `didMove`, no `didShow` (engine.md 43).
  private func cancelNavigation(
    _ nav: ObjectID, restoring old: [ObjectID], from oldTop: ObjectID?, to newTop: ObjectID?, added: [ObjectID]
  ) throws {
    if let newTop {
      try beginAppearance(newTop, appearing: false, animated: true)
      try endAppearance(newTop, animated: true)
      if self[controller: newTop].hostView == nav { self[controller: newTop].hostView = nil }
    }
    self[controller: nav].children = old
    for vc in added where self[controller: vc].parent == nav {
      self[controller: vc].parent = nil
      self[controller: vc].isMovingToParent = false
    }
    for vc in old {
      self[controller: vc].parent = nav
      self[controller: vc].isMovingFromParent = false
    }
    if let oldTop {
      self[controller: oldTop].hostView = nav
      try beginAppearance(oldTop, appearing: true, animated: true)
      try endAppearance(oldTop, animated: true)
    }
  }

  /// The end of a push or pop: after its animation, on the turn it ends.
  private func endNavigation(
    _ nav: ObjectID, from oldTop: ObjectID?, to newTop: ObjectID?, animated: Bool,
    finish: () throws -> Void
  ) throws {
    if let oldTop {
      try endAppearance(oldTop, animated: animated)
      if self[controller: oldTop].hostView == nav { self[controller: oldTop].hostView = nil }
    }
    if let newTop { try endAppearance(newTop, animated: animated) }
    try finish()
    if let newTop { try navigationDelegateCall(nav, shown: newTop, animated: animated, did: true) }
  }

  /// `navigationController(_:willShow:animated:)` / `(_:didShow:animated:)` when implemented.
  func navigationDelegateCall(
    _ nav: ObjectID, shown: ObjectID, animated: Bool, did: Bool
  ) throws {
    guard let delegate = self[nav].delegate, !self[delegate].isDead else { return }
    let callback: UIKitCallback = did ? .navigationControllerDidShow : .navigationControllerWillShow
    guard implements(callback, on: delegate) else { return }
    let call: LogEvent.DelegateCall =
      did
      ? .navigationDidShow(navigation: nav, shown: shown, animated: animated)
      : .navigationWillShow(navigation: nav, shown: shown, animated: animated)
    try log(.delegate(delegate, call))
    try callUser(callback, on: delegate, [.object(nav), .object(shown), .bool(animated)])
  }

  /// `user.swipeBack(nav)` / `user.swipeBack(nav, releases: .cancel)`: the interactive pop.
  ///
  /// Completed, it is a pop (N2). Cancelled (N3): `b.viewWillDisappear`, `a.viewWillAppear`,
  /// [`willShow` a], `a.viewWillDisappear`, `a.viewDidDisappear`, `b.viewWillAppear`,
  /// `b.viewDidAppear`; B stays on the stack and nothing moves between parents.
  public func swipeBack(_ nav: ObjectID, cancel: Bool = false) throws {
    try userEvent {
      try requireKind(nav, .navigationController, expected: "UINavigationController")
      let stack = self[controller: nav].children
      guard stack.count > 1, isOnScreen(nav) else { return }
      guard cancel else {
        try pop(from: nav, animated: true)
        return
      }
      let top = stack[stack.count - 1]
      let below = stack[stack.count - 2]
      try runTransition { [unowned self] in
        try self.prepareToShow(below)
        self[controller: below].hostView = nav
        self[controller: top].isMovingFromParent = true
        try self.beginAppearance(top, appearing: false, animated: true)
        try self.beginAppearance(below, appearing: true, animated: true)
        try self.navigationDelegateCall(nav, shown: below, animated: true, did: false)
        try self.beginAppearance(below, appearing: false, animated: true)
        try self.endAppearance(below, animated: true)
        self[controller: below].hostView = nil
        self[controller: top].isMovingFromParent = false
        try self.beginAppearance(top, appearing: true, animated: true)
        try self.endAppearance(top, animated: true)
      }
    }
  }
}
