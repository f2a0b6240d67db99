/// One problem found in the input, as data: where, how bad, what, and a stable identifier.
///
/// Library code never prints; it returns diagnostics and lets the command line decide how to
/// show them (``DiagnosticRenderer``). Every stage collects all of its problems instead of
/// stopping at the first, so one run reports everything that is wrong.
public struct Diagnostic: Hashable, Sendable, Codable {
  public enum Severity: String, Sendable, Comparable, Codable {
    case note, warning, error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  public var severity: Severity
  /// A stable, greppable name such as `content.front-matter` or `link.broken`.
  public var id: String
  public var location: SourceLocation
  public var message: String
  /// Extra lines shown after the message (a diff, a suggestion, the other side of a pair).
  public var notes: [String]

  public init(
    _ severity: Severity, _ id: String, at location: SourceLocation, _ message: String,
    notes: [String] = []
  ) {
    self.severity = severity
    self.id = id
    self.location = location
    self.message = message
    self.notes = notes
  }

  public static func error(
    _ id: String, at location: SourceLocation, _ message: String, notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.error, id, at: location, message, notes: notes)
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The diagnostics in file, line, column order, so output does not depend on the order in
  /// which parallel work finished.
  public func sortedByLocation() -> [Diagnostic] {
    sorted { ($0.location, $0.id, $0.message) < ($1.location, $1.id, $1.message) }
  }
}

/// A diagnostic can stand as the failure of a `Result` (a file that cannot be read).
extension Diagnostic: Error {}
