/// One problem found in the input, as data: where, how bad, what, and a stable identifier.
///
/// Library code never prints; it returns diagnostics and lets the command line decide how to
/// show them (``DiagnosticRenderer``). Every stage collects all of its problems instead of
/// stopping at the first, so one run reports everything that is wrong. A scenario's problems
/// are the same type as the site's, so a page reports them as they are, notes and their
/// places included. Codable, as the scenario outcomes that carry them are.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Severity: String, Sendable, Comparable, Codable {
    case note, warning, error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary message, with its own place when it has one: the opening parenthesis a
  /// missing `)` belongs to, the first of two declarations.
  public struct Note: Hashable, Sendable, Codable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?

    public init(message: String, location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }

    /// The line compilers print for a note: `file:line:col: note: message`, or
    /// `note: message` without a place.
    public var description: String {
      location.map { "\($0): note: \(message)" } ?? "note: \(message)"
    }
  }

  public var severity: Severity
  /// A stable, greppable name such as `content.front-matter` or `link.broken`.
  public var id: DiagnosticID
  public var location: SourceLocation
  public var message: String
  public var notes: [Note]
  /// Lines shown as they are after the message, before the notes: a stale claim's diff.
  /// Unlike a note, a line of detail has no `note:` header and no place of its own.
  public var details: [String]

  public init(
    _ severity: Severity, _ id: DiagnosticID, at location: SourceLocation, _ message: String,
    notes: [Note] = [], details: [String] = []
  ) {
    self.severity = severity
    self.id = id
    self.location = location
    self.message = message
    self.notes = notes
    self.details = details
  }

  public static func error(
    _ id: DiagnosticID, at location: SourceLocation, _ message: String, notes: [Note] = [], details: [String] = []
  ) -> Diagnostic {
    Diagnostic(.error, id, at: location, message, notes: notes, details: details)
  }

  /// The one-line form compilers use: `file:line:col: error: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message)"
  }

  /// What follows the message, a line each, wherever a diagnostic is written as text (the
  /// terminal, GitHub annotations, SARIF, JSON's `notes`): the details, then the notes.
  public var noteLines: [String] {
    details + notes.map(\.description)
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The diagnostics in file, line, column order, so output does not depend on the order in
  /// which parallel work finished.
  public func sortedByLocation() -> [Diagnostic] {
    sorted { ($0.location, $0.id.rawValue, $0.message) < ($1.location, $1.id.rawValue, $1.message) }
  }
}

/// A diagnostic can stand as the failure of a `Result` (a file that cannot be read).
extension Diagnostic: Error {}
