/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit's indirection that lets a
/// controller display another without knowing its container.
///
/// `targetViewController(forAction:sender:)` walks up from the caller (parents, then the
/// presenting controller) to the first controller that overrides the action: a navigation
/// controller for `show` (it pushes), a split view controller for `showDetail` (it installs the
/// detail column). When none does, `show` has the window's root controller present modally,
/// and `showDetail` falls back to `show`.
extension Engine {
  /// `source.show(vc, sender:)`.
  public func show(_ vc: ObjectID, from source: ObjectID) throws {
    try requireViewController(source)
    try requireViewController(vc)
    if let nav = target(from: source, where: { self[$0].kind == .navigationController }) {
      try push(vc, onto: nav, animated: true)
    } else if let root = windowRoot {
      try present(vc, from: root, animated: true, completion: nil)
    }
  }

  /// `source.showDetailViewController(vc, sender:)`.
  public func showDetail(_ vc: ObjectID, from source: ObjectID) throws {
    try requireViewController(source)
    try requireViewController(vc)
    guard let split = target(from: source, where: { self[$0].kind == .splitViewController }) else {
      try show(vc, from: source)
      return
    }
    let columns = self[controller: split].children
    try setViewControllers(columns.isEmpty ? [vc] : [columns[0], vc], of: split, animated: false)
  }

  /// The first controller from `source` up (parent, else presenting controller) that `handles`.
  private func target(from source: ObjectID, where handles: (ObjectID) -> Bool) -> ObjectID? {
    var current: ObjectID? = source
    var seen = Set<ObjectID>()
    while let id = current, seen.insert(id).inserted {
      if handles(id) { return id }
      current = self[controller: id].parent ?? self[controller: id].presentation?.presenting
    }
    return nil
  }
}
