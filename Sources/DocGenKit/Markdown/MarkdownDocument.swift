import CCmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A CommonMark document parsed by libcmark, that the pipeline edits and then renders.
///
/// This file and its extensions (`MarkdownDocument+Extensions.swift` and
/// `MarkdownDocument+Footnotes.swift`, ``MarkdownExtensions`` carried out on the tree) are the
/// only ones that call `cmark_*`. Callers see the tree as ``MarkdownNode``
/// values and change it through a few operations (rewrite a link, replace a block with HTML);
/// the cmark tree itself never leaves this type. Keeping libcmark's tree (instead of
/// rendering Markdown ourselves) means the HTML is exactly CommonMark's.
///
/// Ownership: the document owns its root; nodes taken out by ``replace(_:withHTML:)`` are
/// kept until `deinit`, so handles collected before an edit never dangle.
public final class MarkdownDocument {
  let root: OpaquePointer
  /// Every node seen by ``nodes()``, indexed by ``MarkdownNode/Handle``.
  private var pointers: [OpaquePointer] = []
  /// Nodes taken out of the tree, freed with the document.
  var detached: [OpaquePointer] = []

  /// Lifted footnote definitions' holders and where their blocks stand in the note
  /// (`MarkdownDocument+Footnotes.swift`).
  var positionShifts: [OpaquePointer: PositionShift] = [:]
  var liftedFootnotes: [LiftedFootnote] = []

  /// Parses `text` with smart punctuation (curly quotes, dashes), as a typesetter would, then
  /// carries out `extensions` on the tree (none by default: reading a note's code or title
  /// needs none; pages are rendered with ``MarkdownExtensions/all``).
  public convenience init(parsing text: String, smart: Bool = true, extensions: MarkdownExtensions = []) {
    self.init(text: text, smart: smart, extensions: extensions, isFootnoteBody: false)
  }

  /// A footnote definition's text, lifted out of its note: parsed with the note's extensions,
  /// but its references are linked and its nested definitions gathered by the note.
  convenience init(footnoteBody text: String, smart: Bool, extensions: MarkdownExtensions) {
    self.init(text: text, smart: smart, extensions: extensions, isFootnoteBody: true)
  }

  private init(text: String, smart: Bool, extensions: MarkdownExtensions, isFootnoteBody: Bool) {
    let options = smart ? CMARK_OPT_SMART : CMARK_OPT_DEFAULT
    // What the text cannot use costs nothing: the CJK rules differ from CommonMark's only next
    // to a character outside ASCII, footnotes need `[^`, strikethrough `~`.
    var extensions = extensions
    if !text.hasNonASCII { extensions.remove(.cjkEmphasis) }
    if !text.containsUTF8("[^") { extensions.remove(.footnotes) }
    if !text.containsByte(UInt8(ascii: "~")) { extensions.remove(.strikethrough) }
    var parsed = text.withCString { cmark_parse_document($0, strlen($0), options) }
    var source = text
    var lifted: [FootnoteLayout.Lifted] = []
    // Footnote definitions: libcmark would read `[^a]: text` as a link reference definition
    // (and then make every `[^a]` a link) and a definition's indented blocks as code. The
    // top-level ones are lifted out of the text, the nested ones' `[` escaped, and the note
    // parsed again (`MarkdownDocument+Footnotes.swift`).
    if extensions.contains(.footnotes), let parsedRoot = parsed,
      let layout = FootnoteLayout.make(text: text, parsed: parsedRoot, lift: !isFootnoteBody, options: options)
    {
      cmark_node_free(parsedRoot)
      source = layout.text
      lifted = layout.lifted
      parsed = source.withCString { cmark_parse_document($0, strlen($0), options) }
    }
    root = parsed!
    if !lifted.isEmpty {
      attachLiftedFootnotes(lifted, smart: smart, extensions: extensions)
    }
    if isFootnoteBody { extensions.remove(.footnotes) }
    applyExtensions(extensions, source: SourceLines(source))
  }

  deinit {
    for node in detached { cmark_node_free(node) }
    // A lifted note nobody referred to never joined the tree.
    for note in liftedFootnotes where cmark_node_parent(note.holder) == nil { cmark_node_free(note.holder) }
    cmark_node_free(root)
  }

  /// All nodes in document order (a node before its children).
  public func nodes() -> [MarkdownNode] {
    walk { _ in true }
  }

  /// The fenced and indented code blocks, as ``nodes()`` would list them (the same handles),
  /// without making a ``MarkdownNode`` for any other node: `check` and `run` want only the
  /// code, and a `String` for every text node of every note was a quarter of finding it.
  public func codeBlocks() -> [MarkdownNode] {
    walk { cmark_node_get_type($0) == CMARK_NODE_CODE_BLOCK }
  }

  /// Visits every node in document order, numbering each (its handle), and describes those
  /// `keep` accepts.
  private func walk(keeping keep: (OpaquePointer) -> Bool) -> [MarkdownNode] {
    pointers.removeAll()
    var result: [MarkdownNode] = []
    var parents: [Int] = []
    var shifts: [PositionShift] = []
    guard let iterator = cmark_iter_new(root) else { return [] }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      if event == CMARK_EVENT_EXIT {
        parents.removeLast()
        if !positionShifts.isEmpty, positionShifts[node] != nil { shifts.removeLast() }
        continue
      }
      if !positionShifts.isEmpty, let shift = positionShifts[node] { shifts.append(shift) }
      let handle = pointers.count
      pointers.append(node)
      if keep(node) {
        let position = Self.position(of: node, shift: shifts.last)
        result.append(
          MarkdownNode(
            handle: MarkdownNode.Handle(rawValue: handle),
            parent: parents.last.map { MarkdownNode.Handle(rawValue: $0) },
            kind: Self.kind(of: node),
            startLine: position.line,
            startColumn: position.column,
            endLine: position.endLine
          ))
      }
      if Self.isContainer(node) { parents.append(handle) }
    }
    return result
  }

  /// Points a link or image somewhere else.
  public func setDestination(_ handle: MarkdownNode.Handle, to url: String) {
    _ = cmark_node_set_url(pointer(handle), url)
  }

  /// The text of a node and its descendants, without markup (a heading's words).
  public func plainText(of handle: MarkdownNode.Handle) -> String {
    Self.plainText(of: pointer(handle))
  }

  /// The words of the first heading and whether the page has a level-1 heading, reading
  /// only heading nodes: the scan of every note wants its title, and building every node's
  /// ``MarkdownNode`` (as ``nodes()`` does) for that was a third of its parse's cost.
  public func titleHeading() -> (firstHeading: String?, hasLevelOne: Bool) {
    guard let iterator = cmark_iter_new(root) else { return (nil, false) }
    defer { cmark_iter_free(iterator) }
    var firstHeading: String?
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_HEADING
      else { continue }
      if firstHeading == nil { firstHeading = Self.plainText(of: node) }
      if cmark_node_get_heading_level(node) == 1 { return (firstHeading, true) }
    }
    return (firstHeading, false)
  }

  private static func plainText(of start: OpaquePointer) -> String {
    var text = ""
    guard let iterator = cmark_iter_new(start) else { return "" }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(node) {
        text += String(cString: literal)
      } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
        text += " "
      }
    }
    return text
  }

  /// The HTML of one node as CommonMark renders it.
  public func html(of handle: MarkdownNode.Handle) -> String {
    Self.render(pointer(handle))
  }

  /// Swaps a block for raw HTML produced by the pipeline (a scenario's output, a heading
  /// with an id). The HTML must already be escaped: it is emitted as is.
  ///
  /// A footnote's link back at the end of a replaced paragraph (a table in the note) stays, on
  /// a line of its own after the HTML, where cmark-gfm puts it after a note's last block.
  public func replace(_ handle: MarkdownNode.Handle, withHTML html: String) {
    let old = pointer(handle)
    guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
    _ = cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
    var backref: OpaquePointer?
    if cmark_node_get_type(old) == CMARK_NODE_PARAGRAPH, let last = cmark_node_last_child(old),
      cmark_node_get_type(last) == CMARK_NODE_CUSTOM_INLINE
    {
      let link = Self.string(cmark_node_get_on_enter(last))
      if link.contains("class=\"footnote-backref\"") {
        backref = Self.customBlock(String(link.drop { $0 == " " }), "")
      }
    }
    if cmark_node_replace(old, block) == 1 {
      detached.append(old)
      if let backref, cmark_node_insert_after(block, backref) != 1 { cmark_node_free(backref) }
    } else {
      cmark_node_free(block)
      if let backref { cmark_node_free(backref) }
    }
  }

  /// A piece of a note that the renderer may change before the page is rendered: the
  /// author's raw HTML, links and images, and the end of each paragraph or heading (where
  /// inline HTML left open can be closed). Positions are the node's, or the nearest block's
  /// where libcmark gives the node none.
  public enum Piece: Equatable, Sendable {
    case html(String, inline: Bool, line: Int, column: Int)
    case link(url: String, line: Int, column: Int)
    /// `alt` as libcmark would write it: the description's text, without markup.
    case image(url: String, title: String, alt: String, line: Int, column: Int)
    /// After the last inline of a paragraph or heading.
    case inlineEnd
  }

  /// What becomes of a ``Piece``.
  public enum Edit: Equatable, Sendable {
    case keep
    case remove
    /// A link or image goes, its description stays (a link's text, an image's alt text).
    case unwrap
    /// A link or image points elsewhere.
    case url(String)
    /// The piece becomes this HTML, written as it is: raw HTML's new text (empty: removed), an
    /// image's own tag, or HTML added at the end of a paragraph or heading.
    case html(String)
  }

  /// Shows every ``Piece`` of the document to `decide`, in document order, and carries out what
  /// it decides once the walk is done (the walk itself never changes the tree).
  ///
  /// Call it before the pipeline adds HTML of its own: afterwards not every HTML node is the
  /// author's.
  public func edit(_ decide: (Piece) -> Edit) {
    var edits: [(OpaquePointer, Edit, inline: Bool)] = []
    var appends: [(OpaquePointer, String)] = []
    var blockLine = 1
    var blockColumn = 1
    var shifts: [PositionShift] = []
    guard let iterator = cmark_iter_new(root) else { return }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      if !positionShifts.isEmpty, let shift = positionShifts[node] {
        if event == CMARK_EVENT_ENTER { shifts.append(shift) } else { shifts.removeLast() }
      }
      if event == CMARK_EVENT_EXIT {
        if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING, case .html(let html) = decide(.inlineEnd),
          !html.isEmpty
        {
          appends.append((node, html))
        }
        continue
      }
      guard event == CMARK_EVENT_ENTER else { continue }
      let position = Self.position(of: node, shift: shifts.last)
      if position.line > 0 {
        blockLine = position.line
        blockColumn = max(1, position.column)
      }
      let piece: Piece
      switch type {
      case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
        piece = .html(
          Self.string(cmark_node_get_literal(node)), inline: type == CMARK_NODE_HTML_INLINE, line: blockLine,
          column: blockColumn)
      case CMARK_NODE_LINK:
        piece = .link(url: Self.string(cmark_node_get_url(node)), line: blockLine, column: blockColumn)
      case CMARK_NODE_IMAGE:
        piece = .image(
          url: Self.string(cmark_node_get_url(node)), title: Self.string(cmark_node_get_title(node)),
          alt: Self.altText(of: node), line: blockLine, column: blockColumn)
      default:
        continue
      }
      let edit = decide(piece)
      if edit != .keep { edits.append((node, edit, type != CMARK_NODE_HTML_BLOCK)) }
    }
    cmark_iter_free(iterator)
    for (node, html) in appends {
      guard let added = cmark_node_new(CMARK_NODE_HTML_INLINE) else { continue }
      _ = cmark_node_set_literal(added, html)
      if cmark_node_append_child(node, added) != 1 { cmark_node_free(added) }
    }
    for (node, edit, inline) in edits {
      switch edit {
      case .keep: continue
      case .url(let url): _ = cmark_node_set_url(node, url)
      case .remove: detach(node)
      case .unwrap:
        while let child = cmark_node_first_child(node) {
          cmark_node_unlink(child)
          _ = cmark_node_insert_before(node, child)
        }
        detach(node)
      case .html(let html):
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
          if html.isEmpty {
            detach(node)
          } else {
            _ = cmark_node_set_literal(node, html)
          }
        } else if let replacement = cmark_node_new(inline ? CMARK_NODE_HTML_INLINE : CMARK_NODE_HTML_BLOCK) {
          _ = cmark_node_set_literal(replacement, html)
          if cmark_node_replace(node, replacement) == 1 {
            detached.append(node)
          } else {
            cmark_node_free(replacement)
          }
        }
      }
    }
  }

  /// Adds a block of HTML, written as it is, at the end of the document.
  public func appendHTML(_ html: String) {
    guard !html.isEmpty, let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
    _ = cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
    if cmark_node_append_child(root, block) != 1 { cmark_node_free(block) }
  }

  /// Takes a node out of the tree, to be freed with the document.
  private func detach(_ node: OpaquePointer) {
    cmark_node_unlink(node)
    detached.append(node)
  }

  /// An image's alt text as libcmark's HTML renderer writes it: the literal text of its text,
  /// code and inline HTML nodes, a space for each line break (unescaped here).
  private static func altText(of image: OpaquePointer) -> String {
    var text = ""
    guard let iterator = cmark_iter_new(image) else { return "" }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), node != image else { continue }
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE || type == CMARK_NODE_HTML_INLINE {
        text += string(cmark_node_get_literal(node))
      } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
        text += " "
      }
    }
    return text
  }

  /// A URL a browser would run or read from the reader's disk. Browsers ignore ASCII
  /// whitespace and control characters inside a scheme (`java\tscript:`), so they are dropped
  /// before looking; images may carry `data:image/png` and friends, as cmark's safe mode allows.
  static func isDangerous(url: String, image: Bool) -> Bool {
    let squeezed = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
      .lowercased()
    if squeezed.hasPrefix("javascript:") || squeezed.hasPrefix("vbscript:") || squeezed.hasPrefix("file:") {
      return true
    }
    if squeezed.hasPrefix("data:") {
      let safeImages = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
      return !(image && safeImages.contains { squeezed.hasPrefix($0) })
    }
    return false
  }

  /// Drops the line breaks inside a paragraph that a Chinese reader must not see as spaces.
  ///
  /// A browser shows a line break in the source as a space, which is right between English or
  /// Korean words but wrong in a Chinese sentence: `播放队列。⏎只把` must read `播放队列。只把`,
  /// and `适用，⏎segue` must not get a space after the full-width comma. A break goes when both
  /// neighbours are Han (or kana), or when either is full-width punctuation. Neighbours are
  /// looked up through links, emphasis and code spans.
  public func joinCJKLines() {
    var breaks: [OpaquePointer] = []
    guard let iterator = cmark_iter_new(root) else { return }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_SOFTBREAK,
        let last = Self.edgeScalar(of: cmark_node_previous(node), last: true),
        let first = Self.edgeScalar(of: cmark_node_next(node), last: false)
      else { continue }
      if (Self.isIdeographic(last) && Self.isIdeographic(first)) || Self.isFullWidthPunctuation(last)
        || Self.isFullWidthPunctuation(first)
      {
        breaks.append(node)
      }
    }
    cmark_iter_free(iterator)
    for node in breaks {
      cmark_node_unlink(node)
      cmark_node_free(node)
    }
  }

  /// The last (or first) character of an inline node's text, descending into containers.
  private static func edgeScalar(of node: OpaquePointer?, last: Bool) -> Unicode.Scalar? {
    guard let node else { return nil }
    let type = cmark_node_get_type(node)
    if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
      let scalars = string(cmark_node_get_literal(node)).unicodeScalars
      return last ? scalars.last : scalars.first
    }
    return edgeScalar(of: last ? cmark_node_last_child(node) : cmark_node_first_child(node), last: last)
  }

  /// Han ideographs and kana: scripts written without spaces between words.
  static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFD: return true
    default: return false
    }
  }

  /// CJK and full-width punctuation (`，。：（）「」` …), which carries its own spacing.
  static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return true
    default: return false
    }
  }

  /// The whole document as HTML. Raw HTML nodes are emitted (`CMARK_OPT_UNSAFE`) because the
  /// pipeline's own blocks are HTML; the author's raw HTML was sanitized and dangerous links
  /// taken out before, through ``edit(_:)``.
  public func html() -> String {
    Self.render(root)
  }

  // MARK: - Private

  private func pointer(_ handle: MarkdownNode.Handle) -> OpaquePointer {
    pointers[handle.rawValue]
  }

  private static func render(_ node: OpaquePointer) -> String {
    guard let html = cmark_render_html(node, CMARK_OPT_UNSAFE) else { return "" }
    defer { free(html) }
    return String(cString: html)
  }

  /// cmark's iterator sends an exit event for container nodes only, empty or not.
  private static func isContainer(_ node: OpaquePointer) -> Bool {
    let leaves = [
      CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
      CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE,
    ]
    return !leaves.contains(cmark_node_get_type(node))
  }

  static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_CODE_BLOCK:
      return .codeBlock(
        info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock
    case CMARK_NODE_HTML_INLINE: return .htmlInline
    case CMARK_NODE_LINK: return .link(destination: string(cmark_node_get_url(node)))
    case CMARK_NODE_IMAGE: return .image(source: string(cmark_node_get_url(node)))
    case CMARK_NODE_TEXT: return .text
    default: return .other
    }
  }
}
