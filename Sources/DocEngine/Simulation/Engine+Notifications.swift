/// `NotificationCenter.default`: observers and synchronous posting, as Foundation does it.
///
/// `post(name:object:)` calls every matching observer at once, in the order they were added,
/// before `post` returns. Selector-based observers are held weakly (a freed observer is
/// skipped, as Foundation has done since iOS 9); block-based ones
/// (`addObserver(forName:object:queue:using:)`) are held by the center until
/// `removeObserver(token)`. A `queue: .main` block still runs at once when posting on the main
/// queue, as there. The engine decides who hears a notification; the caller runs each
/// observer's code (`deliver`), knowing where in the scenario the post came from.
extension Engine {
  /// How many observers the center holds (a post compares each one's name).
  public var notificationObserverCount: Int { notificationObservers.count }

  /// `addObserver(observer, selector:, name:, object:)`, and a block observer under `token`
  /// (`addObserver(forName:object:queue:using:)`).
  public func addObserver(_ receiver: NotificationReceiver, name: String?, sender: ObjectID?) {
    notificationObservers.append(NotificationObserver(receiver: receiver, name: name, sender: sender))
  }

  /// `removeObserver(_:)` and `removeObserver(_:name:object:)`: every observer `matches`
  /// picks, of `name` when one is given. Returns who was removed.
  @discardableResult
  public func removeObservers(name: String?, where matches: (NotificationReceiver) -> Bool)
    -> [NotificationReceiver]
  {
    var removed: [NotificationReceiver] = []
    notificationObservers.removeAll { observer in
      guard name == nil || observer.name == name, matches(observer.receiver) else { return false }
      removed.append(observer.receiver)
      return true
    }
    return removed
  }

  /// `post(name:object:)`: each observer registered now, of that name (or every name) and that
  /// sender (or any), in the order they were added. A freed observer is skipped; one without
  /// the method is UIKit's "unrecognized selector".
  public func post(_ name: String, sender: ObjectID?, deliver: (NotificationReceiver) throws -> Void) throws {
    for observer in notificationObservers where observer.name == nil || observer.name == name {
      if let only = observer.sender, sender != only { continue }
      if case .method(let target, let selector) = observer.receiver {
        guard !self[target].isDead else { continue }
        guard implements(selector, on: target) else { throw error(.unrecognizedSelector(selector, target: target)) }
      }
      try deliver(observer.receiver)
    }
  }
}
