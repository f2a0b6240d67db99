import Foundation

/// Runs work on threads with a large stack.
///
/// Parsing and interpreting recurse once per level of nesting, per link of a chain and per
/// user call; the limits (``SourceGuard``, ``Interpreter/maxCallDepth``) are chosen so that
/// this stack always suffices, even in a debug build, whose frames are several times larger.
/// A default thread's 8 MiB would not. The stack is reserved, not touched: only the pages a run
/// uses are ever backed by memory.
///
/// ``concurrentPerform(iterations:_:)`` runs a loop on one big-stack thread per core (the
/// site builds and checks through it), and ``run(_:)`` on such a thread just calls its work;
/// elsewhere `run` starts a thread of its own. So a build starts two threads, not one per
/// scenario.
public enum DeepStack {
  static let stackSize = 512 << 20
  private static let marker = "docgen.deepStack"

  /// Runs `work` on a big-stack thread (this one, when it is one) and returns its result.
  public static func run<T>(_ work: () -> T) -> T {
    if Thread.current.threadDictionary[marker] != nil { return work() }
    return withoutActuallyEscaping(work) { work in
      let box = ResultBox<T>(work: work)
      let thread = Thread { box.runAndSignal() }
      thread.stackSize = stackSize
      thread.start()
      box.done.wait()
      return box.take()
    }
  }

  /// Calls `body` for every index in `0..<iterations`, on as many big-stack threads as there
  /// are cores, and returns when all are done. Which thread runs which index varies; callers
  /// that need an order keep results by index.
  public static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    withoutActuallyEscaping(body) { body in
      let workers = max(1, min(iterations, ProcessInfo.processInfo.activeProcessorCount))
      let queue = IndexQueue(count: iterations, body: body)
      let done = DispatchSemaphore(value: 0)
      for _ in 0..<workers {
        let thread = Thread {
          Thread.current.threadDictionary[marker] = true
          queue.drain()
          done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
      }
      for _ in 0..<workers { done.wait() }
      queue.release()
    }
  }

  /// Hands out indices to the workers; the body is dropped once all ran.
  private final class IndexQueue: @unchecked Sendable {
    private var next = 0
    private let count: Int
    private var body: ((Int) -> Void)?
    private let lock = NSLock()

    init(count: Int, body: @escaping (Int) -> Void) {
      self.count = count
      self.body = body
    }

    func drain() {
      while true {
        lock.lock()
        let index = next
        next += 1
        let work = body
        lock.unlock()
        guard index < count, let work else { return }
        work(index)
      }
    }

    func release() {
      lock.lock()
      body = nil
      lock.unlock()
    }
  }

  /// Hands the work to the thread and its result back; the semaphore orders the two.
  /// The work is dropped as soon as it ran, so nothing holds it once `run` returns.
  private final class ResultBox<T>: @unchecked Sendable {
    private var work: (() -> T)?
    let done = DispatchSemaphore(value: 0)
    private var result: T?

    init(work: @escaping () -> T) {
      self.work = work
    }

    func runAndSignal() {
      result = work?()
      work = nil
      done.signal()
    }

    func take() -> T {
      guard let result else { preconditionFailure("DeepStack: the work did not run") }
      return result
    }
  }
}
