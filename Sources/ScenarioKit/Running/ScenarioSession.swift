import DocEngine

/// The state one page's scenarios share: an engine and the interpreter's globals, classes and
/// objects.
///
/// Make one session per page (or per chain of `continue` blocks) and run the page's blocks on it
/// in order; a block without `continue` gets a fresh session. Sessions share nothing, so pages
/// can run in parallel; one session must not be used from two tasks at once.
///
/// ```swift
/// let session = ScenarioSession()
/// let first = session.run(Scenario.parse(source: step1, origin: origin1))
/// let second = session.run(Scenario.parse(source: step2, origin: origin2))  // `continue`
/// ```
public final class ScenarioSession {
  /// The engine, for callers that want more than the outcome (the picture renderer reads
  /// snapshots from outcomes; this is for tools and tests).
  public let engine: Engine
  private let interpreter: Interpreter
  /// Whether a block run on this session stopped with an error.
  public private(set) var hasFailed = false
  /// How many blocks ran on this session.
  public private(set) var blockCount = 0

  /// A fresh window with nothing on it. `stepLimit` bounds the events and callbacks of the
  /// whole session (a runaway scenario stops with `scenario.runaway`); `iOS` is the version
  /// `#available` checks against.
  public init(stepLimit: Int = 10_000, iOS: PlatformVersion = .defaultiOS) {
    let engine = Engine(stepLimit: stepLimit)
    let interpreter = Interpreter(engine: engine)
    interpreter.iOSVersion = iOS
    engine.host = interpreter
    self.engine = engine
    self.interpreter = interpreter
  }

  /// The most log a block may write (UTF-8 bytes, a line break after each line). A block
  /// whose log passes it stops there with `scenario.limit`: a page showing megabytes of log
  /// is a mistake, and every line is formatted, compared and written to the site.
  public static let maxLogBytes = 1 << 20

  /// Runs one block on the session's current state and returns what it produced.
  ///
  /// A block with parse errors or unsupported constructs does not run at all. After a runtime
  /// error the block stops; its log up to there is kept, and later blocks of the session run
  /// on the state it left (with a `scenario.continue` warning).
  public func run(_ scenario: Scenario) -> ScenarioOutcome {
    let firstEvent = engine.events.count
    var diagnostics = scenario.diagnostics
    if hasFailed {
      diagnostics.append(
        ScenarioDiagnostic(
          severity: .warning, id: DiagnosticID.continuation,
          message: "this block continues from a block that stopped with an error",
          location: scenario.origin.location(of: SourcePosition(line: 1, column: 1))))
    }
    blockCount += 1
    if let program = scenario.program {
      do {
        let interpreter = self.interpreter
        try DeepStack.run { Result { try interpreter.run(program) } }.get()
      } catch let issue as RuntimeIssue {
        diagnostics.append(issue.diagnostic(origin: scenario.origin))
      } catch let error as EngineError {
        let tag = error.statement ?? StatementTag(line: 1)
        let issue = Interpreter.issue(for: error, at: SourcePosition(line: tag.line, column: tag.column))
        diagnostics.append(issue.diagnostic(origin: scenario.origin))
      } catch {
        diagnostics.append(
          ScenarioDiagnostic(
            id: DiagnosticID.uikit, message: "\(error)",
            location: scenario.origin.location(of: SourcePosition(line: 1, column: 1))))
      }
    }
    let lastEvent = max(firstEvent, interpreter.eventCountAtError ?? engine.events.count)
    var events = Array(engine.events[firstEvent..<lastEvent])
    let formatter = LogFormatter(engine: engine)
    // A `print` of text with line breaks is several log lines, as a claim block shows it.
    // (Most lines have no break: they are kept as they are, not split a Character at a time.)
    var lines: [String] = []
    var logBytes = 0
    for (index, event) in events.enumerated() {
      let eventLines = formatter.lines(for: event).flatMap { line in
        line.utf8.contains(UInt8(ascii: "\n")) ? line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [line]
      }
      logBytes += eventLines.reduce(0) { $0 + $1.utf8.count + 1 }
      if logBytes > Self.maxLogBytes {
        // The block stops where its log passed the cap: what it did later is not shown, and
        // an error it met later is not reported.
        diagnostics.removeAll { $0.severity == .error }
        let tag = event.origin ?? event.cause ?? StatementTag(line: 1)
        diagnostics.append(
          ScenarioDiagnostic(
            id: DiagnosticID.limit,
            message: "this scenario's log is longer than \(Self.maxLogBytes >> 20) MiB; scenarios must be small",
            location: scenario.origin.location(of: SourcePosition(line: tag.line, column: tag.column))))
        events.removeSubrange(index...)
        break
      }
      lines += eventLines
    }
    if diagnostics.contains(where: { $0.severity == .error }) { hasFailed = true }
    var hierarchies: [HierarchySnapshot] = []
    for event in events {
      if case .hierarchy(let snapshot) = event.kind { hierarchies.append(snapshot) }
    }
    return ScenarioOutcome(
      events: events, lines: lines, hierarchies: hierarchies,
      finalHierarchy: engine.snapshot(), diagnostics: diagnostics, origin: scenario.origin)
  }
}
