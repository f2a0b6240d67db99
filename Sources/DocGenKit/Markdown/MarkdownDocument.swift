import CCmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A CommonMark document parsed by libcmark, that the pipeline edits and then renders.
///
/// This is the only file that calls `cmark_*`. Callers see the tree as ``MarkdownNode``
/// values and change it through a few operations (rewrite a link, replace a block with HTML);
/// the cmark tree itself never leaves this type. Keeping libcmark's tree (instead of
/// rendering Markdown ourselves) means the HTML is exactly CommonMark's.
///
/// Ownership: the document owns its root; nodes taken out by ``replace(_:withHTML:)`` are
/// kept until `deinit`, so handles collected before an edit never dangle.
public final class MarkdownDocument {
  private let root: OpaquePointer
  /// Every node seen by ``nodes()``, indexed by ``MarkdownNode/Handle``.
  private var pointers: [OpaquePointer] = []
  private var detached: [OpaquePointer] = []

  /// Parses `text` with smart punctuation (curly quotes, dashes), as a typesetter would.
  public init(parsing text: String) {
    let options = CMARK_OPT_SMART
    root = text.withCString { cmark_parse_document($0, strlen($0), options) }
  }

  deinit {
    for node in detached { cmark_node_free(node) }
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
    guard let iterator = cmark_iter_new(root) else { return [] }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      if event == CMARK_EVENT_EXIT {
        parents.removeLast()
        continue
      }
      let handle = pointers.count
      pointers.append(node)
      if keep(node) {
        result.append(
          MarkdownNode(
            handle: MarkdownNode.Handle(rawValue: handle),
            parent: parents.last.map { MarkdownNode.Handle(rawValue: $0) },
            kind: Self.kind(of: node),
            startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node))
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
  public func replace(_ handle: MarkdownNode.Handle, withHTML html: String) {
    let old = pointer(handle)
    guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
    _ = cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
    if cmark_node_replace(old, block) == 1 {
      detached.append(old)
    } else {
      cmark_node_free(block)
    }
  }

  /// What ``removeUnsafeContent(allowRawHTML:)`` took out, with the nearest block's line (cmark
  /// gives inline nodes no position of their own).
  public struct RemovedContent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      case rawHTML(String)
      case dangerousLink(String)
    }
    public var kind: Kind
    public var line: Int
    public var column: Int
  }

  /// Takes out what must not reach a reader's browser from a note: raw HTML (unless the site
  /// allows it) and links or images whose URL runs code (`javascript:`, `vbscript:`, `file:`,
  /// `data:` other than images) — those always. A link keeps its text; an image its alt text.
  ///
  /// Call it before the pipeline adds HTML of its own: afterwards every HTML node is ours.
  public func removeUnsafeContent(allowRawHTML: Bool) -> [RemovedContent] {
    var removed: [RemovedContent] = []
    var doomed: [(OpaquePointer, unwrap: Bool)] = []
    var blockLine = 1
    var blockColumn = 1
    guard let iterator = cmark_iter_new(root) else { return [] }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let line = Int(cmark_node_get_start_line(node))
      if line > 0 {
        blockLine = line
        blockColumn = max(1, Int(cmark_node_get_start_column(node)))
      }
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE, !allowRawHTML {
        let literal = Self.string(cmark_node_get_literal(node))
        removed.append(RemovedContent(kind: .rawHTML(literal), line: blockLine, column: blockColumn))
        doomed.append((node, unwrap: false))
      } else if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
        let url = Self.string(cmark_node_get_url(node))
        if Self.isDangerous(url: url, image: type == CMARK_NODE_IMAGE) {
          removed.append(RemovedContent(kind: .dangerousLink(url), line: blockLine, column: blockColumn))
          doomed.append((node, unwrap: true))
        }
      }
    }
    cmark_iter_free(iterator)
    for (node, unwrap) in doomed {
      if unwrap {
        while let child = cmark_node_first_child(node) {
          cmark_node_unlink(child)
          _ = cmark_node_insert_before(node, child)
        }
      }
      cmark_node_unlink(node)
      detached.append(node)
    }
    return removed
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
  /// pipeline's own blocks are HTML; the author's raw HTML and dangerous links were taken out
  /// before by ``removeUnsafeContent(allowRawHTML:)`` unless the site allows raw HTML.
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

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
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
