/// Keeps the safe part of a note's raw HTML (``HTMLPolicy``) and says what it dropped.
///
/// libcmark hands a note's HTML over in pieces — a block (`<details>` on its own lines) or a
/// single inline tag (`<kbd>`, `</kbd>`) — so one sanitizer reads all the pieces of a page in
/// order and remembers which kept elements are open. Every kept tag is written anew from its
/// tokens (``HTMLTokenizer``) with only allowed attributes, quoted and escaped; text is escaped
/// but for character references; comments go without a word; anything else is dropped and
/// reported. What comes out can hold no markup the policy does not name, however the input
/// was spelt, because nothing of the input's markup is copied.
///
/// Elements stay balanced: an end tag closes what was opened after its element, a stray one is
/// dropped, and what a paragraph's inline HTML left open is closed at the paragraph's end
/// (``closeInline()``), what blocks left open at the article's end (``closeAll()``). An
/// unclosed `<a>` or `<details>` can then not take the rest of the page with it.
struct HTMLSanitizer {
  /// Something dropped, at a UTF-8 offset in the piece it was in.
  struct Finding: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      /// An element not kept (its text stays, unless it is one of ``HTMLPolicy/droppedWithContent``).
      case element(String)
      /// An attribute the element may not have (an event handler, `style`, `class`…).
      case attribute(element: String, name: String)
      /// A URL or value the attribute may not hold, and why.
      case value(element: String, attribute: String, value: String, reason: String)
    }
    var kind: Kind
    var offset: Int
  }

  /// A URL the policy allows, for the caller to keep, rewrite (a file beside the note becomes
  /// its copy in the site) or refuse.
  struct URLUse {
    var element: String
    var attribute: String
    /// As a browser reads it: character references decoded, ``HTMLPolicy/cleanedURL(_:)``.
    var url: String
    var offset: Int
  }

  enum URLDecision: Equatable {
    case keep(String)
    /// Drop the attribute; the reason is the caller's to report (nothing is reported here).
    case drop
  }

  /// What the caller decides while a piece is sanitized.
  struct Hooks {
    var url: (URLUse) -> URLDecision = { .keep($0.url) }
    /// Sees a kept `<img>`'s attributes (its `src` already decided) and may add to them:
    /// its size, `loading`.
    var image: (inout [(name: String, value: String)]) -> Void = { _ in }
  }

  /// Ids the page's own chrome uses, which a note's element must not take.
  var reservedIDs: Set<String> = []
  /// Kept elements open, innermost last.
  private var open: [String] = []
  /// How many of ``open`` were opened by blocks: inline HTML's elements sit above.
  private var floor = 0
  /// The element being dropped with its content, how deeply it nests in itself, and whether
  /// inline HTML opened it (then the paragraph's end stops the skipping).
  private var skipping: (name: String, depth: Int, inline: Bool)?

  init(reservedIDs: Set<String> = []) {
    self.reservedIDs = reservedIDs
  }

  /// The safe HTML of one piece, and what was dropped from it. `inline`: the piece is a tag
  /// inside a paragraph or heading (libcmark's inline HTML), not a block.
  mutating func sanitize(_ html: String, inline: Bool = false, hooks: Hooks = Hooks()) -> (
    html: String, findings: [Finding]
  ) {
    if !inline { floor = open.count }
    let bytes = Array(html.utf8)
    var out = ""
    var findings: [Finding] = []
    for token in HTMLTokenizer.tokens(of: html) {
      if let skip = skipping {
        switch token {
        case .startTag(let tag) where tag.name == skip.name && !tag.selfClosing:
          skipping = (skip.name, skip.depth + 1, skip.inline)
        case .endTag(let name, _) where name == skip.name:
          skipping = skip.depth > 1 ? (skip.name, skip.depth - 1, skip.inline) : nil
        default: break
        }
        continue
      }
      switch token {
      case .text(let range):
        out += Self.escapedText(bytes[range])
      case .comment:
        continue
      case .endTag(let name, _):
        out += close(name)
      case .startTag(let tag):
        guard let allowed = HTMLPolicy.elements[tag.name] else {
          findings.append(Finding(kind: .element(tag.name), offset: tag.range.lowerBound))
          if HTMLPolicy.droppedWithContent.contains(tag.name), !tag.selfClosing,
            !HTMLPolicy.voidElements.contains(tag.name)
          {
            skipping = (tag.name, 1, inline)
          }
          continue
        }
        out += startTag(tag, allowed: allowed, hooks: hooks, findings: &findings)
        if !HTMLPolicy.voidElements.contains(tag.name) { open.append(tag.name) }
      }
    }
    if !inline { floor = open.count }
    return (out, findings)
  }

  /// End tags for what inline HTML opened and left open: at the end of a paragraph or heading.
  mutating func closeInline() -> String {
    if skipping?.inline == true { skipping = nil }
    return closeAbove(floor)
  }

  /// End tags for everything still open: at the end of the article.
  mutating func closeAll() -> String {
    skipping = nil
    floor = 0
    return closeAbove(0)
  }

  private mutating func closeAbove(_ level: Int) -> String {
    guard open.count > level else { return "" }
    let closing = open[level...].reversed().map { "</\($0)>" }.joined()
    open.removeSubrange(level...)
    return closing
  }

  /// The end tags an end tag for `name` makes: its element's and those opened inside it, or
  /// none when no such element is open.
  private mutating func close(_ name: String) -> String {
    guard let index = open.lastIndex(of: name) else { return "" }
    let closing = closeAbove(index)
    floor = min(floor, open.count)
    return closing
  }

  /// A kept start tag, written anew with the attributes the policy allows.
  private func startTag(
    _ tag: HTMLTokenizer.Tag, allowed: Set<String>, hooks: Hooks, findings: inout [Finding]
  ) -> String {
    var kept: [(name: String, value: String)] = []
    var opensNewContext = false
    for attribute in tag.attributes {
      guard allowed.contains(attribute.name) || HTMLPolicy.globalAttributes.contains(attribute.name) else {
        findings.append(Finding(kind: .attribute(element: tag.name, name: attribute.name), offset: attribute.start))
        continue
      }
      let checked =
        HTMLPolicy.urlAttributes.contains(attribute.name)
        ? url(attribute, of: tag.name, hooks: hooks) : Self.checkedValue(attribute, reservedIDs: reservedIDs).map { $0 }
      switch checked {
      case .success(let value?):
        if attribute.name == "target" { opensNewContext = true }
        kept.append((attribute.name, value))
      case .success(nil): continue
      case .failure(let problem):
        findings.append(
          Finding(
            kind: .value(element: tag.name, attribute: attribute.name, value: attribute.value, reason: problem.reason),
            offset: attribute.start))
      }
    }
    if opensNewContext { kept.append(("rel", "noopener noreferrer")) }
    if tag.name == "img" { hooks.image(&kept) }
    var html = "<" + tag.name
    for (name, value) in kept {
      html += " \(name)=\"\(Self.escapedAttribute(value))\""
    }
    return html + ">"
  }

  struct Refusal: Error {
    var reason: String
  }

  /// A URL attribute's value to write (nil: dropped by the caller), or why it may not stand.
  private func url(_ attribute: HTMLTokenizer.Attribute, of element: String, hooks: Hooks) -> Result<
    String?, Refusal
  > {
    guard let decoded = HTMLTokenizer.decodedValue(attribute.value) else {
      return .failure(Refusal(reason: "it uses a character reference docgen does not read in URLs"))
    }
    guard attribute.name == "srcset" else {
      let url = HTMLPolicy.cleanedURL(decoded)
      if let problem = HTMLPolicy.problem(withURL: url, attribute: attribute.name) {
        return .failure(Refusal(reason: problem))
      }
      switch hooks.url(URLUse(element: element, attribute: attribute.name, url: url, offset: attribute.start)) {
      case .keep(let value): return .success(value)
      case .drop: return .success(nil)
      }
    }
    // `srcset`: candidates split at commas, each a URL and an optional descriptor (`2x`, `640w`).
    var candidates: [String] = []
    for candidate in decoded.split(separator: ",") {
      let parts = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      guard let first = parts.first else { continue }
      let url = HTMLPolicy.cleanedURL(String(first))
      if let problem = HTMLPolicy.problem(withURL: url, attribute: "srcset") {
        return .failure(Refusal(reason: problem))
      }
      guard parts.dropFirst().allSatisfy({ Self.isDescriptor($0) }) else {
        return .failure(Refusal(reason: "a srcset candidate is a URL and a width (640w) or density (2x)"))
      }
      switch hooks.url(URLUse(element: element, attribute: "srcset", url: url, offset: attribute.start)) {
      case .keep(let value): candidates.append(([value] + parts.dropFirst().map(String.init)).joined(separator: " "))
      case .drop: return .success(nil)
      }
    }
    return .success(candidates.joined(separator: ", "))
  }

  private static func isDescriptor(_ text: Substring) -> Bool {
    guard let last = text.last, last == "w" || last == "x" else { return false }
    return !text.dropLast().isEmpty && text.dropLast().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
  }

  /// A value that is not a URL, as it will be written, or why it is not kept: ids that are
  /// tokens the page does not use itself, numbers where numbers are meant, `dir` and `target`
  /// from their short lists.
  private static func checkedValue(_ attribute: HTMLTokenizer.Attribute, reservedIDs: Set<String>) -> Result<
    String, Refusal
  > {
    let value = attribute.value
    switch attribute.name {
    case "id", "name":
      guard let decoded = HTMLTokenizer.decodedValue(value), !decoded.isEmpty,
        !decoded.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 })
      else {
        return .failure(Refusal(reason: "an id is one word"))
      }
      guard !reservedIDs.contains(decoded) else {
        return .failure(Refusal(reason: "the page itself uses the id '\(decoded)'"))
      }
      return .success(decoded)
    case "width", "height":
      let digits = value.hasSuffix("px") ? String(value.dropLast(2)) : value
      let number = digits.hasSuffix("%") ? String(digits.dropLast()) : digits
      guard (1...6).contains(number.count), number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return .failure(Refusal(reason: "a size is a number of pixels or a percentage"))
      }
      return .success(digits)
    case "colspan", "rowspan", "span", "start", "value", "border", "cellpadding", "cellspacing":
      let number = value.hasPrefix("-") ? String(value.dropFirst()) : value
      guard (1...6).contains(number.count), number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return .failure(Refusal(reason: "it must be a whole number"))
      }
      return .success(value)
    case "dir":
      guard ["ltr", "rtl", "auto"].contains(value.lowercased()) else {
        return .failure(Refusal(reason: "dir is ltr, rtl or auto"))
      }
      return .success(value.lowercased())
    case "target":
      guard value.lowercased() == "_blank" else {
        return .failure(Refusal(reason: "only target=\"_blank\" is kept"))
      }
      return .success("_blank")
    default:
      return .success(HTMLTokenizer.decodedValue(value, lenient: true) ?? value)
    }
  }

  /// Text as written, with `<` and `>` escaped, and `&` unless it starts a character
  /// reference (which is left for the browser to read: it can only ever be text here).
  static func escapedText(_ bytes: ArraySlice<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "&"): out += isReference(bytes[index...]) ? [byte] : Array("&amp;".utf8)
      default: out.append(byte)
      }
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// An attribute's value, quoted: every character a browser could read as markup escaped
  /// (values were decoded, so `&` is always a character here).
  static func escapedAttribute(_ value: String) -> String {
    HTML.escape(value)
  }

  /// Whether the bytes start with `&name;`, `&#123;` or `&#x1F;`.
  private static func isReference(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex + 1
    guard index < bytes.endIndex else { return false }
    var isHex = false
    var isNumeric = false
    if bytes[index] == UInt8(ascii: "#") {
      isNumeric = true
      index += 1
      if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "x") {
        isHex = true
        index += 1
      }
    }
    let start = index
    while index < bytes.endIndex, index - start < 32 {
      let byte = bytes[index]
      let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      let fits =
        isNumeric
        ? (isDigit || (isHex && (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20))) : (isDigit || isLetter)
      guard fits else { break }
      index += 1
    }
    return index > start && index < bytes.endIndex && bytes[index] == UInt8(ascii: ";")
  }
}
