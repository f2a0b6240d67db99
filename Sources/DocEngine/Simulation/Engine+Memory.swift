/// Ownership: reference counts computed from the strong edges of the model.
///
/// Strong: scenario variables (`retain`), temporary holds during the statement that made an
/// object, the window (its root), a container (its children), the presenting controller (the
/// presented one) and the presented controller back (UIKit's presentation controller holds the
/// presenter), a controller (its presentation controller), user classes' strong stored
/// properties. Weak: UIKit delegates and `weak var`s (not registered here at all).
extension Engine {
  // MARK: - Public API

  /// A scenario variable now holds `id` (`let a = …`, `x = a`).
  public func retain(_ id: ObjectID) {
    guard contains(id) else { return }
    self[id].externalRetains += 1
  }

  /// A scenario variable stopped holding `id` (`x = nil`, end of a `do` scope).
  ///
  /// Outside any statement the object is collected at once; inside one, at its end.
  public func release(_ id: ObjectID) {
    guard contains(id), self[id].externalRetains > 0 else { return }
    self[id].externalRetains -= 1
    // Outside a statement there is no scenario code to report a `deinit` body's error at (the
    // interpreter releases inside statements); the collection itself still happens.
    if statementStack.isEmpty { try? collectGarbage() }
  }

  /// A strong stored property `slot` of user object `owner` now holds `target` (or nothing).
  public func setStrongReference(from owner: ObjectID, slot: String, to target: ObjectID?) {
    setStrongReferences(from: owner, slot: slot, to: target.map { [$0] } ?? [])
  }

  /// A strong stored property `slot` of user object `owner` now holds `targets` (an array
  /// property holds each of its objects), in place of whatever it held before. One call per
  /// property, not one per element: each call is a pass over the owner's references.
  public func setStrongReferences(from owner: ObjectID, slot: String, to targets: [ObjectID]) {
    guard contains(owner) else { return }
    work += self[owner].strongSlots.count + targets.count
    self[owner].strongSlots.removeAll { $0.slot == slot }
    for target in targets where contains(target) {
      self[owner].strongSlots.append((slot: slot, target: target))
    }
    if statementStack.isEmpty { try? collectGarbage() }
  }

  /// The number of strong references to `id` from live owners.
  public func referenceCount(of id: ObjectID) -> Int {
    strongOwners(of: id).count
  }

  // MARK: - Counting

  /// Every live owner holding `id` strongly, one entry per reference (`nil` for variables,
  /// temporary holds and the window).
  func strongOwners(of id: ObjectID) -> [ObjectID?] {
    strongOwners(of: id, holders: strongHolders())
  }

  /// Who holds whom beyond what an object's own record names, gathered in one pass over all
  /// objects instead of one per question.
  struct StrongHolders {
    /// For each object, the objects that hold it through a presentation controller or a
    /// strong stored property, dead ones included.
    var byTarget: [ObjectID: [ObjectID]] = [:]
    /// The objects in their parent's list of children. (A controller whose `parent` is set is
    /// not always in that list; asking the list for each object made a collection quadratic
    /// in the size of a navigation stack.)
    var listedChildren: Set<ObjectID> = []
  }

  func strongHolders() -> StrongHolders {
    var holders = StrongHolders()
    work += objects.count
    for index in objects.indices where !objects[index].isDead {
      let id = objects[index].id
      let controller = controllerSlot(at: index)
      if let controller, let pc = controllers[controller].presentationController {
        holders.byTarget[pc, default: []].append(id)
      }
      for slot in objects[index].strongSlots { holders.byTarget[slot.target, default: []].append(id) }
      guard let controller else { continue }
      for child in controllers[controller].children where contains(child) && parent(of: child) == id {
        holders.listedChildren.insert(child)
      }
    }
    if !holdingControls.isEmpty {
      for (target, owners) in holdersThroughControls() { holders.byTarget[target, default: []] += owners }
    }
    return holders
  }

  func strongOwners(of id: ObjectID, holders: StrongHolders) -> [ObjectID?] {
    var owners: [ObjectID?] = Array(repeating: nil, count: self[id].externalRetains + self[id].temporaryHolds)
    if windowRoot == id { owners.append(nil) }
    if let parent = self[controller: id].parent, !self[parent].isDead, holders.listedChildren.contains(id) {
      owners.append(parent)
    }
    if let presenting = self[controller: id].presentation?.presenting, !self[presenting].isDead {
      owners.append(presenting)
    }
    if let presented = self[controller: id].presented, !self[presented].isDead {
      owners.append(presented)
    }
    for holder in holders.byTarget[id] ?? [] where !self[holder].isDead {
      owners.append(holder)
    }
    return owners
  }

  /// Whether any live owner holds `id`: ``strongOwners(of:holders:)`` is not empty, answered
  /// without building the list (the collection asks this of every object every statement).
  func isStronglyHeld(_ id: ObjectID, holders: StrongHolders) -> Bool {
    let index = id.rawValue - 1
    if objects[index].externalRetains + objects[index].temporaryHolds > 0 || windowRoot == id { return true }
    if let slot = controllerSlot(at: index) {
      if let parent = controllers[slot].parent, !self[parent].isDead, holders.listedChildren.contains(id) {
        return true
      }
      if let presenting = controllers[slot].presentation?.presenting, !self[presenting].isDead { return true }
      if let presented = controllers[slot].presented, !self[presented].isDead { return true }
    }
    return holders.byTarget[id]?.contains { !self[$0].isDead } ?? false
  }

  /// A controller's parent, read in place (nil for other objects).
  private func parent(of id: ObjectID) -> ObjectID? {
    controllerSlot(at: id.rawValue - 1).flatMap { controllers[$0].parent }
  }

  /// What `id` holds strongly, in the order its deinit releases them.
  func ownedObjects(of id: ObjectID) -> [ObjectID] {
    let controller = self[controller: id]
    var owned = controller.children
    if let presented = controller.presented { owned.append(presented) }
    if let presenting = controller.presentation?.presenting { owned.append(presenting) }
    if let pc = controller.presentationController { owned.append(pc) }
    owned += self[id].strongSlots.map(\.target)
    if !holdingControls.isEmpty, self[id].kind.isViewController { owned += objectsHeldThroughControls(by: id) }
    return owned
  }

  // MARK: - Collecting

  /// Deallocates every object no live owner holds, logging `deinit` owner first.
  ///
  /// Runs at the end of every statement, so it must not cost more than a pass over the
  /// objects: who holds whom through presentation controllers and stored properties is
  /// gathered once, and gathered again only after a user `deinit` body ran (the one thing
  /// that can change holders during a collection; dying itself only marks objects dead).
  func collectGarbage() throws {
    guard !isCollecting else { return }
    isCollecting = true
    defer { isCollecting = false }
    var holders = strongHolders()
    var changed = true
    while changed {
      changed = false
      work += objects.count
      for index in objects.indices where !objects[index].isDead {
        let id = objects[index].id
        if !isStronglyHeld(id, holders: holders) {
          try deallocate(id, holders: &holders)
          changed = true
        }
      }
    }
  }

  /// Marks `id` dead, logs its `deinit` (objects the scenario made) and runs the user's
  /// `deinit` body, then deallocates what it alone held, in the order it held them — Swift's
  /// order: a class's `deinit` runs before its stored properties are released.
  private func deallocate(_ id: ObjectID, holders: inout StrongHolders) throws {
    self[id].isDead = true
    let record = self[id]
    if !record.isInternal && record.kind != .transitionContext && record.kind != .storyboardSegue {
      events.append(
        LogEvent(
          kind: .deinitialized(id), cause: statementStack.first, origin: statementStack.last,
          index: events.count))
    }
    if windowRoot == id { windowRoot = nil }
    if let host, host.implements("deinit", on: id) {
      deinitializing.insert(id)
      defer { deinitializing.remove(id) }
      try step()
      let madeBefore = statementObjects.count
      _ = try host.invoke("deinit", on: id, arguments: [])
      // What the body made lives only as long as the body (its locals and temporaries).
      for made in statementObjects[madeBefore...] where contains(made) {
        self[made].temporaryHolds = max(0, self[made].temporaryHolds - 1)
      }
      statementObjects.removeSubrange(madeBefore...)
      holders = strongHolders()
      if isStronglyHeld(id, holders: holders) { throw error(.escapedDeinit(id)) }
    }
    for owned in ownedObjects(of: id) where !self[owned].isDead && !isStronglyHeld(owned, holders: holders) {
      try deallocate(owned, holders: &holders)
    }
  }
}
