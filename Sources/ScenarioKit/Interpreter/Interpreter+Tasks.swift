import DocEngine
import Workers

/// `Task { … }` and `async`/`await` on the main actor's virtual clock (docs/engine.md 50).
///
/// Everything a scenario runs is on the main actor, so a task made with `Task { … }` is
/// main-queue work: its body starts on a later turn of the run loop (after the statement that
/// made it, like `DispatchQueue.main.async`), runs until it finishes or suspends at an
/// `await` that waits (`Task.sleep`, `Task.yield()`, another task's `value`), and goes on in a
/// later piece of main-queue work when what it waits for is done (the clock advanced to a
/// sleep's end). Calling an `async` function does not suspend by itself.
///
/// An interpreted body cannot stop in the middle of a call and return later, so each task
/// runs on a ``Coroutine``: its own stack, run only while the thread that resumed it waits.
/// One piece of code runs at a time, in an order fixed by the main queue: the same scenario
/// gives the same log.
final class ScenarioTask {
  enum State {
    /// Made, its first turn not run yet.
    case waiting
    case running
    /// At an `await` that waits.
    case suspended
    case finished
  }

  let id: ElementID
  let closure: ClosureValue
  /// Where `Task {` is written.
  let position: SourcePosition
  var state = State.waiting
  var coroutine: Coroutine?
  var isCancelled = false
  /// The body's value or the error it threw, once finished.
  var result: Result<Value, ThrownError>?
  /// An error that stops the scenario, raised in the body: the resumer raises it again.
  var failure: (any Error)?
  /// The objects the task holds until it finishes: what its closure captured.
  var held: [ObjectID] = []
  /// While suspended in `Task.sleep`: cancelling wakes it, and the sleep throws.
  var isSleeping = false
  /// Counts suspensions: a wake-up scheduled for an earlier one is stale.
  var suspension = 0
  /// Tasks waiting for this one's `value`.
  var waiters: [ScenarioTask] = []
  /// Set when the session ends with the task suspended: it unwinds without running more code.
  var isAbandoned = false
  /// What the task had open when it suspended (statements, call depth, `try`/`await` marks),
  /// and what its resumer had when it resumed it.
  var saved = SavedContext()
  var base = SavedContext()

  struct SavedContext {
    var statements: [StatementTag] = []
    var openStatements = 0
    var callDepth = 0
    var marks = EffectMarks()
  }

  init(id: ElementID, closure: ClosureValue, position: SourcePosition) {
    self.id = id
    self.closure = closure
    self.position = position
  }
}

/// Unwinds a task the session gave up on (it ended with the task suspended).
struct TaskAbandoned: Error {}

extension Interpreter {
  /// The most tasks a scenario may have alive (made, not finished) at once, and make in all:
  /// each is a thread while it lives.
  static let maxLiveTasks = 64
  static let maxTasks = 1_000

  // MARK: - Making and running tasks

  /// `Task { … }`, `Task(priority: .userInitiated) { … }`: the body is main-queue work that
  /// starts after the current statement (SE-0304: an unstructured task made on an actor runs
  /// on it). The task holds what its closure captured — `self` too when the body uses its
  /// members without `self.` (SE-0304 lets it) — until it finishes.
  func makeTask(_ args: CallArguments, at position: SourcePosition) throws -> Value {
    var operation = args.trailing
    for (index, label) in args.labels.enumerated() {
      switch label {
      case "priority":
        try checkEnumCase(
          args.values[index], of: "TaskPriority",
          cases: ["high", "medium", "low", "userInitiated", "utility", "background", "default"],
          at: args.positions[index])
      case "operation" where operation == nil:
        operation = args.values[index]
      default:
        throw RuntimeIssue.arguments(
          "no initializer of 'Task' takes the labels (\(Self.labelList(args.labels))); use 'Task { … }' or 'Task(priority:operation:)'",
          at: position)
      }
    }
    guard case .closure(let closure)? = operation else {
      throw RuntimeIssue.arguments("missing argument for parameter 'operation' in call", at: position)
    }
    let live = tasks.values.count { $0.state != .finished }
    guard live < Self.maxLiveTasks, tasks.count < Self.maxTasks else {
      throw RuntimeIssue(
        id: DiagnosticID.limit,
        message:
          "this scenario has more than \(live < Self.maxLiveTasks ? Self.maxTasks : Self.maxLiveTasks) tasks\(live < Self.maxLiveTasks ? "" : " alive at once"); scenarios must be small",
        position: position)
    }
    let id = engine.makeElement(.task)
    let task = ScenarioTask(id: id, closure: closure, position: position)
    task.held = closure.heldObjects + implicitSelf(of: closure)
    tasks[id] = task
    for object in task.held { engine.retain(object) }
    try withEngine(at: position) {
      try engine.enqueueOnMain { [unowned self] in try self.runTurn(of: task) }
    }
    return .element(id)
  }

  /// `self`, when a closure made in a method uses `self`'s members without writing `self`
  /// (and no capture list weakens it): a task's closure holds it then, as Swift's does.
  private func implicitSelf(of value: ClosureValue) -> [ObjectID] {
    let closure = value.closure
    guard let selfObject = value.selfObject, !closure.usesSelf,
      !(closure.weakCaptures + closure.unownedCaptures).contains("self")
    else { return [] }
    let className = engine.className(of: selfObject)
    let members = Set(classes.memberNames(of: className))
    let usesMember = closure.usedNames.contains { name in
      guard lookupLocalVariable(name, in: value.scope) == nil else { return false }
      return members.contains(name) || hasMember(name, on: selfObject)
        || Self.isUIKitMethod(name, of: engine.kind(of: selfObject))
    }
    return usesMember ? [selfObject] : []
  }

  /// One turn of a task: its body from the start, or from the `await` it suspended at, until
  /// it finishes or suspends again. Runs as main-queue work, on whichever thread drains the
  /// queue; that thread waits meanwhile.
  func runTurn(of task: ScenarioTask) throws {
    guard task.state == .waiting || task.state == .suspended, !task.isAbandoned else { return }
    if task.coroutine == nil {
      task.coroutine = Coroutine { [unowned self] _ in self.runBody(of: task) }
    }
    // What the task had open goes back on top of what the resumer has.
    task.base = ScenarioTask.SavedContext(
      openStatements: engine.openStatementCount, callDepth: callDepth, marks: effectMarks)
    engine.reopenStatements(task.saved.statements)
    callDepth += task.saved.callDepth
    effectMarks = task.saved.marks
    let resumer = currentTask
    currentTask = task
    task.state = .running
    task.coroutine?.resume()
    currentTask = resumer
    effectMarks = task.base.marks
    guard task.state == .finished else { return }
    for object in task.held { engine.release(object) }
    task.held = []
    for waiter in task.waiters { try wake(waiter, at: task.position) }
    task.waiters = []
    if let failure = task.failure {
      task.failure = nil
      throw failure
    }
  }

  /// The body, on the task's coroutine: its value or error is the task's result; an error
  /// that stops the scenario is handed to the resumer.
  private func runBody(of task: ScenarioTask) {
    do {
      let value = try callClosure(task.closure, arguments: [], at: task.position, allowingAsync: true)
      task.result = .success(value)
    } catch let thrown as ThrownError {
      task.result = .failure(thrown)
    } catch is TaskAbandoned {
      // The session ended: nothing more runs.
    } catch {
      task.failure = error
    }
    task.state = .finished
  }

  /// Suspends the running task until `wake(_:)`: what it has open is put aside, and the turn
  /// goes back to the thread that resumed it. `sleeping`: `Task.sleep`, which cancelling
  /// interrupts.
  private func suspendCurrentTask(sleeping: Bool, at position: SourcePosition) throws {
    guard let task = currentTask, let coroutine = task.coroutine else {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "'async' call in a function that does not support concurrency",
        position: position)
    }
    task.saved = ScenarioTask.SavedContext(
      statements: engine.suspendStatements(above: task.base.openStatements),
      callDepth: callDepth - task.base.callDepth, marks: effectMarks)
    callDepth = task.base.callDepth
    task.isSleeping = sleeping
    task.state = .suspended
    coroutine.suspend()
    task.isSleeping = false
    if task.isAbandoned { throw TaskAbandoned() }
  }

  /// Schedules `task`'s next turn: main-queue work after `delay` seconds (a stale wake-up, for
  /// a suspension it has left, does nothing).
  private func wake(_ task: ScenarioTask, after delay: Double = 0, at position: SourcePosition) throws {
    let suspension = task.suspension
    try withEngine(at: position) {
      try engine.enqueueOnMain(after: delay) { [unowned self] in
        guard task.suspension == suspension, task.state == .suspended else { return }
        try self.runTurn(of: task)
      }
    }
  }

  // MARK: - Task's API

  /// `try await Task.sleep(nanoseconds:)`, `try await Task.sleep(for: .seconds(n))`: the task
  /// goes on `seconds` later on the virtual clock; cancelled before or meanwhile, it throws
  /// `CancellationError` (the sleep's documentation).
  func sleep(seconds: Double, throwing: Bool, at position: SourcePosition) throws {
    try requireMarks(awaited: true, tried: throwing, at: position)
    guard let task = currentTask else {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "'async' call in a function that does not support concurrency",
        position: position)
    }
    if throwing && task.isCancelled { throw ThrownError(value: cancellationError, position: position) }
    task.suspension += 1
    try wake(task, after: seconds, at: position)
    try suspendCurrentTask(sleeping: throwing, at: position)
    if throwing && task.isCancelled { throw ThrownError(value: cancellationError, position: position) }
  }

  /// `await Task.yield()`: the task lets the work already queued run, then goes on.
  func yieldTask(at position: SourcePosition) throws {
    try requireMarks(awaited: true, tried: false, at: position)
    guard let task = currentTask else { return }
    task.suspension += 1
    try wake(task, at: position)
    try suspendCurrentTask(sleeping: false, at: position)
  }

  /// `task.cancel()`: the flag is set (cancellation is cooperative); a task asleep wakes at
  /// once, in the next piece of main-queue work, and its sleep throws.
  func cancel(_ task: ScenarioTask, at position: SourcePosition) throws {
    guard !task.isCancelled else { return }
    task.isCancelled = true
    if task.state == .suspended && task.isSleeping {
      task.suspension += 1
      try wake(task, at: position)
    }
  }

  /// `await task.value`: the task's result, once it has finished (the running task waits for
  /// it); an error it threw is thrown again.
  func value(of task: ScenarioTask, at position: SourcePosition) throws -> Value {
    try requireMarks(awaited: true, tried: task.closure.closure.isThrowing, at: position)
    if task.state != .finished {
      guard let current = currentTask else {
        throw RuntimeIssue(
          id: DiagnosticID.swiftRule, message: "'async' call in a function that does not support concurrency",
          position: position)
      }
      current.suspension += 1
      task.waiters.append(current)
      try suspendCurrentTask(sleeping: false, at: position)
    }
    switch task.result {
    case .success(let value)?: return value
    case .failure(let thrown)?: throw thrown
    case nil: return .void
    }
  }

  /// `Task.isCancelled`: the running task's flag; false outside any task (SE-0304).
  var currentTaskIsCancelled: Bool { currentTask?.isCancelled ?? false }

  /// `try Task.checkCancellation()`.
  func checkCancellation(at position: SourcePosition) throws {
    try requireMarks(awaited: false, tried: true, at: position)
    if currentTaskIsCancelled { throw ThrownError(value: cancellationError, position: position) }
  }

  /// `await MainActor.run { … }`: everything here runs on the main actor already, so the body
  /// runs at once and its value (or error) is the call's.
  func runOnMainActor(_ args: CallArguments, at position: SourcePosition) throws -> Value {
    let body = args.labels.firstIndex(of: "body").map { args.values[$0] } ?? args.trailing
    guard case .closure(let closure)? = body, args.labels.allSatisfy({ $0 == "body" || $0 == "resultType" }) else {
      throw RuntimeIssue.arguments("use 'await MainActor.run { … }'", at: position)
    }
    try requireMarks(awaited: true, tried: closure.closure.isThrowing, at: position)
    if closure.closure.isAsync {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message: "cannot pass function of type '() async -> ()' to parameter expecting synchronous function type",
        position: closure.closure.position)
    }
    return try callClosure(closure, arguments: [], at: position)
  }

  /// The call at `position` must be marked `await` (an `async` API) and `try` (a throwing one).
  func requireMarks(awaited: Bool, tried: Bool, at position: SourcePosition) throws {
    if awaited && effectMarks.awaits == 0 {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "expression is 'async' but is not marked with 'await'", position: position)
    }
    if tried && effectMarks.tries == 0 {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "call can throw but is not marked with 'try'", position: position)
    }
  }

  /// The session is over: tasks still suspended unwind without running more code, and their
  /// threads end.
  func abandonTasks() {
    for id in tasks.keys.sorted() {
      guard let task = tasks[id], task.state == .suspended else { continue }
      task.isAbandoned = true
      task.coroutine?.resume()
    }
    tasks = [:]
  }
}
