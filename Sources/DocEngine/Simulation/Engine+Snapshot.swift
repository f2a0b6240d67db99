/// The typed hierarchy snapshot (`snapshot()`, `printHierarchy()`).
extension Engine {
  /// The hierarchy now: the window's root with its children and presented chain, plus chains
  /// a former root still presents (R2).
  public func snapshot() -> HierarchySnapshot {
    work += objects.count
    let detachedRoots = controllers.indices.filter { slot in
      let id = controllerIDs[slot]
      return !objects[id.rawValue - 1].isDead && controllers[slot].presented != nil
        && controllers[slot].presentation == nil && controllers[slot].parent == nil && id != windowRoot
    }.map { controllerIDs[$0] }
    return HierarchySnapshot(
      root: windowRoot.map(node), detached: detachedRoots.map(node), orientation: orientation)
  }

  /// The snapshot node of `id`: its live children and the chain it presents, recursively.
  private func node(_ id: ObjectID) -> HierarchySnapshot.Node {
    work += 1
    let record = self[id]
    let controller = self[controller: id]
    var selected: Int?
    switch record.kind {
    case .tabBarController where !controller.children.isEmpty: selected = controller.selectedIndex
    case .navigationController where !controller.children.isEmpty:
      selected = controller.children.count - 1
    default: selected = nil
    }
    var presentation: HierarchySnapshot.Presentation?
    if let presented = controller.presented, let edge = self[controller: presented].presentation {
      presentation = HierarchySnapshot.Presentation(
        presented: node(presented), style: edge.style, source: edge.source,
        presenting: edge.presenting, removesPresenterView: edge.removesPresenterView,
        presentationController: edge.customPresentationController)
    }
    return HierarchySnapshot.Node(
      id: id, displayName: displayName(of: id), className: record.className, kind: record.kind,
      appearance: controller.appearance, isViewLoaded: controller.isViewLoaded,
      isOnScreen: isOnScreen(id),
      children: controller.children.filter { !self[$0].isDead }.map(node), selectedIndex: selected,
      presentation: presentation)
  }

  /// The appearance state of a view controller.
  public func appearance(of id: ObjectID) -> AppearanceState { self[controller: id].appearance }

  /// Whether a view controller's view is in the visible window now.
  public func isVisible(_ id: ObjectID) -> Bool { contains(id) && isOnScreen(id) }
}

extension Engine {
  /// The controller whose view holds `id`'s view (containment or `addSubview`), if any.
  public func hostView(of id: ObjectID) -> ObjectID? {
    guard contains(id) else { return nil }
    return self[controller: id].hostView
  }

  /// Controllers whose views are directly in `id`'s view, in container order.
  public func viewsHosted(by id: ObjectID) -> [ObjectID] {
    guard contains(id) else { return [] }
    return hostedChildren(of: id)
  }
}
