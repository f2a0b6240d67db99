/// A problem found while parsing or running a scenario, as data.
///
/// Diagnostics are collected, never printed: the site pipeline decides whether to show them on
/// the page, print them in `docgen check`, or compare them in tests. `id` is stable across
/// releases (`scenario.unsupported`, `scenario.assert`, …) so tools can match on it; `message`
/// is for people. The full list of ids is in docs/scenario-language.md. Codable, so a build
/// can write them as JSON for editors and CI annotations.
public struct ScenarioDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How bad it is. A scenario stops at its first error; warnings never stop it.
  public enum Severity: String, Sendable, Hashable, Codable {
    case error
    case warning
    case note
  }

  /// A secondary message attached to a diagnostic, with its own optional location.
  public struct Note: Sendable, Hashable, Codable {
    public var message: String
    public var location: ScenarioLocation?

    public init(message: String, location: ScenarioLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  public var severity: Severity
  /// A stable identifier, e.g. `scenario.unsupported`.
  public var id: String
  public var message: String
  public var location: ScenarioLocation
  public var notes: [Note]

  public init(
    severity: Severity = .error,
    id: String,
    message: String,
    location: ScenarioLocation,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// The one-line form compilers use: `file:line:col: error: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message)"
  }
}
