import DocEngine
import ScenarioKit

/// Puts executed scenarios into pages: under each visible scenario its code, the log that
/// really came out (marked verified where a claim matched), a timeline of that log, and the
/// hierarchy it left (plus one per `printHierarchy()`).
///
/// A block that does not do what the note says (an unexpected error, a claim that no longer
/// matches, a `fails` block that ran through) is shown with its error and fails the build.
public struct ScenarioSplicer: BlockSplicer {
  public var runner: PageRunner

  public init(runner: PageRunner = PageRunner()) {
    self.runner = runner
  }

  public func splice(_ blocks: [CodeBlock], of page: SourcePage, language: SiteConfig.Language) -> Splice {
    let run = runner.run(page, codeBlocks: blocks)
    var splice = Splice(diagnostics: run.problems)
    let html = ScenarioHTML(language: language)
    for item in run.blocks {
      splice.diagnostics += item.failures
      if let claim = item.block.claim {
        splice.replacements[claim.handle] = ""
      }
      splice.replacements[item.block.handle] = item.block.options.hidden ? "" : html.render(item)
    }
    return splice
  }
}
