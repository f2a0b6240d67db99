/// The view layer: views the scenario makes (`UIView()`, `UIButton()`, …) and controllers'
/// root views form a tree (`ElementStore`); frames are what code sets (no layout engine). The
/// controller hierarchy learns from the tree only where a controller's root view moves into or
/// out of another controller's view (C3).
extension Engine {
  /// Charges work as a view-tree walk goes (one per view it visits), so a scenario past its
  /// budget stops before the walk does more: the walk's caller owns the budget.
  public typealias WorkMeter = (Int) throws -> Void

  // MARK: - Making elements

  /// `UIView()`, `UIButton()`, `UIBarButtonItem(…)`, `UIAlertAction(…)`: a new element with
  /// every property at its default, a view with `frame` as given. Nothing is logged.
  public func makeElement(_ kind: ElementKind, frame: Geometry? = nil) -> ElementID {
    let id = elements.make(Element(kind: kind))
    if let frame { elements[view: .element(id)].frame = frame }
    if kind.isListView { _ = listState(.element(id)) }
    return id
  }

  /// The kind of an element.
  public func kind(of element: ElementID) -> ElementKind { elements[element].kind }

  /// `vc.navigationItem`: made the first time it is read.
  public func navigationItem(of controller: ObjectID) -> ElementID {
    if let id = elements.navigationItems[controller] { return id }
    let id = elements.make(Element(navigationItemOf: controller))
    elements.navigationItems[controller] = id
    return id
  }

  /// The class a view reads as in messages (`UIView`, `UIButton`).
  public func className(of view: ViewHandle) -> String {
    kind(of: view).className
  }

  /// The kind of a view (a controller's root view is a plain view, but a table or collection
  /// view controller's).
  public func kind(of view: ViewHandle) -> ElementKind {
    switch view {
    case .root(let id): return contains(id) ? self[id].kind.rootViewKind : .view
    case .element(let id): return elements[id].kind
    }
  }

  // MARK: - Reading a view

  /// `view.frame`.
  public func frame(of view: ViewHandle) -> Geometry { elements[view: view].frame }

  /// `view.bounds`: its origin (scrolling) and the frame's size.
  public func bounds(of view: ViewHandle) -> Geometry {
    let node = elements[view: view]
    guard case .rect(_, _, let w, let h) = node.frame, case .point(let x, let y) = node.boundsOrigin else {
      return node.frame
    }
    return .rect(x: x, y: y, width: w, height: h)
  }

  /// `view.center`: the frame's middle.
  public func center(of view: ViewHandle) -> Geometry {
    guard case .rect(let x, let y, let w, let h) = elements[view: view].frame else { return .point(x: 0, y: 0) }
    return .point(x: x + w / 2, y: y + h / 2)
  }

  /// `view.superview`: the view it is in; a controller's root view shown in another
  /// controller's view by containment is in that view.
  public func superview(of view: ViewHandle) -> ViewHandle? {
    if let superview = elements[view: view].superview { return superview }
    if case .root(let id) = view, let host = hostView(of: id) { return .root(host) }
    return nil
  }

  /// `view.subviews`: the views added to it, then the root views of controllers containment
  /// shows in it.
  public func subviews(of view: ViewHandle) -> [ViewHandle] {
    let node = elements[view: view]
    var subviews = node.subviews
    if case .root(let id) = view {
      for hosted in viewsHosted(by: id) where !node.subviews.contains(.root(hosted)) {
        subviews.append(.root(hosted))
      }
    }
    return subviews
  }

  /// Whether the view is in a visible controller's view (`view.window != nil`).
  public func isInWindow(_ view: ViewHandle) -> Bool {
    var current: ViewHandle? = view
    while let view = current {
      if case .root(let id) = view {
        if !self[id].kind.isViewController { return true }  // a transition's container view
        if isVisible(id) { return true }
        if elements[view: view].superview == nil { return false }
      }
      current = elements[view: view].superview
    }
    return false
  }

  /// Whether `view` is `ancestor` or inside it (`isDescendant(of:)`).
  public func isView(_ view: ViewHandle, inside ancestor: ViewHandle) -> Bool {
    elements.isView(view, inside: ancestor)
  }

  /// A view's plain property (`isHidden`, `text`, …): as set, or its default; a weak object
  /// reads nil once gone. Nil when the view's class has no such property.
  public func property(_ name: String, ofView view: ViewHandle) -> PropertyValue? {
    guard let property = ElementProperty.table(for: kind(of: view))[name] else { return nil }
    let stored = elements[view: view].properties[name] ?? property.defaultValue
    if case .object(let target) = stored, self[target].isDead { return .null }
    return stored
  }

  // MARK: - Changing a view

  /// `view.frame = rect`.
  public func setFrame(_ frame: Geometry, of view: ViewHandle) throws {
    try requireFinite(frame)
    guard case .rect = frame else { return }
    elements[view: view].frame = frame
  }

  /// `view.bounds = rect`: the new size keeps the center, as UIKit's does.
  public func setBounds(_ bounds: Geometry, of view: ViewHandle) throws {
    try requireFinite(bounds)
    var node = elements[view: view]
    guard case .rect(let x, let y, let w, let h) = node.frame, case .rect(let bx, let by, let nw, let nh) = bounds
    else { return }
    node.boundsOrigin = .point(x: bx, y: by)
    node.frame = .rect(x: x + w / 2 - nw / 2, y: y + h / 2 - nh / 2, width: nw, height: nh)
    elements[view: view] = node
  }

  /// `view.center = point`: the frame moves, its size stays.
  public func setCenter(_ center: Geometry, of view: ViewHandle) throws {
    try requireFinite(center)
    var node = elements[view: view]
    guard case .rect(_, _, let w, let h) = node.frame, case .point(let cx, let cy) = center else { return }
    node.frame = .rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    elements[view: view] = node
  }

  private func requireFinite(_ geometry: Geometry) throws {
    guard geometry.isFinite else { throw error(.invalidGeometry) }
  }

  /// Sets a view's plain property to a value of its type (`ElementProperty.accept`).
  public func setProperty(_ name: String, ofView view: ViewHandle, to value: PropertyValue) {
    elements[view: view].properties[name] = value
    // A new data source is asked again (UIKit reloads a table whose data source changes).
    if name == "dataSource" { listViewDidChangeSource(view) }
  }

  // MARK: - The tree

  /// `parent.addSubview(child)`, `insertSubview(_:at:)`: moves `child` (and whatever is
  /// inside it) under `parent`, loading a controller's view it goes into. A controller whose
  /// root view moves with it is now shown in the view of the nearest controller above it.
  public func addSubview(
    _ child: ViewHandle, to parent: ViewHandle, at index: Int? = nil, spending: WorkMeter
  ) throws {
    if child == parent { throw error(.addingViewToItself) }
    try spending(elements.depth(of: parent) + 1)
    if elements.isView(parent, inside: child) { throw error(.viewHierarchyLoop) }
    if case .root(let id) = parent, self[id].kind.isViewController { try loadViewIfNeeded(id) }
    elements.move(child, under: parent)
    if let index {
      var node = elements[view: parent]
      node.subviews.removeLast()
      node.subviews.insert(child, at: max(0, min(index, node.subviews.count)))
      elements[view: parent] = node
    }
    try syncControllerViews(in: child, spending: spending)
  }

  /// `view.removeFromSuperview()`: the controllers whose root views leave with it disappear.
  public func removeFromSuperview(_ view: ViewHandle, spending: WorkMeter) throws {
    elements.detach(view)
    try syncControllerViews(in: view, spending: spending)
    try endEditingOutsideWindow()
  }

  /// `bringSubviewToFront(_:)` (last) or `sendSubviewToBack(_:)` (first); nothing for a view
  /// that is not a subview.
  public func moveSubview(_ child: ViewHandle, of parent: ViewHandle, toFront: Bool) {
    var node = elements[view: parent]
    guard let index = node.subviews.firstIndex(of: child) else { return }
    node.subviews.remove(at: index)
    if toFront { node.subviews.append(child) } else { node.subviews.insert(child, at: 0) }
    elements[view: parent] = node
  }

  /// `view.viewWithTag(tag)`: the view itself or the first below it, depth first, with that
  /// `tag` (every view's is 0 until set).
  public func viewWithTag(_ tag: Int, in view: ViewHandle, spending: WorkMeter) throws -> ViewHandle? {
    let views = elements.subtree(of: view)
    try spending(views.count)
    return views.first {
      if case .int(let t)? = elements[view: $0].properties["tag"] { return t == tag }
      return tag == 0
    }
  }

  /// Tells the controller hierarchy where the controller root views in `subtree` now are: in
  /// the view of the nearest controller above them, or nowhere. Views inside a transition's or
  /// presentation controller's container view are the presentation's business.
  private func syncControllerViews(in subtree: ViewHandle, spending: WorkMeter) throws {
    var roots: [ObjectID] = []
    if case .root(let id) = subtree { roots.append(id) }
    for id in elements.placedRoots.sorted() where ViewHandle.root(id) != subtree {
      try spending(elements.depth(of: .root(id)) + 1)
      if elements.isView(.root(id), inside: subtree) { roots.append(id) }
    }
    for id in roots {
      guard self[id].kind.isViewController else { continue }
      switch elements.enclosingRoot(of: .root(id)) {
      case let host? where self[host].kind.isViewController:
        try addSubview(viewOf: id, toViewOf: host)
      case nil:
        // In no controller's view (a no-op for a view that was in none).
        try removeFromSuperview(viewOf: id)
      default:
        break
      }
    }
  }
}
