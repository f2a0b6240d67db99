import Foundation

/// docgen's Markdown extensions run on one input, in memory, each held to a property it must
/// keep. For the Markdown fuzz target (`Fuzz/`, `FuzzMarkdown`; docs/fuzzing.md), where a
/// crash, a hang or a broken property is a finding, and for the tests that keep its findings.
///
/// The first byte chooses: its low five bits the ``MarkdownExtensions`` the note is parsed
/// with, the next bit smart punctuation, the next the sanitizer's inline mode, the last the
/// CJK-friendly flanking rules for the bare delimiter runs. The rest is the text, decoded as
/// UTF-8 (an invalid byte becomes U+FFFD, as a note's would be refused before).
public enum MarkdownExtensionCheck {
  /// What broke, in words; empty when every property held.
  public static func run(_ data: Data) -> [String] {
    guard let selector = data.first else { return [] }
    let text = String(decoding: data.dropFirst(), as: UTF8.self)
    var problems: [String] = []
    problems += document(
      asANoteReachesMarkdown(data.dropFirst()), extensions: MarkdownExtensions(rawValue: Int(selector & 0x1F)),
      smart: selector & 0x20 != 0)
    problems += sanitizer(text, inline: selector & 0x40 != 0)
    problems += highlighters(text)
    problems += delimiterRuns(text, cjkFriendly: selector & 0x80 != 0)
    problems += autolinks(text)
    return problems
  }

  /// The bytes as a note's text can be when it reaches Markdown: `SourceText` refuses a NUL
  /// and a carriage return without a line feed, so here a NUL becomes U+FFFD and a lone CR a
  /// line feed (the rest of the input still gets through).
  static func asANoteReachesMarkdown(_ bytes: Data) -> String {
    var cleaned: [UInt8] = []
    cleaned.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let next = bytes.index(after: index)
      if byte == 0 {
        cleaned += [0xEF, 0xBF, 0xBD]
      } else if byte == UInt8(ascii: "\r"), next == bytes.endIndex || bytes[next] != UInt8(ascii: "\n") {
        cleaned.append(UInt8(ascii: "\n"))
      } else {
        cleaned.append(byte)
      }
      index = next
    }
    return String(decoding: cleaned, as: UTF8.self)
  }

  /// The note rendered as a page renders it, alerts included, the same with CRLF line endings
  /// as with LF. Every block node stands on one of
  /// the note's lines, at a column of its line (a lifted footnote's blocks are numbered back
  /// into the note), no
  /// placeholder is left, and, where the note has no HTML of its own, each footnote reference
  /// has its note and each note its reference, numbered from 1.
  static func document(_ text: String, extensions: MarkdownExtensions, smart: Bool) -> [String] {
    let document = MarkdownDocument(parsing: text, smart: smart, extensions: extensions)
    document.makeCallouts { $0.rawValue }
    var problems: [String] = []
    // A note saved with CRLF line endings (as Windows editors save it) reads as with LF.
    if !text.utf8.contains(UInt8(ascii: "\r")) {
      let crlf = MarkdownDocument(
        parsing: text.replacingOccurrences(of: "\n", with: "\r\n"), smart: smart, extensions: extensions)
      crlf.makeCallouts { $0.rawValue }
      let lf = document.html()
      let fromCRLF = crlf.html().replacingOccurrences(of: "\r", with: "")
      if fromCRLF != lf {
        problems.append(
          "with CRLF line endings the note renders otherwise: \(lf.debugDescription) → \(fromCRLF.debugDescription)")
      }
    }
    let lines = FootnoteLayout.lines(of: text).map(\.utf8.count)
    for node in document.nodes() where node.startLine != 0 {
      switch node.kind {
      case .paragraph, .heading, .codeBlock, .htmlBlock:
        // (libcmark itself may end an HTML block on the line before it starts.)
        if node.startLine < 1 || node.startLine > lines.count || node.endLine > lines.count || node.startColumn < 1
          || node.startColumn > lines[node.startLine - 1] + 1
        {
          problems.append(
            "a \(node.kind) at \(node.startLine):\(node.startColumn)–\(node.endLine), outside the note's \(lines.count) lines"
          )
        }
      default: break
      }
    }
    let html = document.html()
    if html.contains(MarkdownDocument.footnotePlaceholder) {
      problems.append("a footnote's placeholder is left in the page")
    }
    if !text.contains("<") {
      let references = numbers(in: html, after: "<sup class=\"footnote-ref\"><a href=\"#fn")
      let notes = numbers(in: html, after: "<li id=\"fn")
      if Set(references) != Set(notes) || Set(notes) != Set(1..<(notes.count + 1)) || notes != notes.sorted() {
        problems.append("footnote references \(Set(references).sorted()) and notes \(notes) do not pair up")
      }
    }
    return problems
  }

  private static func numbers(in html: String, after prefix: String) -> [Int] {
    var found: [Int] = []
    var rest = html[...]
    while let range = rest.range(of: prefix) {
      rest = rest[range.upperBound...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if let number = Int(digits) { found.append(number) }
    }
    return found
  }

  /// The author's HTML sanitized is sanitized already: a second pass drops nothing and
  /// changes nothing.
  static func sanitizer(_ text: String, inline: Bool) -> [String] {
    var first = HTMLSanitizer()
    let once = first.sanitize(text, inline: inline).html + (inline ? first.closeInline() : "") + first.closeAll()
    var second = HTMLSanitizer()
    let again = second.sanitize(once, inline: inline)
    let twice = again.html + (inline ? second.closeInline() : "") + second.closeAll()
    var problems: [String] = []
    if !again.findings.isEmpty {
      problems.append("the sanitizer's own output has something to drop: \(again.findings)")
    }
    if twice != once {
      problems.append("sanitizing twice changes the HTML: \(once.debugDescription) → \(twice.debugDescription)")
    }
    return problems
  }

  /// Each lexer loses no character and adds none: its HTML, without its spans and with the
  /// escapes undone, is the code.
  static func highlighters(_ code: String) -> [String] {
    let languages: [CodeHighlighter.Language] = [.objectiveC, .c, .shell, .json, .yaml, .diff, .plain]
    var problems: [String] = []
    for language in languages {
      let html = CodeHighlighter.html(code, language: language)
      guard let text = plainText(ofHighlighted: html) else {
        problems.append("the \(language) lexer's spans do not nest: \(html.debugDescription)")
        continue
      }
      if text != code {
        problems.append("the \(language) lexer changes the code: \(code.debugDescription) → \(text.debugDescription)")
      }
    }
    return problems
  }

  /// The text of highlighted code: spans taken out (nil if one is left open or closes
  /// nothing), `HTML.escape`'s five escapes undone. Read as UTF-8 bytes: a combining mark
  /// after a tag's `>` or an escape's `;` makes one `Character` of the two, and Foundation's
  /// search would not find the escape.
  static func plainText(ofHighlighted html: String) -> String? {
    let bytes = Array(html.utf8)
    let open = Array("<span class=\"hl-".utf8)
    let close = Array("</span>".utf8)
    let references: [([UInt8], UInt8)] = [
      (Array("&lt;".utf8), 0x3C), (Array("&gt;".utf8), 0x3E), (Array("&quot;".utf8), 0x22),
      (Array("&#39;".utf8), 0x27), (Array("&amp;".utf8), 0x26),
    ]
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var depth = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"),
        let (reference, byte) = references.first(where: { bytes[index...].starts(with: $0.0) })
      {
        out.append(byte)
        index += reference.count
        continue
      }
      guard bytes[index] == UInt8(ascii: "<") else {
        out.append(bytes[index])
        index += 1
        continue
      }
      if bytes[index...].starts(with: close) {
        guard depth > 0 else { return nil }
        depth -= 1
        index += close.count
      } else if bytes[index...].starts(with: open),
        let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
      {
        depth += 1
        index = end + 1
      } else {
        return nil
      }
    }
    guard depth == 0 else { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text's runs of `*`, `_` and `~` (flagged as ``MarkdownDocument`` flags them) paired by
  /// ``DelimiterRuns``: each match pairs an earlier opener with a later closer of the same
  /// character, uses no run beyond its length, and the pairing stays linear (at most 40 steps
  /// a run).
  static func delimiterRuns(_ text: String, cjkFriendly: Bool) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var runs: [DelimiterRuns.Run] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "*" || scalar == "_" || scalar == "~" else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end] == scalar { end += 1 }
      let flags = Flanking.flags(
        of: Character(scalar), before: index > 0 ? scalars[index - 1] : nil,
        beforeBefore: index > 1 ? scalars[index - 2] : nil, after: end < scalars.count ? scalars[end] : nil,
        cjkFriendly: cjkFriendly)
      runs.append(
        DelimiterRuns.Run(
          character: Character(scalar), count: end - index, canOpen: flags.canOpen, canClose: flags.canClose))
      index = end
    }
    var steps = 0
    let matches = DelimiterRuns.matches(runs, steps: &steps)
    var problems: [String] = []
    if steps > 40 * max(1, runs.count) {
      problems.append("pairing \(runs.count) runs took \(steps) steps")
    }
    var left = runs.map(\.count)
    for match in matches {
      guard match.opener >= 0, match.closer < runs.count, match.opener < match.closer, match.count >= 1,
        runs[match.opener].character == runs[match.closer].character
      else {
        problems.append("a match that pairs no opener with a later closer: \(match)")
        continue
      }
      left[match.opener] -= match.count
      left[match.closer] -= match.count
    }
    if left.contains(where: { $0 < 0 }) {
      problems.append("matches use more of a run than it has")
    }
    return problems
  }

  /// GFM's autolinks in the text: in order, apart, inside the text, each with a URL.
  static func autolinks(_ text: String) -> [String] {
    let count = text.unicodeScalars.count
    var end = 0
    for link in ExtendedAutolinks.find(in: text) {
      guard link.range.lowerBound >= end, link.range.upperBound <= count, !link.range.isEmpty, !link.url.isEmpty
      else {
        return ["autolinks out of order or outside the text: \(link)"]
      }
      end = link.range.upperBound
    }
    return []
  }
}
