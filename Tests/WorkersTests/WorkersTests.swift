import Foundation
import Synchronization
import Testing

@testable import Workers

@Suite struct WorkerPoolTests {
  @Test(arguments: [0, 1, 2, 7, 1000])
  func parallelMapKeepsTheInputOrder(count: Int) {
    let input = Array(0..<count)
    #expect(input.parallelMap { $0 * 3 } == input.map { $0 * 3 })
  }

  @Test func concurrentPerformRunsEveryIndexOnce() {
    let seen = Locked([Int](repeating: 0, count: 500))
    WorkerPool.concurrentPerform(iterations: 500) { index in
      seen.withLock { $0[index] += 1 }
    }
    #expect(seen.value == Array(repeating: 1, count: 500))
  }

  @Test func workRunsOnWorkersWithTheBigStack() {
    #expect(WorkerPool.run { WorkerPool.isWorker })
    #expect(WorkerPool.run { Thread.current.stackSize } == WorkerPool.stackSize)
    let onWorkers = [1, 2, 3].parallelMap { _ in WorkerPool.isWorker && Thread.current.stackSize == WorkerPool.stackSize
    }
    #expect(onWorkers == [true, true, true])
  }

  /// Recursion far deeper than a default 8 MiB stack holds (about 64 MiB of frames).
  @Test func deepRecursionFitsOnAWorker() {
    @inline(never) func descend(_ depth: Int) -> Int {
      var frame = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      frame.0 = depth
      return depth == 0 ? withUnsafeBytes(of: &frame) { Int($0[0]) } : descend(depth - 1) &+ 1
    }
    #expect(WorkerPool.run { descend(400_000) } == 400_000)
  }

  @Test func runOnAWorkerDoesNotStartAnotherThread() {
    let (outer, inner) = WorkerPool.run { () -> (Thread, Thread) in
      (Thread.current, WorkerPool.run { Thread.current })
    }
    #expect(outer === inner)
  }

  @Test func runHandsBackAValueThatIsNotSendable() {
    final class Counter { var count = 0 }
    let counter = Counter()
    let result = WorkerPool.run { () -> Counter in
      counter.count += 1
      return counter
    }
    #expect(result === counter && counter.count == 1)
  }
}

@Suite struct SharedValueTests {
  @Test func lockedSerialisesChanges() {
    let total = Locked(0)
    WorkerPool.concurrentPerform(iterations: 10_000) { _ in total.withLock { $0 += 1 } }
    #expect(total.value == 10_000)
  }

  @Test func tallyCountsEachCallOnce() {
    let tally = Tally()
    let numbers = Array(0..<1000).parallelMap { _ in tally.next() }
    #expect(Set(numbers) == Set(1...1000))
  }

  @Test func eventualWaitsForItsValue() {
    let eventual = Eventual<String?>()
    let started = Eventual<Bool>()
    Thread {
      started.fulfil(true)
      Thread.sleep(forTimeInterval: 0.05)
      eventual.fulfil(nil)
    }.start()
    #expect(started.value)
    #expect(eventual.value == .none)
    // Asked again, the same value, at once.
    #expect(eventual.value == .none)
  }

  @Test func backgroundValueIsComputedOnce() {
    let runs = Tally()
    let value = BackgroundValue { () -> Int in
      _ = runs.next()
      return 42
    }
    #expect(value.value == 42 && value.value == 42)
    #expect(runs.next() == 2)
  }

  @Test func countdownReturnsOnceAllArrived() {
    let countdown = Countdown(3)
    let arrived = Locked(0)
    for _ in 0..<3 {
      Thread {
        Thread.sleep(forTimeInterval: 0.02)
        arrived.withLock { $0 += 1 }
        countdown.arrive()
      }.start()
    }
    countdown.wait()
    #expect(arrived.value == 3)
    Countdown(0).wait()
  }
}

@Suite struct CoroutineTests {
  final class Steps: @unchecked Sendable { var list: [String] = [] }

  @Test func theBodyAndItsResumerTakeTurns() {
    let steps = Steps()
    let coroutine = Coroutine { coroutine in
      steps.list.append("body 1")
      coroutine.suspend()
      steps.list.append("body 2")
      coroutine.suspend()
      steps.list.append("body 3")
    }
    steps.list.append("resumer 1")
    coroutine.resume()
    steps.list.append("resumer 2")
    coroutine.resume()
    steps.list.append("resumer 3")
    #expect(!coroutine.isFinished)
    coroutine.resume()
    #expect(coroutine.isFinished)
    coroutine.resume()
    #expect(steps.list == ["resumer 1", "body 1", "resumer 2", "body 2", "resumer 3", "body 3"])
  }

  @Test func aBodyKeepsItsStackAcrossSuspensionsAndRunsOnAWorkerSizedStack() {
    let steps = Steps()
    let coroutine = Coroutine { coroutine in
      func descend(_ depth: Int) -> Int {
        if depth == 0 {
          coroutine.suspend()
          return 0
        }
        return descend(depth - 1) + 1
      }
      steps.list.append("\(WorkerPool.isWorker) \(Thread.current.stackSize == WorkerPool.stackSize)")
      steps.list.append("\(descend(50))")
    }
    coroutine.resume()
    #expect(steps.list == ["true true"])
    coroutine.resume()
    #expect(steps.list == ["true true", "50"])
  }
}
