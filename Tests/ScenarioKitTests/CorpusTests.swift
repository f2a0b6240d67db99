import Foundation
import Testing

@testable import ScenarioKit

/// Runs every `Corpus/*.swift` scenario and compares it with its golden file: `NAME.log` (the
/// exact log of a scenario that succeeds) or `NAME.err` (the exact rendered diagnostics of one
/// that fails, followed by `--- log` and the log up to the error).
///
/// Set `RECORD_CORPUS=1` to write the golden files from the current output; a recording run
/// fails so it is never mistaken for a passing one.
@Suite struct CorpusTests {
  static let corpusDirectory: URL = {
    Bundle.module.resourceURL!.appendingPathComponent("Corpus")
  }()

  /// The source tree's corpus, where recording writes.
  static let sourceCorpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Corpus")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }()

  @Test func corpusIsNotEmpty() {
    #expect(Self.names.count >= 20)
  }

  @Test(arguments: names)
  func scenario(_ name: String) throws {
    let source = try String(contentsOf: Self.corpusDirectory.appendingPathComponent("\(name).swift"), encoding: .utf8)
    let actual = Self.render(name: name, source: source)
    let logURL = Self.corpusDirectory.appendingPathComponent("\(name).log")
    let errURL = Self.corpusDirectory.appendingPathComponent("\(name).err")
    let expectedURL = FileManager.default.fileExists(atPath: errURL.path) ? errURL : logURL
    if ProcessInfo.processInfo.environment["RECORD_CORPUS"] != nil {
      let isError = actual.hasPrefix("Corpus/")
      let target = Self.sourceCorpusDirectory.appendingPathComponent("\(name).\(isError ? "err" : "log")")
      try actual.write(to: target, atomically: true, encoding: .utf8)
      Issue.record("recorded \(target.lastPathComponent); run again without RECORD_CORPUS")
      return
    }
    guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
      Issue.record("\(name) has no .log or .err golden file")
      return
    }
    #expect(actual == expected, "\(name): output differs from \(expectedURL.lastPathComponent)")
  }

  /// A `// step-limit: N` comment lowers the engine's step limit for runaway cases, so their
  /// golden files stay short.
  static func stepLimit(in source: String) -> Int? {
    for line in source.split(separator: "\n") where line.hasPrefix("// step-limit: ") {
      return Int(line.dropFirst("// step-limit: ".count))
    }
    return nil
  }

  /// A scenario's golden text: its log, or its diagnostics then its log.
  static func render(name: String, source: String) -> String {
    let scenario = Scenario.parse(source: source, origin: SourceOrigin(file: "Corpus/\(name).swift"))
    let outcome = ScenarioRunner.run(scenario, stepLimit: stepLimit(in: source) ?? 10_000)
    if outcome.diagnostics.isEmpty {
      return outcome.log + "\n"
    }
    let rendered = goldenText(of: outcome.diagnostics, renderer: scenario.renderer)
    return rendered + "\n--- log\n" + (outcome.lines.isEmpty ? "" : outcome.log + "\n")
  }

  /// Diagnostics as the `.err` files hold them: a compiler's layout without the terminal's
  /// gutter, a note's source line and caret under it too, lines joined by `\n`. The source
  /// line and the caret's indent are the renderer's (``DiagnosticRenderer/excerpt(at:)``).
  static func goldenText(of diagnostics: [Diagnostic], renderer: DiagnosticRenderer) -> String {
    var lines: [String] = []
    func excerpt(at location: DocDiagnostics.SourceLocation) {
      guard let excerpt = renderer.excerpt(at: location) else { return }
      lines += [excerpt.text, excerpt.caretIndent + "^"]
    }
    for diagnostic in diagnostics {
      lines.append(diagnostic.description)
      excerpt(at: diagnostic.location)
      for note in diagnostic.notes {
        lines.append(note.description)
        note.location.map(excerpt(at:))
      }
    }
    return lines.joined(separator: "\n")
  }
}
