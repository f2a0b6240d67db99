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
    assemble(language: language, lines: pages.map { ($0.path, line(for: $0)) })
  }

  /// The script from pages' lines, by path.
  static func assemble(language: SiteConfig.Language, lines: [(path: String, line: String)]) -> String {
    let fold = foldsHan(tag: language.tag) ? HanFold.pairs.filter { $0 != "\n" } : ""
    var text = "\"use strict\";\n" + opening + "{\"fold\":" + jsonString(fold) + ",\"language\":" + jsonString(language.tag) + ","
    text += pagesStart
    text += lines.sorted { $0.path < $1.path }.map(\.line).joined(separator: ",\n")
    text += closing
    return text
  }

  /// The lines of a script this type wrote, by page path; nil for anything else. Reads UTF-8
  /// bytes, not Characters: the index of a big site is megabytes, and a line break is a byte.
  static func lines(of text: String) -> [String: String]? {
    let head = "\"use strict\";\n" + opening
    guard text.utf8.starts(with: head.utf8), text.utf8.reversed().starts(with: closing.utf8.reversed()) else { return nil }
    let bytes = Array(text.utf8)
    let marker = Array(pagesStart.utf8)
    guard let start = firstRange(of: marker, in: bytes) else { return nil }
    let body = bytes[(start + marker.count)..<(bytes.count - closing.utf8.count)]
    var lines: [String: String] = [:]
    for raw in body.split(separator: 0x0A) {
      let line = raw.last == UInt8(ascii: ",") ? raw.dropLast() : raw
      guard let path = pathOfLine(line) else { return nil }
      lines[path] = String(decoding: line, as: UTF8.self)
    }
    return lines
  }

  private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    for index in 0...(bytes.count - needle.count) where bytes[index] == needle[0] {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
    }
    return nil
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
  private static func pathOfLine(_ line: ArraySlice<UInt8>) -> String? {
    let prefix = Array("{\"p\":\"".utf8)
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
