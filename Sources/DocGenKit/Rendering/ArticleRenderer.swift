import Foundation
import ScenarioKit

/// A page's article: its Markdown rendered to HTML, with links rewritten, headings given ids
/// and code blocks handed to the splicer.
public struct RenderedArticle: Sendable {
  public var html: String
  public var title: String
  /// True when the Markdown has its own level-1 heading, so the layout must not add one.
  public var hasTitleHeading: Bool
  public var diagnostics: [Diagnostic]
  /// The page's sections (levels 2 and 3), for its table of contents.
  public var outline: [OutlineItem] = []
  /// Blocks in `html` whose search text is known (``SearchTextExtractor/sections(ofArticle:blocks:)``).
  var searchBlocks: [SearchTextExtractor.PlacedBlock] = []
  /// The page's Markdown twin (``MarkdownTwinText``).
  var markdown = ""
  /// The files of the pictures the page shows, by path inside the site (``PictureFiles``).
  var pictures: [String: String] = [:]
}

/// Stage 2 of a build: Markdown → cmark tree → our edits → HTML, for one source page.
struct ArticleRenderer: Sendable {
  let links: LinkResolver
  let splicer: (any BlockSplicer)?
  let config: SiteConfig
  /// The files beside the notes that pages name, as the scan found them (``LinkedFiles``).
  var files = LinkedFiles()
  /// What a spliced block stands as while cmark renders the page: an HTML comment with a
  /// token random to this renderer, which no note can contain. A scenario's HTML is tens of
  /// kilobytes; put into the tree, it was copied into cmark, out again and checked as UTF-8
  /// once more with the whole article, so it is put into the rendered HTML instead.
  var blockMarker =
    "<!--docgen-block-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    + String(UInt64.random(in: 0...UInt64.max), radix: 36) + "-->\n"

  /// `aliases`: for a translation, its original's heading ids by section key. A heading whose
  /// own id differs carries the original's as well, so a link written against the original
  /// (a fallback page's, or a reader's bookmark) finds the same section in every language.
  func render(_ page: SourcePage, aliases: [String: String] = [:]) -> RenderedArticle {
    let document = MarkdownDocument(parsing: page.body, extensions: .all)
    var content = NoteContent(
      page: page, config: config, links: links, files: files, reservedIDs: PageLayout.reservedIDs)
    content.edit(document)
    let strings = (config.language(page.language) ?? config.defaultLanguageConfig).strings
    document.makeCallouts { strings.title(of: $0) }
    var diagnostics = content.diagnostics
    let nodes = document.nodes()
    let lines = page.text.sourceLines
    let sections = SectionOutline(document, nodes: nodes, withGitHubIDs: true)
    let ownIDs = Set(sections.ids.values)
    var aliasesMade = Set<String>()
    var codeBlocks: [CodeBlock] = []
    var headingReplacements: [(MarkdownNode.Handle, String)] = []
    var tableReplacements: [(MarkdownNode.Handle, String)] = []

    let permalinkLabel = HTML.escape((config.language(page.language) ?? config.defaultLanguageConfig).strings.permalink)
    for node in nodes {
      switch node.kind {
      case .link(let destination), .image(let destination):
        switch links.resolve(destination, from: page) {
        case .unchanged: break
        case .rewritten(let url): document.setDestination(node.handle, to: url)
        case .broken(let reason):
          diagnostics.append(
            .error(
              .brokenLink, at: location(of: destination, near: node, in: nodes, lines: lines, file: page.file), reason
            ))
        }
      case .heading(let level):
        let id = sections.ids[node.handle] ?? ""
        let html = document.html(of: node.handle)
        let tag = "<h\(level)"
        var attributes = " id=\"\(HTML.escape(id))\""
        var alias = ""
        if let item = sections.itemIndex[node.handle].map({ sections.items[$0] }) {
          // Which section this is, the same in every translation (the language switch).
          attributes = " data-section=\"\(HTML.escape(item.section))\"" + attributes
          if let original = aliases[item.section], original != id, !ownIDs.contains(original) {
            // Marked: the language switch carries this id to the other translations (``SiteScript``).
            alias = "<span id=\"\(HTML.escape(original))\" data-original></span>"
            aliasesMade.insert(original)
          }
        }
        // The id GitHub gives the heading, for links written against the note on GitHub.
        if let github = sections.githubIDs[node.handle], !github.isEmpty, github != id, !ownIDs.contains(github),
          aliasesMade.insert(github).inserted
        {
          alias += "<span id=\"\(HTML.escape(github))\"></span>"
        }
        var withID = html
        if html.hasPrefix(tag), let close = html.firstIndex(of: ">") {
          withID =
            tag + attributes + html[html.index(html.startIndex, offsetBy: tag.count)...close] + alias
            + html[html.index(after: close)...]
        }
        // A section heading carries its permalink (`#`, shown on hover and on focus): a reader
        // can copy the link to the section, with the keyboard too; its name says what it is.
        let closing = "</h\(level)>\n"
        if level > 1, withID.hasSuffix(closing) {
          withID =
            String(withID.dropLast(closing.count))
            + " <a class=\"anchor\" href=\"#\(HTML.url(id))\" aria-label=\"\(permalinkLabel)\">#</a>" + closing
        }
        headingReplacements.append((node.handle, String(withID)))
      case .paragraph where node.startLine > 0 && node.endLine <= lines.count:
        var rows = Array(lines[(node.startLine - 1)..<node.endLine])
        // The paragraph's own text: a footnote's first line starts after its `[^label]: `.
        if node.startColumn > 1, let first = rows.first, first.utf8.count >= node.startColumn - 1 {
          rows[0] = Substring(first.utf8.dropFirst(node.startColumn - 1))
        }
        let edit: (MarkdownDocument) -> Void = { cell in rewriteLinks(in: cell, from: page, content: content) }
        if let table = PipeTable.html(for: rows, reflowable: true, edit: edit) {
          tableReplacements.append((node.handle, table))
        } else if let (paragraph, table) = PipeTable.interrupting(rows, reflowable: true, edit: edit) {
          // GFM: a table's header row may follow a paragraph's lines without a blank line.
          tableReplacements.append((node.handle, paragraph + table))
        }
      case .codeBlock(let info, let literal):
        codeBlocks.append(
          CodeBlock(
            handle: node.handle, info: info, literal: literal, startLine: node.startLine,
            endLine: node.endLine, startColumn: node.startColumn))
      default: break
      }
    }
    // Headings are replaced after links are rewritten, so their HTML carries the new URLs.
    for (handle, html) in headingReplacements + tableReplacements {
      document.replace(handle, withHTML: html)
    }
    // Each code block's HTML, if it gets any: a scenario's from the splicer, and Swift that
    // is not a scenario (a snippet for reading) highlighted the same way.
    var blockHTML = [String?](repeating: nil, count: codeBlocks.count)
    var blockText = [SearchTextExtractor.BlockText?](repeating: nil, count: codeBlocks.count)
    var twinEdits: [(block: CodeBlock, edit: MarkdownTwinText.Edit)] = []
    var trailer = ""
    var pictures: [String: String] = [:]
    if let splicer {
      let language = config.language(page.language) ?? config.defaultLanguageConfig
      let splice = splicer.splice(codeBlocks, of: page, language: language)
      diagnostics += splice.diagnostics
      trailer = splice.trailer
      pictures = splice.pictures
      for (index, block) in codeBlocks.enumerated() {
        blockHTML[index] = splice.replacements[block.handle].map { html in
          // Pictures' URLs start from this page's folder.
          guard let root = splice.siteRoot, !html.isEmpty else { return html }
          return RenderedBlocks.split(html, at: root).joined(separator: content.toSiteRoot)
        }
        blockText[index] = splice.searchText[block.handle]
        if blockHTML[index] == "" {
          twinEdits.append((block, .drop))
        } else if let log = splice.logs[block.handle], !log.isEmpty {
          twinEdits.append((block, .appendLog(log)))
        }
      }
    }
    // Code that is not a scenario, coloured by its fence's language (any case): Swift by
    // swift-syntax, the others by ``CodeHighlighter``; a language docgen does not know stays
    // as libcmark renders it.
    for (index, block) in codeBlocks.enumerated() where blockHTML[index] == nil {
      guard let language = CodeHighlighter.language(ofInfo: block.info) else { continue }
      let html: String
      if language == .swift {
        html = splicer?.highlight(block.literal) ?? SwiftHighlighter.html(block.literal)
      } else {
        html = CodeHighlighter.html(block.literal, language: language)
      }
      let name = HTML.escape(CodeHighlighter.className(language, info: block.info))
      blockHTML[index] = "<pre><code class=\"\(name)\">\(html)</code></pre>\n"
    }
    var inserted: [String] = []
    var insertedText: [SearchTextExtractor.BlockText?] = []
    for (index, block) in codeBlocks.enumerated() {
      guard let html = blockHTML[index] else { continue }
      if html.isEmpty {
        document.replace(block.handle, withHTML: html)
      } else {
        document.replace(block.handle, withHTML: blockMarker)
        inserted.append(html)
        insertedText.append(blockText[index])
      }
    }
    document.joinCJKLines()
    let title = page.frontMatter.title ?? sections.firstHeading ?? page.fileTitle
    let (body, ranges) = Self.insertPlacing(inserted, into: document.html(), at: blockMarker)
    let html = body + trailer
    diagnostics += content.brokenFragments(in: html, pageIDs: PageLayout.reservedIDs)
    var article = RenderedArticle(
      html: html, title: title, hasTitleHeading: sections.hasTitleHeading, diagnostics: diagnostics,
      outline: sections.items)
    article.pictures = pictures
    article.searchBlocks = zip(ranges, insertedText).compactMap { range, text in
      text.map { SearchTextExtractor.PlacedBlock(range: range, text: $0) }
    }
    // The twin sits at the note's own path in the language's folder (``MarkdownTwins``).
    let twinToSiteRoot = String(repeating: "../", count: page.relativePath.split(separator: "/").count)
    article.markdown = MarkdownTwinText.make(
      body: page.body, blocks: twinEdits, title: title, iOS: config.iOSVersion.description,
      code: codeBlocks.map { $0.startLine...max($0.startLine, $0.endLine) },
      fileURL: { destination in
        guard
          case .copy(let url, _) = NoteContent.copy(
            of: destination, page: page, files: files, toSiteRoot: twinToSiteRoot)
        else { return nil }
        return url
      })
    return article
  }

  /// `html` with its markers replaced by `blocks`, in order. cmark writes an HTML block's
  /// text as it is, so each marker stands once where its block was. A marker the renderer did
  /// not put there (it would have to be in the note, and its token is random) or one missing
  /// is still replaced in order, never dropped or duplicated: extra blocks go at the end.
  static func insert(_ blocks: [String], into html: String, at marker: String) -> String {
    insertPlacing(blocks, into: html, at: marker).html
  }

  /// ``insert(_:into:at:)``, also saying where each block's own bytes landed (UTF-8 offsets,
  /// in the order of `blocks`), for search to take the text it read from them before.
  static func insertPlacing(_ blocks: [String], into html: String, at marker: String) -> (
    html: String, ranges: [Range<Int>]
  ) {
    guard !blocks.isEmpty else { return (html, []) }
    let pieces = RenderedBlocks.split(html, at: marker)
    var result = ""
    result.reserveCapacity(blocks.reduce(html.utf8.count) { $0 + $1.utf8.count } + blocks.count)
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(blocks.count)
    // An HTML block ends its line, as ``MarkdownDocument/replace(_:withHTML:)`` makes it.
    func place(_ block: String) {
      let start = result.utf8.count
      result += block
      ranges.append(start..<result.utf8.count)
      if !block.hasSuffix("\n") { result += "\n" }
    }
    var remaining = blocks[...]
    for (index, piece) in pieces.enumerated() {
      result += piece
      guard index < pieces.count - 1 else { break }
      if let block = remaining.popFirst() { place(block) } else { result += marker }
    }
    for block in remaining { place(block) }
    return (result, ranges)
  }

  /// Rewrites the links of a small document (a table cell); problems are reported through the
  /// paragraph the cell came from, which the main walk checks. Its HTML, pictures and files are
  /// edited as the page's were (the page's walk already reported their problems).
  private func rewriteLinks(in document: MarkdownDocument, from page: SourcePage, content: NoteContent) {
    var cell = content.forCell()
    cell.edit(document)
    for node in document.nodes() {
      if case .link(let destination) = node.kind, case .rewritten(let url) = links.resolve(destination, from: page) {
        document.setDestination(node.handle, to: url)
      }
    }
  }

  /// cmark gives inline nodes no position: find the link's text in the lines of its block.
  private func location(
    of destination: String, near node: MarkdownNode, in nodes: [MarkdownNode], lines: [Substring], file: String
  ) -> SourceLocation {
    var block = node
    while block.startLine == 0, let parent = block.parent {
      block = nodes[parent.rawValue]
    }
    let first = max(1, block.startLine)
    let last = min(lines.count, max(first, block.endLine))
    if first <= last {
      for number in first...last {
        let line = String(lines[number - 1])
        if let range = line.range(of: "(" + destination) ?? line.range(of: destination) {
          let column = line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1
          let shift = line[range].hasPrefix("(") ? 1 : 0
          return SourceLocation(file: file, line: number, column: column + shift)
        }
      }
    }
    return SourceLocation(file: file, line: first, column: max(1, block.startColumn))
  }
}
