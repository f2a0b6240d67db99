import DocEngine
import Foundation
import ScenarioKit
import Workers

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
  private let highlighted = RecurringMemo<String, String>()
  /// How many pages of this build show each scenario, so a recurring one is drawn once.
  private var census = ScenarioCensus()

  /// `runner` runs the blocks; it is set to highlight their code as it parses them.
  public init(runner: PageRunner = PageRunner()) {
    self.runner = runner
    self.runner.highlights = true
  }

  /// A splicer whose scenarios run on the site's iOS version; a new one (with empty memos)
  /// when that differs from this one's, since rendered blocks depend on it.
  public func configured(for config: SiteConfig) -> any BlockSplicer {
    guard config.iOSVersion != runner.iOS else { return self }
    return ScenarioSplicer(runner: runner.configured(for: config))
  }

  public func expecting(_ census: ScenarioCensus) -> any BlockSplicer {
    var splicer = self
    splicer.census = census
    return splicer
  }

  /// Swift highlighted once per build (the memo), or once per binary with a cache.
  public func highlight(_ code: String) -> String {
    if let cache = runner.cache { return cache.highlighted(code) }
    return highlighted.value(for: code) { SwiftHighlighter.html(code) }
  }

  public func splice(_ blocks: [CodeBlock], of page: SourcePage, language: SiteConfig.Language) -> Splice {
    let run = runner.run(page, codeBlocks: blocks)
    var splice = Splice(diagnostics: run.problems)
    var html = ScenarioHTML(language: language, highlight: highlight)
    html.siteRoot = rendered.siteRoot
    splice.siteRoot = rendered.siteRoot
    var quizzes: [RunBlock] = []
    for item in run.blocks {
      splice.diagnostics += item.failures
      if let claim = item.block.claim {
        splice.replacements[claim.handle] = ""
      }
      if item.block.options.hidden {
        splice.replacements[item.block.handle] = ""
      } else {
        let drawn = rendered.html(
          for: item, language: language.code, uses: census.uses(language: language.code, code: item.block.code),
          render: html.render)
        splice.replacements[item.block.handle] = drawn.html
        splice.pictures.merge(drawn.pictures) { first, _ in first }
        splice.searchText[item.block.handle] = drawn.searchText
        splice.logs[item.block.handle] = item.outcome.lines
        if item.block.options.quiz { quizzes.append(item) }
      }
    }
    splice.trailer = html.answers(quizzes)
    return splice
  }
}

/// The HTML of scenario blocks that appear more than once in a build (the same scenario and
/// claim state in the same language, under any id), so a scenario that recurs on many pages is
/// drawn once. A block the census expects on several pages is kept from its first drawing
/// until its last use; one the census does not know is kept from its second sighting on. Memory
/// holds the recurring blocks still to come, not every block of the site.
///
/// The id (`s1`, `scenario-2`) is left out of the key: blocks are drawn with a stand-in id and
/// stored in pieces around it, and each page's own id is put between the pieces. The stand-in
/// is random for each build, so no note can contain it.
struct RenderedBlocks: Sendable {
  /// Everything ScenarioHTML reads of a block but its id: its outcome (by the chain key), its
  /// words (language), and the block's code, options, claim state and claim failures.
  struct Key: Hashable {
    var chainKey: String
    var language: String
    var code: String
    var options: ScenarioBlock.Options
    var isVerified: Bool
    var failures: [String]
  }

  /// A block drawn with the stand-in id: its HTML cut at the id, and its search text (nil
  /// when reading it where it stands is needed, or when its text shows the id).
  struct Drawn {
    var pieces: [String]
    var searchText: SearchTextExtractor.BlockText?
    /// Its pictures' files, by path inside the site.
    var pictures: [String: String]
  }

  private let memo = RecurringMemo<Key, Drawn>()
  private let standIn =
    "docgen-id-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    + String(UInt64.random(in: 0...UInt64.max), radix: 36)
  /// What drawn blocks put where the way to the site's root goes (``Splice/siteRoot``).
  let siteRoot =
    "docgen-root-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    + String(UInt64.random(in: 0...UInt64.max), radix: 36) + "/"

  /// The block's HTML with its own id, and its search text. `uses`: how many pages of the
  /// build the census expects to show this block's code.
  func html(
    for item: RunBlock, language: String, uses: Int, render: (RunBlock) -> ScenarioHTML.Drawn
  ) -> (html: String, searchText: SearchTextExtractor.BlockText?, pictures: [String: String]) {
    let key = Key(
      chainKey: item.chainKey, language: language, code: item.block.code, options: item.block.options,
      isVerified: item.isVerified, failures: item.claimFailures.map(\.message))
    let drawn = memo.value(for: key, expectedUses: uses) {
      var generic = item
      generic.block.id = standIn
      let drawn = render(generic)
      let html = drawn.html
      // The id is in attributes and the card's header, which search skips; should it ever
      // be in the text, the block is read on each page with its own id.
      let text = SearchTextExtractor.blockText(of: html).flatMap { text in
        Self.contains(text.prose, standIn) || Self.contains(text.code, standIn) ? nil : text
      }
      return Drawn(pieces: Self.split(html, at: standIn), searchText: text, pictures: drawn.pictures)
    }
    return (drawn.pieces.joined(separator: item.block.id), drawn.searchText, drawn.pictures)
  }

  private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    var text = text
    return bytes.withUnsafeBufferPointer { haystack in text.withUTF8 { !Self.offsets(of: $0, in: haystack).isEmpty } }
  }

  /// `text` cut at every occurrence of `separator` (compared as UTF-8 bytes, its first byte
  /// found with `memchr` and the rest compared with `memcmp`: a drawn scenario is tens of
  /// kilobytes, and a Swift loop over it a byte at a time cost as much as drawing it). The
  /// pieces are slices of `text` copied out, not bytes decoded again: `String(decoding:)`
  /// validated every piece's UTF-8 anew.
  static func split(_ text: String, at separator: String) -> [String] {
    var text = text
    var separator = separator
    let matches = text.withUTF8 { haystack in separator.withUTF8 { Self.offsets(of: $0, in: haystack) } }
    // UTF-8 is self-synchronizing: a match of a valid separator starts and ends between scalars.
    return Substring(text).pieces(around: matches, separatorLength: separator.utf8.count).map(String.init)
  }

  /// Where `needle` starts in `haystack`, occurrences not overlapping (none for an empty
  /// needle): its first byte found with `memchr`, the rest compared with `memcmp`.
  private static func offsets(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty else { return [] }
    var offsets: [Int] = []
    var searchFrom = 0
    while haystack.count - searchFrom >= needle.count,
      let found = memchr(base + searchFrom, Int32(needle[0]), haystack.count - searchFrom - needle.count + 1)
    {
      let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + offset, needleBase, needle.count) == 0 {
        offsets.append(offset)
        searchFrom = offset + needle.count
      } else {
        searchFrom = offset + 1
      }
    }
    return offsets
  }
}

/// Values computed from a key and kept while they will be asked for again: until the last of
/// the uses a caller expects, or, when it expects none, from the key's second sighting on (so
/// only what recurs stays in memory). Safe for the build's threads.
final class RecurringMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct State: Sendable {
    var seen = Set<Key>()
    /// Each value with the uses still expected (nil: kept until the memo goes).
    var values: [Key: (value: Value, remaining: Int?)] = [:]
  }

  private let state = Locked(State())

  /// What a look-up found: the value, or what to do with a value computed now.
  private enum Lookup: Sendable {
    case known(Value)
    case compute(keep: Bool, remaining: Int?)
  }

  /// The value for `key`, computed at most once while kept. `expectedUses`: how many times in
  /// all it will be asked for (0 when unknown); two threads asking at once may both compute it.
  func value(for key: Key, expectedUses: Int = 0, compute: () -> Value) -> Value {
    let lookup = state.withLock { state -> Lookup in
      if let known = state.values[key] {
        if let remaining = known.remaining {
          state.values[key] = remaining > 1 ? (known.value, remaining - 1) : nil
        }
        return .known(known.value)
      }
      // Kept for the uses still to come, or (unknown) from the second sighting on, for good.
      let keep = expectedUses > 1 || !state.seen.insert(key).inserted
      return .compute(keep: keep, remaining: expectedUses > 1 ? expectedUses - 1 : nil)
    }
    switch lookup {
    case .known(let value):
      return value
    case .compute(let keep, let remaining):
      let value = compute()
      if keep { state.withLock { $0.values[key] = (value, remaining) } }
      return value
    }
  }

  /// How many values are kept now (for tests).
  var keptCount: Int {
    state.withLock { $0.values.count }
  }
}
