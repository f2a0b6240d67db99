/// What one session's scenarios may spend: work and memory. Scenarios arrive in pull requests,
/// so each must end quickly whatever it says; real tutorial scenarios use a few thousand steps
/// and a few kilobytes.
///
/// **Work** is counted in steps of about a microsecond of a debug build: one per expression
/// evaluated, one per element an operation visits or copies (`contains`, `reversed()`, `==`,
/// `+` on arrays, ranges, retaining what an array holds), one per 64 bytes of text an operation
/// reads or writes (`+` and `==` on strings, interpolation, `count`), and the engine's own work
/// (``DocEngine/Engine/work``: objects a collection visits, controllers of a stack it replaces).
/// Counting expressions alone let one step hide unbounded work: `contains` on 10 000 elements
/// 10 000 times was 10 000 steps and 30 s.
///
/// **Memory** counts the strings and arrays a scenario makes, as they are made, and is never
/// given back: a string its UTF-8 bytes, an array ``elementBytes`` per element. What is live is
/// never more than what was made, so the cap bounds a session's memory without tracking frees.
/// (`s = s + s` forty times would make a terabyte.)
struct ScenarioBudget {
  static let maxWork = 1_000_000
  static let maxMemory = 32 << 20
  /// The bytes an array element takes (a `Value`).
  static let elementBytes = MemoryLayout<Value>.stride
  /// The bytes of text that cost one step to read or write.
  static let bytesPerStep = 64

  enum Resource: Sendable {
    case work
    case memory
  }

  /// A budget ran out; the interpreter reports it at the statement or expression that spent it.
  struct Exceeded: Error {
    var resource: Resource

    var message: String {
      switch resource {
      case .work:
        "this scenario did more than \(ScenarioBudget.maxWork) steps of work; scenarios must be small (runaway recursion?)"
      case .memory:
        "this scenario made more than \(ScenarioBudget.maxMemory >> 20) MiB of strings and arrays; scenarios must be small"
      }
    }
  }

  private(set) var work = 0
  private(set) var memory = 0

  /// The steps left: an operation that walks a value stops once it has visited more.
  var remainingWork: Int { max(0, Self.maxWork - work) }

  /// Counts `steps` of work.
  mutating func spend(work steps: Int) throws(Exceeded) {
    work += steps
    if work > Self.maxWork { throw Exceeded(resource: .work) }
  }

  /// Counts making a string of `bytes` UTF-8 bytes: its memory, and the work of writing it.
  /// Asked before the string is made, where its length is known, so a string past the budget
  /// is never allocated.
  mutating func makeString(bytes: Int) throws(Exceeded) {
    try make(memory: bytes)
    try spend(work: Self.steps(forBytes: bytes))
  }

  /// Counts making an array of `count` elements: their memory, and one step per element copied.
  mutating func makeArray(count: Int) throws(Exceeded) {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: Self.elementBytes)
    try make(memory: overflow ? Int.max : bytes)
    try spend(work: count)
  }

  private mutating func make(memory bytes: Int) throws(Exceeded) {
    guard bytes <= Self.maxMemory - memory else {
      memory = Self.maxMemory + 1
      throw Exceeded(resource: .memory)
    }
    memory += bytes
  }

  /// The steps of reading or writing `bytes` bytes of text.
  static func steps(forBytes bytes: Int) -> Int {
    (bytes + bytesPerStep - 1) / bytesPerStep
  }
}
