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
  static func line(for page: SearchDocument) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(page)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

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
    for (index, entry) in sorted.enumerated() {
      if index > 0 { text.append(contentsOf: ",\n".utf8) }
      text.append(entry.line)
    }
    text.append(contentsOf: closing.utf8)
    return text
  }

  /// The lines of a script this type wrote, by page path (slices of `data`); nil for anything
  /// else. Reads bytes, not Characters: the index of a big site is megabytes, and a line break
  /// is a byte.
  static func lines(of data: Data) -> [String: Data]? {
    let head = Data(("\"use strict\";\n" + opening).utf8)
    let tail = Data(closing.utf8)
    guard data.starts(with: head), data.count >= head.count + tail.count, data.suffix(tail.count) == tail,
      let start = data.range(of: Data(pagesStart.utf8))
    else { return nil }
    let body = data[start.upperBound..<(data.endIndex - tail.count)]
    var lines: [String: Data] = [:]
    for raw in body.split(separator: 0x0A) {
      let line = raw.last == UInt8(ascii: ",") ? raw.dropLast() : raw
      guard let path = pathOfLine(line) else { return nil }
      lines[path] = Data(line)
    }
    return lines
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

  /// The path of a page's line: its first key (keys are sorted) is `p`.
  private static func pathOfLine(_ line: Data) -> String? {
    let prefix = Data("{\"p\":\"".utf8)
    guard line.starts(with: prefix) else { return nil }
    let literalStart = line.startIndex + prefix.count - 1
    var index = literalStart + 1
    while index < line.endIndex {
      switch line[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""):
        let literal = Data(line[literalStart...index])
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
