import Foundation
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
  /// Blocks already rendered in this build, for scenarios that recur on many pages.
  private let rendered = RenderedBlocks()

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
      splice.replacements[item.block.handle] =
        item.block.options.hidden ? "" : rendered.html(for: item, language: language.code) { html.render(item) }
    }
    return splice
  }
}

/// The HTML of scenario blocks that appear more than once in a build (the same scenario, id
/// and claim state in the same language), so a scenario that recurs on many pages is drawn
/// once. A block is stored only the second time its key is seen: memory holds the recurring
/// blocks, not every block of the site.
final class RenderedBlocks: @unchecked Sendable {
  private var seen = Set<String>()
  private var html: [String: String] = [:]
  private let lock = NSLock()

  func html(for item: RunBlock, language: String, render: () -> String) -> String {
    // Everything ScenarioHTML reads of a block: its outcome (by the chain key), its words
    // (language), and the block's own id, code, options, claim state and claim failures.
    let failures = item.failures.filter { $0.id.hasPrefix("check.") }.map(\.message)
    let key = ContentHash.of(
      [item.chainKey, language, item.block.id, item.block.code, "\(item.block.options)", "\(item.isVerified)"] + failures)
    lock.lock()
    if let known = html[key] {
      lock.unlock()
      return known
    }
    let recurring = !seen.insert(key).inserted
    lock.unlock()
    let result = render()
    if recurring {
      lock.lock()
      html[key] = result
      lock.unlock()
    }
    return result
  }
}
