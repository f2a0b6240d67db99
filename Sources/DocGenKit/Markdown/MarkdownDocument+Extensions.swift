import CCmark
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``MarkdownExtensions`` carried out on libcmark's tree, right after the parse.
///
/// Delimiters (`*`, `_`, `~`): libcmark has paired every run CommonMark lets it pair and left
/// the rest as text. For each node whose children are inlines, the runs still in its text
/// children are found *in the note's source* (each text node's source position: a `\*` there
/// is an escape, not a run, and what stands on either side of a run is what the rules ask
/// about, a code span's backtick included); ``Flanking`` gives each its flags, ``DelimiterRuns``
/// pairs them, and the pairs become emphasis, strong emphasis or `<del>` nodes around the
/// siblings between them. `*` and `_` runs are looked at only where the CJK-friendly rules
/// flag some run differently from CommonMark's: elsewhere libcmark's result stands as it is.
/// A text node whose source cannot be lined up with its text (an entity reference that makes
/// a `*`) is left alone.
///
/// Code spans and code blocks are never text nodes, and links written `<…>` are skipped, so no
/// extension ever changes code.
extension MarkdownDocument {
  func applyExtensions(_ extensions: MarkdownExtensions, source: SourceLines) {
    guard !extensions.isEmpty else { return }
    if !extensions.isDisjoint(with: [.cjkEmphasis, .strikethrough]) {
      var positions: [OpaquePointer: SourceSpan] = [:]
      if extensions.contains(.cjkEmphasis) {
        // Where the amendment flags a run differently, libcmark's own pairs may be wrong too
        // (`**마크다운(Markdown)**을, 这是**…**` pairs the middle runs): its emphasis there is
        // taken apart, back to runs, and the block's runs are paired again from the start.
        for container in inlineContainers(source: source) where isBlockLevel(container) {
          if differsUnderCJKRules(container, extensions: extensions, source: source, positions: positions) {
            flattenEmphasis(in: container, source: source, positions: &positions)
          }
        }
      }
      for container in inlineContainers(source: source) {
        pairDelimiters(in: container, extensions: extensions, source: source, positions: positions)
      }
    }
    if extensions.contains(.autolinks) { linkBareURLs() }
    if extensions.contains(.taskLists) { markTaskItems() }
    if extensions.contains(.footnotes) { makeFootnotes() }
  }

  /// Nodes whose children are inlines, but links written as `<url>`.
  private func inlineContainers(source: SourceLines) -> [OpaquePointer] {
    var containers: [OpaquePointer] = []
    guard let iterator = cmark_iter_new(root) else { return [] }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_IMAGE:
        containers.append(node)
      case CMARK_NODE_LINK:
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        if source.byte(line: line, column: column) != UInt8(ascii: "<") { containers.append(node) }
      default: break
      }
    }
    return containers
  }

  private func isBlockLevel(_ node: OpaquePointer) -> Bool {
    let type = cmark_node_get_type(node)
    return type != CMARK_NODE_EMPH && type != CMARK_NODE_STRONG
  }

  /// Whether a run among the container's text (emphasis included, links not) gets other flags
  /// under the CJK-friendly rules than under CommonMark's.
  private func differsUnderCJKRules(
    _ container: OpaquePointer, extensions: MarkdownExtensions, source: SourceLines,
    positions: [OpaquePointer: SourceSpan]
  ) -> Bool {
    var stack: [OpaquePointer] = []
    var child = cmark_node_first_child(container)
    while let node = child {
      child = cmark_node_next(node)
      switch cmark_node_get_type(node) {
      case CMARK_NODE_TEXT:
        let pieces =
          Self.pieces(of: node, source: source, extensions: [.cjkEmphasis], span: Self.span(of: node, positions)) ?? []
        for case .run(let run, let standard) in pieces
        where standard != Flanking.Flags(canOpen: run.canOpen, canClose: run.canClose) {
          return true
        }
      case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
        stack.append(node)
      default: break
      }
      while child == nil, let next = stack.popLast() { child = cmark_node_first_child(next) }
    }
    return false
  }

  /// Puts libcmark's emphasis in `container` (not inside its links) back as delimiter text,
  /// its children between, and joins the text nodes that end up side by side in the source.
  private func flattenEmphasis(
    in container: OpaquePointer, source: SourceLines, positions: inout [OpaquePointer: SourceSpan]
  ) {
    var emphasis: [OpaquePointer] = []
    var pending = [container]
    while let parent = pending.popLast() {
      var child = cmark_node_first_child(parent)
      while let node = child {
        child = cmark_node_next(node)
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG {
          emphasis.append(node)
          pending.append(node)
        }
      }
    }
    for node in emphasis {
      let count = cmark_node_get_type(node) == CMARK_NODE_STRONG ? 2 : 1
      let line = Int(cmark_node_get_start_line(node))
      let column = Int(cmark_node_get_start_column(node))
      let endLine = Int(cmark_node_get_end_line(node))
      let endColumn = Int(cmark_node_get_end_column(node))
      guard let byte = source.byte(line: line, column: column), byte == 0x2A || byte == 0x5F,
        let opener = cmark_node_new(CMARK_NODE_TEXT), let closer = cmark_node_new(CMARK_NODE_TEXT)
      else { continue }
      let delimiters = String(repeating: Character(Unicode.Scalar(byte)), count: count)
      _ = cmark_node_set_literal(opener, delimiters)
      _ = cmark_node_set_literal(closer, delimiters)
      positions[opener] = SourceSpan(line: line, start: column, end: column + count - 1)
      positions[closer] = SourceSpan(line: endLine, start: endColumn - count + 1, end: endColumn)
      _ = cmark_node_insert_before(node, opener)
      while let child = cmark_node_first_child(node) {
        cmark_node_unlink(child)
        _ = cmark_node_insert_before(node, child)
      }
      _ = cmark_node_insert_before(node, closer)
      cmark_node_unlink(node)
      detached.append(node)
    }
    // Join neighbours that are neighbours in the source, so a run is one run again.
    var child = cmark_node_first_child(container)
    while let node = child {
      child = cmark_node_next(node)
      guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let next = child,
        cmark_node_get_type(next) == CMARK_NODE_TEXT,
        let left = Self.span(of: node, positions), let right = Self.span(of: next, positions),
        left.line == right.line, left.end + 1 == right.start
      else { continue }
      let joined = Self.string(cmark_node_get_literal(node)) + Self.string(cmark_node_get_literal(next))
      _ = cmark_node_set_literal(next, joined)
      positions[next] = SourceSpan(line: left.line, start: left.start, end: right.end)
      positions[node] = nil
      cmark_node_unlink(node)
      detached.append(node)
    }
  }

  /// A text node's place in the source: recorded when docgen made the node, else libcmark's.
  private static func span(of node: OpaquePointer, _ positions: [OpaquePointer: SourceSpan]) -> SourceSpan? {
    if let known = positions[node] { return known }
    let line = Int(cmark_node_get_start_line(node))
    guard line > 0, line == Int(cmark_node_get_end_line(node)) else { return nil }
    return SourceSpan(
      line: line, start: Int(cmark_node_get_start_column(node)), end: Int(cmark_node_get_end_column(node)))
  }

  /// A piece of a text node: plain text, or a delimiter run and its flags.
  private enum TextPiece {
    case text(String)
    case run(DelimiterRuns.Run, standard: Flanking.Flags)
  }

  private func pairDelimiters(
    in container: OpaquePointer, extensions: MarkdownExtensions, source: SourceLines,
    positions: [OpaquePointer: SourceSpan]
  ) {
    // The container's text children split into pieces; other children are left where they are.
    var split: [(node: OpaquePointer, pieces: [TextPiece])] = []
    var child = cmark_node_first_child(container)
    while let node = child {
      child = cmark_node_next(node)
      guard cmark_node_get_type(node) == CMARK_NODE_TEXT,
        let pieces = Self.pieces(
          of: node, source: source, extensions: extensions, span: Self.span(of: node, positions))
      else { continue }
      split.append((node, pieces))
    }
    var runs: [DelimiterRuns.Run] = []
    var emphasisDiffers = false
    for (_, pieces) in split {
      for case .run(let run, let standard) in pieces {
        runs.append(run)
        if run.character != "~", standard != Flanking.Flags(canOpen: run.canOpen, canClose: run.canClose) {
          emphasisDiffers = true
        }
      }
    }
    let considered = extensions.contains(.cjkEmphasis) && emphasisDiffers
    if !runs.contains(where: { $0.character == "~" }) && !considered { return }
    // The runs that take part: `~` always, `*` and `_` only where the amendment changes a flag.
    var active: [DelimiterRuns.Run] = []
    for run in runs where run.character == "~" || considered { active.append(run) }
    let matches = DelimiterRuns.matches(active)
    guard !matches.isEmpty else { return }
    // Replace each split text node by its pieces; remember each active run's node.
    var runNodes: [OpaquePointer] = []
    for (node, pieces) in split {
      for piece in pieces {
        let text: String
        var isActiveRun = false
        switch piece {
        case .text(let plain): text = plain
        case .run(let run, _):
          text = String(repeating: run.character, count: run.count)
          isActiveRun = run.character == "~" || considered
        }
        guard let added = cmark_node_new(CMARK_NODE_TEXT) else { continue }
        _ = cmark_node_set_literal(added, text)
        _ = cmark_node_insert_before(node, added)
        if isActiveRun { runNodes.append(added) }
      }
      // Kept until the document goes, as every node taken out is: a freed node's address could
      // come back for a new node and meet a stale entry in `positions`.
      cmark_node_unlink(node)
      detached.append(node)
    }
    guard runNodes.count == active.count else { return }
    var remaining = active.map(\.count)
    for match in matches {
      let opener = runNodes[match.opener]
      let closer = runNodes[match.closer]
      let wrapper: OpaquePointer?
      if active[match.closer].character == "~" {
        wrapper = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
        if let wrapper {
          _ = cmark_node_set_on_enter(wrapper, "<del>")
          _ = cmark_node_set_on_exit(wrapper, "</del>")
        }
      } else {
        wrapper = cmark_node_new(match.count == 2 ? CMARK_NODE_STRONG : CMARK_NODE_EMPH)
      }
      guard let wrapper else { continue }
      var inside = cmark_node_next(opener)
      while let node = inside, node != closer {
        inside = cmark_node_next(node)
        cmark_node_unlink(node)
        _ = cmark_node_append_child(wrapper, node)
      }
      _ = cmark_node_insert_after(opener, wrapper)
      remaining[match.opener] -= match.count
      remaining[match.closer] -= match.count
      let character = active[match.closer].character
      _ = cmark_node_set_literal(opener, String(repeating: character, count: remaining[match.opener]))
      _ = cmark_node_set_literal(closer, String(repeating: character, count: remaining[match.closer]))
    }
    for (index, node) in runNodes.enumerated() where remaining[index] == 0 {
      cmark_node_unlink(node)
      detached.append(node)
    }
  }

  /// A text node's text cut at its delimiter runs, or nil when it has none (or its source
  /// cannot be lined up with its text).
  private static func pieces(
    of node: OpaquePointer, source: SourceLines, extensions: MarkdownExtensions, span: SourceSpan?
  ) -> [TextPiece]? {
    // Most text has no delimiter at all: looked for in libcmark's bytes, before any String.
    guard let raw = cmark_node_get_literal(node), strpbrk(raw, "*_~") != nil else { return nil }
    let literal = String(cString: raw)
    let wanted: [UInt8] =
      extensions.contains(.strikethrough)
      ? (extensions.contains(.cjkEmphasis) ? [0x2A, 0x5F, 0x7E] : [0x7E])
      : [0x2A, 0x5F]
    guard literal.utf8.contains(where: { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E }),
      literal.utf8.contains(where: { wanted.contains($0) })
    else { return nil }
    guard let span, let bytes = source.line(span.line), span.start >= 1, span.end >= span.start,
      let (start, end) = located(raw, span: span, in: bytes)
    else { return nil }
    let base = bytes.startIndex
    let slice = bytes[(base + start - 1)..<(base + end)]
    // Every delimiter character of the source slice, in order: escaped or the start of a run.
    struct SourceRun {
      var byte: UInt8
      var count: Int
      var escaped: Bool
      var flags: Flanking.Flags
      var standard: Flanking.Flags
    }
    var sourceRuns: [SourceRun] = []
    var index = slice.startIndex
    while index < slice.endIndex {
      let byte = slice[index]
      if byte == UInt8(ascii: "\\"), index + 1 < slice.endIndex, Self.isASCIIPunctuation(slice[index + 1]) {
        if wanted.contains(slice[index + 1]) {
          sourceRuns.append(
            SourceRun(
              byte: slice[index + 1], count: 1, escaped: true, flags: .init(canOpen: false, canClose: false),
              standard: .init(canOpen: false, canClose: false)))
        }
        index += 2
        continue
      }
      if byte == UInt8(ascii: "&") { return nil }
      guard wanted.contains(byte) else {
        index += 1
        continue
      }
      var runEnd = index
      while runEnd < slice.endIndex, slice[runEnd] == byte { runEnd += 1 }
      let before = Self.scalar(before: index, in: bytes)
      let beforeBefore = before.flatMap { Self.scalar(before: index - $0.utf8Length, in: bytes) }
      let after = Self.scalar(at: runEnd, in: bytes)
      let character = Character(Unicode.Scalar(byte))
      var flags = Flanking.flags(
        of: character, before: before?.scalar, beforeBefore: beforeBefore?.scalar, after: after, cjkFriendly: true)
      let standard = Flanking.flags(
        of: character, before: before?.scalar, beforeBefore: beforeBefore?.scalar, after: after, cjkFriendly: false)
      if byte == UInt8(ascii: "~") {
        // GFM's strikethrough: CommonMark's flanking, runs of one or two.
        flags = runEnd - index <= 2 ? standard : .init(canOpen: false, canClose: false)
      }
      sourceRuns.append(
        SourceRun(byte: byte, count: runEnd - index, escaped: false, flags: flags, standard: standard))
      index = runEnd
    }
    guard sourceRuns.contains(where: { !$0.escaped }) else { return nil }
    // Line the source's delimiter characters up with the text's, character kind by kind.
    for kind in wanted {
      let inText = literal.utf8.count { $0 == kind }
      let inSource = sourceRuns.filter { $0.byte == kind }.reduce(0) { $0 + $1.count }
      guard inText == inSource else { return nil }
    }
    var pieces: [TextPiece] = []
    var plain: [UInt8] = []
    let text = Array(literal.utf8)
    var next = 0
    var position = 0
    while position < text.count {
      let byte = text[position]
      guard wanted.contains(byte), next < sourceRuns.count else {
        plain.append(byte)
        position += 1
        continue
      }
      let run = sourceRuns[next]
      next += 1
      guard run.byte == byte, position + run.count <= text.count,
        text[position..<(position + run.count)].allSatisfy({ $0 == byte })
      else { return nil }
      if run.escaped {
        plain.append(byte)
      } else {
        if !plain.isEmpty { pieces.append(.text(String(decoding: plain, as: UTF8.self))) }
        plain.removeAll()
        pieces.append(
          .run(
            DelimiterRuns.Run(
              character: Character(Unicode.Scalar(byte)), count: run.count, canOpen: run.flags.canOpen,
              canClose: run.flags.canClose), standard: run.standard))
      }
      position += run.count
    }
    if !plain.isEmpty { pieces.append(.text(String(decoding: plain, as: UTF8.self))) }
    return pieces
  }

  /// The first and last byte columns of a text node's source in its line: libcmark's, or
  /// where the node's text really stands when libcmark is off. libcmark 0.30 gives the inlines
  /// of a paragraph's later lines the columns they would have if the line were indented as the
  /// paragraph's first line: a lazy line in a block quote (written without `> `) or a line
  /// indented less or more than the first is off by the difference. Where the claimed columns
  /// do not hold the node's text byte for byte (a text without escapes, entities or smart
  /// punctuation has its source's width), the nearest place that holds it is taken; with none,
  /// the claimed columns if they fit in the line (its CR aside, so that a CRLF note reads as
  /// an LF one), else nothing: the node is left as libcmark paired it.
  private static func located(_ literal: UnsafePointer<CChar>, span: SourceSpan, in bytes: ArraySlice<UInt8>) -> (
    Int, Int
  )? {
    let width = span.end - span.start + 1
    let length = bytes.last == UInt8(ascii: "\r") ? bytes.count - 1 : bytes.count
    let fits = span.end <= length
    let text = UnsafeBufferPointer(
      start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
    guard width == text.count, let first = text.first else { return fits ? (span.start, span.end) : nil }
    func holds(_ start: Int) -> Bool {
      let from = bytes.startIndex + start - 1
      return start >= 1 && start + width - 1 <= length && bytes[from] == first
        && bytes[from..<(from + width)].elementsEqual(text)
    }
    // An indentation differs by a few columns; 256 bounds the search on a line of many nodes.
    for distance in 0...256 {
      if holds(span.start - distance) { return (span.start - distance, span.end - distance) }
      if distance > 0, holds(span.start + distance) { return (span.start + distance, span.end + distance) }
      if span.start - distance < 1 && span.start + distance + width - 1 > length { break }
    }
    return fits ? (span.start, span.end) : nil
  }

  private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  /// The scalar that ends just before `index` in `bytes`, and its length; nil at the line's start.
  private static func scalar(before index: Int, in bytes: ArraySlice<UInt8>) -> (
    scalar: Unicode.Scalar, utf8Length: Int
  )? {
    guard index > bytes.startIndex else { return nil }
    var start = index - 1
    while start > bytes.startIndex, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
    let decoded = String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars
    guard let scalar = decoded.last else { return nil }
    return (scalar, index - start)
  }

  /// The scalar starting at `index`; nil at the line's end (a line feed or carriage return there
  /// counts as the end).
  private static func scalar(at index: Int, in bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
    guard index < bytes.endIndex else { return nil }
    let byte = bytes[index]
    if byte == 0x0A || byte == 0x0D { return nil }
    var end = index + 1
    while end < bytes.endIndex, bytes[end] & 0xC0 == 0x80, end - index < 4 { end += 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first
  }

  // MARK: - Extended autolinks

  /// Bare `www.`, `http(s)://` and e-mail addresses in text outside links become links.
  private func linkBareURLs() {
    var texts: [OpaquePointer] = []
    guard let iterator = cmark_iter_new(root) else { return }
    var insideLink = 0
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
        insideLink += event == CMARK_EVENT_ENTER ? 1 : -1
        continue
      }
      if event == CMARK_EVENT_ENTER, type == CMARK_NODE_TEXT, insideLink == 0 { texts.append(node) }
    }
    cmark_iter_free(iterator)
    for node in texts {
      // Most text has none of the three ways an autolink starts: skip it before any String.
      guard let raw = cmark_node_get_literal(node),
        strchr(raw, 0x40) != nil || strstr(raw, "://") != nil || strstr(raw, "www.") != nil
      else { continue }
      let literal = String(cString: raw)
      let found = ExtendedAutolinks.find(in: literal)
      guard !found.isEmpty else { continue }
      let scalars = Array(literal.unicodeScalars)
      var position = 0
      func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
      for link in found {
        if link.range.lowerBound > position, let before = cmark_node_new(CMARK_NODE_TEXT) {
          _ = cmark_node_set_literal(before, text(position..<link.range.lowerBound))
          _ = cmark_node_insert_before(node, before)
        }
        if let anchor = cmark_node_new(CMARK_NODE_LINK), let label = cmark_node_new(CMARK_NODE_TEXT) {
          _ = cmark_node_set_url(anchor, link.url)
          _ = cmark_node_set_literal(label, text(link.range))
          _ = cmark_node_append_child(anchor, label)
          _ = cmark_node_insert_before(node, anchor)
        }
        position = link.range.upperBound
      }
      if position < scalars.count {
        _ = cmark_node_set_literal(node, text(position..<scalars.count))
      } else {
        cmark_node_unlink(node)
        cmark_node_free(node)
      }
    }
  }

  // MARK: - Task lists

  /// A list item whose text starts with `[ ]`, `[x]` or `[X]` and a space gets a disabled
  /// checkbox in their place, as GitHub shows it, and its first paragraph's text is the box's
  /// `<label>`.
  private func markTaskItems() {
    var items: [OpaquePointer] = []
    guard let iterator = cmark_iter_new(root) else { return }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_ITEM
      {
        items.append(node)
      }
    }
    cmark_iter_free(iterator)
    for item in items {
      guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
        let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT
      else { continue }
      let literal = Self.string(cmark_node_get_literal(first))
      let scalars = Array(literal.unicodeScalars)
      guard scalars.count >= 3, scalars[0] == "[", scalars[2] == "]", [" ", "x", "X"].contains(scalars[1]) else {
        continue
      }
      let rest = scalars.count == 3 ? [] : Array(scalars[3...])
      let hasMore = cmark_node_next(first) != nil
      // `[x]` then a space, or `[x]` then a line break.
      if let space = rest.first {
        guard Flanking.isWhitespace(space) else { continue }
      } else if !hasMore {
        continue
      }
      let checked = scalars[1] != " "
      // A custom node, not raw HTML: the sanitizer and the pipeline's edits see only the author's.
      guard let box = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
      // The item's text labels its box (GitHub's markup leaves the box unlabelled, which a
      // screen reader announces as a bare checkbox).
      _ = cmark_node_set_on_enter(
        box,
        checked
          ? "<label class=\"task\"><input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
          : "<label class=\"task\"><input type=\"checkbox\" disabled=\"\" /> ")
      _ = cmark_node_insert_before(first, box)
      if let end = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
        _ = cmark_node_set_on_enter(end, "</label>")
        _ = cmark_node_append_child(paragraph, end)
      }
      let text = String(String.UnicodeScalarView(rest.drop { Flanking.isWhitespace($0) }))
      if text.isEmpty {
        cmark_node_unlink(first)
        cmark_node_free(first)
      } else {
        _ = cmark_node_set_literal(first, text)
      }
    }
  }

  /// A block that renders as `enter`, its children, then `exit`: HTML of the pipeline's own,
  /// which no later edit mistakes for the author's.
  static func customBlock(_ enter: String, _ exit: String) -> OpaquePointer? {
    guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
    _ = cmark_node_set_on_enter(block, enter)
    _ = cmark_node_set_on_exit(block, exit)
    return block
  }
}

extension MarkdownDocument {
  /// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
  /// `[!WARNING]` or `[!CAUTION]` (any case) and nothing else becomes a callout,
  /// `<div class="callout callout-note" role="note">`, its title (`titles`, in the page's
  /// language) first, then the quote's blocks. Any other block quote stays one.
  public func makeCallouts(titles: (CalloutKind) -> String) {
    var quotes: [(OpaquePointer, CalloutKind)] = []
    guard let iterator = cmark_iter_new(root) else { return }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_BLOCK_QUOTE, let paragraph = cmark_node_first_child(node),
        cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, let first = cmark_node_first_child(paragraph),
        cmark_node_get_type(first) == CMARK_NODE_TEXT
      else { continue }
      let marker = Self.string(cmark_node_get_literal(first)).trimmingCharacters(in: .whitespaces)
      guard marker.hasPrefix("[!"), marker.hasSuffix("]"),
        let kind = CalloutKind(rawValue: String(marker.dropFirst(2).dropLast()).lowercased())
      else { continue }
      if let after = cmark_node_next(first) {
        let type = cmark_node_get_type(after)
        guard type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK else { continue }
      }
      quotes.append((node, kind))
    }
    cmark_iter_free(iterator)
    for (quote, kind) in quotes {
      guard let paragraph = cmark_node_first_child(quote), let first = cmark_node_first_child(paragraph) else {
        continue
      }
      // The marker and the line break after it go; an empty first paragraph goes with them.
      if let breakNode = cmark_node_next(first) {
        cmark_node_unlink(breakNode)
        cmark_node_free(breakNode)
      }
      cmark_node_unlink(first)
      cmark_node_free(first)
      if cmark_node_first_child(paragraph) == nil {
        cmark_node_unlink(paragraph)
        cmark_node_free(paragraph)
      }
      let title = HTML.escape(titles(kind))
      guard
        let callout = Self.customBlock(
          "<div class=\"callout callout-\(kind.rawValue)\" role=\"note\">\n<p class=\"callout-title\">\(title)</p>",
          "</div>")
      else { continue }
      while let child = cmark_node_first_child(quote) {
        cmark_node_unlink(child)
        _ = cmark_node_append_child(callout, child)
      }
      if cmark_node_replace(quote, callout) == 1 {
        detached.append(quote)
      } else {
        cmark_node_free(callout)
      }
    }
  }
}

/// The five kinds of GitHub's alerts.
public enum CalloutKind: String, CaseIterable, Sendable {
  case note, tip, important, warning, caution
}

extension Unicode.Scalar {
  fileprivate var utf8Length: Int { UTF8.width(self) }
}

/// Where a text node stands in the note: a line and its first and last byte columns (1-based).
struct SourceSpan: Equatable {
  var line: Int
  var start: Int
  var end: Int
}

/// The note's bytes by line, for the extensions that look at the source under a node.
struct SourceLines {
  private let bytes: [UInt8]
  private let starts: [Int]

  init(_ text: String) {
    bytes = Array(text.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    self.starts = starts
  }

  /// Line `number` (1-based) without its line feed, or nil.
  func line(_ number: Int) -> ArraySlice<UInt8>? {
    guard number >= 1, number <= starts.count else { return nil }
    let start = starts[number - 1]
    let end = number < starts.count ? starts[number] - 1 : bytes.count
    return bytes[start..<max(start, end)]
  }

  /// The byte at a 1-based line and byte column, or nil.
  func byte(line: Int, column: Int) -> UInt8? {
    guard let bytes = self.line(line), column >= 1, column <= bytes.count else { return nil }
    return bytes[bytes.startIndex + column - 1]
  }
}
