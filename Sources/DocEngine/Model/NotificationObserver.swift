/// One observer of `NotificationCenter.default`.
struct NotificationObserver {
  let receiver: NotificationReceiver
  /// `nil` observes every name.
  let name: String?
  /// Only notifications from this sender, when set.
  let sender: ObjectID?
}

/// Who hears a notification: an object's method (held weakly) or a block the scenario wrote
/// (held by the center), named by the token its caller handed the scenario.
public enum NotificationReceiver: Hashable, Sendable {
  case method(observer: ObjectID, selector: String)
  case block(token: Int)
}
