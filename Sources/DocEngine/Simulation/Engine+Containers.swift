/// Tab bar (T1, N0), page and split view controllers.
extension Engine {
  /// `container.viewControllers = list` (or `setViewControllers(list, animated:)`) for a
  /// navigation, tab bar, page or split view controller.
  ///
  /// Navigation: as `setViewControllers(_:animated:)` (N4). Tab bar: each new child gets
  /// `willMove`/`didMove(toParent:)` in order (N0, engine choice); only the selected child is
  /// shown. Page: the pages shown. Split: the columns, all shown.
  public func setViewControllers(_ list: [ObjectID], of container: ObjectID, animated: Bool = false)
    throws
  {
    try check(container)
    switch self[container].kind {
    case .navigationController:
      try setStack(list, of: container, animated: animated)
    case .tabBarController:
      try replaceChildren(of: container, with: list, animated: animated) { [unowned self] in
        self.shownChildren(of: container)
      }
    case .pageViewController, .splitViewController:
      try replaceChildren(of: container, with: list, animated: animated) { list }
    default:
      throw error(.wrongKind(container, expected: "a container view controller"))
    }
  }

  /// Replaces a container's children: removed ones `willMove`/`didMove(toParent: nil)`, new
  /// ones `willMove`/`didMove(toParent: container)`, each pair at once, then the shown set
  /// changes (new `viewWillAppear`, old `viewWillDisappear`, old `viewDidDisappear`, new
  /// `viewDidAppear`) when the container is on screen.
  private func replaceChildren(
    of container: ObjectID, with list: [ObjectID], animated: Bool,
    shown: @escaping () -> [ObjectID]
  ) throws {
    let old = self[controller: container].children
    let oldSet = Set(old)
    var seen = Set<ObjectID>()
    for vc in list {
      try requireViewController(vc)
      if !seen.insert(vc).inserted || vc == container {
        throw error(.pushingSameInstance(navigation: container, pushed: vc))
      }
      if !oldSet.contains(vc) { try checkNoCycle(adding: vc, under: container) }
    }
    work += old.count + list.count
    for vc in old where !seen.contains(vc) {
      try willMove(vc, toParent: nil)
      self[controller: container].children.removeAll { $0 == vc }
      self[controller: vc].parent = nil
      try didMove(vc, toParent: nil)
      self[controller: vc].isMovingFromParent = false
    }
    for vc in list where !oldSet.contains(vc) {
      if self[controller: vc].parent != nil { try removeFromParent(vc) }
      try willMove(vc, toParent: container)
      self[controller: vc].parent = container
      self[controller: container].children.append(vc)
      try didMove(vc, toParent: container)
    }
    self[controller: container].children = list
    try updateShownChildren(of: container, to: shown(), animated: animated)
  }

  /// Makes `newShown` the controllers shown in `container`'s view, with T1's callback order.
  func updateShownChildren(of container: ObjectID, to newShown: [ObjectID], animated: Bool) throws {
    work += objects.count
    let oldShown = controllers.indices.filter {
      controllers[$0].hostView == container && !objects[controllerIDs[$0].rawValue - 1].isDead
    }.map { controllerIDs[$0] }
    let leaving = oldShown.filter { !newShown.contains($0) }
    let arriving = newShown.filter { !oldShown.contains($0) }
    guard isOnScreen(container) else {
      for vc in leaving { self[controller: vc].hostView = nil }
      for vc in arriving { self[controller: vc].hostView = container }
      return
    }
    try runTransition { [unowned self] in
      for vc in arriving {
        try self.prepareToShow(vc)
        self[controller: vc].hostView = container
      }
      for vc in arriving { try self.beginAppearance(vc, appearing: true, animated: animated) }
      for vc in leaving { try self.beginAppearance(vc, appearing: false, animated: animated) }
      for vc in leaving {
        try self.endAppearance(vc, animated: animated)
        self[controller: vc].hostView = nil
      }
      for vc in arriving { try self.endAppearance(vc, animated: animated) }
    }
  }

  /// The children a UIKit container shows: the navigation top, the selected tab, every page
  /// or column.
  func shownChildren(of container: ObjectID) -> [ObjectID] {
    let children = self[controller: container].children
    switch self[container].kind {
    case .navigationController: return children.last.map { [$0] } ?? []
    case .tabBarController:
      if self[controller: container].selectedIndex >= children.count { self[controller: container].selectedIndex = 0 }
      return children.isEmpty ? [] : [children[self[controller: container].selectedIndex]]
    case .pageViewController, .splitViewController: return children
    default: return hostedChildren(of: container)
    }
  }

  /// `tabs.selectedIndex = index` in code: no delegate call (T1).
  public func setSelectedIndex(_ index: Int, of tabs: ObjectID) throws {
    try selectTab(index, in: tabs, byUser: false)
  }

  /// `user.selectTab(index, in: tabs)`: [`shouldSelect`], the switch, [`didSelect`] (T1).
  public func selectTab(_ index: Int, in tabs: ObjectID) throws {
    try userEvent {
      try selectTab(index, in: tabs, byUser: true)
    }
  }

  private func selectTab(_ index: Int, in tabs: ObjectID, byUser: Bool) throws {
    try requireKind(tabs, .tabBarController, expected: "UITabBarController")
    let children = self[controller: tabs].children
    guard children.indices.contains(index) else {
      throw error(.invalidValue(property: "selectedIndex", expected: "0..<\(children.count)"))
    }
    let selected = children[index]
    let delegate = self[tabs].delegate.flatMap { self[$0].isDead ? nil : $0 }
    if byUser, let delegate, implements(.tabBarControllerShouldSelect, on: delegate) {
      try log(.delegate(delegate, .tabShouldSelect(tabBar: tabs, selected: selected)))
      let answer = try callUser(
        .tabBarControllerShouldSelect, on: delegate, [.object(tabs), .object(selected)])
      if answer?.boolValue == false { return }
    }
    if byUser, self[controller: tabs].selectedIndex == index, self[selected].kind == .navigationController,
      self[controller: selected].children.count > 1
    {
      // Tapping the selected tab again takes its navigation stack back to the root.
      try popToRoot(of: selected, animated: true)
    }
    self[controller: tabs].selectedIndex = index
    try updateShownChildren(of: tabs, to: [selected], animated: false)
    if byUser {
      try runTransition { [unowned self] in
        if let delegate, self.implements(.tabBarControllerDidSelect, on: delegate) {
          try self.log(.delegate(delegate, .tabDidSelect(tabBar: tabs, selected: selected)))
          try self.callUser(
            .tabBarControllerDidSelect, on: delegate, [.object(tabs), .object(selected)])
        }
      }
    }
  }
}
