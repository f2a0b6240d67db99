import Foundation
import ScenarioKit

/// `docgen run FILE`: the logs of a note's scenarios (or of a file of bare Swift, run as one
/// scenario), for trying things out.
public struct ScenarioFileRunner: Sendable {
  public var file: String
  public var runner: PageRunner

  public init(file: String, runner: PageRunner = PageRunner()) {
    self.file = file
    self.runner = runner
  }

  public struct Report: Sendable {
    /// What goes to standard output: the log lines, with a `== ID (FILE:LINE)` line before each
    /// block when there are several.
    public var output: [String]
    public var diagnostics: [Diagnostic]
    public var source: String?
    public var failed: Bool { diagnostics.hasErrors }
  }

  public func run() -> Report {
    let text: String
    switch SourceText.read(file, unreadableID: .runPath) {
    case .success(let decoded): text = decoded
    case .failure(let problem): return Report(output: [], diagnostics: [problem], source: nil)
    }
    if !file.hasSuffix(".md") {
      let outcome = ScenarioRunner.run(
        Scenario.parse(source: text, origin: SourceOrigin(file: file)), stepLimit: runner.stepLimit)
      return Report(
        output: outcome.lines, diagnostics: outcome.diagnostics, source: text)
    }
    let (split, problems) = FrontMatterParser.split(text, file: file)
    let page = SourcePage(
      language: "", relativePath: file, file: file, text: text, frontMatter: split.frontMatter, body: split.body)
    let run = runner.run(page)
    var output: [String] = []
    var diagnostics = problems + run.problems
    for item in run.blocks {
      if run.blocks.count > 1 { output.append("== \(item.block.id) (\(file):\(item.block.fenceLine))") }
      output += item.outcome.lines
      diagnostics += item.outcome.diagnostics
    }
    return Report(output: output, diagnostics: diagnostics, source: text)
  }
}
