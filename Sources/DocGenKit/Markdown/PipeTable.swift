import Foundation

/// Pipe tables (`| a | b |` over `| --- | --- |`), which CommonMark itself lacks and notes
/// comparing presentation styles need.
///
/// libcmark parses such a table as a paragraph; the article renderer hands the paragraph's
/// source lines here and, when they form a table, replaces it with the HTML this returns. Each
/// cell is rendered as inline CommonMark by libcmark, so code spans and emphasis work as
/// anywhere else.
enum PipeTable {
  enum Alignment: Equatable { case none, left, center, right }

  /// The table's HTML, or nil when `lines` are not a pipe table. `edit` sees each cell's
  /// document before it is rendered (to rewrite links between notes, as everywhere else).
  ///
  /// GFM's rules: the first line is the header row and holds a `|`; the second is the
  /// delimiter row (`---`, `:--`, `--:`, `:-:` cells) with as many cells as the header; every
  /// later line of the paragraph is a body row, with or without outer pipes, cut or padded to
  /// the header's width. Without body rows there is no `<tbody>`.
  ///
  /// `reflowable` adds what lets a phone show each row as a card of labelled cells instead of
  /// a squeezed grid: `class="reflow"` on the table and each body cell's column header, as
  /// text, in `data-label` (the stylesheet shows it before the cell). Without it the HTML is
  /// GFM's, byte for byte.
  static func html(for lines: [Substring], reflowable: Bool = false, edit: (MarkdownDocument) -> Void = { _ in })
    -> String?
  {
    guard lines.count >= 2, hasUnescapedBar(lines[0]) else { return nil }
    let header = cells(of: lines[0])
    let delimiters = cells(of: lines[1])
    let alignments = delimiters.compactMap(alignment(of:))
    guard delimiters.count == header.count, alignments.count == header.count else { return nil }
    var html = reflowable ? "<table class=\"reflow\">\n<thead>\n<tr>\n" : "<table>\n<thead>\n<tr>\n"
    var labels: [String] = []
    for (cell, alignment) in zip(header, alignments) {
      let rendered = inline(cell, edit)
      labels.append(reflowable ? " data-label=\"\(textOnly(rendered))\"" : "")
      html += "<th\(attribute(alignment))>\(rendered)</th>\n"
    }
    html += "</tr>\n</thead>\n"
    let body = lines.dropFirst(2)
    if !body.isEmpty {
      html += "<tbody>\n"
      for line in body {
        let row = cells(of: line)
        html += "<tr>\n"
        for (index, alignment) in alignments.enumerated() {
          html +=
            "<td\(attribute(alignment))\(labels[index])>\(index < row.count ? inline(row[index], edit) : "")</td>\n"
        }
        html += "</tr>\n"
      }
      html += "</tbody>\n"
    }
    return html + "</table>\n"
  }

  /// A paragraph whose later lines are a table (GFM lets a table's header row follow a
  /// paragraph's lines without a blank line): the lines before it as a paragraph, then the
  /// table; nil when no line but the first starts a table.
  static func interrupting(
    _ lines: [Substring], reflowable: Bool = false, edit: (MarkdownDocument) -> Void = { _ in }
  ) -> (paragraph: String, table: String)? {
    guard lines.count >= 3 else { return nil }
    for start in 1..<(lines.count - 1) where hasUnescapedBar(lines[start]) {
      let delimiters = cells(of: lines[start + 1])
      guard delimiters.allSatisfy({ alignment(of: $0) != nil }),
        let table = html(for: Array(lines[start...]), reflowable: reflowable, edit: edit)
      else { continue }
      let text = lines[..<start].map(String.init).joined(separator: "\n")
      let document = MarkdownDocument(parsing: text, extensions: cellExtensions)
      edit(document)
      return (document.html(), table)
    }
    return nil
  }

  /// What a cell's Markdown gets: GitHub's inline extensions but footnotes (a cell has no notes).
  static let cellExtensions = MarkdownExtensions.all.subtracting(.footnotes)

  /// Rendered inline HTML without its tags: the text, still escaped, fit for an attribute.
  private static func textOnly(_ html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character == "\"" ? "'" : character)
      }
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether a line has a `|` that is not escaped (a header row needs one).
  private static func hasUnescapedBar(_ line: Substring) -> Bool {
    var escaped = false
    for character in line {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        return true
      }
    }
    return false
  }

  /// The cells of a row, split at `|` outside code spans; `\|` is a literal bar.
  static func cells(of line: Substring) -> [String] {
    var text = String(line.trimmingTrailingCR()).trimmingCharacters(in: " \t")
    if text.hasPrefix("|") { text.removeFirst() }
    if text.hasSuffix("|") && !text.hasSuffix("\\|") { text.removeLast() }
    var cells: [String] = []
    var current = ""
    var inCode = false
    var escaped = false
    for character in text {
      if escaped {
        current.append(character == "|" ? "|" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "`" {
        inCode.toggle()
        current.append(character)
      } else if character == "|" && !inCode {
        cells.append(current.trimmingCharacters(in: " \t"))
        current = ""
      } else {
        current.append(character)
      }
    }
    cells.append(current.trimmingCharacters(in: " \t"))
    return cells
  }

  private static func alignment(of cell: String) -> Alignment? {
    let core = cell.trimmingCharacters(in: ":")
    guard !core.isEmpty, core.allSatisfy({ $0 == "-" }) else { return nil }
    switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
    case (true, true): return .center
    case (true, false): return .left
    case (false, true): return .right
    case (false, false): return Alignment.none
    }
  }

  /// GFM's own markup for alignment (`align`), as cmark-gfm writes it.
  private static func attribute(_ alignment: Alignment) -> String {
    switch alignment {
    case .none: return ""
    case .left: return " align=\"left\""
    case .center: return " align=\"center\""
    case .right: return " align=\"right\""
    }
  }

  /// A cell's Markdown as inline HTML (libcmark renders it as a paragraph; the `<p>` goes).
  private static func inline(_ markdown: String, _ edit: (MarkdownDocument) -> Void) -> String {
    let document = MarkdownDocument(parsing: markdown, extensions: cellExtensions)
    edit(document)
    var html = document.html()
    if html.hasPrefix("<p>") { html.removeFirst(3) }
    if html.hasSuffix("</p>\n") { html.removeLast(5) }
    return html
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var result = Substring(self)
    while let first = result.first, set.contains(first) { result.removeFirst() }
    while let last = result.last, set.contains(last) { result.removeLast() }
    return String(result)
  }
}
