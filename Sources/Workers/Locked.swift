import Synchronization

/// A value that several threads share, behind the standard library's `Mutex`: the one way
/// docgen's types hold mutable state across threads, instead of a lock and fields of their
/// own beside it (which the compiler cannot check, hence `@unchecked Sendable`).
public final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  public init(_ value: Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` with the value, alone: no other thread reads or changes it meanwhile.
  public func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try mutex.withLock { value in try body(&value) }
  }

  /// A copy of the value now.
  public var value: Value {
    mutex.withLock { $0 }
  }
}

/// A count shared between threads: each ``next()`` is one more, and says which.
public final class Tally: Sendable {
  private let count = Atomic<Int>(0)

  public init() {}

  /// Adds one and returns the new count (1 for the first call).
  public func next() -> Int {
    count.add(1, ordering: .relaxed).newValue
  }
}
