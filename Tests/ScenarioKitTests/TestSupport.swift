import Testing

@testable import ScenarioKit

/// Runs `source` as one scenario on a fresh window.
func run(_ source: String, file: String = "test.md", firstLine: Int = 1) -> ScenarioOutcome {
  ScenarioRunner.run(Scenario.parse(source: source, origin: SourceOrigin(file: file, firstLine: firstLine)))
}

/// The log lines after the last `print("---")` marker.
func linesAfterMarker(_ outcome: ScenarioOutcome) -> [String] {
  guard let marker = outcome.lines.lastIndex(of: "---") else { return outcome.lines }
  return Array(outcome.lines[(marker + 1)...])
}

/// A scenario that runs without a diagnostic and the log lines it must produce, for
/// table-driven tests.
struct LogExample: CustomTestStringConvertible, Sendable {
  let name: String
  let source: String
  let lines: [String]
  var testDescription: String { name }

  init(name: String? = nil, source: String, lines: [String]) {
    self.name = name ?? source
    self.source = source
    self.lines = lines
  }

  /// Runs the example and checks it ran cleanly and logged exactly `lines`.
  func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let outcome = run(source)
    #expect(outcome.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
    #expect(outcome.lines == lines, sourceLocation: sourceLocation)
  }
}

extension LogExample {
  /// Runs the example and checks it ran cleanly and logged exactly `lines` after its last
  /// `print("---")` marker (what comes before is setup).
  func checkAfterMarker(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let outcome = run(source)
    #expect(outcome.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
    #expect(linesAfterMarker(outcome) == lines, sourceLocation: sourceLocation)
  }
}

/// A scenario that must stop with exactly this error message, for table-driven tests.
struct RefusalExample: CustomTestStringConvertible, Sendable {
  let name: String
  let source: String
  let message: String
  var testDescription: String { name }

  func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(run(source).error?.message == message, sourceLocation: sourceLocation)
  }
}
