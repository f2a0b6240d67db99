/// The typed hierarchy snapshot (`snapshot()`, `printHierarchy()`).
extension Engine {
  /// The hierarchy now: the window's root with its children and presented chain, plus chains
  /// a former root still presents (R2).
  public func snapshot() -> HierarchySnapshot {
    work += objects.count
    let detachedRoots = objects.filter {
      !$0.isDead && $0.kind.isViewController && $0.controller.presented != nil && $0.controller.presentation == nil
        && $0.controller.parent == nil && $0.id != windowRoot
    }.map(\.id)
    return HierarchySnapshot(
      root: windowRoot.map(node), detached: detachedRoots.map(node), orientation: orientation)
  }

  /// The snapshot node of `id`: its live children and the chain it presents, recursively.
  private func node(_ id: ObjectID) -> HierarchySnapshot.Node {
    work += 1
    let record = self[id]
    var selected: Int?
    switch record.kind {
    case .tabBarController where !record.controller.children.isEmpty: selected = record.controller.selectedIndex
    case .navigationController where !record.controller.children.isEmpty:
      selected = record.controller.children.count - 1
    default: selected = nil
    }
    var presentation: HierarchySnapshot.Presentation?
    if let presented = record.controller.presented, let edge = self[presented].controller.presentation {
      presentation = HierarchySnapshot.Presentation(
        presented: node(presented), style: edge.style, source: edge.source,
        presenting: edge.presenting, removesPresenterView: edge.removesPresenterView,
        presentationController: edge.customPresentationController)
    }
    return HierarchySnapshot.Node(
      id: id, displayName: displayName(of: id), className: record.className, kind: record.kind,
      appearance: record.controller.appearance, isViewLoaded: record.controller.isViewLoaded,
      isOnScreen: isOnScreen(id),
      children: record.controller.children.filter { !self[$0].isDead }.map(node), selectedIndex: selected,
      presentation: presentation)
  }

  /// The appearance state of a view controller.
  public func appearance(of id: ObjectID) -> AppearanceState { self[id].controller.appearance }

  /// Whether a view controller's view is in the visible window now.
  public func isVisible(_ id: ObjectID) -> Bool { contains(id) && isOnScreen(id) }
}

extension Engine {
  /// The controller whose view holds `id`'s view (containment or `addSubview`), if any.
  public func hostView(of id: ObjectID) -> ObjectID? {
    guard contains(id) else { return nil }
    return self[id].controller.hostView
  }

  /// Controllers whose views are directly in `id`'s view, in container order.
  public func viewsHosted(by id: ObjectID) -> [ObjectID] {
    guard contains(id) else { return [] }
    return hostedChildren(of: id)
  }
}
