import Foundation

/// Reads an article's HTML (``ArticleRenderer``'s, or an author's raw HTML inside it) into the
/// sections search shows: prose under each `h2`/`h3`, code and logs apart.
///
/// Works on the HTML rather than on the Markdown so that what search finds is exactly what
/// the page shows, scenario results included. It is a tolerant scanner, not a parser: any
/// input gives some sections and never fails. Pictures (`svg`), captions, buttons, headers of
/// scenario cards and heading permalinks are not text a reader searches for, so they are
/// skipped; so are a scenario card's pictures whole (`figure.hierarchy`, `figure.timeline`:
/// with the hierarchy's text alternative, an "As text" switch and a tree of interface words)
/// and an error's label and line (`span.error-where`), which would otherwise show in result
/// snippets as if the page said them.
enum SearchTextExtractor {
  /// Elements whose whole content is skipped.
  private static let skipped: Set<String> = [
    "svg", "figcaption", "header", "script", "style", "button", "template", "h1", "math",
  ]
  /// Elements that separate words, so text on either side never runs together.
  private static let blocks: Set<String> = [
    "p", "li", "div", "br", "tr", "td", "th", "pre", "section", "figure", "blockquote", "dd", "dt", "table",
    "ul", "ol", "details", "summary", "h2", "h3", "h4", "h5", "h6", "hr", "article", "aside", "nav", "footer",
  ]

  /// The sections of an article. `blocks` are scenario blocks put into `html` whose text was
  /// read before (``blockText(of:)``, kept with the drawn block): where the scan arrives at
  /// one's first byte outside any heading, code or skipped element, it takes the block's text
  /// and goes on after it, as reading its HTML there would have done. A block shown on many
  /// pages is then read once, not on every page (its highlighted code has a tag per token).
  static func sections(ofArticle html: String, blocks: [PlacedBlock] = []) -> [SearchDocument.Section] {
    var scanner = Scanner(bytes: Array(html.utf8), blocks: blocks)
    return scanner.run()
  }

  /// What reading a block's HTML adds to the section it stands in, from outside any heading,
  /// code or skipped element: bytes for the prose and for the code, separators included.
  struct BlockText: Sendable, Equatable {
    var prose: [UInt8]
    var code: [UInt8]
    /// ``SearchText/words(inCode:)`` of ``code``, as bytes: a section whose code is mostly
    /// this block's takes its words instead of reading them again on every page.
    var codeWords: [UInt8]

    init(prose: [UInt8], code: [UInt8]) {
      self.prose = prose
      self.code = code
      var words = SearchText.CodeWords()
      words.read(code)
      codeWords = words.bytes
    }
  }

  /// A block's text and where the block's HTML is in the article (UTF-8 offsets).
  struct PlacedBlock: Sendable, Equatable {
    var range: Range<Int>
    var text: BlockText
  }

  /// The text of a block's HTML, or nil when reading it would not leave the scan as it found
  /// it (a heading starts a section in it, or an element stays open): such HTML is read where
  /// it stands.
  static func blockText(of html: String) -> BlockText? {
    var scanner = Scanner(bytes: Array(html.utf8), blocks: [])
    scanner.readAll()
    guard scanner.sectionsStarted == 0, scanner.skipping == nil, scanner.preDepth == 0, !scanner.inHeading else {
      return nil
    }
    return BlockText(prose: scanner.prose, code: scanner.code)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var sections: [SearchDocument.Section] = []
    var anchor = ""
    var heading: [UInt8] = []
    var prose: [UInt8] = []
    var code: [UInt8] = []
    /// The words of the section's code before ``code`` (blocks' words taken whole).
    var codeWords = SearchText.CodeWords()
    var inHeading = false
    var preDepth = 0
    /// The element being skipped and how deeply it nests inside itself.
    var skipping: (name: [UInt8], depth: Int)?
    /// How many `h2`/`h3` began here (a block's HTML must have none).
    var sectionsStarted = 0
    let blocks: [PlacedBlock]
    var nextBlock = 0

    init(bytes: [UInt8], blocks: [PlacedBlock]) {
      self.bytes = bytes
      self.blocks = blocks
    }

    mutating func run() -> [SearchDocument.Section] {
      readAll()
      finishSection()
      return sections
    }

    mutating func readAll() {
      while position < bytes.count {
        if nextBlock < blocks.count, position >= blocks[nextBlock].range.lowerBound {
          // A block read before: taken whole when the scan stands at its start, in a clean
          // state; else (inside a comment, a skipped element, code) read as it comes.
          let block = blocks[nextBlock]
          nextBlock += 1
          if position == block.range.lowerBound, block.range.upperBound <= bytes.count, skipping == nil, preDepth == 0,
            !inHeading
          {
            prose += block.text.prose
            takeCode(of: block.text)
            position = block.range.upperBound
            continue
          }
        }
        if let skip = skipping {
          skipAhead(past: skip)
        } else if bytes[position] == UInt8(ascii: "<") {
          readMarkup()
        } else {
          readText()
        }
      }
    }

    /// A block's code: its words taken whole when nothing can run across its ends (the code
    /// before it and its own end with a line break, as every `pre` does); else its bytes.
    private mutating func takeCode(of block: BlockText) {
      let lineBreak = UInt8(ascii: "\n")
      if block.code.last == lineBreak, code.last ?? lineBreak == lineBreak {
        codeWords.read(code)
        code = []
        codeWords.take(words: block.codeWords)
      } else {
        code += block.code
      }
    }

    private mutating func readText() {
      let start = position
      position = nextOpening(from: position) ?? bytes.count
      append(bytes[start..<position])
    }

    /// The index of the next `<` at or after `index`, found with `memchr`.
    private func nextOpening(from index: Int) -> Int? {
      guard index < bytes.count else { return nil }
      return bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress,
          let found = memchr(base + index, Int32(UInt8(ascii: "<")), buffer.count - index)
        else {
          return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
    }

    /// Inside a skipped element (a picture is most of a page's bytes) only its own name's
    /// tags matter: they are found without reading any other tag or attribute.
    private mutating func skipAhead(past skip: (name: [UInt8], depth: Int)) {
      while position < bytes.count {
        guard let open = nextOpening(from: position) else {
          position = bytes.count
          return
        }
        var index = open + 1
        let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        let end = index + skip.name.count
        guard end <= bytes.count, Self.equalIgnoringCase(bytes[index..<end], skip.name),
          end == bytes.count || !Self.isNameByte(bytes[end])
        else {
          position = open + 1
          continue
        }
        let close = bytes[end...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
        position = close + 1
        let selfClosing = close > end && bytes[close - 1] == UInt8(ascii: "/")
        if selfClosing { continue }
        let depth = skip.depth + (closing ? -1 : 1)
        skipping = depth == 0 ? nil : (skip.name, depth)
        return
      }
    }

    /// Whether `bytes` spell `lowercase` in any case (`lowercase` is ASCII, lowercase).
    private static func equalIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: [UInt8]) -> Bool {
      // Indexed, not zipped: a zip's iterator was retained and released on every tag a
      // picture holds.
      guard bytes.count == lowercase.count else { return false }
      var index = bytes.startIndex
      for expected in lowercase {
        let byte = bytes[index]
        guard byte | (isLetter(byte) ? 0x20 : 0) == expected else { return false }
        index += 1
      }
      return true
    }

    /// Text goes to the heading, the code or the prose, whichever the scanner is inside.
    private mutating func append(_ text: ArraySlice<UInt8>) {
      guard skipping == nil else { return }
      if inHeading {
        heading += text
      } else if preDepth > 0 {
        code += text
      } else {
        prose += text
      }
    }

    private mutating func readMarkup() {
      if starts(with: "<!--") {
        position = find("-->").map { $0 + 3 } ?? bytes.count
        return
      }
      guard let tag = readTag() else {
        // A lone `<` is text.
        append(bytes[position..<position + 1])
        position += 1
        return
      }
      let kind = Self.kind(of: bytes[tag.name])
      if !tag.closing, !tag.selfClosing,
        kind == .skipped || (kind == .link && classes(of: tag).contains("anchor")) || isInterface(tag, kind: kind)
      {
        skipping = (bytes[tag.name].map { Self.isLetter($0) ? $0 | 0x20 : $0 }, 1)
        return
      }
      if kind.separates { separate() }
      switch (kind, tag.closing) {
      case (.section, false):
        sectionsStarted += 1
        finishSection()
        anchor = tag.id.map { SearchText.decode(bytes[$0]) } ?? ""
        inHeading = true
      case (.section, true):
        inHeading = false
      case (.pre, false):
        preDepth += 1
      case (.pre, true):
        preDepth = max(0, preDepth - 1)
      default:
        break
      }
    }

    /// Whether the element is interface rather than text: a scenario card's picture
    /// (`figure` of class `hierarchy` or `timeline`), a "predict the log" exercise
    /// (`div.predict`, `summary.predict-show`, `aside.predict-answers`), or an error's label and line
    /// (`span.error-where`). Spans are many (a highlighted token each), so a span's class is
    /// compared as bytes, and only when it is as long as that one name.
    private func isInterface(_ tag: Tag, kind: Kind) -> Bool {
      guard let classRange = tag.class else { return false }
      let name = bytes[tag.name]
      if kind == .other {
        return classRange.count == Self.errorWhere.count && Self.equalIgnoringCase(name, Self.span)
          && Self.equalIgnoringCase(bytes[classRange], Self.errorWhere)
      }
      guard kind == .block else { return false }
      if Self.equalIgnoringCase(name, Self.figure) {
        return classes(of: tag).contains { $0 == "hierarchy" || $0 == "timeline" }
      }
      // A "predict the log" exercise (its words, and the log's lines, which the log itself
      // gives search), its "show the log" switch and its printed answers.
      return classes(of: tag).contains { $0 == "predict" || $0 == "predict-show" || $0 == "predict-answers" }
    }

    private static let span = Array("span".utf8)
    private static let figure = Array("figure".utf8)
    private static let errorWhere = Array("error-where".utf8)

    /// What a tag's name means to the scanner.
    enum Kind {
      /// ``SearchTextExtractor/skipped``: its whole content is left out.
      case skipped
      /// `h2` and `h3`, which start a section (and separate words).
      case section
      /// `pre` (code; separates words).
      case pre
      /// Another of ``SearchTextExtractor/blocks``.
      case block
      /// `a`, skipped when it is a heading's permalink.
      case link
      case other

      var separates: Bool { self == .section || self == .pre || self == .block }
    }

    /// Names up to 16 bytes, lowercased and packed into two words: found in one hash lookup
    /// instead of making a `String` of every tag's name (highlighted code has a tag per token).
    struct PackedName: Hashable {
      var low: UInt64 = 0
      var high: UInt64 = 0

      init?<Bytes: Collection<UInt8>>(_ name: Bytes) {
        guard name.count <= 16 else { return nil }
        for (index, byte) in name.enumerated() {
          let lowered = UInt64(SearchTextExtractor.Scanner.isLetter(byte) ? byte | 0x20 : byte)
          if index < 8 { low |= lowered << (8 * index) } else { high |= lowered << (8 * (index - 8)) }
        }
      }
    }

    private static let kinds: [PackedName: Kind] = {
      var kinds: [PackedName: Kind] = [:]
      for name in SearchTextExtractor.blocks { kinds[PackedName(name.utf8)!] = .block }
      for name in ["h2", "h3"] { kinds[PackedName(name.utf8)!] = .section }
      kinds[PackedName("pre".utf8)!] = .pre
      kinds[PackedName("a".utf8)!] = .link
      for name in SearchTextExtractor.skipped { kinds[PackedName(name.utf8)!] = .skipped }
      return kinds
    }()

    static func kind(of name: ArraySlice<UInt8>) -> Kind {
      PackedName(name).flatMap { kinds[$0] } ?? .other
    }

    /// Between blocks: a hard break (``SearchText/blockBreak``) in prose and headings, which
    /// becomes a space even between two Han characters (table cells and list items are not
    /// one word); a line break in code.
    private mutating func separate() {
      let mark = SearchText.blockBreak
      if inHeading {
        heading.append(mark)
      } else if preDepth > 0 {
        code.append(UInt8(ascii: "\n"))
      } else {
        prose.append(mark)
      }
    }

    private mutating func finishSection() {
      codeWords.read(code)
      let section = SearchDocument.Section(
        anchor: anchor, heading: SearchText.decode(SearchText.collapse(heading)),
        text: SearchText.decode(SearchText.collapse(prose)), code: codeWords.text)
      if !section.heading.isEmpty || !section.text.isEmpty || !section.code.isEmpty {
        sections.append(section)
      }
      anchor = ""
      heading = []
      prose = []
      code = []
      codeWords = SearchText.CodeWords()
      inHeading = false
    }

    /// A tag as read: its attribute values stay where they are in ``bytes`` and are decoded
    /// only when used (an id on `h2`/`h3`, classes on `a`): highlighted code has a tag per
    /// token, and decoding every class of every one was most of the time spent on tags.
    struct Tag {
      /// Where the name is in ``bytes`` (any case).
      var name: Range<Int>
      var closing: Bool
      var selfClosing: Bool
      var id: Range<Int>?
      var `class`: Range<Int>?
    }

    private func classes(of tag: Tag) -> [Substring] {
      tag.class.map { SearchText.decode(bytes[$0]).split(separator: " ") } ?? []
    }

    /// Reads `<name attr="value" …>` from `position`, leaving `position` after it; nil when
    /// what follows `<` is not a tag (then `position` is unchanged).
    private mutating func readTag() -> Tag? {
      var index = position + 1
      var closing = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
        closing = true
        index += 1
      }
      let nameStart = index
      while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
      guard index > nameStart, Self.isLetter(bytes[nameStart]) else { return nil }
      let name = nameStart..<index
      var id: Range<Int>?
      var `class`: Range<Int>?
      var selfClosing = false
      // Attributes: name, optional `=`, value quoted or bare.
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") {
          selfClosing = true
          index += 1
          continue
        }
        selfClosing = false
        guard Self.isNameByte(byte) else {
          index += 1
          continue
        }
        let attributeStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let attribute = bytes[attributeStart..<index]
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
        index += 1
        var value: Range<Int>
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
          let quote = bytes[index]
          let valueStart = index + 1
          index = valueStart
          while index < bytes.count, bytes[index] != quote { index += 1 }
          value = valueStart..<min(index, bytes.count)
          index += 1
        } else {
          let valueStart = index
          while index < bytes.count, bytes[index] != UInt8(ascii: ">"), !Self.isSpace(bytes[index]) { index += 1 }
          value = valueStart..<index
        }
        if Self.equalIgnoringCase(attribute, Self.idName) {
          id = value
        } else if Self.equalIgnoringCase(attribute, Self.className) {
          `class` = value
        }
      }
      position = min(index + 1, bytes.count)
      return Tag(name: name, closing: closing, selfClosing: selfClosing, id: id, class: `class`)
    }

    private static let idName = Array("id".utf8)
    private static let className = Array("class".utf8)

    private func starts(with prefix: StaticString) -> Bool {
      let count = prefix.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      return prefix.withUTF8Buffer { $0.elementsEqual(bytes[position..<position + count]) }
    }

    private func find(_ marker: StaticString) -> Int? {
      marker.withUTF8Buffer { needle in
        var index = position
        while index + needle.count <= bytes.count {
          if bytes[index] == needle[0], needle.elementsEqual(bytes[index..<index + needle.count]) { return index }
          index += 1
        }
        return nil
      }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
  }
}
