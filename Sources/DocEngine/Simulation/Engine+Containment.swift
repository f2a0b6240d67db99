/// Custom containment (C1–C5), views added by hand, and the window's root (R1, R2).
extension Engine {
  // MARK: - Window

  /// `window.rootViewController = root` on the visible window (R1, R2).
  ///
  /// The new root's view loads, then (engine choice) old `viewWillDisappear`, new
  /// `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`. Controllers the old root
  /// presented stay presented and alive (UIKit leaks them).
  public func setRoot(_ root: ObjectID?) throws {
    if let root { try requireViewController(root) }
    let old = windowRoot
    guard old != root else { return }
    if let root {
      if self[controller: root].parent != nil || self[controller: root].presentation != nil {
        throw error(.rootInHierarchy(root))
      }
      if old == nil && !hasLaunched {
        try launch(root)
        return
      }
      try prepareToShow(root)
    }
    windowRoot = root
    try runTransition { [unowned self] in
      if let old { try self.beginAppearance(old, appearing: false, animated: false) }
      if let root { try self.beginAppearance(root, appearing: true, animated: false) }
      if let old { try self.endAppearance(old, animated: false) }
      if let root { try self.endAppearance(root, animated: false) }
    }
  }

  // MARK: - Containment

  /// `parent.addChild(child)`: logs `child.willMove(toParent: parent)`, not `didMove` (C1).
  public func addChild(_ child: ObjectID, to parent: ObjectID) throws {
    try requireViewController(child)
    try requireViewController(parent)
    guard self[controller: child].parent != parent, child != parent else { return }
    try checkNoCycle(adding: child, under: parent)
    if self[controller: child].parent != nil { try removeFromParent(child) }
    try willMove(child, toParent: parent)
    self[controller: child].parent = parent
    self[controller: parent].children.append(child)
    self[controller: child].isMovingToParent = true
  }

  /// `child.removeFromParent()`: logs `child.didMove(toParent: nil)`, not `willMove` (C2).
  public func removeFromParent(_ child: ObjectID) throws {
    try requireViewController(child)
    guard let parent = self[controller: child].parent else { return }
    self[controller: parent].children.removeAll { $0 == child }
    self[controller: child].parent = nil
    if self[parent].kind.isContainer {
      // A UIKit container shows its children itself: the removed child's view leaves it.
      try updateShownChildren(of: parent, to: shownChildren(of: parent), animated: false)
    }
    try didMove(child, toParent: nil)
    self[controller: child].isMovingFromParent = false
  }

  /// `child.willMove(toParent: parent)`, by UIKit or by the scenario. `willMove(toParent: nil)`
  /// starts a removal: `isMovingFromParent` is true until `removeFromParent()`.
  public func willMove(_ child: ObjectID, toParent parent: ObjectID?) throws {
    try requireViewController(child)
    try log(.willMove(child, toParent: parent))
    try callUser(.willMoveToParent, on: child, [.object(parent)])
    if parent == nil { self[controller: child].isMovingFromParent = true }
  }

  /// `child.didMove(toParent: parent)`, by UIKit or by the scenario; ends an addition.
  public func didMove(_ child: ObjectID, toParent parent: ObjectID?) throws {
    try requireViewController(child)
    try log(.didMove(child, toParent: parent))
    try callUser(.didMoveToParent, on: child, [.object(parent)])
    if parent != nil { self[controller: child].isMovingToParent = false }
  }

  /// Throws when `parent` is `child` or already inside it (through parents or views).
  func checkNoCycle(adding child: ObjectID, under parent: ObjectID) throws {
    if self[controller: child].presentation != nil || windowRoot == child {
      throw error(.activeControllerAsChild(child: child, parent: parent))
    }
    var pending = [parent]
    var seen = Set<ObjectID>()
    while let id = pending.popLast() {
      if id == child { throw error(.hierarchyCycle(child: child, parent: parent)) }
      guard seen.insert(id).inserted else { continue }
      if let up = self[controller: id].parent { pending.append(up) }
      if let host = self[controller: id].hostView { pending.append(host) }
      if let presenter = self[controller: id].presentation?.presenting { pending.append(presenter) }
    }
  }

  /// Throws when `parent`'s view is `child`'s or already inside it.
  func checkNoViewCycle(adding child: ObjectID, under parent: ObjectID) throws {
    var current: ObjectID? = parent
    while let id = current {
      if id == child { throw error(.hierarchyCycle(child: child, parent: parent)) }
      current = self[controller: id].hostView ?? self[controller: id].parent
    }
  }

  // MARK: - Views

  /// Reads `vc.view`: loads it the first time (`viewDidLoad`).
  public func loadViewIfNeeded(_ vc: ObjectID) throws {
    try requireViewController(vc)
    try loadView(vc)
  }

  /// `parent.view.addSubview(child.view)`: loads both views (parent first); when the parent
  /// is on screen the child appears (C3).
  public func addSubview(viewOf child: ObjectID, toViewOf parent: ObjectID) throws {
    try requireViewController(child)
    try requireViewController(parent)
    try loadView(parent)
    try loadView(child)
    guard self[controller: child].hostView != parent, child != parent else { return }
    try checkNoViewCycle(adding: child, under: parent)
    if self[controller: child].hostView != nil { try removeFromSuperview(viewOf: child) }
    self[controller: child].hostView = parent
    guard isOnScreen(parent), try forwardsAppearance(parent) else { return }
    try prepareToShow(child)
    try runTransition { [unowned self] in
      guard self[controller: child].hostView == parent, self.isOnScreen(parent) else { return }
      try self.beginAppearance(child, appearing: true, animated: false)
      try self.endAppearance(child, animated: false)
    }
  }

  /// `child.view.removeFromSuperview()`: an on-screen child disappears (C3).
  public func removeFromSuperview(viewOf child: ObjectID) throws {
    try requireViewController(child)
    guard let host = self[controller: child].hostView else { return }
    self[controller: child].hostView = nil
    guard try forwardsAppearance(host) else { return }
    try runTransition { [unowned self] in
      try self.beginAppearance(child, appearing: false, animated: false)
      try self.endAppearance(child, animated: false)
    }
  }
}
