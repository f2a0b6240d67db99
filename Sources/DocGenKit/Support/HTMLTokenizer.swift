/// Splits a piece of HTML (what a note writes between its Markdown: `<img src=x>`, a
/// `<details>` block, a comment) into tags, text and comments, with each one's byte offsets.
///
/// Written here because no maintained Swift HTML parser is available to the build (SwiftSoup
/// is not among the packages this project can resolve; Ink and Plot write HTML, they do not
/// read it). It follows the WHATWG tokenizer where it decides what is markup — tag names and
/// attribute names are lowercased, values are quoted, single-quoted or bare, the first of two
/// same-named attributes wins, `script`, `style` and the other raw-text elements hold text up
/// to their end tag, `<!…>` and `<?…>` are comments — and never fails: anything that is not a
/// tag is text. Character references are left as written; ``decodedValue(_:)`` reads the few
/// a URL check needs.
///
/// The sanitizer built on it does not rely on reading HTML exactly as a browser would: it
/// writes every tag it keeps anew, from these tokens, and escapes all text, so a misreading can
/// lose text but never let markup through.
struct HTMLTokenizer {
  enum Token: Equatable {
    /// Text as written (character references not decoded), `range` into the input's UTF-8.
    case text(Range<Int>)
    case startTag(Tag)
    case endTag(name: String, range: Range<Int>)
    /// A comment, a doctype, a processing instruction or CDATA: nothing a page shows.
    case comment(Range<Int>)
  }

  struct Tag: Equatable {
    /// Lowercased.
    var name: String
    var attributes: [Attribute]
    /// Written `<br/>`.
    var selfClosing: Bool
    /// From `<` to `>` (or the end of the input, for a tag never closed).
    var range: Range<Int>

    func attribute(_ name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }
  }

  struct Attribute: Equatable {
    /// Lowercased.
    var name: String
    /// The value as written, character references not decoded; `""` for a bare attribute.
    var value: String
    /// Where the value's characters are in the input (inside the quotes); nil for a bare
    /// attribute. Used to change a value in place and leave the rest of the tag as written.
    var valueRange: Range<Int>?
    /// Where the attribute starts, for a problem's column.
    var start: Int
  }

  /// Elements whose content is text up to their own end tag (WHATWG's raw text and RCDATA
  /// elements, `noscript` as a browser with scripts reads it, and `plaintext`, which never ends).
  static let rawTextElements: Set<String> = [
    "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title", "plaintext",
  ]

  /// The tokens of `html`.
  static func tokens(of html: String) -> [Token] {
    var tokenizer = Cursor(bytes: Array(html.utf8))
    return tokenizer.run()
  }

  /// `value` with numeric character references and the named ones a URL can be spelt with
  /// (and a few common in text) decoded; nil when it holds a named reference this does not
  /// know (`&frac34;`), which a URL check must then refuse rather than guess. `lenient` keeps
  /// such a reference as written instead, for text that is only ever shown (`alt`, `title`).
  static func decodedValue(_ value: String, lenient: Bool = false) -> String? {
    guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
    var out = String.UnicodeScalarView()
    let scalars = Array(value.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "&" else {
        out.append(scalar)
        index += 1
        continue
      }
      var end = index + 1
      if end < scalars.count, scalars[end] == "#" {
        end += 1
        let hex = end < scalars.count && (scalars[end] == "x" || scalars[end] == "X")
        if hex { end += 1 }
        let digitsStart = end
        while end < scalars.count, hex ? scalars[end].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[end]) {
          end += 1
        }
        guard end > digitsStart else {
          out.append(scalar)
          index += 1
          continue
        }
        let digits = String(String.UnicodeScalarView(scalars[digitsStart..<end]))
        let number = digits.count > 8 ? 0x110000 : UInt32(digits, radix: hex ? 16 : 10) ?? 0x110000
        out.append(Unicode.Scalar(number).flatMap { number == 0 ? nil : $0 } ?? "\u{FFFD}")
        if end < scalars.count, scalars[end] == ";" { end += 1 }
        index = end
        continue
      }
      while end < scalars.count,
        scalars[end].properties.isAlphabetic && scalars[end].isASCII
          || ("0"..."9").contains(scalars[end])
      {
        end += 1
      }
      guard end > index + 1 else {
        out.append(scalar)
        index += 1
        continue
      }
      let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      guard let decoded = namedReferences[name] else {
        guard lenient else { return nil }
        out.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      out.append(contentsOf: decoded.unicodeScalars)
      if end < scalars.count, scalars[end] == ";" { end += 1 }
      index = end
    }
    return String(out)
  }

  /// The named references a URL or a number can be written with, and a few common in text.
  private static let namedReferences: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "colon": ":", "Tab": "\t",
    "NewLine": "\n", "sol": "/", "bsol": "\\", "num": "#", "quest": "?", "equals": "=", "period": ".", "comma": ",",
    "lpar": "(", "rpar": ")", "excl": "!", "percnt": "%", "plus": "+", "semi": ";", "lowbar": "_", "hyphen": "-",
    "dash": "-", "commat": "@", "dollar": "$", "ast": "*", "midast": "*", "lsqb": "[", "rsqb": "]", "lcub": "{",
    "rcub": "}", "verbar": "|", "grave": "`", "Hat": "^", "tilde": "~", "AMP": "&", "LT": "<", "GT": ">",
    "QUOT": "\"", "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«",
    "raquo": "»", "ldquo": "“", "rdquo": "”", "lsquo": "‘", "rsquo": "’", "middot": "·", "times": "×",
    "divide": "÷", "deg": "°", "plusmn": "±", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔",
    "rArr": "⇒", "lArr": "⇐", "bull": "•", "euro": "€", "yen": "¥", "pound": "£", "cent": "¢", "sect": "§",
    "para": "¶", "micro": "µ", "eacute": "é", "egrave": "è", "agrave": "à", "uuml": "ü", "ouml": "ö", "auml": "ä",
    "ccedil": "ç", "shy": "\u{AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "ensp": "\u{2002}", "emsp": "\u{2003}",
    "thinsp": "\u{2009}",
  ]

  /// The tokenizer's position in one input.
  private struct Cursor {
    let bytes: [UInt8]
    var position = 0
    var tokens: [Token] = []
    var textStart: Int?

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func run() -> [Token] {
      while position < bytes.count {
        guard bytes[position] == UInt8(ascii: "<"), let token = markup() else {
          if textStart == nil { textStart = position }
          position += 1
          continue
        }
        flushText(upTo: token.start)
        tokens.append(token.token)
        if case .startTag(let tag) = token.token, !tag.selfClosing, HTMLTokenizer.rawTextElements.contains(tag.name) {
          rawText(until: tag.name)
        }
      }
      flushText(upTo: bytes.count)
      return tokens
    }

    private mutating func flushText(upTo end: Int) {
      if let start = textStart, start < end { tokens.append(.text(start..<end)) }
      textStart = nil
    }

    /// The markup starting at `position` (a `<`), or nil when the `<` is text.
    private mutating func markup() -> (start: Int, token: Token)? {
      let start = position
      let next = start + 1 < bytes.count ? bytes[start + 1] : 0
      if Self.isLetter(next) {
        position = start + 1
        return (start, .startTag(tag(from: start)))
      }
      if next == UInt8(ascii: "/") {
        let after = start + 2 < bytes.count ? bytes[start + 2] : 0
        if Self.isLetter(after) {
          position = start + 2
          let name = readName()
          // An end tag's attributes mean nothing; they are read past.
          _ = readAttributes()
          return (start, .endTag(name: name, range: start..<position))
        }
        if after == UInt8(ascii: ">") {
          position = start + 3
          return (start, .comment(start..<position))
        }
        guard start + 2 < bytes.count else { return nil }
        return (start, .comment(start..<bogusCommentEnd(from: start + 2)))
      }
      if next == UInt8(ascii: "!") {
        if bytes[start...].starts(with: Array("<!--".utf8)) {
          position = commentEnd(from: start + 4)
          return (start, .comment(start..<position))
        }
        return (start, .comment(start..<bogusCommentEnd(from: start + 2)))
      }
      if next == UInt8(ascii: "?") {
        return (start, .comment(start..<bogusCommentEnd(from: start + 2)))
      }
      return nil
    }

    /// A start tag whose name begins at `position`.
    private mutating func tag(from start: Int) -> Tag {
      let name = readName()
      let (attributes, selfClosing) = readAttributes()
      return Tag(name: name, attributes: attributes, selfClosing: selfClosing, range: start..<position)
    }

    /// A tag name: up to whitespace, `/` or `>`, lowercased.
    private mutating func readName() -> String {
      let start = position
      while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: "/"),
        bytes[position] != UInt8(ascii: ">")
      {
        position += 1
      }
      return Self.lowercased(bytes[start..<position])
    }

    /// A tag's attributes, up to and past its `>` (or the end of the input).
    private mutating func readAttributes() -> ([Attribute], selfClosing: Bool) {
      var attributes: [Attribute] = []
      var selfClosing = false
      while position < bytes.count {
        let byte = bytes[position]
        if Self.isSpace(byte) {
          position += 1
          continue
        }
        if byte == UInt8(ascii: ">") {
          position += 1
          return (attributes, selfClosing)
        }
        if byte == UInt8(ascii: "/") {
          position += 1
          selfClosing = position < bytes.count && bytes[position] == UInt8(ascii: ">")
          continue
        }
        selfClosing = false
        let attribute = readAttribute()
        if !attributes.contains(where: { $0.name == attribute.name }) { attributes.append(attribute) }
      }
      return (attributes, selfClosing)
    }

    /// One attribute at `position` (not whitespace, `/` or `>`).
    private mutating func readAttribute() -> Attribute {
      let start = position
      // A name may begin with `=`; after that it runs to whitespace, `/`, `>` or `=`.
      position += 1
      while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: "/"),
        bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "=")
      {
        position += 1
      }
      let name = Self.lowercased(bytes[start..<position])
      var look = position
      while look < bytes.count, Self.isSpace(bytes[look]) { look += 1 }
      guard look < bytes.count, bytes[look] == UInt8(ascii: "=") else {
        return Attribute(name: name, value: "", valueRange: nil, start: start)
      }
      position = look + 1
      while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
      guard position < bytes.count else { return Attribute(name: name, value: "", valueRange: nil, start: start) }
      let quote = bytes[position]
      let valueStart: Int
      let valueEnd: Int
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        valueStart = position + 1
        var end = valueStart
        while end < bytes.count, bytes[end] != quote { end += 1 }
        valueEnd = end
        position = min(bytes.count, end + 1)
      } else if quote == UInt8(ascii: ">") {
        return Attribute(name: name, value: "", valueRange: nil, start: start)
      } else {
        valueStart = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") {
          position += 1
        }
        valueEnd = position
      }
      return Attribute(
        name: name, value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
        valueRange: valueStart..<valueEnd, start: start)
    }

    /// Where a comment whose text starts at `from` ends: after `-->`, or at once for `<!-->`
    /// and `<!--->`, or at the end of the input.
    private func commentEnd(from: Int) -> Int {
      if bytes[from...].starts(with: Array(">".utf8)) { return from + 1 }
      if bytes[from...].starts(with: Array("->".utf8)) { return from + 2 }
      var index = from
      while index + 2 < bytes.count {
        if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
          bytes[index + 2] == UInt8(ascii: ">")
        {
          return index + 3
        }
        // `--!>` ends a comment too.
        if index + 3 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
          bytes[index + 2] == UInt8(ascii: "!"), bytes[index + 3] == UInt8(ascii: ">")
        {
          return index + 4
        }
        index += 1
      }
      return bytes.count
    }

    /// Where a bogus comment (`<!doctype …>`, `<?xml …?>`, `</ …>`) ends: after its first `>`.
    private mutating func bogusCommentEnd(from: Int) -> Int {
      var index = from
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
      position = min(bytes.count, index + 1)
      return position
    }

    /// After a raw-text element's start tag: its content is text up to `</name` followed by
    /// whitespace, `/` or `>` (any case), which is then read as its end tag.
    private mutating func rawText(until name: String) {
      let closing = Array("</\(name)".utf8)
      var index = position
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<"), index + closing.count <= bytes.count, name != "plaintext",
          Self.lowercased(bytes[index..<(index + closing.count)]) == "</\(name)"
        {
          let after = index + closing.count < bytes.count ? bytes[index + closing.count] : UInt8(ascii: ">")
          if Self.isSpace(after) || after == UInt8(ascii: "/") || after == UInt8(ascii: ">") {
            if index > position { tokens.append(.text(position..<index)) }
            position = index
            return
          }
        }
        index += 1
      }
      if bytes.count > position { tokens.append(.text(position..<bytes.count)) }
      position = bytes.count
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// HTML's whitespace: tab, line feed, form feed, carriage return, space.
    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
      String(
        decoding: bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
  }
}
