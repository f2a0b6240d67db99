/// The text of a page's Markdown twin (``MarkdownTwins``): the note as its author wrote it,
/// with each visible scenario followed by the log the engine produced for it, and the blocks
/// the page does not show (hidden scenarios, the claims the logs replace) left out.
///
/// It is made from the note's lines, not rendered back from cmark's tree: the author's
/// Markdown stays byte for byte what they wrote, and it costs no second parse.
struct MarkdownTwinText {
  /// What becomes of a code block, by the line its fence opens on.
  enum Edit {
    /// Left out (a hidden scenario, a claim).
    case drop
    /// Followed by a `log` block of these lines (a visible scenario's verified log).
    case appendLog([String])
  }

  /// `blocks`: what becomes of each code block that changes; `title` and the iOS version the
  /// logs were made on go in the twin's front matter. `fileURL` gives, for a destination as
  /// written, the URL of its copy as seen from the twin (nil: keep it); it is asked about the
  /// destinations outside `code` (every code block's lines).
  static func make(
    body: String, blocks: [(block: CodeBlock, edit: Edit)], title: String, iOS: String,
    code: [ClosedRange<Int>] = [], fileURL: (String) -> String? = { _ in nil }
  ) -> String {
    var lines = body.sourceLines.map(String.init)
    for index in lines.indices where !code.contains(where: { $0.contains(index + 1) }) {
      lines[index] = pointingAtCopies(lines[index], fileURL: fileURL)
    }
    // From the last block up, so earlier blocks' line numbers still hold.
    for (block, edit) in blocks.sorted(by: { $0.block.startLine > $1.block.startLine }) {
      let first = block.startLine - 1
      let last = min(block.endLine, lines.count) - 1
      guard first >= 0, first <= last else { continue }
      switch edit {
      case .drop:
        lines.removeSubrange(first...last)
        // A dropped block leaves one blank line, not two.
        if first < lines.count, lines[first].allSatisfy(\.isWhitespace), first > 0,
          lines[first - 1].allSatisfy(\.isWhitespace)
        {
          lines.remove(at: first)
        }
      case .appendLog(let log):
        let indent = String(repeating: " ", count: max(0, block.startColumn - 1))
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: log) + 1))
        lines.insert(contentsOf: [""] + ([fence + "log"] + log + [fence]).map { indent + $0 }, at: last + 1)
      }
    }
    // The front matter was blanked to keep line numbers; the twin has its own.
    while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    let header = [
      "---",
      "title: \(quoted(title))",
      "logs: \(quoted("verified by docgen's DocEngine, a simulation of UIKit on iOS \(iOS)"))",
      "---",
      "",
    ]
    return (header + lines).joined(separator: "\n") + "\n"
  }

  /// `line` with each file destination (`](images/a.png)`, `src="a.png"`, `href="a.pdf"`)
  /// that `fileURL` knows replaced by its copy's URL. The twin does not sit where its note
  /// did, beside its files: the files were copied into `files/`, and without this the twin's
  /// pictures would point at nothing.
  static func pointingAtCopies(_ line: String, fileURL: (String) -> String?) -> String {
    // Every line of every page passes here: Foundation's `contains` (NSString's search) on
    // three needles a line was a fifth of a cold build's time, so the line's bytes are
    // scanned once, by hand.
    var result = ""
    var rest = Substring(line)
    var changed = false
    while let (prefixEnd, destination, destinationEnd) = nextDestination(in: rest) {
      result += rest[..<prefixEnd]
      if let copy = fileURL(String(destination)) {
        result += copy
        changed = true
      } else {
        result += destination
      }
      rest = rest[destinationEnd...]
    }
    return changed ? result + rest : line
  }

  private static let sourceAttribute = Array("src=".utf8)
  private static let referenceAttribute = Array("href=".utf8)

  /// The next destination in `text`: where it starts, its text and where it ends. Markdown's
  /// `](…)` (with `<…>` or a bare destination) and HTML's quoted `src=` and `href=`. Read as
  /// UTF-8 bytes: every delimiter is ASCII, and a UTF-8 index is a valid `Substring` index.
  private static func nextDestination(in text: Substring) -> (Substring.Index, Substring, Substring.Index)? {
    let bytes = text.utf8
    var index = bytes.startIndex
    func byte(at position: Substring.Index, offset: Int) -> UInt8? {
      guard let at = bytes.index(position, offsetBy: offset, limitedBy: bytes.endIndex), at < bytes.endIndex
      else { return nil }
      return bytes[at]
    }
    while index < bytes.endIndex {
      switch bytes[index] {
      case UInt8(ascii: "]") where byte(at: index, offset: 1) == UInt8(ascii: "("):
        var start = bytes.index(index, offsetBy: 2)
        let angled = start < bytes.endIndex && bytes[start] == UInt8(ascii: "<")
        if angled { start = bytes.index(after: start) }
        let end =
          bytes[start...].firstIndex(where: {
            angled ? $0 == UInt8(ascii: ">") : ($0 == UInt8(ascii: ")") || $0 == 0x20 || $0 == 0x09)
          }) ?? bytes.endIndex
        return (start, text[start..<end], end)
      case UInt8(ascii: "s"), UInt8(ascii: "h"):
        let attribute = bytes[index] == UInt8(ascii: "s") ? sourceAttribute : referenceAttribute
        guard bytes[index...].starts(with: attribute) else { break }
        let quoteIndex = bytes.index(index, offsetBy: attribute.count)
        guard quoteIndex < bytes.endIndex, bytes[quoteIndex] == 0x22 || bytes[quoteIndex] == 0x27 else { break }
        let quote = bytes[quoteIndex]
        let start = bytes.index(after: quoteIndex)
        guard let end = bytes[start...].firstIndex(of: quote) else { return nil }
        return (start, text[start..<end], end)
      default: break
      }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// A YAML double-quoted scalar (JSON's escapes, which YAML reads the same way).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// The longest run of backticks in `lines`, so the log's fence is longer than any of them.
  private static func longestBacktickRun(in lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }
}
