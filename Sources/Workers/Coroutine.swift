import Dispatch
import Foundation

/// Work that runs in turns with whoever resumes it: the body runs on a thread of its own (a
/// worker-sized stack) only while the resuming thread waits, and gives the turn back when it
/// suspends or finishes. So a body that stops in the middle of a deep call (an interpreted
/// `await`) keeps its stack, and still only one of the two threads ever runs.
///
/// Like ``HandOff``, what the body touches need not be `Sendable`: the semaphores order the
/// turns (the resumer's until ``resume()`` signals, the body's until it suspends or ends, the
/// resumer's again after ``resume()`` returns), which the compiler cannot see; hence this
/// type's `@unchecked Sendable`, the pool's second.
public final class Coroutine: @unchecked Sendable {
  private var body: ((Coroutine) -> Void)?
  private let turn = DispatchSemaphore(value: 0)
  private let handBack = DispatchSemaphore(value: 0)
  private var started = false
  /// Whether the body has returned.
  public private(set) var isFinished = false

  /// A coroutine that will run `body` (given the coroutine, to suspend it) at its first
  /// ``resume()``. No thread exists before then.
  public init(_ body: @escaping (Coroutine) -> Void) {
    self.body = body
  }

  /// Runs the body until it suspends or finishes; returns then. Called by the thread whose
  /// turn it is; resuming a finished coroutine does nothing.
  public func resume() {
    guard !isFinished else { return }
    if !started {
      started = true
      let thread = Thread { [self] in
        Thread.current.threadDictionary[WorkerPool.marker] = true
        turn.wait()
        body?(self)
        body = nil
        isFinished = true
        handBack.signal()
      }
      thread.stackSize = WorkerPool.stackSize
      thread.start()
    }
    turn.signal()
    handBack.wait()
  }

  /// Called by the body, on the coroutine's thread: gives the turn back to the thread that
  /// resumed it, and waits until it is resumed again.
  public func suspend() {
    handBack.signal()
    turn.wait()
  }
}
