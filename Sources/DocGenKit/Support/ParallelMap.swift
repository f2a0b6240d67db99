import Dispatch
import Foundation
import ScenarioKit

extension Array where Element: Sendable {
  /// `map` over all cores, results in input order, so parallel work cannot change the output.
  /// The workers are big-stack threads (``DeepStack``), so the scenarios a page runs need no
  /// thread of their own.
  func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    let results = ResultSlots<T>(count: count)
    let input = self
    DeepStack.concurrentPerform(iterations: count) { index in
      results.set(index, transform(input[index]))
    }
    return results.values()
  }
}

/// One slot per result, written once each from different threads.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private var slots: [T?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func values() -> [T] { slots.map { $0! } }
}

/// A value computed on a thread of its own while the caller goes on; ``value`` waits for it.
final class BackgroundValue<T: Sendable>: @unchecked Sendable {
  private var result: T?
  private let done = DispatchSemaphore(value: 0)

  init(_ compute: @escaping @Sendable () -> T) {
    let thread = Thread { [self] in
      result = compute()
      done.signal()
    }
    thread.start()
  }

  /// The value, once computed (the semaphore orders the write before this read).
  var value: T {
    done.wait()
    done.signal()
    return result!
  }
}
