import Foundation

/// `search/<language>.js`: one language's pages as search reads them, written as a script
/// that hands them to `assets/search.js` (``SearchScript``).
///
/// A script rather than JSON because browsers refuse `fetch` of `file://` URLs: a site opened
/// from disk can still load a `<script>`. The index holds texts, not tokens (see
/// ``SearchDocument``). For Chinese it also carries the Traditional → Simplified table
/// (``HanFold``), so that texts and queries fold alike in the browser.
///
/// Each page is one line of JSON (JSON strings hold no raw line breaks), so the file doubles
/// as the record of what the previous build indexed: an incremental build keeps the lines of
/// the pages it did not render, as they are, and encodes only the pages it rendered.
enum SearchIndexFile {
  static let folder = "search"
  private static let opening = "docgenSearchIndexLoaded("
  private static let pagesStart = "\"pages\":[\n"
  private static let closing = "\n]});\n"

  static func path(language: String) -> String {
    "\(folder)/\(language).js"
  }

  /// Whether texts in a language with this BCP 47 tag fold Traditional to Simplified.
  static func foldsHan(tag: String) -> Bool {
    tag.lowercased() == "zh" || tag.lowercased().hasPrefix("zh-")
  }

  /// One page's line.
  ///
  /// Written directly rather than through `JSONEncoder` (a page's line is made for every page
  /// of every build, and the encoder's generic machinery was 2 % of a full build): the same
  /// bytes as `JSONEncoder` with sorted keys and unescaped slashes, which a test checks.
  static func line(for page: SearchDocument) -> String {
    var line: [UInt8] = []
    line.reserveCapacity(page.sections.reduce(64) { $0 + $1.text.utf8.count + $1.code.utf8.count + $1.heading.utf8.count + 32 })
    line += #"{"p":"#.utf8
    appendJSONString(page.path, to: &line)
    line += #","s":["#.utf8
    for (index, section) in page.sections.enumerated() {
      line += (index == 0 ? #"{"a":"# : #",{"a":"#).utf8
      appendJSONString(section.anchor, to: &line)
      line += #","c":"#.utf8
      appendJSONString(section.code, to: &line)
      line += #","h":"#.utf8
      appendJSONString(section.heading, to: &line)
      line += #","x":"#.utf8
      appendJSONString(section.text, to: &line)
      line.append(UInt8(ascii: "}"))
    }
    line += #"],"t":"#.utf8
    appendJSONString(page.title, to: &line)
    line.append(UInt8(ascii: "}"))
    return String(decoding: line, as: UTF8.self)
  }

  /// A JSON string literal as Foundation writes one: `"` and `\` escaped, control characters
  /// as `\b \t \n \f \r` or `\u00xx`, everything else (U+2028 included) as it stands.
  private static func appendJSONString(_ text: String, to line: inout [UInt8]) {
    var text = text
    line.append(UInt8(ascii: "\""))
    // Runs of bytes that need no escape (nearly all of them) are copied whole.
    text.withUTF8 { bytes in
      var runStart = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        switch byte {
        case UInt8(ascii: "\""): line += #"\""#.utf8
        case UInt8(ascii: "\\"): line += #"\\"#.utf8
        case 0x08: line += #"\b"#.utf8
        case 0x09: line += #"\t"#.utf8
        case 0x0A: line += #"\n"#.utf8
        case 0x0C: line += #"\f"#.utf8
        case 0x0D: line += #"\r"#.utf8
        default: line += #"\u00"#.utf8 + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        }
      }
      line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    line.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The script for `pages` (sorted by path, so the bytes do not depend on rendering order).
  static func render(language: SiteConfig.Language, pages: [SearchDocument]) -> String {
    String(decoding: assemble(language: language, lines: pages.map { ($0.path, Data(line(for: $0).utf8)) }), as: UTF8.self)
  }

  /// The script from pages' lines, by path.
  static func assemble(language: SiteConfig.Language, lines: [(path: String, line: Data)]) -> Data {
    let fold = foldsHan(tag: language.tag) ? HanFold.pairs.filter { $0 != "\n" } : ""
    var text = Data(("\"use strict\";\n" + opening + "{\"fold\":" + jsonString(fold) + ",\"language\":" + jsonString(language.tag) + ",").utf8)
    text.append(contentsOf: pagesStart.utf8)
    let sorted = lines.sorted { $0.path < $1.path }
    text.reserveCapacity(text.count + sorted.reduce(0) { $0 + $1.line.count + 2 } + closing.utf8.count)
    let separator = Array(",\n".utf8)
    for (index, entry) in sorted.enumerated() {
      if index > 0 { text.append(contentsOf: separator) }
      // Copied as bytes: appending a `Data` (a slice of the previous index) went through a
      // generic path a byte range at a time.
      entry.line.withUnsafeBytes { text.append(contentsOf: $0) }
    }
    text.append(contentsOf: closing.utf8)
    return text
  }

  /// The lines of a script this type wrote, by page path (slices of `data`, sharing its
  /// storage); nil for anything else. Reads bytes, not Characters: the index of a big site is
  /// megabytes, and a line break is a byte.
  static func lines(of data: Data) -> [String: Data]? {
    let head = Array(("\"use strict\";\n" + opening).utf8)
    let tail = Array(closing.utf8)
    let start = Array(pagesStart.utf8)
    return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [String: Range<Int>]? in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.count >= head.count + tail.count, bytes.starts(with: head),
        bytes[(bytes.count - tail.count)...].elementsEqual(tail),
        let bodyStart = firstRange(of: start, in: bytes).map({ $0 + start.count })
      else { return nil }
      let bodyEnd = bytes.count - tail.count
      guard bodyStart <= bodyEnd else { return nil }
      var lines: [String: Range<Int>] = [:]
      var lineStart = bodyStart
      while lineStart < bodyEnd {
        let found = memchr(raw.baseAddress! + lineStart, 0x0A, bodyEnd - lineStart)
        let lineEnd = found.map { raw.baseAddress!.distance(to: $0) } ?? bodyEnd
        var end = lineEnd
        if end > lineStart, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<end])
        guard let path = pathOfLine(line) else { return nil }
        lines[path] = lineStart..<end
        lineStart = lineEnd + 1
      }
      return lines
    }.map { ranges in
      let start = data.startIndex
      return ranges.mapValues { data[(start + $0.lowerBound)..<(start + $0.upperBound)] }
    }
  }

  private static func firstRange(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// ``lines(of:)-(Data)`` of a script's text, as text.
  static func lines(of text: String) -> [String: String]? {
    lines(of: Data(text.utf8))?.mapValues { String(decoding: $0, as: UTF8.self) }
  }

  /// The pages of a script this type wrote (decoded whole), or nil for anything else.
  static func read(_ text: String) -> [SearchDocument]? {
    guard let lines = lines(of: text) else { return nil }
    var pages: [SearchDocument] = []
    for (_, line) in lines.sorted(by: { $0.key < $1.key }) {
      guard let page = try? JSONDecoder().decode(SearchDocument.self, from: Data(line.utf8)) else { return nil }
      pages.append(page)
    }
    return pages
  }

  /// The path of a page's line: its first key (keys are sorted) is `p`. Paths without escapes
  /// (all of them, in practice) are read as they stand; others through a JSON parser.
  private static func pathOfLine(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    let prefix = Array("{\"p\":\"".utf8)
    guard line.starts(with: prefix) else { return nil }
    let literalStart = prefix.count - 1
    var index = literalStart + 1
    var escaped = false
    while index < line.count {
      switch line[index] {
      case UInt8(ascii: "\\"):
        escaped = true
        index += 2
      case UInt8(ascii: "\""):
        if !escaped { return String(decoding: UnsafeBufferPointer(rebasing: line[(literalStart + 1)..<index]), as: UTF8.self) }
        let literal = Data(buffer: UnsafeBufferPointer(rebasing: line[literalStart...index]))
        return (try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)) as? String
      default: index += 1
      }
    }
    return nil
  }

  private static func jsonString(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }
}
