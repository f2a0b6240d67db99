import Dispatch

/// Work handed to another thread while the thread that hands it waits for the result.
///
/// The work and its result need not be `Sendable`: only one thread touches them at a time
/// (the caller until ``perform()`` starts, the worker until it signals, the caller again after
/// ``result()`` returns), and the semaphore orders those turns. That ordering is what the
/// compiler cannot see, so this is the pool's one `@unchecked Sendable`; everything else that
/// threads share is ``Locked``, ``Eventual`` or an atomic.
final class HandOff<T>: @unchecked Sendable {
  private var work: (() -> T)?
  private var value: T?
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping () -> T) {
    self.work = work
  }

  /// Runs the work on the calling thread, then drops it (nothing holds it after the result
  /// is taken).
  func perform() {
    value = work?()
    work = nil
    done.signal()
  }

  /// Waits for ``perform()`` and returns what the work returned.
  func result() -> T {
    done.wait()
    guard let value else { preconditionFailure("HandOff: the work did not run") }
    return value
  }
}
