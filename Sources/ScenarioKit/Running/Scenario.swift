import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Workers

/// A parsed scenario block: its source, where it came from, its lowered program, and the
/// static diagnostics (parse errors, unsupported constructs) found on the way.
///
/// Parsing never throws: a scenario that does not parse, or uses something outside the subset,
/// still yields a `Scenario` whose `diagnostics` say why, and running it produces an outcome
/// with those diagnostics and an empty log.
///
/// ```swift
/// let scenario = Scenario.parse(source: code, origin: SourceOrigin(file: "guide.md", firstLine: 12))
/// var session = ScenarioSession()
/// let outcome = session.run(scenario)
/// ```
public struct Scenario: Sendable {
  public let source: String
  public let origin: SourceOrigin
  /// Nil when the source has parse errors or unsupported constructs.
  public let program: ScenarioProgram?
  /// Parse errors and unsupported constructs, in source order.
  public let diagnostics: [Diagnostic]
  /// The source as HTML (``SwiftHighlighter``), when asked for: made from the same parse, so a
  /// page that shows the scenario it runs parses it once.
  public private(set) var highlighted: String?
  /// The UIKit API after iOS 12 it uses (``AvailabilityScan``): a session on an older version
  /// refuses the block before running it, as swiftc would.
  public private(set) var apiUses: [APIUse] = []

  init(source: String, origin: SourceOrigin, program: ScenarioProgram?, diagnostics: [Diagnostic]) {
    self.source = source
    self.origin = origin
    self.program = program
    self.diagnostics = diagnostics
  }

  /// Parses and lowers a scenario's source (the text between the fences); `highlighted` also
  /// makes its HTML.
  public static func parse(source: String, origin: SourceOrigin, highlighted: Bool = false) -> Scenario {
    if var issue = SourceGuard.check(source) {
      // The guard counts lines in the block's own text.
      issue.position = origin.position(blockLine: issue.position.line, column: issue.position.column)
      var scenario = Scenario(
        source: source, origin: origin, program: nil, diagnostics: [issue.diagnostic(origin: origin)])
      if highlighted { scenario.highlighted = SwiftHighlighter.html(source) }
      return scenario
    }
    return WorkerPool.run {
      let tree = Parser.parse(source: source)
      var scenario = parseChecked(source: source, origin: origin, tree: tree)
      if highlighted { scenario.highlighted = SwiftHighlighter.html(source, tree: tree) }
      return scenario
    }
  }

  /// Lowers source that ``SourceGuard`` let through, on a thread with a stack deep enough for it.
  private static func parseChecked(source: String, origin: SourceOrigin, tree: SourceFileSyntax) -> Scenario {
    let converter = PositionConverter(source: source, firstLine: origin.firstLine)

    // swift-syntax's Fix-It for an `=` with whitespace on one side only traps (a precondition)
    // when that whitespace is something other than spaces and tabs — found by the fuzzer with
    // a U+FFFD beside the `=`. We use no Fix-Its: report the token ourselves and skip them.
    // (That diagnostic is an error, which marks the tree: a tree without errors, as nearly
    // every scenario's is, has no such token, and its tokens are not walked.)
    for token in tree.hasError ? Array(tree.tokens(viewMode: .sourceAccurate)) : []
    where token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
      let issue = StaticIssue(
        id: DiagnosticID.parse, message: "'=' must have consistent whitespace on both sides",
        position: converter.position(of: token))
      return Scenario(source: source, origin: origin, program: nil, diagnostics: [issue.diagnostic(origin: origin)])
    }

    // Many syntax errors are reported from a scan of the tree: SwiftParserDiagnostics' time
    // grows with the square of their number (``ParseErrorScan``).
    let scan = tree.hasError ? ParseErrorScan(tree, keep: maxDiagnostics, converter: converter) : nil
    if let scan, scan.count > maxDetailedParseErrors {
      return Scenario(
        source: source, origin: origin, program: nil,
        diagnostics: capped(scan.first.map { $0.diagnostic(origin: origin) }, total: scan.count))
    }
    var parseIssues: [StaticIssue] = []
    for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
      var issue = StaticIssue(
        id: DiagnosticID.parse,
        message: diagnostic.message,
        position: converter.position(of: diagnostic.position),
        notes: diagnostic.notes.map { ($0.message, converter.position(of: $0.position)) })
      issue.severity = diagnostic.diagMessage.severity == .error ? .error : .warning
      parseIssues.append(issue)
    }
    if parseIssues.contains(where: { $0.severity == .error }) {
      return Scenario(source: source, origin: origin, program: nil, diagnostics: capped(parseIssues, origin: origin))
    }

    var lowering = Lowering(converter: converter)
    let program = lowering.lower(tree)
    // What the block names that it cannot run with (old UIKit names, UIKit not simulated),
    // every use at once, beside what lowering refused.
    let refusals = RefusalScan.issues(in: tree, converter: converter)
    let issues = (lowering.issues + refusals).sorted { $0.position < $1.position }
    var scenario = Scenario(
      source: source, origin: origin, program: issues.isEmpty ? program : nil,
      diagnostics: capped(parseIssues + issues, origin: origin))
    if scenario.program != nil { scenario.apiUses = AvailabilityScan.uses(in: tree, converter: converter) }
    return scenario
  }

  /// The most diagnostics a block reports before running: the first ones, then a note on the
  /// last saying how many more there are. (A block with thousands of errors is one mistake
  /// repeated, and printing them all wrote gigabytes.)
  static let maxDiagnostics = 20
  /// Above this many syntax errors, they are reported from ``ParseErrorScan`` instead of
  /// SwiftParserDiagnostics.
  static let maxDetailedParseErrors = 32

  private static func capped(_ issues: [StaticIssue], origin: SourceOrigin) -> [Diagnostic] {
    capped(issues.prefix(maxDiagnostics).map { $0.diagnostic(origin: origin) }, total: issues.count)
  }

  /// `diagnostics` (the first of `total`), the last with a note counting the rest.
  private static func capped(_ diagnostics: [Diagnostic], total: Int) -> [Diagnostic] {
    var kept = Array(diagnostics.prefix(maxDiagnostics))
    if total > kept.count, !kept.isEmpty {
      let more = total - kept.count
      kept[kept.count - 1].notes.append(
        .init(
          message: "\(more) more problem\(more == 1 ? "" : "s") in this block \(more == 1 ? "is" : "are") not shown"))
    }
    return kept
  }

  /// The text of a line of the Markdown file, as far as this scenario knows it (its own lines,
  /// with the fence's indentation restored as spaces).
  public func markdownLine(_ line: Int) -> String? {
    let index = line - origin.firstLine
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard index >= 0, index < lines.count else { return nil }
    var text = String(lines[index])
    if text.hasSuffix("\r") { text.removeLast() }
    return String(repeating: " ", count: origin.columnOffset) + text
  }

  /// A renderer that shows this scenario's lines under its diagnostics.
  public var renderer: DiagnosticRenderer {
    let file = origin.file
    let copy = self
    return DiagnosticRenderer(lines: { requested, line in
      requested == file ? copy.markdownLine(line).map { Substring($0) } : nil
    })
  }
}

extension StaticIssue {
  func diagnostic(origin: SourceOrigin) -> Diagnostic {
    Diagnostic(
      severity, id, at: origin.location(of: position), message,
      notes: notes.map { .init(message: $0.message, location: $0.position.map(origin.location(of:))) })
  }
}
