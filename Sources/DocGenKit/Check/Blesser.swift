import Foundation
import Workers

/// `docgen bless`: rewrites each `log` claim from the engine, and nothing else.
///
/// Only the bytes between a claim's fences change (``ClaimEditor``); files without changes
/// are not written. A block that errs when it should not is reported and its claim left
/// alone: blessing must not turn a broken scenario into a claimed one.
public struct Blesser: Sendable {
  public var paths: [String]
  public var runner: PageRunner

  public init(paths: [String], runner: PageRunner = PageRunner()) {
    self.paths = paths
    self.runner = runner
  }

  public struct Report: Sendable {
    public var diagnostics: [Diagnostic]
    /// The claims rewritten, as `file:line` of their fences.
    public var rewritten: [String]
    public var filesChanged: Int
    public var sources: [String: String]
  }

  public func run() -> Report {
    let (notes, readProblems) = NoteFiles.collect(paths)
    var diagnostics = readProblems
    var rewritten: [String] = []
    var filesChanged = 0
    let runners = runner.perContentRoot(notes)
    let runs = notes.parallelMap { runners[$0.contentRoot ?? "", default: runner].run($0.page) }
    for run in runs {
      diagnostics += run.problems
      var edits: [ClaimEditor.Edit] = []
      for item in run.blocks {
        let unexpected = item.failures.filter { $0.id != .staleClaim }
        guard unexpected.isEmpty else {
          diagnostics += unexpected
          continue
        }
        guard let claim = item.block.claim, claim.lines != item.outcome.lines else { continue }
        edits.append(
          .init(fenceLine: claim.fenceLine, closingFenceLine: claim.closingFenceLine, newLines: item.outcome.lines))
        rewritten.append("\(run.page.file):\(claim.fenceLine)")
      }
      guard !edits.isEmpty else { continue }
      let text = ClaimEditor.apply(edits, to: run.page.text)
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: run.page.file), options: .atomic)
        filesChanged += 1
      } catch {
        diagnostics.append(
          .error(
            .blessWrite, at: SourceLocation(file: run.page.file, line: 1),
            "cannot write: \(error.localizedDescription)"))
      }
    }
    return Report(
      diagnostics: diagnostics.sortedByLocation(), rewritten: rewritten, filesChanged: filesChanged,
      sources: Dictionary(notes.map { ($0.page.file, $0.page.text) }, uniquingKeysWith: { first, _ in first }))
  }
}
