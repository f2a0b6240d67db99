import DocEngine
import Workers

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
  /// The blocks run so far, latest last: where each stands, to say which block a position
  /// (of a method, closure or property declared in an earlier block) is in.
  private var blocks: [(origin: SourceOrigin, lineCount: Int)] = []

  /// A fresh window with nothing on it. `stepLimit` bounds the events and callbacks of the
  /// whole session (a runaway scenario stops with `scenario.runaway`); `iOS` is the version
  /// `#available` checks against.
  public init(stepLimit: Int = 10_000, iOS: PlatformVersion = .defaultiOS) {
    // Versions before the oldest with evidence are refused where they enter (site.yml, a
    // block's `ios=`); a caller passing one anyway gets the oldest.
    let engine = Engine(stepLimit: stepLimit, version: iOS.profile)
    let interpreter = Interpreter(engine: engine)
    interpreter.iOSVersion = iOS
    engine.host = interpreter
    self.engine = engine
    self.interpreter = interpreter
  }

  /// Whether each block's names and members are checked before it runs (``NameCheck``). Tests
  /// turn it off to compare with what running meets one error at a time.
  var checksNamesBeforeRunning: Bool {
    get { interpreter.checksNames }
    set { interpreter.checksNames = newValue }
  }

  deinit {
    // A task still waiting (its block stopped, or it waits for what never comes) unwinds.
    interpreter.abandonTasks()
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
  ///
  /// Give the blocks of a session origins that do not overlap (their lines in one file):
  /// an error in code an earlier block declared is then reported at that code's line.
  public func run(_ scenario: Scenario) -> ScenarioOutcome {
    let firstEvent = engine.events.count
    var diagnostics = scenario.diagnostics
    if hasFailed {
      diagnostics.append(
        Diagnostic(
          .warning, DiagnosticID.continuation, at: scenario.origin.location(of: scenario.origin.start),
          "this block continues from a block that stopped with an error"))
    }
    blockCount += 1
    blocks.append((scenario.origin, scenario.source.utf8.count { $0 == UInt8(ascii: "\n") } + 1))
    // API newer than the session's iOS: swiftc would not compile the block, so nothing runs.
    let unavailable = scenario.apiUses.filter { !$0.isAvailable(on: interpreter.iOSVersion) }
    for use in unavailable.prefix(Scenario.maxDiagnostics) {
      diagnostics.append(
        StaticIssue(id: DiagnosticID.unavailable, message: use.message, position: use.position)
          .diagnostic(origin: scenario.origin))
    }
    if let program = scenario.program, unavailable.isEmpty {
      do {
        let interpreter = self.interpreter
        try WorkerPool.run { Result { try interpreter.run(program) } }.get()
      } catch let issue as RuntimeIssue {
        diagnostics.append(issue.diagnostic(locating: location(of:)))
      } catch let found as DeclarationIssues {
        diagnostics += found.issues.prefix(Scenario.maxDiagnostics).map { $0.diagnostic(locating: location(of:)) }
      } catch let error as EngineError {
        let tag = error.statement ?? StatementTag(line: scenario.origin.firstLine)
        let issue = Interpreter.issue(for: error, at: SourcePosition(line: tag.line, column: tag.column))
        diagnostics.append(issue.diagnostic(locating: location(of:)))
      } catch {
        diagnostics.append(
          .error(DiagnosticID.uikit, at: scenario.origin.location(of: scenario.origin.start), "\(error)"))
      }
    }
    let lastEvent = max(firstEvent, interpreter.eventCountAtError ?? engine.events.count)
    // Events as run (tags in the file's lines) for locations, and as shown (tags counted in
    // the block they are in) for the outcome.
    let runEvents = engine.events[firstEvent..<lastEvent]
    var events = runEvents.map(countedInItsBlock)
    let formatter = LogFormatter(engine: engine)
    // A `print` of text with line breaks is several log lines, as a claim block shows it.
    // (Most lines have no break: they are kept as they are, not split a Character at a time.)
    var lines: [String] = []
    var logBytes = 0
    for (index, event) in events.enumerated() {
      let eventLines = formatter.lines(for: event).flatMap { line in
        line.utf8.contains(UInt8(ascii: "\n"))
          ? line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [line]
      }
      logBytes += eventLines.reduce(0) { $0 + $1.utf8.count + 1 }
      if logBytes > Self.maxLogBytes {
        // The block stops where its log passed the cap: what it did later is not shown, and
        // an error it met later is not reported.
        diagnostics.removeAll { $0.severity == .error }
        let run = runEvents[runEvents.startIndex + index]
        let tag = run.origin ?? run.cause ?? StatementTag(line: scenario.origin.firstLine)
        diagnostics.append(
          .error(
            DiagnosticID.limit, at: location(of: SourcePosition(line: tag.line, column: tag.column)),
            "this scenario's log is longer than \(Self.maxLogBytes >> 20) MiB; scenarios must be small"))
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

  /// The block a position is in: the latest block run whose lines hold it, else the latest
  /// block (sessions whose blocks all start at line 1 get what they always got).
  private func block(holding position: SourcePosition) -> SourceOrigin? {
    blocks.last { $0.origin.firstLine <= position.line && position.line < $0.origin.firstLine + $0.lineCount }?.origin
      ?? blocks.last?.origin
  }

  /// Where a position is in its block's file.
  private func location(of position: SourcePosition) -> SourceLocation {
    guard let origin = block(holding: position) else {
      return SourceLocation(file: "", line: position.line, column: position.column)
    }
    return origin.location(of: position)
  }

  /// An event with its statement tags counted in the text of the block they are in (as
  /// ``ScenarioOutcome/events`` and the timeline count them), not in the file.
  private func countedInItsBlock(_ event: LogEvent) -> LogEvent {
    func counted(_ tag: StatementTag?) -> StatementTag? {
      guard let tag, let origin = block(holding: SourcePosition(line: tag.line, column: tag.column)) else { return tag }
      return StatementTag(line: tag.line - origin.firstLine + 1, column: tag.column)
    }
    guard event.cause != nil || event.origin != nil else { return event }
    return LogEvent(kind: event.kind, cause: counted(event.cause), origin: counted(event.origin), index: event.index)
  }
}
