/// A page's headings: the id each one gets, and the sections (levels 2 and 3) with the keys
/// that name the same section in every translation.
///
/// Computed from the Markdown alone, so the scan (which records every note's section ids for
/// its translations) and the renderer (which writes them) agree by construction.
struct SectionOutline {
  /// The fragment id of every heading, all levels (``HeadingSlugger``).
  var ids: [MarkdownNode.Handle: String] = [:]
  /// The id GitHub gives every heading (``GitHubSlugger``), which links written on GitHub name;
  /// made only when asked for (the renderer writes them, the scan needs none).
  var githubIDs: [MarkdownNode.Handle: String] = [:]
  var items: [OutlineItem] = []
  /// The outline index of each section heading.
  var itemIndex: [MarkdownNode.Handle: Int] = [:]
  /// The text of the first heading of any level, and whether there is a level-1 heading.
  var firstHeading: String?
  var hasTitleHeading = false

  init(_ document: MarkdownDocument, nodes: [MarkdownNode], withGitHubIDs: Bool = false) {
    var slugger = HeadingSlugger()
    var githubSlugger = GitHubSlugger()
    for node in nodes {
      switch node.kind {
      case .heading(let level):
        let text = document.plainText(of: node.handle)
        if firstHeading == nil { firstHeading = text }
        if level == 1 { hasTitleHeading = true }
        let id = slugger.slug(for: text)
        ids[node.handle] = id
        if withGitHubIDs { githubIDs[node.handle] = githubSlugger.slug(for: text) }
        if level == 2 || level == 3 {
          itemIndex[node.handle] = items.count
          items.append(OutlineItem(level: level, id: id, text: text, section: "§\(items.count + 1)"))
        }
      case .codeBlock(let info, _):
        // A section is named by its first scenario: scenario ids are shared by translations.
        if let last = items.indices.last, !items[last].section.hasPrefix("scenario:"),
          let scenario = FenceInfo.explicitID(in: info)
        {
          items[last].section = "scenario:" + scenario
        }
      default: break
      }
    }
  }

  /// Section key → heading id, what a translation's headings take as aliases.
  var anchors: [String: String] {
    Dictionary(items.map { ($0.section, $0.id) }, uniquingKeysWith: { first, _ in first })
  }
}

/// One section heading of a page: what its table of contents lists.
public struct OutlineItem: Sendable, Equatable {
  public var level: Int
  /// The heading's fragment id (``HeadingSlugger``), in the page's language.
  public var id: String
  public var text: String
  /// The same section in every translation (`data-section`): the id of the first scenario
  /// under the heading when it has one (scenario ids are shared by translations), else the
  /// heading's position among the page's sections. Switching language keeps the reader here.
  public var section: String
}
