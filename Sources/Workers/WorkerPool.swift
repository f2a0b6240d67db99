import Foundation
import Synchronization

/// docgen's one pool of worker threads: as many as there are cores, each with a large stack.
///
/// Parsing and interpreting recurse once per level of nesting, per link of a chain and per
/// user call; the limits (`SourceGuard`, `Interpreter.maxCallDepth`) are chosen so that this
/// stack always suffices, even in a debug build, whose frames are several times larger. A
/// default thread's 8 MiB would not. The stack is reserved, not touched: only the pages a run
/// uses are ever backed by memory.
///
/// ``concurrentPerform(iterations:_:)`` (and `parallelMap` on it) runs a loop on one worker
/// per core, and ``run(_:)`` on a worker just calls its work; elsewhere `run` starts a worker
/// of its own. So a build starts one thread per core, not one per scenario.
public enum WorkerPool {
  /// Each worker's stack, in bytes.
  public static let stackSize = 512 << 20
  static let marker = "docgen.worker"

  /// True on one of the pool's threads (a big stack).
  public static var isWorker: Bool { Thread.current.threadDictionary[marker] != nil }

  /// Runs `work` on a worker (this thread, when it is one) and returns its result.
  public static func run<T>(_ work: () -> T) -> T {
    if isWorker { return work() }
    return withoutActuallyEscaping(work) { work in
      let handOff = HandOff(work)
      let thread = Thread {
        Thread.current.threadDictionary[marker] = true
        handOff.perform()
      }
      thread.stackSize = stackSize
      thread.start()
      return handOff.result()
    }
  }

  /// Calls `body` for every index in `0..<iterations`, on as many workers as there are cores,
  /// and returns when all are done. Which worker runs which index varies; callers that need an
  /// order keep results by index (`parallelMap`).
  public static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    withoutActuallyEscaping(body) { body in
      let workers = max(1, min(iterations, ProcessInfo.processInfo.activeProcessorCount))
      let queue = IndexQueue(count: iterations, body: body)
      let done = DispatchGroup()
      for _ in 0..<workers {
        done.enter()
        let thread = Thread {
          Thread.current.threadDictionary[marker] = true
          queue.drain()
          done.leave()
        }
        thread.stackSize = stackSize
        thread.start()
      }
      done.wait()
      // The threads may outlive this call by a moment: the body must not
      // (`withoutActuallyEscaping` checks that nothing holds it).
      queue.release()
    }
  }

  /// Hands out indices to the workers, one at a time; the body is dropped once all ran.
  private final class IndexQueue: Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int
    private let body: Locked<(@Sendable (Int) -> Void)?>

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
      self.count = count
      self.body = Locked(body)
    }

    func drain() {
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < count, let work = body.value else { return }
        work(index)
      }
    }

    func release() {
      body.withLock { $0 = nil }
    }
  }
}

extension Array where Element: Sendable {
  /// `map` over all cores, results in input order, so parallel work cannot change the output.
  /// The workers are the pool's big-stack threads, so the scenarios a page runs need no thread
  /// of their own.
  public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    let results = Locked([T?](repeating: nil, count: count))
    let input = self
    WorkerPool.concurrentPerform(iterations: count) { index in
      let value = transform(input[index])
      results.withLock { $0[index] = value }
    }
    return results.withLock { slots in slots.map { $0! } }
  }
}
