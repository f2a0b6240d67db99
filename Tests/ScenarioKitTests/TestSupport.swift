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
