import DocEngine
import ScenarioKit

/// One scenario block after it ran, with what the note expected of it.
public struct RunBlock: Sendable {
  public var block: ScenarioBlock
  public var outcome: ScenarioOutcome
  /// What the engine calls each object when the block ends (for pictures, which draw objects
  /// that are not in any log line's text).
  public var names: [ObjectID: String]
  /// Why the block does not do what the note says (empty when it does): an unexpected error,
  /// a `fails` block that did not fail, a claim that does not match.
  public var failures: [Diagnostic]
  /// A hash of the block's code and the code it continues: blocks with equal keys have equal
  /// outcomes and names.
  public var chainKey: String
  /// The block's code highlighted, when the runner ``PageRunner/highlights``.
  public var highlighted: String? = nil

  public var passed: Bool { failures.isEmpty }
  /// The failures that are about the note's words, not its code (a stale claim, a `fails`
  /// block that did not fail): the page shows them under the block.
  public var claimFailures: [Diagnostic] { failures.filter { $0.id == .staleClaim || $0.id == .expectedFailure } }
  /// A claim exists and the engine's log matches it line for line.
  public var isVerified: Bool { block.claim.map { $0.lines == outcome.lines } ?? false }
}

/// All scenario blocks of one page, run in order on one session chain.
public struct PageRun: Sendable {
  public var page: SourcePage
  public var blocks: [RunBlock]
  /// Problems with the blocks themselves (unknown options, duplicate ids, stray claims).
  public var problems: [Diagnostic]
}

/// Runs the scenarios of a page and judges each against its claims.
///
/// Pure: a page's run depends only on its text, so pages run in parallel and every command
/// (build, check, bless, run) sees the same outcome for the same block.
public struct PageRunner: Sendable {
  public var stepLimit: Int
  /// Where results of earlier runs are kept; nil runs every block.
  public var cache: ScenarioCache?

  /// The iOS version scenarios run on (`#available`); sites set it in site.yml.
  public var iOS = PlatformVersion.defaultiOS
  /// Whether each block's code is highlighted too (for pages that show it), from the parse
  /// that runs it, and kept with its result in the cache.
  public var highlights = false

  public init(stepLimit: Int = 10_000, cache: ScenarioCache? = nil, iOS: PlatformVersion = .defaultiOS) {
    self.stepLimit = stepLimit
    self.cache = cache
    self.iOS = iOS
  }

  /// A runner for each content folder among `notes`, configured by its site.yml (a folder
  /// whose site.yml is missing or broken keeps this runner's settings).
  func perContentRoot(_ notes: [NoteFiles.Note]) -> [String: PageRunner] {
    var runners: [String: PageRunner] = [:]
    for root in Set(notes.compactMap(\.contentRoot)) {
      let file = join(root, ContentLoader.configFileName)
      guard case .success(let text) = SourceText.read(file),
        let config = SiteConfigLoader.load(text: text, file: file).0
      else { continue }
      runners[root] = configured(for: config)
    }
    return runners
  }

  /// This runner for notes of the site `config` describes (its iOS version).
  public func configured(for config: SiteConfig) -> PageRunner {
    var runner = self
    runner.iOS = config.iOSVersion
    return runner
  }

  /// Runs a page whose code blocks are already known (the build has parsed the Markdown).
  public func run(_ page: SourcePage, codeBlocks: [CodeBlock]) -> PageRun {
    let (blocks, problems) = ScenarioBlockParser.blocks(in: codeBlocks, of: page)
    var runs: [RunBlock] = []
    var chain: [ScenarioBlock] = []
    for block in blocks {
      if !block.options.continues, !chain.isEmpty {
        runs += run(chain: chain, of: page)
        chain = []
      }
      chain.append(block)
    }
    if !chain.isEmpty { runs += run(chain: chain, of: page) }
    return PageRun(page: page, blocks: runs, problems: problems)
  }

  /// Runs blocks that share one session (a block and the `continue` blocks after it), or takes
  /// their results from the cache when every one of them is there.
  ///
  /// Blocks run as if the chain's code stood one block after the other from line 1 of a
  /// nameless file, so the result does not depend on where the code stands (the same scenario
  /// in three languages' files is one result), yet every line of the chain has a number of its
  /// own (an error in a method an earlier block declared names that block's line);
  /// ``ScenarioOutcome/relocated(to:chain:)`` then puts each in its place.
  private func run(chain: [ScenarioBlock], of page: SourcePage) -> [RunBlock] {
    // A chain runs on the version its first block names, else on the site's.
    let iOS = chain.first?.options.iOS ?? self.iOS
    var codes: [String] = []
    let keys = chain.map { block -> String? in
      codes.append(block.code)
      return cache?.key(chain: codes, stepLimit: stepLimit, iOS: iOS)
    }
    // A cache key names the chain's code (and this runner's settings): it serves as the chain
    // key, so each block's code is hashed once.
    codes = []
    let chainKeys = zip(chain, keys).map { block, key -> String in
      codes.append(block.code)
      return key ?? ContentHash.of(["chain"] + codes)
    }
    let cached = keys.compactMap { key in key.flatMap { cache?.entry(for: $0) } }
    var entries = cached
    let places = ChainPlaces(chain, in: page)
    if cached.count < chain.count {
      let session = ScenarioSession(stepLimit: stepLimit, iOS: iOS)
      entries = zip(places.neutral, zip(chain, keys)).map { neutral, blockAndKey in
        let (block, key) = blockAndKey
        let scenario = Scenario.parse(source: block.code, origin: neutral, highlighted: highlights)
        let outcome = session.run(scenario)
        let engine = session.engine
        let names = engine.allObjects.sorted().map {
          ScenarioCache.Entry.Name(id: $0.rawValue, name: engine.displayName(of: $0))
        }
        let entry = ScenarioCache.Entry(outcome: outcome, names: names, highlighted: scenario.highlighted)
        if let key { cache?.store(entry, for: key) }
        return entry
      }
    } else if highlights {
      // Entries written by a runner that did not highlight (`check`) get their code's HTML
      // now, kept with them for the next build.
      for index in entries.indices where entries[index].highlighted == nil {
        entries[index].highlighted = SwiftHighlighter.html(chain[index].code)
        if let key = keys[index] { cache?.store(entries[index], for: key) }
      }
    }
    return zip(places.real.indices, zip(chain, zip(entries, chainKeys))).map { index, rest in
      let (block, (entry, chainKey)) = rest
      let outcome = entry.outcome.relocated(to: places.real[index], chain: places)
      let names = Dictionary(uniqueKeysWithValues: entry.names.map { (ObjectID(rawValue: $0.id), $0.name) })
      return RunBlock(
        block: block, outcome: outcome, names: names, failures: Self.judge(block, outcome, file: page.file),
        chainKey: chainKey,
        highlighted: entry.highlighted)
    }
  }

  /// Parses the page's Markdown for its code blocks, then runs it.
  public func run(_ page: SourcePage) -> PageRun {
    run(page, codeBlocks: CodeBlock.all(in: page))
  }

  static func judge(_ block: ScenarioBlock, _ outcome: ScenarioOutcome, file: String) -> [Diagnostic] {
    var failures: [Diagnostic] = []
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    if block.options.fails {
      if errors.isEmpty {
        failures.append(
          .error(
            .expectedFailure, at: SourceLocation(file: file, line: block.fenceLine, column: 1),
            "scenario '\(block.id)' is marked 'fails' but ran to its end without an error"))
      }
    } else {
      failures += errors
    }
    if let claim = block.claim, claim.lines != outcome.lines {
      let diff = UnifiedDiff.lines(from: claim.lines, to: outcome.lines)
      failures.append(
        .error(
          .staleClaim, at: SourceLocation(file: file, line: claim.fenceLine, column: 1),
          "the log of scenario '\(block.id)' differs from the engine's (-claimed +engine)",
          details: ["--- claimed", "+++ engine"] + diff))
    }
    return failures
  }
}

extension CodeBlock {
  /// The fenced code blocks of a page, found by libcmark.
  public static func all(in page: SourcePage) -> [CodeBlock] {
    let document = MarkdownDocument(parsing: page.body)
    return document.codeBlocks().compactMap { node in
      guard case .codeBlock(let info, let literal) = node.kind else { return nil }
      return CodeBlock(
        handle: node.handle, info: info, literal: literal, startLine: node.startLine, endLine: node.endLine,
        startColumn: node.startColumn)
    }
  }
}
