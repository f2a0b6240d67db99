import Foundation

/// `search/<language>.js`: one language's pages as search reads them, written as a script
/// that hands them to `assets/search.js` (``SearchScript``).
///
/// A script rather than JSON because browsers refuse `fetch` of `file://` URLs: a site opened
/// from disk can still load a `<script>`. The index holds texts, not tokens (see
/// ``SearchDocument``). For Chinese it also carries the Traditional → Simplified table
/// (``HanFold``), so that texts and queries fold alike in the browser.
///
/// The file doubles as the record of what the previous build indexed: an incremental build
/// reads it back, replaces the pages it rendered again and writes it whole.
enum SearchIndexFile {
  static let folder = "search"
  private static let prefix = "docgenSearchIndexLoaded("
  private static let suffix = ");\n"

  static func path(language: String) -> String {
    "\(folder)/\(language).js"
  }

  /// Whether texts in a language with this BCP 47 tag fold Traditional to Simplified.
  static func foldsHan(tag: String) -> Bool {
    tag.lowercased() == "zh" || tag.lowercased().hasPrefix("zh-")
  }

  struct Contents: Codable, Equatable {
    var language: String
    /// Pairs of characters (Traditional, Simplified), empty when the language does not fold.
    var fold: String
    var pages: [SearchDocument]
  }

  /// The script for `pages` (sorted by path, so the bytes do not depend on rendering order).
  static func render(language: SiteConfig.Language, pages: [SearchDocument]) -> String {
    let contents = Contents(
      language: language.tag,
      fold: foldsHan(tag: language.tag) ? HanFold.pairs.filter { $0 != "\n" } : "",
      pages: pages.sorted { $0.path < $1.path })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(contents)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return "\"use strict\";\n" + prefix + json + suffix
  }

  /// The pages of a script this type wrote, or nil for anything else.
  static func read(_ text: String) -> [SearchDocument]? {
    guard let start = text.range(of: prefix), text.hasSuffix(suffix) else { return nil }
    let json = text[start.upperBound..<text.index(text.endIndex, offsetBy: -suffix.count)]
    return (try? JSONDecoder().decode(Contents.self, from: Data(json.utf8)))?.pages
  }
}
