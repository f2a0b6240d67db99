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
    if statementStack.isEmpty { collectGarbage() }
  }

  /// A strong stored property `slot` of user object `owner` now holds `target` (or nothing).
  public func setStrongReference(from owner: ObjectID, slot: String, to target: ObjectID?) {
    guard contains(owner) else { return }
    self[owner].strongSlots.removeAll { $0.slot == slot }
    if let target, contains(target) {
      self[owner].strongSlots.append((slot: slot, target: target))
    }
    if statementStack.isEmpty { collectGarbage() }
  }

  /// The number of strong references to `id` from live owners.
  public func referenceCount(of id: ObjectID) -> Int {
    strongOwners(of: id).count
  }

  // MARK: - Counting

  /// Every live owner holding `id` strongly, one entry per reference (`nil` for variables,
  /// temporary holds and the window).
  func strongOwners(of id: ObjectID) -> [ObjectID?] {
    let record = self[id]
    var owners: [ObjectID?] = Array(repeating: nil, count: record.externalRetains + record.temporaryHolds)
    if windowRoot == id { owners.append(nil) }
    if let parent = record.parent, !self[parent].isDead, self[parent].children.contains(id) {
      owners.append(parent)
    }
    if let presentation = record.presentation, !self[presentation.presenting].isDead {
      owners.append(presentation.presenting)
    }
    if let presented = record.presented, !self[presented].isDead {
      owners.append(presented)
    }
    for other in objects where !other.isDead {
      if other.presentationController == id { owners.append(other.id) }
      for slot in other.strongSlots where slot.target == id { owners.append(other.id) }
    }
    return owners
  }

  /// What `id` holds strongly, in the order its deinit releases them.
  func ownedObjects(of id: ObjectID) -> [ObjectID] {
    let record = self[id]
    var owned = record.children
    if let presented = record.presented { owned.append(presented) }
    if let presenting = record.presentation?.presenting { owned.append(presenting) }
    if let pc = record.presentationController { owned.append(pc) }
    owned += record.strongSlots.map(\.target)
    return owned
  }

  // MARK: - Collecting

  /// Deallocates every object no live owner holds, logging `deinit` owner first.
  func collectGarbage() {
    var changed = true
    while changed {
      changed = false
      for index in objects.indices where !objects[index].isDead {
        let id = objects[index].id
        if strongOwners(of: id).isEmpty {
          deallocate(id)
          changed = true
        }
      }
    }
  }

  /// Marks `id` dead, logs its `deinit` (objects the scenario made), then deallocates what
  /// it alone held, in the order it held them.
  private func deallocate(_ id: ObjectID) {
    self[id].isDead = true
    let record = self[id]
    if !record.isInternal && record.kind != .transitionContext && record.kind != .storyboardSegue {
      events.append(
        LogEvent(
          kind: .deinitialized(id), cause: statementStack.first, origin: statementStack.last,
          index: events.count))
    }
    if windowRoot == id { windowRoot = nil }
    for owned in ownedObjects(of: id) where !self[owned].isDead && strongOwners(of: owned).isEmpty {
      deallocate(owned)
    }
  }
}
