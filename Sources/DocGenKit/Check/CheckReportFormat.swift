import Foundation

/// The ways `docgen check` can write its results, for people and for CI.
///
/// - `text`: diagnostics with source excerpts on standard error, `N passed, M failed` last.
/// - `github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`), which the
///   runner turns into annotations on the lines of a pull request.
/// - `json`: one document, its fields listed in docs/ci-formats.md and kept stable.
/// - `sarif`: SARIF 2.1.0, for code-scanning services.
///
/// In every format, text from content (messages, notes, file names, block ids) is written
/// inert: its control characters shown as `\u{…}` (``InertText``), so no terminal, log viewer
/// or tool that prints a field obeys an escape sequence a note or a scenario's output carried.
public enum CheckReportFormat: String, CaseIterable, Sendable {
  case text, github, json, sarif

  /// What goes to standard output in this format (text's diagnostics go to standard error and
  /// are rendered by the caller).
  public func render(_ report: Checker.Report) -> String {
    switch self {
    case .text: return report.summary + "\n"
    case .github: return Self.github(report)
    case .json: return Self.encode(JSONReport(report))
    case .sarif: return Self.encode(SARIFLog(report))
    }
  }

  // MARK: - GitHub

  private static func github(_ report: Checker.Report) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
      let location = diagnostic.location
      let properties = [
        "file=\(escapeProperty(InertText.of(location.file, keepingLayout: false)))", "line=\(location.line)",
        "col=\(location.column)", "title=\(escapeProperty(diagnostic.id.rawValue))",
      ]
      let message = InertText.of(([diagnostic.message] + diagnostic.noteLines).joined(separator: "\n"))
      out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }
    return out + report.summary + "\n"
  }

  /// The escapes GitHub's runner undoes in a command's message (it would turn `%0D` back into
  /// a CR: control characters are made inert before, ``InertText``).
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// In a property value `:` and `,` are escaped too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  // MARK: - JSON

  struct JSONReport: Encodable {
    var format = "docgen-check"
    var version = 1
    var passed: Int
    var failed: Int
    var problems: [Problem]
    var blocks: [Checker.BlockResult]

    struct Problem: Encodable {
      var severity: String
      var id: String
      var file: String
      var line: Int
      var column: Int
      var message: String
      var notes: [String]
    }

    init(_ report: Checker.Report) {
      passed = report.passed
      failed = report.failed
      blocks = report.blocks.map { block in
        var block = block
        block.file = InertText.of(block.file, keepingLayout: false)
        block.id = InertText.of(block.id, keepingLayout: false)
        return block
      }
      problems = report.diagnostics.map {
        Problem(
          severity: $0.severity.rawValue, id: $0.id.rawValue,
          file: InertText.of($0.location.file, keepingLayout: false), line: $0.location.line,
          column: $0.location.column, message: InertText.of($0.message), notes: $0.noteLines.map { InertText.of($0) })
      }
    }
  }

  // MARK: - SARIF 2.1.0

  struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }

    struct Run: Encodable {
      var tool: Tool
      var results: [Result]
    }

    struct Tool: Encodable {
      var driver: Driver
    }

    struct Driver: Encodable {
      var name = "docgen"
      var rules: [Rule]
    }

    struct Rule: Encodable {
      var id: String
    }

    struct Result: Encodable {
      var ruleId: String
      var level: String
      var message: Message
      var locations: [Location]
    }

    struct Message: Encodable {
      var text: String
    }

    struct Location: Encodable {
      var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
      var artifactLocation: ArtifactLocation
      var region: Region
    }

    struct ArtifactLocation: Encodable {
      var uri: String
    }

    struct Region: Encodable {
      var startLine: Int
      var startColumn: Int
    }

    init(_ report: Checker.Report) {
      let rules = Set(report.diagnostics.map(\.id.rawValue)).sorted().map {
        Rule(id: $0)
      }
      let results = report.diagnostics.map { diagnostic in
        Result(
          ruleId: diagnostic.id.rawValue,
          level: diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "note",
          message: Message(text: InertText.of(([diagnostic.message] + diagnostic.noteLines).joined(separator: "\n"))),
          locations: [
            Location(
              physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: Self.uri(diagnostic.location.file)),
                region: Region(
                  startLine: max(1, diagnostic.location.line), startColumn: max(1, diagnostic.location.column))))
          ])
      }
      runs = [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]
    }

    /// A relative path stays relative (code scanning resolves it against the repository); an
    /// absolute one becomes a `file://` URI.
    static func uri(_ path: String) -> String {
      let encoded = HTML.percentEncode(path)
      return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
  }

  private static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
