import ScenarioKit

/// A `swift scenario` fence of a page, with its options and the `log` claim that follows it.
///
/// ````markdown
/// ```swift scenario id=present continue
/// a.present(b, animated: true)
/// ```
///
/// ```log
/// b.viewDidLoad
/// ```
/// ````
public struct ScenarioBlock: Sendable, Equatable {
  /// The stable name: `id=` or `scenario-N` (N counting the page's scenarios from 1).
  public var id: String
  public var code: String
  /// Where the code's first line is in the Markdown file (the line after the fence).
  public var codeLine: Int
  /// The column the fence starts at; code lines are indented by as much inside lists.
  public var codeColumn: Int
  public var fenceLine: Int
  public var options: Options
  public var claim: LogClaim?
  /// The cmark node of the fence, for the splicer to replace.
  public var handle: MarkdownNode.Handle

  public struct Options: Sendable, Hashable {
    /// Runs on the state the previous scenario of the page left.
    public var continues = false
    /// Runs, but the page does not show it (setup).
    public var hidden = false
    /// Expected to end with an error; `check` fails if it does not.
    public var fails = false
    /// "Predict the log": the page shows the code and an exercise (put the log's callbacks
    /// in order), with the log behind it (``ScenarioHTML``).
    public var quiz = false
    /// `ios=12`: the iOS version the block (and its chain) runs on, whatever the site's.
    public var iOS: PlatformVersion?
  }
}

/// The exact log an author claims a scenario produces: a `log` fence right after it.
public struct LogClaim: Sendable, Equatable {
  /// The claimed lines, without the trailing newline.
  public var lines: [String]
  /// The opening and closing fence lines in the Markdown file; `bless` rewrites what lies between.
  public var fenceLine: Int
  public var closingFenceLine: Int
  public var handle: MarkdownNode.Handle
}

/// Finds a page's scenario blocks and claims among its code blocks.
public enum ScenarioBlockParser {
  public static let infoWord = FenceInfo.scenarioWord

  /// Whether a fence's info string marks a scenario (``FenceInfo/isScenario(_:)``).
  public static func isScenario(_ info: String) -> Bool { FenceInfo.isScenario(info) }

  static func infoWords(_ info: String, upTo limit: Int = .max) -> [Substring] { FenceInfo.words(info, upTo: limit) }

  static func isClaim(_ info: String) -> Bool { FenceInfo.isClaim(info) }

  /// The scenario blocks of a page, in order, and the problems with their options.
  public static func blocks(in codeBlocks: [CodeBlock], of page: SourcePage) -> ([ScenarioBlock], [Diagnostic]) {
    // The page's line breaks are needed only to look between a scenario and a log block
    // after it; only the lines between them are sliced.
    let text = Substring(page.text)
    var pageBreaks: [Int]?
    func breaks() -> [Int] {
      if let pageBreaks { return pageBreaks }
      let found = page.text.lineBreakOffsets
      pageBreaks = found
      return found
    }
    var result: [ScenarioBlock] = []
    var diagnostics: [Diagnostic] = []
    var seen: [String: Int] = [:]
    var claimed = Set<MarkdownNode.Handle>()
    for (position, block) in codeBlocks.enumerated() where isScenario(block.info) {
      let fenceLocation = SourceLocation(file: page.file, line: block.startLine, column: block.startColumn)
      var options = ScenarioBlock.Options()
      var id = "scenario-\(result.count + 1)"
      for word in infoWords(block.info).dropFirst(2) {
        switch word {
        case "continue": options.continues = true
        case "hidden": options.hidden = true
        case "fails": options.fails = true
        case "quiz": options.quiz = true
        case _ where word.hasPrefix("ios="):
          let text = String(word.dropFirst(4))
          if let version = PlatformVersion(parsing: text), (PlatformVersion.oldestiOS...99).contains(version.major) {
            options.iOS = version
          } else {
            diagnostics.append(
              .error(
                .scenarioOption, at: fenceLocation,
                "'ios=\(text)' is not a version scenarios run on: use one such as ios=12 or ios=16.4 (\(PlatformVersion.oldestiOS) or later)"
              ))
          }
        case _ where word.hasPrefix("id="):
          let name = String(word.dropFirst(3))
          if isValidID(name) {
            id = name
          } else {
            diagnostics.append(
              .error(
                .scenarioOption, at: fenceLocation,
                "'\(name)' is not a usable scenario id: use letters, digits, '-' and '_'"))
          }
        default:
          let known = ["continue", "hidden", "fails", "quiz", "id=", "ios="]
          let hint = NearMiss.suggestion(for: String(word), in: known).map { "; \($0)" } ?? ""
          diagnostics.append(.error(.scenarioOption, at: fenceLocation, "unknown scenario option '\(word)'\(hint)"))
        }
      }
      if let line = seen[id] {
        diagnostics.append(
          .error(.duplicateScenarioID, at: fenceLocation, "scenario id '\(id)' is already used on line \(line)"))
      }
      seen[id] = block.startLine
      if options.continues, let version = options.iOS, let head = result.last(where: { !$0.options.continues }),
        head.options.iOS != version
      {
        let chainVersion = head.options.iOS.map { "ios=\($0)" } ?? "the site's"
        diagnostics.append(
          .error(
            .scenarioOption, at: fenceLocation,
            "'ios=\(version)' on a 'continue' block: a chain runs on its first block's iOS (\(chainVersion))"))
      }
      if options.continues && result.isEmpty {
        diagnostics.append(
          .error(
            .scenarioOption, at: fenceLocation,
            "'continue' on the page's first scenario: there is no earlier scenario to continue"))
      }
      if options.quiz && options.hidden {
        diagnostics.append(
          .error(
            .scenarioOption, at: fenceLocation,
            "'quiz' on a 'hidden' scenario: a reader cannot predict a log the page does not show"))
      }
      var claim: LogClaim?
      if position + 1 < codeBlocks.count, isClaim(codeBlocks[position + 1].info) {
        let next = codeBlocks[position + 1]
        if onlyBlankLines(in: text, breaks: breaks(), after: block.endLine, before: next.startLine) {
          claimed.insert(next.handle)
          claim = LogClaim(
            lines: next.literal.sourceLines.dropLast().map { String($0.trimmingTrailingCR()) },
            fenceLine: next.startLine, closingFenceLine: next.endLine, handle: next.handle)
        }
      }
      result.append(
        ScenarioBlock(
          id: id, code: block.literal, codeLine: block.startLine + 1, codeColumn: block.startColumn,
          fenceLine: block.startLine, options: options, claim: claim, handle: block.handle))
    }
    for block in codeBlocks where isClaim(block.info) && !claimed.contains(block.handle) {
      diagnostics.append(
        .error(
          .orphanClaim,
          at: SourceLocation(file: page.file, line: block.startLine, column: block.startColumn),
          "a 'log' block must follow a scenario block directly (only blank lines between)"))
    }
    return (result, diagnostics)
  }

  private static func isValidID(_ name: String) -> Bool { FenceInfo.isValidID(name) }

  private static func onlyBlankLines(in text: Substring, breaks: [Int], after first: Int, before last: Int) -> Bool {
    guard first < last else { return false }
    return (first..<(last - 1)).allSatisfy { index in
      text.line(index, breaks: breaks)?.allSatisfy(\.isWhitespace) ?? true
    }
  }
}
