import Foundation

extension SourcePage {
  /// The page's title without rendering it — front matter `title`, else the first heading,
  /// else the file's name — and whether the Markdown has its own level-1 heading (then the
  /// layout adds none). Navigation needs every title before any page is rendered.
  /// Also its sections' heading ids by section key (``SectionOutline/anchors``), which its
  /// translations carry as aliases.
  func titleHeading(withAnchors: Bool = false) -> (
    title: String, hasTitleHeading: Bool, anchors: [String: String]?
  ) {
    if !withAnchors, let title = frontMatter.title, !Self.mayHaveLevelOneHeading(body) {
      // Titled by its front matter, with no line that could be a level-1 heading: the parse
      // would tell nothing more (most notes are titled so; it was a parse of every page).
      return (title, false, nil)
    }
    let document = MarkdownDocument(parsing: body)
    if withAnchors {
      let sections = SectionOutline(document, nodes: document.nodes())
      return (frontMatter.title ?? sections.firstHeading ?? fileTitle, sections.hasTitleHeading, sections.anchors)
    }
    // Only the title: headings up to the first level-1 one.
    let heading = document.titleHeading()
    return (frontMatter.title ?? heading.firstHeading ?? fileTitle, heading.hasLevelOne, nil)
  }

  /// False only when no line of `markdown` can be a level-1 heading: none whose first
  /// character after container marks (indentation, `>`, list markers) is a lone `#` (an ATX
  /// heading; `##` is level 2 or more) or `=` (a setext underline). True is a maybe, settled
  /// by parsing.
  static func mayHaveLevelOneHeading(_ markdown: String) -> Bool {
    // A carriage return alone also ends a line; such a note is left to the parser.
    if markdown.containsByte(UInt8(ascii: "\r")) { return true }
    var markdown = markdown
    return markdown.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      var index = 0
      while index < bytes.count {
        // The line's first character after container marks.
        while index < bytes.count, Self.isContainerMark(bytes[index]) { index += 1 }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "="):
          return true
        case UInt8(ascii: "#"):
          let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: "\n")
          if next == UInt8(ascii: "\n") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { return true }
        default:
          break
        }
        // On to the next line.
        guard let newline = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) else { return false }
        index = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
      }
      return false
    }
  }

  /// Indentation, `>` and the characters of list markers (`-`, `+`, `*`, `1.`, `1)`).
  private static func isContainerMark(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "*"),
      UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return false
    }
  }

  /// The title of a page that names none and has no heading: its file's name.
  var fileTitle: String {
    String(relativePath.dropLast(3))
  }
}
