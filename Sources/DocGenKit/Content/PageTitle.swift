import Foundation

extension SourcePage {
  /// What the scan learns of a note without rendering it.
  struct Outline: Equatable {
    /// Front matter `title`, else the first heading, else the file's name.
    var title: String
    /// Whether the Markdown has its own level-1 heading (then the layout adds none).
    var hasTitleHeading: Bool
    /// Its sections' heading ids by section key (``SectionOutline/anchors``), which its
    /// translations carry as aliases; asked for only for the default language's notes.
    var anchors: [String: String]?
    /// The files beside the notes it names (``LinkedFileReferences``), inside the content folder.
    var files: [String] = []
  }

  /// The page's title, whether it has a level-1 heading, and what else the scan records
  /// (``Outline``). Navigation needs every title before any page is rendered, and the plan
  /// every page's files.
  func outline(withAnchors: Bool = false) -> Outline {
    let mayNameFiles = LinkedFileReferences.mayHaveAny(body)
    let titledWithoutParse = frontMatter.title != nil && !Self.mayHaveLevelOneHeading(body)
    if !withAnchors, !mayNameFiles, let title = frontMatter.title, titledWithoutParse {
      // Titled by its front matter, with no line that could be a level-1 heading and nothing
      // that could name a file: the parse would tell nothing more (it was a parse of every page).
      return Outline(title: title, hasTitleHeading: false, anchors: nil)
    }
    let document = MarkdownDocument(parsing: body)
    let files = mayNameFiles ? LinkedFileReferences.paths(in: document, of: self) : []
    if withAnchors {
      let sections = SectionOutline(document, nodes: document.nodes())
      return Outline(
        title: frontMatter.title ?? sections.firstHeading ?? fileTitle, hasTitleHeading: sections.hasTitleHeading,
        anchors: sections.anchors, files: files)
    }
    if let title = frontMatter.title, titledWithoutParse {
      return Outline(title: title, hasTitleHeading: false, anchors: nil, files: files)
    }
    // Only the title: headings up to the first level-1 one.
    let heading = document.titleHeading()
    return Outline(
      title: frontMatter.title ?? heading.firstHeading ?? fileTitle, hasTitleHeading: heading.hasLevelOne, anchors: nil,
      files: files)
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
