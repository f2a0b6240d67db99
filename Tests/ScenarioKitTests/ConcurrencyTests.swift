import Testing

@testable import ScenarioKit

/// `Task { … }` and `async`/`await` on the main actor's virtual clock (docs/engine.md 50), one
/// test per rule of Swift's concurrency proposals (SE-0296, SE-0304, SE-0316) the engine
/// keeps, named after it.
@Suite struct ConcurrencyTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "SE-0304 unstructured tasks: a Task made on the main actor runs on it, after the code that made it",
      source: """
        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                Task { print("task runs") }
                DispatchQueue.main.async { print("queued after the task") }
                print("viewDidLoad ends")
            }
        }
        window.rootViewController = HomeViewController()
        """,
      lines: [
        "HomeViewController.viewDidLoad", "viewDidLoad ends", "HomeViewController.viewWillAppear",
        "HomeViewController.viewDidAppear", "task runs", "queued after the task",
      ]),
    LogExample(
      name:
        "SE-0296 suspension points: calling an async function does not suspend; Task.sleep does, on the virtual clock",
      source: """
        func load(_ name: String, seconds: Int) async -> String {
            print("start \\(name)")
            try? await Task.sleep(for: .seconds(seconds))
            print("end \\(name)")
            return name
        }
        do {
            Task {
                let slow = await load("slow", seconds: 2)
                print("got \\(slow)")
            }
            Task {
                let quick = await load("quick", seconds: 1)
                print("got \\(quick)")
            }
        }
        """,
      lines: ["start slow", "start quick", "end quick", "got quick", "end slow", "got slow"]),
    LogExample(
      name: "Task.sleep(for:) advances the virtual clock by the duration given",
      source: """
        do {
            Task {
                for tick in 1...3 {
                    try await Task.sleep(for: .milliseconds(500))
                    print("tick \\(tick)")
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { print("1.2 s") }
        }
        """,
      lines: ["tick 1", "tick 2", "1.2 s", "tick 3"]),
    LogExample(
      name:
        "SE-0304 cancellation: cancelling a task before it runs: Task.isCancelled, and sleep throws CancellationError",
      source: """
        do {
            let task = Task {
                print("cancelled at start: \\(Task.isCancelled)")
                do {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    print("slept")
                } catch is CancellationError {
                    print("sleep threw CancellationError")
                }
            }
            task.cancel()
            print("isCancelled: \\(task.isCancelled)")
        }
        print("Task.isCancelled outside any task: \\(Task.isCancelled)")
        """,
      lines: [
        "isCancelled: true", "cancelled at start: true", "sleep threw CancellationError",
        "Task.isCancelled outside any task: false",
      ]),
    LogExample(
      name: "SE-0304 cancellation: a sleeping task is woken by cancel() and its sleep throws",
      source: """
        do {
            let download = Task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("finished")
                } catch {
                    print("stopped: \\(error)")
                }
            }
            Task {
                try? await Task.sleep(for: .seconds(1))
                print("cancelling at 1 s")
                download.cancel()
            }
        }
        """,
      lines: ["cancelling at 1 s", "stopped: CancellationError()"]),
    LogExample(
      name: "SE-0304 task handles: await task.value waits for the task and gives its result",
      source: """
        let sum = Task { () -> Int in
            try? await Task.sleep(for: .seconds(1))
            return 21 + 21
        }
        Task {
            print("waiting")
            let value = await sum.value
            print("value \\(value)")
        }
        """,
      lines: ["waiting", "value 42"]),
    LogExample(
      name: "SE-0304 task handles: a task's error comes out of try await task.value",
      source: """
        enum FetchError: Error { case notFound }
        let fetch = Task { () throws -> String in
            throw FetchError.notFound
        }
        Task {
            do {
                let name = try await fetch.value
                print(name)
            } catch FetchError.notFound {
                print("not found")
            }
        }
        """,
      lines: ["not found"]),
    LogExample(
      name: "SE-0316 global actors: await MainActor.run runs its body at once on the main actor",
      source: """
        func refresh() async -> Int {
            try? await Task.sleep(for: .seconds(1))
            let count = await MainActor.run { () -> Int in
                print("updating the UI")
                return 3
            }
            return count
        }
        Task { print("count \\(await refresh())") }
        """,
      lines: ["updating the UI", "count 3"]),
    LogExample(
      name: "Task.yield lets work already queued run first",
      source: """
        do {
            Task {
                print("a1")
                await Task.yield()
                print("a2")
            }
            Task { print("b") }
        }
        """,
      lines: ["a1", "b", "a2"]),
    LogExample(
      name: "ARC: a task holds what its closure captured, self too when used without 'self.', until it finishes",
      source: """
        class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    title = "Loaded"
                    print("task done")
                }
            }
        }
        do {
            let profile = ProfileViewController()
            _ = profile.view
            print("profile's variable gone")
        }
        print("end")
        """,
      lines: ["profile.viewDidLoad", "profile's variable gone", "task done", "profile.deinit", "end"]),
    LogExample(
      name: "ARC: a task with [weak self] does not keep its controller; self reads nil once it is freed",
      source: """
        class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                Task { [weak self] in
                    try? await Task.sleep(for: .seconds(2))
                    guard let self else {
                        print("the screen is gone")
                        return
                    }
                    self.title = "Loaded"
                }
            }
        }
        do {
            let profile = ProfileViewController()
            _ = profile.view
        }
        print("end")
        """,
      lines: ["profile.viewDidLoad", "profile.deinit", "the screen is gone", "end"]),
    LogExample(
      name: "Determinism: the same tasks and sleeps give the same log, in the order of the virtual clock",
      source: """
        for index in 0..<3 {
            Task {
                try? await Task.sleep(for: .milliseconds(100 * (3 - index)))
                print("task \\(index)")
            }
        }
        """,
      lines: ["task 2", "task 1", "task 0"]),
  ]

  @Test(arguments: examples)
  func runsOnTheMainActorsClock(_ example: LogExample) {
    example.check()
  }

  @Test("Determinism: a scenario with tasks logs the same bytes on every run")
  func sameLogEveryRun() {
    let source = Self.examples.map(\.source).last!
    let logs = (0..<5).map { _ in run(source).log }
    #expect(Set(logs).count == 1)
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "SE-0296: a call to an async function must be marked await",
      source: "func load() async -> Int { 1 }\nTask { let n = load() }",
      message: "expression is 'async' but is not marked with 'await'"),
    RefusalExample(
      name: "SE-0296: await in a function that is not async is swiftc's error",
      source: "func load() async {}\nfunc refresh() { await load() }",
      message: "'async' call in a function that does not support concurrency"),
    RefusalExample(
      name: "Task.sleep throws: it needs try",
      source: "Task { await Task.sleep(nanoseconds: 1) }",
      message: "call can throw but is not marked with 'try'"),
    RefusalExample(
      name: "an async closure cannot be main-queue work: DispatchQueue.main.async takes a synchronous one",
      source: "func load() async {}\nDispatchQueue.main.async { await load() }",
      message: "cannot pass function of type '() async -> ()' to parameter expecting synchronous function type"),
    RefusalExample(
      name: "a detached task leaves the main actor: not simulated",
      source: "Task.detached { print(1) }",
      message:
        "'Task.detached(operation:)' is Swift concurrency API that DocEngine does not simulate yet: a detached task runs off the main actor, and scenarios run everything on it; use 'Task { … }'"
    ),
  ]

  @Test(arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }
}
