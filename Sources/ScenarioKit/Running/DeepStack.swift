import Foundation

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// Parsing and interpreting recurse once per level of nesting, per link of a chain and per
/// user call; the limits (``SourceGuard``, ``Interpreter/maxCallDepth``) are chosen so that
/// this stack always suffices, even in a debug build, whose frames are several times larger.
/// The threads of a dispatch queue (512 KiB) or the main thread (8 MiB) would not. The stack
/// is reserved, not touched: only the pages a run uses are ever backed by memory.
enum DeepStack {
  static let stackSize = 512 << 20

  static func run<T>(_ work: () -> T) -> T {
    withoutActuallyEscaping(work) { work in
      let box = ResultBox<T>(work: work)
      let thread = Thread { box.runAndSignal() }
      thread.stackSize = stackSize
      thread.start()
      box.done.wait()
      return box.take()
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
