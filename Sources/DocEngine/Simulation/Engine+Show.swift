/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit's indirection that lets a
/// controller display another without knowing its container (docs/engine.md 30).
///
/// `targetViewController(forAction:sender:)` walks up from the caller (its parent, else the
/// controller presenting it) to the first controller whose class overrides the action:
/// `UINavigationController` overrides `show` only (it pushes); `UISplitViewController`
/// overrides both; tab bar and page controllers override neither and are walked through. When
/// no controller overrides the action, UIViewController's own implementation has the window's
/// root controller present `vc` modally — for `showDetailViewController` as for `show`.
///
/// A split view controller's behaviour depends on its width: with a regular width `show`
/// replaces the primary column and `showDetailViewController` the secondary one; with a compact
/// width (the engine's iPhone) `showDetailViewController` calls `show(_:sender:)`, and what a
/// collapsed split view controller's `show` does is not documented: the engine refuses it.
extension Engine {
  /// The horizontal size class a split view controller lays itself out for.
  public enum SizeClass: Sendable, Hashable {
    case compact
    case regular
  }

  /// `source.show(vc, sender:)`.
  public func show(_ vc: ObjectID, from source: ObjectID) throws {
    try requireViewController(source)
    try requireViewController(vc)
    guard let target = target(from: source, overriding: .show) else {
      try presentFromWindowRoot(vc)
      return
    }
    if self[target].kind == .navigationController {
      try push(vc, onto: target, animated: true)
    } else {
      try splitShow(vc, in: target)
    }
  }

  /// `source.showDetailViewController(vc, sender:)`.
  public func showDetail(_ vc: ObjectID, from source: ObjectID) throws {
    try requireViewController(source)
    try requireViewController(vc)
    guard let split = target(from: source, overriding: .showDetail) else {
      try presentFromWindowRoot(vc)
      return
    }
    guard splitSizeClass == .regular else {
      // "In a compact environment, the split view controller's implementation of this
      // method calls show(_:sender:)."
      try splitShow(vc, in: split)
      return
    }
    let columns = self[controller: split].children
    // The same controller as the one it would replace: nothing happens.
    guard columns.count < 2 || columns[1] != vc else { return }
    try setViewControllers(columns.isEmpty ? [vc] : [columns[0], vc], of: split, animated: false)
  }

  /// A split view controller's own `show`: with a regular width `vc` replaces the primary
  /// column; collapsed (compact), refused.
  private func splitShow(_ vc: ObjectID, in split: ObjectID) throws {
    guard splitSizeClass == .regular else { throw error(.collapsedSplitShow(split: split, shown: vc)) }
    let columns = self[controller: split].children
    guard columns.first != vc else { return }
    try setViewControllers([vc] + columns.dropFirst().filter { $0 != vc }, of: split, animated: false)
  }

  /// No controller overrides the action: the window's root controller presents `vc` (as a
  /// root that already presents something warns, W1).
  private func presentFromWindowRoot(_ vc: ObjectID) throws {
    guard let root = windowRoot else { return }
    try present(vc, from: root, animated: true, completion: nil)
  }

  /// The two actions `targetViewController(forAction:sender:)` is asked about here.
  private enum ShowAction {
    case show
    case showDetail
  }

  /// The first controller from `source` up (parent, else presenting controller) whose class
  /// overrides `action`.
  private func target(from source: ObjectID, overriding action: ShowAction) -> ObjectID? {
    var current: ObjectID? = source
    var seen = Set<ObjectID>()
    while let id = current, seen.insert(id).inserted {
      switch (self[id].kind, action) {
      case (.navigationController, .show), (.splitViewController, _): return id
      default: current = self[controller: id].parent ?? self[controller: id].presentation?.presenting
      }
    }
    return nil
  }
}
