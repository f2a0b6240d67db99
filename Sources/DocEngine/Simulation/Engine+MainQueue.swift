/// The main queue and a virtual clock: `DispatchQueue.main.async`, `asyncAfter`, and
/// `UIView.animate` completions.
///
/// The model (docs/engine.md, "Time"): a scenario's top-level statement is one event the app
/// handles (a tap, a call from the debugger); when it returns, the run loop turns until the main
/// queue is empty, advancing the clock to each timed task's deadline, so every statement starts
/// on a settled app. Inside an animated presentation, dismissal or push/pop, work already due
/// runs between the `will` and `did` callbacks, as the run loop turns during the animation; a
/// transition without animation finishes first. An animator whose `completeTransition(_:)`
/// waits for a `UIView.animate` completion gets the clock advanced until it is called.
extension Engine {
  /// One piece of work scheduled on the main queue.
  struct MainQueueTask {
    let due: Double
    let order: Int
    let work: () throws -> Void
  }

  /// Seconds since the scenario began, on the virtual clock.
  public var mainQueueTime: Double { clock }

  /// The most pieces of work the main queue may hold: a scenario that schedules more is
  /// running away (work that schedules more work each time).
  static let mainQueueLimit = 1_000

  /// Schedules `work` to run on the main queue after `delay` seconds (0: the next turn of the
  /// run loop). Work with the same deadline runs in the order it was scheduled. The queue is
  /// kept sorted by (deadline, order), so the next task is always the first.
  public func enqueueOnMain(after delay: Double = 0, _ work: @escaping () throws -> Void) throws {
    guard mainQueue.count < Self.mainQueueLimit else {
      throw error(.mainQueueOverflow(limit: Self.mainQueueLimit))
    }
    mainQueueOrder += 1
    let due = clock + (delay.isFinite ? max(0, delay) : 0)
    // After every task due no later: same-deadline work keeps its scheduling order.
    var low = 0
    var high = mainQueue.count
    while low < high {
      let middle = (low + high) / 2
      if mainQueue[middle].due <= due { low = middle + 1 } else { high = middle }
    }
    mainQueue.insert(MainQueueTask(due: due, order: mainQueueOrder, work: work), at: low)
  }

  /// Runs main-queue work in deadline order, advancing the clock to each task's deadline. With
  /// `dueNow`, only work due without advancing the clock; `until` stops early once it holds.
  func runMainQueue(dueNow: Bool = false, until done: () -> Bool = { false }) throws {
    while !done(), let task = mainQueue.first {
      if dueNow && task.due > clock { return }
      mainQueue.removeFirst()
      clock = max(clock, task.due)
      try step()
      try task.work()
    }
  }

  /// Runs the first piece of main-queue work, the clock advanced to its deadline; false when
  /// the queue is empty.
  func runNextMainQueueTask() throws -> Bool {
    guard let task = mainQueue.first else { return false }
    mainQueue.removeFirst()
    clock = max(clock, task.due)
    try step()
    try task.work()
    return true
  }

  /// The run loop turning during an animation: work already due runs now.
  func animationFrame(_ animated: Bool) throws {
    try sendViewIsAppearing()
    if animated && !mainQueue.isEmpty { try runMainQueue(dueNow: true) }
  }
}
