import Foundation
import ScenarioKit
import Workers

/// `docgen check`: runs every scenario of the given notes once and verifies what the notes
/// claim — `log` blocks exactly, `assert`s, `fails` markers — and that translations of a
/// page run the same scenarios.
public struct Checker: Sendable {
  public var paths: [String]
  public var runner: PageRunner
  /// Outdated and unacknowledged translations are errors (`--strict`), not warnings.
  public var strictTranslations: Bool
  /// `--ios 12,17,18`: run every note on each of these versions too and report each claim whose
  /// log differs between them (``VersionComparison``); empty: only the site's version.
  public var comparedVersions: [PlatformVersion] = []

  /// `12,17,18` as versions scenarios run on; nil when a part is not one.
  public static func versions(parsing text: String) -> [PlatformVersion]? {
    var versions: [PlatformVersion] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let version = PlatformVersion(parsing: String(part)), version.major >= PlatformVersion.oldestiOS else {
        return nil
      }
      versions.append(version)
    }
    return versions
  }

  public init(paths: [String], runner: PageRunner = PageRunner(), strictTranslations: Bool = false) {
    self.paths = paths
    self.runner = runner
    self.strictTranslations = strictTranslations
  }

  public struct Report: Sendable {
    /// Every failure, in file order, each with its diff or explanation in its notes.
    public var diagnostics: [Diagnostic]
    public var passed: Int
    public var failed: Int
    /// Every scenario block checked, in file order.
    public var blocks: [BlockResult]
    /// The text of every note a diagnostic points into, for excerpts.
    public var sources: [String: String]
    /// `N passed, M failed`: the last line `check` prints.
    public var summary: String { "\(passed) passed, \(failed) failed" }
  }

  /// What became of one scenario block.
  public struct BlockResult: Sendable, Codable, Equatable {
    public var file: String
    /// The line of the block's opening fence.
    public var line: Int
    public var id: String
    public var passed: Bool
    /// `verified` (the claim matched), `stale` (it did not), or `none` (no claim).
    public var claim: String
  }

  /// `progress` is called after each note ran, with the count done and the total, from any
  /// thread (the command line draws a progress line with it on a terminal).
  public func run(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> Report {
    let (notes, readProblems) = NoteFiles.collect(paths)
    let counter = ProgressCounter(total: notes.count, report: progress)
    let runners = runner.perContentRoot(notes)
    let runs = notes.parallelMap { note in
      let run = runners[note.contentRoot ?? "", default: runner].run(note.page)
      counter.step()
      return run
    }
    var diagnostics = readProblems
    var passed = 0
    var failed = readProblems.filter { $0.severity == .error }.count
    for run in runs {
      diagnostics += run.problems
      failed += run.problems.filter { $0.severity == .error }.count
      for block in run.blocks {
        if block.passed { passed += 1 } else { failed += 1 }
        diagnostics += block.failures
      }
    }
    if comparedVersions.count > 1 {
      let comparison = VersionComparison(versions: comparedVersions)
      let differences = comparison.differences(comparison.runs(of: notes, runners: runners, fallback: runner))
      diagnostics += differences
      failed += differences.count
    }
    let staleness = translationProblems(notes)
    diagnostics += staleness
    failed += staleness.filter { $0.severity == .error }.count
    let parity = TranslationParity.compare(zip(notes, runs).map { ($0.contentRoot, $1) })
    passed += parity.comparisons - parity.mismatchedComparisons
    failed += parity.mismatchedComparisons
    diagnostics += parity.diagnostics
    let blocks = runs.flatMap { run in
      run.blocks.map { block in
        BlockResult(
          file: run.page.file, line: block.block.fenceLine, id: block.block.id, passed: block.passed,
          claim: block.block.claim == nil ? "none" : block.isVerified ? "verified" : "stale")
      }
    }
    let texts = Dictionary(notes.map { ($0.page.file, $0.page.text) }, uniquingKeysWith: { first, _ in first })
    let named = Set(diagnostics.map(\.location.file))
    return Report(
      diagnostics: diagnostics.sortedByLocation(), passed: passed, failed: failed, blocks: blocks,
      sources: texts.filter { named.contains($0.key) })
  }
}

extension Checker {
  /// Translations among `notes` that are behind their original or were never acknowledged.
  /// Works from the notes already read (an original outside them is read on its own).
  func translationProblems(_ notes: [NoteFiles.Note]) -> [Diagnostic] {
    var defaults: [String: String] = [:]
    var pages: [String: SourcePage] = [:]
    for note in notes {
      guard let root = note.contentRoot else { continue }
      pages[root + "\u{0}" + note.page.language + "\u{0}" + note.page.translationKey] = note.page
    }
    let severity: Diagnostic.Severity = strictTranslations ? .error : .warning
    var problems: [Diagnostic] = []
    for note in notes {
      guard let root = note.contentRoot else { continue }
      if defaults[root] == nil {
        let configFile = join(root, ContentLoader.configFileName)
        if case .success(let text) = SourceText.read(configFile) {
          defaults[root] = SiteConfigLoader.load(text: text, file: configFile).0?.defaultLanguage ?? ""
        }
      }
      guard let defaultLanguage = defaults[root], !defaultLanguage.isEmpty, note.page.language != defaultLanguage else {
        continue
      }
      let key = note.page.translationKey
      let originalFile = ContentPath.file(ofPage: key, in: join(root, defaultLanguage))
      let original: SourcePage
      if let known = pages[root + "\u{0}" + defaultLanguage + "\u{0}" + key] {
        original = known
      } else if case .success(let text) = SourceText.read(originalFile) {
        let split = FrontMatterParser.split(text, file: originalFile).0
        original = SourcePage(
          language: defaultLanguage, relativePath: key, file: originalFile, text: text, frontMatter: split.frontMatter,
          body: split.body)
      } else {
        continue  // no original: nothing to be behind
      }
      let file = note.page.file
      let location = SourceLocation(file: file, line: 1)
      guard let stamp = note.page.frontMatter.translatedFrom else {
        problems.append(
          Diagnostic(
            severity, .untrackedTranslation, at: location,
            "this translation does not record which version of \(original.file) it follows: once it matches, run 'docgen ack \(file)'"
          ))
        continue
      }
      if stamp != TranslationHash.of(original.text, frontMatter: original.frontMatter) {
        problems.append(
          Diagnostic(
            severity, .outdatedTranslation, at: location,
            "\(original.file) changed since this translation was acknowledged: bring it up to date, then run 'docgen ack \(file)'"
          ))
      }
    }
    return problems.sortedByLocation()
  }
}

/// Counts finished notes from any thread and passes the count on.
private final class ProgressCounter: Sendable {
  private let total: Int
  private let report: (@Sendable (Int, Int) -> Void)?
  private let done = Tally()

  init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  func step() {
    guard let report else { return }
    report(done.next(), total)
  }
}

/// The same page in every language must run the same scenarios: the same ids in the same
/// order, and for each id the same code up to comments and string literals.
enum TranslationParity {
  struct Result {
    var diagnostics: [Diagnostic] = []
    /// Pairs of translations compared, and how many of them differ.
    var comparisons = 0
    var mismatchedComparisons = 0
  }

  static func compare(_ runs: [(contentRoot: String?, run: PageRun)]) -> Result {
    var groups: [String: [PageRun]] = [:]
    var order: [String] = []
    for (root, run) in runs {
      guard let root, !run.page.language.isEmpty else { continue }
      let key = root + "\u{0}" + run.page.translationKey
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(run)
    }
    // Pages compare on every core (comparing code lexes it); results are summed in order.
    let perPage = order.compactMap { groups[$0] }.parallelMap { pages -> Result in
      var result = Result()
      guard pages.count > 1 else { return result }
      let sorted = pages.sorted { $0.page.language < $1.page.language }
      let reference = sorted.first { $0.page.language == "en" } ?? sorted[0]
      for other in sorted where other.page.file != reference.page.file {
        result.comparisons += 1
        let problems = differences(reference, other)
        if !problems.isEmpty { result.mismatchedComparisons += 1 }
        result.diagnostics += problems
      }
      return result
    }
    return perPage.reduce(into: Result()) { total, page in
      total.comparisons += page.comparisons
      total.mismatchedComparisons += page.mismatchedComparisons
      total.diagnostics += page.diagnostics
    }
  }

  private static func differences(_ a: PageRun, _ b: PageRun) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let blocksA = Dictionary(a.blocks.map { ($0.block.id, $0.block) }, uniquingKeysWith: { first, _ in first })
    let blocksB = Dictionary(b.blocks.map { ($0.block.id, $0.block) }, uniquingKeysWith: { first, _ in first })
    func at(_ page: PageRun, _ block: ScenarioBlock?) -> SourceLocation {
      SourceLocation(file: page.page.file, line: block?.fenceLine ?? 1)
    }
    for block in a.blocks.map(\.block) where blocksB[block.id] == nil {
      problems.append(
        .error(
          .translationParity, at: at(a, block), "scenario '\(block.id)' is missing from the translation \(b.page.file)"
        ))
      problems.append(
        .error(
          .translationParity, at: at(b, nil),
          "this translation lacks scenario '\(block.id)' of \(a.page.file):\(block.fenceLine)"))
    }
    for block in b.blocks.map(\.block) where blocksA[block.id] == nil {
      problems.append(
        .error(.translationParity, at: at(b, block), "scenario '\(block.id)' does not exist in \(a.page.file)"))
      problems.append(
        .error(
          .translationParity, at: at(a, nil),
          "\(b.page.file):\(block.fenceLine) has scenario '\(block.id)', which this page lacks"))
    }
    let sharedA = a.blocks.map(\.block.id).filter { blocksB[$0] != nil }
    let sharedB = b.blocks.map(\.block.id).filter { blocksA[$0] != nil }
    if sharedA != sharedB {
      problems.append(
        .error(
          .translationParity, at: at(a, nil),
          "scenarios are in a different order in \(b.page.file): \(sharedB.joined(separator: ", "))"))
      problems.append(
        .error(
          .translationParity, at: at(b, nil),
          "scenarios are in a different order in \(a.page.file): \(sharedA.joined(separator: ", "))"))
    }
    for id in sharedA {
      guard let blockA = blocksA[id], let blockB = blocksB[id] else { continue }
      if blockA.options != blockB.options {
        problems.append(
          .error(
            .translationParity, at: at(a, blockA),
            "scenario '\(id)' has other options in \(b.page.file):\(blockB.fenceLine)"))
        problems.append(
          .error(
            .translationParity, at: at(b, blockB),
            "scenario '\(id)' has other options in \(a.page.file):\(blockA.fenceLine)"))
      }
      // Identical text needs no lexing: the common case when only prose is translated.
      if blockA.code != blockB.code, CodeShape(of: blockA.code) != CodeShape(of: blockB.code) {
        problems.append(
          .error(
            .translationParity, at: at(a, blockA),
            "scenario '\(id)' runs other code than in \(b.page.file):\(blockB.fenceLine) (beyond comments and strings)")
        )
        problems.append(
          .error(
            .translationParity, at: at(b, blockB),
            "scenario '\(id)' runs other code than in \(a.page.file):\(blockA.fenceLine) (beyond comments and strings)")
        )
      }
    }
    return problems
  }
}
