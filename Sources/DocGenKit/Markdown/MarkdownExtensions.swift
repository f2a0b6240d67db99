/// What docgen adds to CommonMark when it parses a note, each on libcmark's tree after libcmark
/// parsed it (``MarkdownDocument``), so libcmark stays the parser and a note without any of
/// them renders exactly as CommonMark says.
///
/// - `cjkEmphasis`: the CJK-friendly amendment to the flanking rules (``Flanking``), applied
///   to the delimiter runs libcmark left as text.
/// - `strikethrough`: GFM's `~~strike~~` and `~strike~` (`<del>`).
/// - `autolinks`: GFM's extended autolinks (``ExtendedAutolinks``).
/// - `taskLists`: GFM's `- [ ]` and `- [x]` items.
/// - `footnotes`: GFM's `[^label]` references and `[^label]: text` notes, of several blocks
///   indented under it (`MarkdownDocument+Footnotes.swift`).
///
/// GFM's tables and GitHub's alerts are blocks that the article renderer makes
/// (``PipeTable``, ``Callout``); they are not options here.
public struct MarkdownExtensions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let cjkEmphasis = MarkdownExtensions(rawValue: 1 << 0)
  public static let strikethrough = MarkdownExtensions(rawValue: 1 << 1)
  public static let autolinks = MarkdownExtensions(rawValue: 1 << 2)
  public static let taskLists = MarkdownExtensions(rawValue: 1 << 3)
  public static let footnotes = MarkdownExtensions(rawValue: 1 << 4)

  /// GitHub's inline extensions, without docgen's own (CJK emphasis).
  public static let gfm: MarkdownExtensions = [.strikethrough, .autolinks, .taskLists, .footnotes]
  public static let all: MarkdownExtensions = [.cjkEmphasis, .gfm]
}
