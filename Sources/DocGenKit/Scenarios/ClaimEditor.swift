/// Rewrites the bodies of `log` claims in a Markdown file, touching nothing else.
///
/// The edit is by position: the lines strictly between a claim's opening and closing fence
/// are replaced, every other byte of the file is kept as it was (line endings, trailing
/// spaces, a missing final newline). A claim inside a list or quote keeps the prefix of its
/// opening fence on every new line.
public enum ClaimEditor {
  public struct Edit: Sendable, Equatable {
    /// The claim's opening and closing fence lines (1-based).
    public var fenceLine: Int
    public var closingFenceLine: Int
    public var newLines: [String]

    public init(fenceLine: Int, closingFenceLine: Int, newLines: [String]) {
      self.fenceLine = fenceLine
      self.closingFenceLine = closingFenceLine
      self.newLines = newLines
    }
  }

  /// The file's text with every edit applied; edits must not overlap.
  public static func apply(_ edits: [Edit], to text: String) -> String {
    var lines = text.sourceLines.map(String.init)
    for edit in edits.sorted(by: { $0.fenceLine > $1.fenceLine }) {
      let opening = edit.fenceLine - 1
      // An unclosed fence runs to the end of the document, with no closing line to keep.
      let closing = min(edit.closingFenceLine - 1, lines.count)
      guard opening >= 0, opening < lines.count, closing > opening else { continue }
      let fence = lines[opening]
      let usesCR = fence.hasSuffix("\r")
      let prefix = String(fence.prefix { $0 == " " || $0 == ">" || $0 == "\t" })
      let closingIsFence = closing < lines.count && isFence(lines[closing])
      let bodyEnd = closingIsFence ? closing : lines.count
      let replacement = edit.newLines.map { prefix + $0 + (usesCR ? "\r" : "") }
      // A claimed line that is itself a fence would close the claim early: lengthen the
      // claim's fences past the longest such run (CommonMark closes only on one as long).
      let longest = edit.newLines.map { leadingRun(of: fenceCharacter(of: fence), in: $0) }.max() ?? 0
      if longest >= fenceLength(of: fence) {
        lines[opening] = lengthened(fence, to: longest + 1)
        if closingIsFence { lines[closing] = lengthened(lines[closing], to: longest + 1) }
      }
      lines.replaceSubrange((opening + 1)..<bodyEnd, with: replacement)
    }
    return lines.joined(separator: "\n")
  }

  private static func fenceCharacter(of fence: String) -> Character {
    fence.drop { $0 == " " || $0 == ">" || $0 == "\t" }.first ?? "`"
  }

  private static func fenceLength(of fence: String) -> Int {
    leadingRun(of: fenceCharacter(of: fence), in: String(fence.drop { $0 == " " || $0 == ">" || $0 == "\t" }))
  }

  /// How many `character`s start `line` after up to three spaces of indentation.
  private static func leadingRun(of character: Character, in line: String) -> Int {
    let indent = line.prefix(3).prefix { $0 == " " }
    return line.dropFirst(indent.count).prefix { $0 == character }.count
  }

  /// The fence line with its run of fence characters made `length` long.
  private static func lengthened(_ fence: String, to length: Int) -> String {
    let character = fenceCharacter(of: fence)
    let prefix = fence.prefix { $0 == " " || $0 == ">" || $0 == "\t" }
    let rest = fence.dropFirst(prefix.count).drop { $0 == character }
    return prefix + String(repeating: character, count: length) + rest
  }

  private static func isFence(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == ">" || $0 == "\t" }
    return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
  }
}
