import Dispatch
import Foundation

/// A value that one thread supplies once and others wait for.
///
/// The semaphore says when it is there; the value itself is ``Locked``, so the compiler
/// checks that it may cross threads.
public final class Eventual<Value: Sendable>: Sendable {
  private let slot = Locked<Value?>(nil)
  private let ready = DispatchSemaphore(value: 0)

  public init() {}

  /// Supplies the value; call once.
  public func fulfil(_ value: Value) {
    slot.withLock { $0 = value }
    ready.signal()
  }

  /// The value, once supplied (waits until then).
  public var value: Value {
    ready.wait()
    ready.signal()
    guard let value = slot.value else { preconditionFailure("Eventual: signalled without a value") }
    return value
  }
}

/// A value computed on a thread of its own while the caller goes on; ``value`` waits for it.
public final class BackgroundValue<Value: Sendable>: Sendable {
  private let result = Eventual<Value>()

  public init(_ compute: @escaping @Sendable () -> Value) {
    Thread { [result] in result.fulfil(compute()) }.start()
  }

  public var value: Value { result.value }
}

/// How many pieces of work are still to finish; ``wait()`` returns once all have arrived.
public final class Countdown: Sendable {
  private let group = DispatchGroup()

  public init(_ count: Int) {
    for _ in 0..<max(0, count) { group.enter() }
  }

  /// One piece is done; call once per piece.
  public func arrive() { group.leave() }

  /// Returns once every piece has arrived (at once when there were none).
  public func wait() { group.wait() }
}
