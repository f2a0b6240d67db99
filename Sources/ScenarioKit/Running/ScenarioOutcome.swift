import DocEngine

/// What running one scenario block produced: its log, hierarchy pictures and diagnostics.
///
/// Everything is for this block only (a `continue` block's outcome does not repeat the
/// previous block's log). Log lines are formatted when the block ends, with the names the
/// engine knows then.
public struct ScenarioOutcome: Sendable, Codable {
  /// The engine's typed events, in order. Their `cause`/`origin` tags are lines and columns
  /// counted in the block's own text, line 1 its first (map them with `location(of:)`); a
  /// statement of an earlier block of the session (a method it declared) counts in that
  /// block's text.
  public var events: [LogEvent]
  /// The formatted log, one string per line (a `printHierarchy()` contributes several lines).
  public var lines: [String]
  /// One snapshot per `printHierarchy()`, in order.
  public var hierarchies: [HierarchySnapshot]
  /// The hierarchy when the block ended (also after an error: the state it stopped in).
  public var finalHierarchy: HierarchySnapshot
  /// Parse errors, unsupported constructs, runtime errors, warnings. At most one error at
  /// run time: the scenario stops there.
  public var diagnostics: [Diagnostic]
  /// The block's origin, to map event positions.
  public var origin: SourceOrigin

  public init(
    events: [LogEvent], lines: [String], hierarchies: [HierarchySnapshot], finalHierarchy: HierarchySnapshot,
    diagnostics: [Diagnostic], origin: SourceOrigin
  ) {
    self.events = events
    self.lines = lines
    self.hierarchies = hierarchies
    self.finalHierarchy = finalHierarchy
    self.diagnostics = diagnostics
    self.origin = origin
  }

  /// The log as text: lines joined by `\n`, no trailing newline. This is what a `log` claim
  /// block is compared with.
  public var log: String { lines.joined(separator: "\n") }

  /// Whether the block ran to its end without an error.
  public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

  /// The first error, if the block stopped on one.
  public var error: Diagnostic? { diagnostics.first { $0.severity == .error } }

  /// Where in the Markdown file the statement that caused `event` is.
  public func location(of event: LogEvent) -> SourceLocation? {
    (event.origin ?? event.cause).map {
      origin.location(of: origin.position(blockLine: $0.line, column: $0.column))
    }
  }
}
