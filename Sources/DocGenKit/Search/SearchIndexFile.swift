import Foundation

/// A language's search index: `search/<language>.js`, which names the language's parts, and
/// the parts `search/<language>/<n>.js`, which hold its pages as search reads them. All are
/// scripts that hand their data to `assets/search.js` (``SearchScript``).
///
/// Scripts rather than JSON because browsers refuse `fetch` of `file://` URLs: a site opened
/// from disk can still load a `<script>`. The index holds texts, not tokens (see
/// ``SearchDocument``). For Chinese the first file also carries the Traditional → Simplified
/// table (``HanFold``), so that texts and queries fold alike in the browser, and the Taiwan and
/// Hong Kong phrases the query is folded with; every language's, its stop words and spelling
/// variants (``SearchWords``).
///
/// Parts exist for the edit, not the reader (who loads them all on the first query): a page
/// belongs to the part its path hashes to, so a build that renders one page rewrites one part
/// — about ``pagesPerPart`` pages — instead of the language's whole text (5.7 MB on the bench
/// corpus's 1 000 pages a language, read, hashed, assembled and written on every edit).
///
/// Each page is one line of JSON (JSON strings hold no raw line breaks), so a part doubles as
/// the record of what the previous build indexed: an incremental build keeps the lines of the
/// pages it did not render, as they are, and encodes only the pages it rendered.
enum SearchIndexFile {
  static let folder = "search"
  private static let opening = "docgenSearchIndexLoaded("
  private static let partOpening = "docgenSearchPartLoaded("
  private static let pagesStart = "\"pages\":[\n"
  private static let closing = "\n]});\n"
  /// About how many pages a part holds: a few hundred kilobytes of text at the bench corpus's
  /// 6 KB a page, so an edit's part costs a millisecond or two, while a big language loads
  /// in tens of scripts rather than thousands.
  static let pagesPerPart = 128

  /// The file that names a language's parts (and the one every page points at).
  static func path(language: String) -> String {
    "\(folder)/\(language).js"
  }

  /// Where part `part` of a language's index is, relative to the site.
  static func partPath(language: String, part: Int) -> String {
    "\(folder)/\(language)/\(part).js"
  }

  /// Every file of a language's index with `partCount` parts: its first file, then its parts.
  static func paths(language: String, partCount: Int) -> [String] {
    [path(language: language)] + (0..<partCount).map { partPath(language: language, part: $0) }
  }

  /// How many parts a language of `pageCount` pages has (one at least, so the index exists).
  static func partCount(pages pageCount: Int) -> Int {
    max(1, (pageCount + pagesPerPart - 1) / pagesPerPart)
  }

  /// The part a page's line is in: FNV-1a of its path, so a page stays in its part while the
  /// language keeps its number of parts, whatever else is added or renamed.
  static func part(of path: String, partCount: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return Int(hash % UInt64(max(1, partCount)))
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
    line.reserveCapacity(
      page.sections.reduce(64 + (page.summary?.utf8.count ?? 0)) {
        $0 + $1.text.utf8.count + $1.code.utf8.count + $1.heading.utf8.count + 32
      })
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
    if let summary = page.summary {
      line += #","u":"#.utf8
      appendJSONString(summary, to: &line)
    }
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

  /// A language's first file: what search folds and tries on a query in this language — the
  /// Traditional → Simplified table and the Taiwan and Hong Kong phrases (Chinese), the stop
  /// words and spelling variants (``SearchWords``) — and its parts' paths, relative to itself.
  /// The parts' paths come last: a reader finds them by their key and the file's end.
  static func entry(language: SiteConfig.Language, partCount: Int) -> Data {
    let han = foldsHan(tag: language.tag)
    let fold = han ? HanFold.pairs.filter { $0 != "\n" } : ""
    let phrases = han ? HanFold.phrases.split(separator: "\n").joined(separator: "|") : ""
    let words = SearchWords.lists(tag: language.tag)
    let parts = (0..<partCount).map { jsonString("\(language.code)/\($0).js") }.joined(separator: ",")
    return Data(
      ("\"use strict\";\n" + opening + "{\"fold\":" + jsonString(fold) + ",\"language\":" + jsonString(language.tag)
        + ",\"phrases\":" + jsonString(phrases) + ",\"stop\":" + json(words.stop) + ",\"variants\":"
        + json(words.variants) + ",\"parts\":[" + parts + "]});\n").utf8)
  }

  /// Every file of the index of `pages` (each part's pages sorted by path, so the bytes do not
  /// depend on rendering order), by path.
  static func files(language: SiteConfig.Language, pages: [SearchDocument]) -> [String: Data] {
    let partCount = partCount(pages: pages.count)
    var files = [path(language: language.code): entry(language: language, partCount: partCount)]
    let byPart = Dictionary(grouping: pages) { part(of: $0.path, partCount: partCount) }
    for part in 0..<partCount {
      let lines = (byPart[part] ?? []).map { ($0.path, Data(line(for: $0).utf8)) }
      files[partPath(language: language.code, part: part)] = assemble(part: part, lines: lines)
    }
    return files
  }

  /// One part's script from its pages' lines, by path.
  static func assemble(part: Int, lines: [(path: String, line: Data)]) -> Data {
    var text = Data(("\"use strict\";\n" + partOpening + "{\"part\":\(part),").utf8)
    text.append(contentsOf: pagesStart.utf8)
    let sorted = lines.sorted { $0.path < $1.path }
    text.reserveCapacity(text.count + sorted.reduce(0) { $0 + $1.line.count + 2 } + closing.utf8.count)
    let separator = Array(",\n".utf8)
    for (index, entry) in sorted.enumerated() {
      if index > 0 { text.append(contentsOf: separator) }
      // Copied as bytes: appending a `Data` (a slice of the previous part) went through a
      // generic path a byte range at a time.
      entry.line.withUnsafeBytes { text.append(contentsOf: $0) }
    }
    text.append(contentsOf: closing.utf8)
    return text
  }

  /// The lines of a part this type wrote, by page path (slices of `data`, sharing its
  /// storage); nil for anything else. Reads bytes, not Characters: a part is hundreds of
  /// kilobytes, and a line break is a byte.
  static func lines(of data: Data) -> [String: Data]? {
    let head = Array(("\"use strict\";\n" + partOpening).utf8)
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

  /// The pages of a part this type wrote (decoded whole), or nil for anything else.
  static func read(_ text: String) -> [SearchDocument]? {
    guard let lines = lines(of: text) else { return nil }
    var pages: [SearchDocument] = []
    for (_, line) in lines.sorted(by: { $0.key < $1.key }) {
      guard let page = try? JSONDecoder().decode(SearchDocument.self, from: Data(line.utf8)) else { return nil }
      pages.append(page)
    }
    return pages
  }

  /// The pages of a language's index among a site's `files` (by path), sorted by path: those
  /// of every part its first file names. Nil when a file is missing or not one docgen wrote.
  static func read(language: String, in files: [String: Data]) -> [SearchDocument]? {
    guard let first = files[path(language: language)].map({ String(decoding: $0, as: UTF8.self) }),
      first.hasPrefix("\"use strict\";\n" + opening), let start = first.range(of: "\"parts\":["),
      let end = first.range(of: "]});\n", range: start.upperBound..<first.endIndex),
      let parts = try? JSONDecoder().decode(
        [String].self, from: Data(("[" + first[start.upperBound..<end.lowerBound] + "]").utf8))
    else { return nil }
    var pages: [SearchDocument] = []
    for part in parts {
      guard let data = files["\(folder)/\(part)"], let found = read(String(decoding: data, as: UTF8.self)) else {
        return nil
      }
      pages += found
    }
    return pages.sorted { $0.path < $1.path }
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
        if !escaped {
          return String(decoding: UnsafeBufferPointer(rebasing: line[(literalStart + 1)..<index]), as: UTF8.self)
        }
        let literal = Data(buffer: UnsafeBufferPointer(rebasing: line[literalStart...index]))
        return (try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)) as? String
      default: index += 1
      }
    }
    return nil
  }

  private static func jsonString(_ text: String) -> String {
    json(text, empty: "\"\"")
  }

  private static func json<Value: Encodable>(_ value: Value, empty: String = "[]") -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? empty
  }
}
