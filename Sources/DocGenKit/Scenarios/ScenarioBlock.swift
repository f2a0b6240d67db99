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
  public static let infoWord = "scenario"

  /// Whether a fence's info string marks a scenario: `swift scenario …`.
  public static func isScenario(_ info: String) -> Bool {
    let words = infoWords(info, upTo: 2)
    return words.count >= 2 && words[0] == "swift" && words[1] == Substring(infoWord)
  }

  /// An info string's words, split at whitespace as `Character.isWhitespace` splits it. Info
  /// strings are nearly always ASCII, and for those the split runs over bytes (ASCII
  /// whitespace is tab to carriage return and space; a CRLF pair is whitespace either way):
  /// stepping through Characters was most of the time spent reading a page's scenarios.
  /// `limit`: at most this many words, for a caller that looks only at the first ones (every
  /// code block of every page is asked whether it is a scenario or a claim).
  static func infoWords(_ info: String, upTo limit: Int = .max) -> [Substring] {
    let utf8 = info.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return Array(info.split(whereSeparator: \.isWhitespace).prefix(limit))
    }
    var words: [Substring] = []
    words.reserveCapacity(min(limit, 6))
    var wordStart: String.Index?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        if let start = wordStart {
          words.append(info[start..<index])
          if words.count == limit { return words }
        }
        wordStart = nil
      } else if wordStart == nil {
        wordStart = index
      }
      index = utf8.index(after: index)
    }
    if let start = wordStart { words.append(info[start...]) }
    return words
  }

  /// The `id=` a scenario fence names, when it names a usable one (other code asks which
  /// scenario a section shows; the options themselves are checked in ``blocks(in:of:)``).
  static func explicitID(in info: String) -> String? {
    guard isScenario(info) else { return nil }
    let words = infoWords(info).dropFirst(2)
    guard let word = words.first(where: { $0.hasPrefix("id=") }) else { return nil }
    let name = String(word.dropFirst(3))
    return isValidID(name) ? name : nil
  }

  static func isClaim(_ info: String) -> Bool {
    infoWords(info, upTo: 1).first == "log"
  }

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
        case _ where word.hasPrefix("id="):
          let name = String(word.dropFirst(3))
          if isValidID(name) {
            id = name
          } else {
            diagnostics.append(.error("scenario.option", at: fenceLocation, "'\(name)' is not a usable scenario id: use letters, digits, '-' and '_'"))
          }
        default:
          let known = ["continue", "hidden", "fails", "id="]
          let hint = NearMiss.bestMatch(for: String(word), in: known).map { "; did you mean '\($0)'?" } ?? ""
          diagnostics.append(.error("scenario.option", at: fenceLocation, "unknown scenario option '\(word)'\(hint)"))
        }
      }
      if let line = seen[id] {
        diagnostics.append(.error("scenario.duplicate-id", at: fenceLocation, "scenario id '\(id)' is already used on line \(line)"))
      }
      seen[id] = block.startLine
      if options.continues && result.isEmpty {
        diagnostics.append(.error("scenario.option", at: fenceLocation, "'continue' on the page's first scenario: there is no earlier scenario to continue"))
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
          "scenario.orphan-claim", at: SourceLocation(file: page.file, line: block.startLine, column: block.startColumn),
          "a 'log' block must follow a scenario block directly (only blank lines between)"))
    }
    return (result, diagnostics)
  }

  private static func isValidID(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }

  private static func onlyBlankLines(in text: Substring, breaks: [Int], after first: Int, before last: Int) -> Bool {
    guard first < last else { return false }
    return (first..<(last - 1)).allSatisfy { index in
      text.line(index, breaks: breaks)?.allSatisfy(\.isWhitespace) ?? true
    }
  }
}
