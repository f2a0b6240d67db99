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
  /// Highlighted code by its text: the same scenario in three languages is parsed once.
  private let highlighted = RecurringMemo<String>()

  public init(runner: PageRunner = PageRunner()) {
    self.runner = runner
  }

  /// A splicer whose scenarios run on the site's iOS version; a new one (with empty memos)
  /// when that differs from this one's, since rendered blocks depend on it.
  public func configured(for config: SiteConfig) -> any BlockSplicer {
    guard config.iOSVersion != runner.iOS else { return self }
    return ScenarioSplicer(runner: runner.configured(for: config))
  }

  /// Swift highlighted once per build (the memo), or once per binary with a cache.
  public func highlight(_ code: String) -> String {
    if let cache = runner.cache { return cache.highlighted(code) }
    return highlighted.value(for: code) { SwiftHighlighter.html(code) }
  }

  public func splice(_ blocks: [CodeBlock], of page: SourcePage, language: SiteConfig.Language) -> Splice {
    let run = runner.run(page, codeBlocks: blocks)
    var splice = Splice(diagnostics: run.problems)
    let html = ScenarioHTML(language: language, highlight: highlight)
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
struct RenderedBlocks: Sendable {
  /// Everything ScenarioHTML reads of a block: its outcome (by the chain key), its words
  /// (language), and the block's own id, code, options, claim state and claim failures.
  struct Key: Hashable {
    var chainKey: String
    var language: String
    var id: String
    var code: String
    var options: ScenarioBlock.Options
    var isVerified: Bool
    var failures: [String]
  }

  private let memo = RecurringMemo<Key>()

  func html(for item: RunBlock, language: String, render: () -> String) -> String {
    let key = Key(
      chainKey: item.chainKey, language: language, id: item.block.id, code: item.block.code, options: item.block.options,
      isVerified: item.isVerified, failures: item.failures.filter { $0.id.hasPrefix("check.") }.map(\.message))
    return memo.value(for: key, compute: render)
  }
}

/// Values computed from a key, kept from the key's second sighting on (so only what recurs
/// stays in memory). Safe for the build's threads.
final class RecurringMemo<Key: Hashable>: @unchecked Sendable {
  private var seen = Set<Key>()
  private var values: [Key: String] = [:]
  private let lock = NSLock()

  func value(for key: Key, compute: () -> String) -> String {
    lock.lock()
    if let known = values[key] {
      lock.unlock()
      return known
    }
    let recurring = !seen.insert(key).inserted
    lock.unlock()
    let value = compute()
    if recurring {
      lock.lock()
      values[key] = value
      lock.unlock()
    }
    return value
  }
}
