import Foundation
import Testing

@testable import ScenarioKit

/// What share of the tutorial-style corpus (`Corpus/tutorial-*.swift`, snippets written in the
/// style of real notes) runs to its end, and why the others do not, by the kind of their first
/// error (`ScenarioProblemKind`): the report is `Tests/ScenarioKitTests/CorpusReport.md`, a
/// golden file like the corpus's own, so a change in what runs shows in review.
///
/// `RECORD_CORPUS=1 swift test --filter CorpusReportTests` writes it again (and fails, as a
/// recording run must not pass for a checked one).
@Suite struct CorpusReportTests {
  static let reportURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("CorpusReport.md")

  static let tutorialNames = CorpusTests.names.filter { $0.hasPrefix("tutorial-") }

  @Test func theCorpusHasSixtyTutorialSnippets() {
    #expect(Self.tutorialNames.count >= 60)
  }

  @Test func reportMatchesTheCorpus() throws {
    let report = try Self.report()
    if ProcessInfo.processInfo.environment["RECORD_CORPUS"] != nil {
      try report.write(to: Self.reportURL, atomically: true, encoding: .utf8)
      Issue.record("recorded \(Self.reportURL.lastPathComponent); run again without RECORD_CORPUS")
      return
    }
    let expected = try String(contentsOf: Self.reportURL, encoding: .utf8)
    #expect(report == expected, "CorpusReport.md is out of date; record it again")
  }

  /// How one snippet ended: nil when it ran to its end, else its first error's kind.
  struct Ending {
    let name: String
    let kind: ScenarioProblemKind?
    let id: DiagnosticID?
    let message: String?
  }

  static func endings() throws -> [Ending] {
    try tutorialNames.map { name in
      let source = try String(
        contentsOf: CorpusTests.corpusDirectory.appendingPathComponent("\(name).swift"), encoding: .utf8)
      let scenario = Scenario.parse(source: source, origin: SourceOrigin(file: "Corpus/\(name).swift"))
      let outcome = ScenarioRunner.run(scenario, stepLimit: CorpusTests.stepLimit(in: source) ?? 10_000)
      guard let error = outcome.diagnostics.first(where: { $0.severity == .error }) else {
        return Ending(name: name, kind: nil, id: nil, message: nil)
      }
      return Ending(name: name, kind: ScenarioProblemKind(error.id), id: error.id, message: error.message)
    }
  }

  static func report() throws -> String {
    let endings = try endings()
    let total = endings.count
    func share(_ count: Int) -> String { "\((count * 100 + total / 2) / max(total, 1)) %" }
    var lines = [
      "# The tutorial-style corpus: what runs",
      "",
      "Written by `CorpusReportTests` from `Tests/ScenarioKitTests/Corpus/tutorial-*.swift`, snippets",
      "in the style of real notes (each one's log or error is checked by `CorpusTests`). Record it",
      "again with `RECORD_CORPUS=1 swift test --filter CorpusReportTests`.",
      "",
      "| how it ends | snippets | share |",
      "| --- | ---: | ---: |",
    ]
    let ran = endings.filter { $0.kind == nil }.count
    lines.append("| runs to its end | \(ran) | \(share(ran)) |")
    for kind in ScenarioProblemKind.allCases {
      let count = endings.filter { $0.kind == kind }.count
      let label = kind == .stopped ? kind.rawValue : "refused: \(kind.rawValue)"
      lines.append("| \(label) | \(count) | \(share(count)) |")
    }
    lines.append("| all | \(total) | 100 % |")
    lines += ["", "## The snippets that do not run to their end", "", "| snippet | kind | id | first error |"]
    lines.append("| --- | --- | --- | --- |")
    for ending in endings where ending.kind != nil || ending.id != nil {
      let message = (ending.message ?? "").replacingOccurrences(of: "|", with: "\\|")
      lines.append(
        "| `\(ending.name)` | \(ending.kind?.rawValue ?? "–") | `\(ending.id?.rawValue ?? "–")` | \(message) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
