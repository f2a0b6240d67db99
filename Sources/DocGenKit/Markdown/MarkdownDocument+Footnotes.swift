import CCmark
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// GFM's footnotes on libcmark, which knows neither definitions nor references.
///
/// **Definitions at the note's top level are lifted out before libcmark parses the note.** A
/// GFM definition is a container block, as a list item is: `[^label]:` and the rest of its line,
/// then every following line that is blank or indented by four columns (the indentation taken
/// off), and lazy lines that continue its last paragraph. libcmark would read the first line
/// as a link reference definition and the indented lines as code, and lines the first parse
/// already read cannot be given back, so the note is cut before the real parse:
///
/// 1. A first parse says which lines are code or HTML (no definition starts there) and where
///    the top-level list items' text begins (a definition indented as far as an item's text
///    belongs to the item).
/// 2. Each top-level definition's lines are found as GFM's block parser would find them
///    (``FootnoteLayout``); a lazy line is kept only where libcmark, parsing the definition's
///    text, makes it continue a paragraph. Its first line becomes an HTML comment that
///    libcmark ends any block at (as GFM ends a paragraph, list or quote at a definition), its
///    other lines blank lines, so every other line keeps its number.
/// 3. The note is parsed, the comments taken out of the tree, and each definition's text is
///    parsed as a document of its own, with the same extensions; its blocks are the note.
///
/// Definitions nested in a list item or a block quote stay where they are, their `[` escaped
/// so that libcmark keeps them as paragraphs, and are read as one-paragraph notes.
///
/// The lifted blocks carry libcmark's positions within the definition's text; ``PositionShift``
/// turns them back into the note's lines and columns for whoever asks (``nodes()``, ``edit(_:)``).
extension MarkdownDocument {
  /// Where a lifted definition's text stands in the note.
  struct PositionShift {
    /// The definition's first line in the note, less one.
    var lineOffset: Int
    /// For each line of the definition's text: the bytes of the note's line before it.
    var columns: [Int]

    func line(_ line: Int) -> Int { line > 0 ? line + lineOffset : line }

    func column(_ column: Int, line: Int) -> Int {
      guard line >= 1, line <= columns.count, column > 0 else { return column }
      return column + columns[line - 1]
    }
  }

  /// One definition lifted out of the note: its blocks, in a custom block that becomes its
  /// `<li>` once something refers to it.
  struct LiftedFootnote {
    var label: String
    var line: Int
    var holder: OpaquePointer
  }

  /// The HTML comment a lifted definition's first line becomes. libcmark ends a paragraph, a
  /// list or a quote at it, as GFM ends them at a definition; it is taken out after the parse.
  /// Its token is random to the process, so no note can write it (the fuzzer wrote the fixed
  /// one of an earlier version, which then stood in the page as the author's comment).
  static let footnotePlaceholder =
    "<!--docgen-footnote-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    + String(UInt64.random(in: 0...UInt64.max), radix: 36) + "-->"

  /// Parses each lifted definition's text (``FootnoteLayout/Lifted``) into a holder, takes the
  /// placeholders out of the tree, and records where the blocks stand in the note.
  func attachLiftedFootnotes(_ lifted: [FootnoteLayout.Lifted], smart: Bool, extensions: MarkdownExtensions) {
    var child = cmark_node_first_child(root)
    while let node = child {
      child = cmark_node_next(node)
      if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK,
        Self.string(cmark_node_get_literal(node)) == Self.footnotePlaceholder + "\n"
      {
        cmark_node_unlink(node)
        cmark_node_free(node)
      }
    }
    for definition in lifted {
      let body = MarkdownDocument(footnoteBody: definition.body, smart: smart, extensions: extensions)
      guard let holder = Self.customBlock("", "") else { continue }
      while let block = cmark_node_first_child(body.root) {
        cmark_node_unlink(block)
        _ = cmark_node_append_child(holder, block)
      }
      Self.keepScenariosOut(of: holder)
      positionShifts[holder] = PositionShift(lineOffset: definition.line - 1, columns: definition.columnShifts)
      liftedFootnotes.append(LiftedFootnote(label: definition.label, line: definition.line, holder: holder))
    }
  }

  /// A note's scenario blocks are found by `check` and `run`, which read the note without
  /// extensions: there a fence inside a definition is indented code. So the page shows it as
  /// Swift, not as a scenario the build would run and `check` never sees.
  private static func keepScenariosOut(of holder: OpaquePointer) {
    guard let iterator = cmark_iter_new(holder) else { return }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
        FenceInfo.isScenario(string(cmark_node_get_fence_info(node)))
      else { continue }
      _ = cmark_node_set_fence_info(node, "swift")
    }
  }

  /// The line, column and end line of a node, in the note's terms under `shift`.
  static func position(of node: OpaquePointer, shift: PositionShift?) -> (line: Int, column: Int, endLine: Int) {
    let line = Int(cmark_node_get_start_line(node))
    let column = Int(cmark_node_get_start_column(node))
    let endLine = Int(cmark_node_get_end_line(node))
    guard let shift else { return (line, column, endLine) }
    return (shift.line(line), shift.column(column, line: line), shift.line(endLine))
  }

  // MARK: - Notes and references

  /// `[^label]` in text that has a note becomes a numbered link to it, and the notes are listed
  /// at the end in the order of their first reference (references inside a note count after
  /// the text's, as the note is reached), each with a link back. A reference without a note
  /// stays as written; a note nobody refers to is not shown; of two notes with one label the
  /// first counts and the second goes.
  func makeFootnotes() {
    enum Note {
      /// A one-paragraph note (nested in a list item or quote), its label already cut off.
      case paragraph(OpaquePointer)
      /// A lifted definition's blocks.
      case blocks(OpaquePointer)
    }
    var candidates: [(line: Int, label: String, note: Note)] = liftedFootnotes.map {
      ($0.line, $0.label.lowercased(), .blocks($0.holder))
    }
    let (rootTexts, rootParagraphs) = Self.textsAndDefinitions(in: root)
    candidates += rootParagraphs.map { ($0.line, $0.label, .paragraph($0.node)) }
    candidates.sort { $0.line < $1.line }
    var holderTexts: [OpaquePointer: [OpaquePointer]] = [:]
    for lifted in liftedFootnotes {
      let (texts, paragraphs) = Self.textsAndDefinitions(in: lifted.holder)
      holderTexts[lifted.holder] = texts
      candidates += paragraphs.map { (Int.max, $0.label, .paragraph($0.node)) }
    }
    var definitions: [String: Note] = [:]
    for candidate in candidates {
      if definitions[candidate.label] == nil {
        definitions[candidate.label] = candidate.note
        if case .paragraph(let paragraph) = candidate.note { Self.cutLabel(of: paragraph) }
      } else if case .paragraph(let paragraph) = candidate.note {
        cmark_node_unlink(paragraph)
        detached.append(paragraph)
      }
    }
    guard !definitions.isEmpty else { return }
    var order: [String] = []
    var numbers: [String: Int] = [:]
    func number(_ label: String) -> Int {
      if let known = numbers[label] { return known }
      order.append(label)
      numbers[label] = order.count
      return order.count
    }
    linkReferences(in: rootTexts, definitions: Set(definitions.keys), number: number)
    var reached = 0
    while reached < order.count {
      let label = order[reached]
      reached += 1
      if case .blocks(let holder) = definitions[label] {
        linkReferences(in: holderTexts[holder] ?? [], definitions: Set(definitions.keys), number: number)
      }
    }
    // Unreferenced one-paragraph notes go; unreferenced lifted ones were never in the tree.
    for (label, note) in definitions where numbers[label] == nil {
      if case .paragraph(let paragraph) = note {
        cmark_node_unlink(paragraph)
        detached.append(paragraph)
      }
    }
    guard !order.isEmpty, let section = Self.customBlock("<section class=\"footnotes\">\n<ol>", "</ol>\n</section>")
    else { return }
    for (index, label) in order.enumerated() {
      let number = index + 1
      let backref = " <a href=\"#fnref\(number)\" class=\"footnote-backref\">↩</a>"
      switch definitions[label] {
      case .paragraph(let paragraph):
        guard let item = Self.customBlock("<li id=\"fn\(number)\">", "</li>") else { continue }
        cmark_node_unlink(paragraph)
        Self.appendInline(backref, to: paragraph)
        _ = cmark_node_append_child(item, paragraph)
        _ = cmark_node_append_child(section, item)
      case .blocks(let holder):
        _ = cmark_node_set_on_enter(holder, "<li id=\"fn\(number)\">")
        _ = cmark_node_set_on_exit(holder, "</li>")
        // As cmark-gfm: the link back ends the note's last paragraph, or stands on its own line.
        if let last = cmark_node_last_child(holder), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH {
          Self.appendInline(backref, to: last)
        } else if let line = Self.customBlock(String(backref.dropFirst()), "") {
          _ = cmark_node_append_child(holder, line)
        }
        _ = cmark_node_append_child(section, holder)
      case nil: continue
      }
    }
    _ = cmark_node_append_child(root, section)
  }

  private static func appendInline(_ html: String, to paragraph: OpaquePointer) {
    guard let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return }
    _ = cmark_node_set_on_enter(node, html)
    if cmark_node_append_child(paragraph, node) != 1 { cmark_node_free(node) }
  }

  /// The text nodes under `start`, in order, and its paragraphs that start with `[^label]:`.
  private static func textsAndDefinitions(in start: OpaquePointer) -> (
    texts: [OpaquePointer], definitions: [(line: Int, label: String, node: OpaquePointer)]
  ) {
    var texts: [OpaquePointer] = []
    var definitions: [(line: Int, label: String, node: OpaquePointer)] = []
    guard let iterator = cmark_iter_new(start) else { return ([], []) }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      if type == CMARK_NODE_TEXT { texts.append(node) }
      guard type == CMARK_NODE_PARAGRAPH, let first = cmark_node_first_child(node),
        cmark_node_get_type(first) == CMARK_NODE_TEXT,
        let label = definitionLabel(string(cmark_node_get_literal(first)))
      else { continue }
      definitions.append((Int(cmark_node_get_start_line(node)), label.lowercased(), node))
    }
    return (texts, definitions)
  }

  /// The label of a paragraph's first text `[^label]: …`, or nil.
  private static func definitionLabel(_ literal: String) -> String? {
    guard literal.hasPrefix("[^"), let close = literal.firstIndex(of: "]"),
      literal[literal.index(after: close)...].hasPrefix(":")
    else { return nil }
    let label = String(literal[literal.index(literal.startIndex, offsetBy: 2)..<close])
    return FootnoteLayout.isLabel(label) ? label : nil
  }

  /// Takes `[^label]:` and the spaces after it off a one-paragraph note's first text.
  private static func cutLabel(of paragraph: OpaquePointer) {
    guard let first = cmark_node_first_child(paragraph) else { return }
    let literal = string(cmark_node_get_literal(first))
    guard let close = literal.firstIndex(of: "]") else { return }
    var rest = literal[literal.index(close, offsetBy: 2)...]
    while let space = rest.first, space == " " || space == "\t" { rest.removeFirst() }
    _ = cmark_node_set_literal(first, String(rest))
  }

  /// Each `[^label]` in `texts` whose label has a note becomes a numbered reference.
  private func linkReferences(in texts: [OpaquePointer], definitions: Set<String>, number: (String) -> Int) {
    for node in texts {
      guard cmark_node_parent(node) != nil, let raw = cmark_node_get_literal(node), strstr(raw, "[^") != nil else {
        continue
      }
      let literal = String(cString: raw)
      var pieces: [(text: String, label: String?)] = []
      var rest = Substring(literal)
      while let open = rest.range(of: "[^") {
        guard let close = rest[open.upperBound...].firstIndex(of: "]") else { break }
        let label = String(rest[open.upperBound..<close])
        if FootnoteLayout.isLabel(label), definitions.contains(label.lowercased()) {
          pieces.append((String(rest[..<open.lowerBound]), label.lowercased()))
          rest = rest[rest.index(after: close)...]
        } else {
          pieces.append((String(rest[..<rest.index(after: open.lowerBound)]), nil))
          rest = rest[rest.index(after: open.lowerBound)...]
        }
      }
      guard pieces.contains(where: { $0.label != nil }) else { continue }
      for piece in pieces {
        if !piece.text.isEmpty, let text = cmark_node_new(CMARK_NODE_TEXT) {
          _ = cmark_node_set_literal(text, piece.text)
          _ = cmark_node_insert_before(node, text)
        }
        guard let label = piece.label, let reference = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
        let number = number(label)
        _ = cmark_node_set_on_enter(
          reference,
          "<sup class=\"footnote-ref\"><a href=\"#fn\(number)\" id=\"fnref\(number)\">\(number)</a></sup>")
        _ = cmark_node_insert_before(node, reference)
      }
      _ = cmark_node_set_literal(node, String(rest))
    }
  }
}

/// The footnote definitions of a note, found in its lines (see ``MarkdownDocument``'s footnotes):
/// the text libcmark is to parse, and the definitions lifted out of it.
struct FootnoteLayout {
  struct Lifted: Equatable {
    /// As written (labels match without regard to case).
    var label: String
    /// The definition's first line in the note (1-based).
    var line: Int
    /// Its blocks' Markdown: the rest of the first line, then the following lines with four
    /// columns of indentation taken off (lazy lines as they are).
    var body: String
    /// For each line of `body`: how many bytes of the note's line stand before it.
    var columnShifts: [Int]
  }

  /// The note for libcmark: lifted definitions' first lines replaced by the placeholder, their
  /// other lines blank; nested definitions' `[` escaped.
  var text: String
  var lifted: [Lifted]

  /// GFM's footnote labels: not empty, no whitespace (nor `[` or `^`, which GFM's scanner
  /// would not reach).
  static func isLabel(_ label: String) -> Bool {
    !label.isEmpty && label.utf8.count <= 999 && !label.contains(where: { $0.isWhitespace || $0 == "[" || $0 == "^" })
  }

  /// A line that starts a definition: at most three spaces, `[^label]:`, spaces or tabs.
  struct Start {
    var indent: Int
    var label: String
    /// The byte offset of the rest of the line.
    var restOffset: Int
  }

  static func start(of line: Substring) -> Start? {
    let bytes = line.utf8
    var index = bytes.startIndex
    var indent = 0
    while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") {
      indent += 1
      index = bytes.index(after: index)
    }
    guard indent <= 3, bytes[index...].starts(with: "[^".utf8) else { return nil }
    let labelStart = bytes.index(index, offsetBy: 2)
    guard let close = bytes[labelStart...].firstIndex(of: UInt8(ascii: "]")),
      bytes[bytes.index(after: close)...].first == UInt8(ascii: ":")
    else { return nil }
    let label = String(line[labelStart..<close])
    guard isLabel(label) else { return nil }
    var rest = bytes.index(close, offsetBy: 2)
    while rest < bytes.endIndex, bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t") {
      rest = bytes.index(after: rest)
    }
    return Start(indent: indent, label: label, restOffset: bytes.distance(from: bytes.startIndex, to: rest))
  }

  /// The layout of `text`'s definitions, from libcmark's first parse of it (`parsed`), or nil
  /// when it has none. `lift`: lift the top-level ones (a definition's own text does not lift
  /// the definitions nested in it: they are escaped, as nested ones are).
  static func make(text: String, parsed: OpaquePointer, lift: Bool, options: Int32) -> FootnoteLayout? {
    // The note's lines as libcmark counts them (a CRLF pair is one `Character`, so a split on
    // "\n" would not cut it); the lines looked at are without their CR.
    var raw = lines(of: text)
    let lines = raw.map { $0.utf8.last == UInt8(ascii: "\r") ? Substring($0.utf8.dropLast()) : $0 }
    var starts: [Int: Start] = [:]
    for (index, line) in lines.enumerated() where line.utf8.contains(UInt8(ascii: "^")) {
      if let start = start(of: line) { starts[index + 1] = start }
    }
    guard !starts.isEmpty else { return nil }
    let first = FirstParse(parsed, lineCount: lines.count, lines: lines)
    var topLevel: [Int] = []
    var nested: [Int] = []
    for (number, start) in starts.sorted(by: { $0.key < $1.key }) where !first.verbatim[number] {
      if lift, first.itemIndent[number].map({ start.indent < $0 }) ?? true {
        topLevel.append(number)
      } else {
        nested.append(number)
      }
    }
    guard !topLevel.isEmpty || !nested.isEmpty else { return nil }
    var lifted: [Lifted] = []
    var rewritten: [Int: String] = [:]
    let stops = Set(topLevel)
    for number in topLevel {
      guard let start = starts[number] else { continue }
      let definition = extent(of: start, at: number, lines: lines, stops: stops, options: options)
      lifted.append(definition)
      rewritten[number] = MarkdownDocument.footnotePlaceholder
      for other in (number + 1)..<(number + definition.columnShifts.count) { rewritten[other] = "" }
    }
    for number in nested {
      let line = raw[number - 1]
      guard let bracket = line.firstIndex(of: "[") else { continue }
      rewritten[number] = String(line[..<bracket]) + "\\" + String(line[bracket...])
    }
    for (number, line) in rewritten { raw[number - 1] = Substring(line) }
    return FootnoteLayout(text: raw.joined(separator: "\n"), lifted: lifted)
  }

  /// `text` cut at each line feed byte.
  static func lines(of text: String) -> [Substring] {
    let utf8 = text.utf8
    var lines: [Substring] = []
    var start = utf8.startIndex
    while let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(Substring(utf8[start..<end]))
      start = utf8.index(after: end)
    }
    lines.append(Substring(utf8[start...]))
    return lines
  }

  /// A top-level definition's lines, as GFM's block parser takes them: the first line's rest,
  /// then lines that are blank or indented by four columns, and lazy lines (after a line with
  /// text, not indented) that continue a paragraph. It ends before a line that is none of
  /// those, before another definition, and after its last line with text.
  private static func extent(of start: Start, at number: Int, lines: [Substring], stops: Set<Int>, options: Int32)
    -> Lifted
  {
    let first = lines[number - 1]
    let rest = first.utf8.dropFirst(start.restOffset)
    var body = [String(decoding: rest, as: UTF8.self)]
    var shifts = [start.restOffset]
    var lazy: [Int] = []
    var blank = 0
    var afterText = !rest.isEmpty
    var next = number + 1
    while next <= lines.count {
      let line = lines[next - 1]
      let (columns, bytes) = indentation(of: line)
      if bytes == line.utf8.count {
        blank += 1
        afterText = false
        next += 1
        continue
      }
      if stops.contains(next) { break }
      if columns >= 4 {
        body += Array(repeating: "", count: blank)
        shifts += Array(repeating: 0, count: blank)
        let stripped = stripFourColumns(line)
        body.append(String(decoding: line.utf8.dropFirst(stripped), as: UTF8.self))
        shifts.append(stripped)
      } else if afterText && blank == 0 {
        body.append(String(line))
        shifts.append(0)
        lazy.append(body.count)
      } else {
        break
      }
      blank = 0
      afterText = true
      next += 1
    }
    // A lazy line counts only where it continues a paragraph of the definition's text.
    if !lazy.isEmpty {
      let kept = lazyLinesKept(body: body, lazy: lazy, options: options)
      if kept < lazy.count {
        body.removeSubrange((lazy[kept] - 1)...)
        shifts.removeSubrange((lazy[kept] - 1)...)
      }
    }
    return Lifted(label: start.label, line: number, body: body.joined(separator: "\n") + "\n", columnShifts: shifts)
  }

  /// How many of the lazy lines (1-based lines of `body`), in order, libcmark makes continue a
  /// paragraph that started on an earlier line of `body`.
  private static func lazyLinesKept(body: [String], lazy: [Int], options: Int32) -> Int {
    // Nested definitions as libcmark will see them in the definition's own parse: escaped.
    let escaped = body.map { line -> String in
      guard start(of: Substring(line)) != nil, let bracket = line.firstIndex(of: "[") else { return line }
      return String(line[..<bracket]) + "\\" + String(line[bracket...])
    }
    let text = escaped.joined(separator: "\n")
    guard let parsed = text.withCString({ cmark_parse_document($0, strlen($0), options) }) else { return 0 }
    defer { cmark_node_free(parsed) }
    var paragraphs: [ClosedRange<Int>] = []
    if let iterator = cmark_iter_new(parsed) {
      while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
          cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH
        else { continue }
        let start = Int(cmark_node_get_start_line(node))
        paragraphs.append(start...max(start, Int(cmark_node_get_end_line(node))))
      }
      cmark_iter_free(iterator)
    }
    for (index, line) in lazy.enumerated()
    where !paragraphs.contains(where: { $0.lowerBound < line && $0.contains(line) }) {
      return index
    }
    return lazy.count
  }

  /// A line's leading spaces and tabs: how many columns (a tab to the next multiple of four)
  /// and how many bytes.
  static func indentation(of line: Substring) -> (columns: Int, bytes: Int) {
    var columns = 0
    var bytes = 0
    for byte in line.utf8 {
      if byte == UInt8(ascii: " ") {
        columns += 1
      } else if byte == UInt8(ascii: "\t") {
        columns += 4 - columns % 4
      } else {
        break
      }
      bytes += 1
    }
    return (columns, bytes)
  }

  /// How many bytes four columns of indentation take at the start of `line` (tab stops fall
  /// on multiples of four, so a tab never has to be split).
  private static func stripFourColumns(_ line: Substring) -> Int {
    var columns = 0
    var bytes = 0
    for byte in line.utf8 where columns < 4 {
      if byte == UInt8(ascii: " ") {
        columns += 1
      } else if byte == UInt8(ascii: "\t") {
        columns += 4 - columns % 4
      } else {
        break
      }
      bytes += 1
    }
    return bytes
  }

  /// What the first parse says about each line: code or HTML (`verbatim`), and inside a
  /// top-level list, the indentation of the text of the item it is in (`itemIndent`).
  private struct FirstParse {
    var verbatim: [Bool]
    var itemIndent: [Int?]

    init(_ root: OpaquePointer, lineCount: Int, lines: [Substring]) {
      verbatim = Array(repeating: false, count: lineCount + 2)
      itemIndent = Array(repeating: nil, count: lineCount + 2)
      func clamp(_ line: Int32) -> Int { min(max(Int(line), 0), lineCount + 1) }
      if let iterator = cmark_iter_new(root) {
        while true {
          let event = cmark_iter_next(iterator)
          if event == CMARK_EVENT_DONE { break }
          guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
          let type = cmark_node_get_type(node)
          guard type == CMARK_NODE_CODE_BLOCK || type == CMARK_NODE_HTML_BLOCK else { continue }
          let start = clamp(cmark_node_get_start_line(node))
          let end = max(start, clamp(cmark_node_get_end_line(node)))
          for line in start...end { verbatim[line] = true }
        }
        cmark_iter_free(iterator)
      }
      var block = cmark_node_first_child(root)
      while let list = block {
        block = cmark_node_next(list)
        guard cmark_node_get_type(list) == CMARK_NODE_LIST else { continue }
        let end = clamp(cmark_node_get_end_line(list))
        var item = cmark_node_first_child(list)
        while let current = item {
          item = cmark_node_next(current)
          let start = clamp(cmark_node_get_start_line(current))
          let last = item.map { clamp(cmark_node_get_start_line($0)) - 1 } ?? end
          guard start >= 1, start <= lineCount, last >= start else { continue }
          let indent = Self.contentIndent(
            of: lines[start - 1], markerColumn: Int(cmark_node_get_start_column(current)))
          for line in start...last { itemIndent[line] = indent }
        }
      }
    }

    /// The column an item's text starts at (0-based), from its marker's line: the marker, then
    /// one to four spaces (one when there are more, or none).
    static func contentIndent(of line: Substring, markerColumn: Int) -> Int {
      let bytes = Array(line.utf8)
      var index = max(0, markerColumn - 1)
      guard index < bytes.count else { return index + 2 }
      if [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*")].contains(bytes[index]) {
        index += 1
      } else {
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        index += 1  // `.` or `)`
      }
      var spaces = 0
      while index + spaces < bytes.count, bytes[index + spaces] == UInt8(ascii: " ") { spaces += 1 }
      let rest = index + spaces >= bytes.count
      return index + (rest || spaces > 4 || spaces == 0 ? 1 : spaces)
    }
  }
}
