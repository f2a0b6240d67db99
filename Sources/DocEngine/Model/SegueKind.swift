/// The kind of a storyboard segue, as Interface Builder offers them.
public enum SegueKind: Hashable, Sendable {
  /// Push when the source is in a navigation controller, otherwise present.
  case show
  /// Present modally with the destination's own `modalPresentationStyle`.
  case present
  /// Present modally with the given style.
  case presentModally(ModalPresentationStyle)
  /// A custom `UIStoryboardSegue`; the engine performs it as `.present` (engine choice).
  case custom
  /// An unwind segue to the controller that implements `action` (e.g. `"unwindToA"`).
  case unwind(action: String)
}
