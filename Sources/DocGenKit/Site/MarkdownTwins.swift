/// Where each page's Markdown twin goes: the note's Markdown, with its verified logs, for
/// readers that want text (language models, `curl`, a diff).
///
/// A twin sits at its note's own path inside the language's folder (`en/guide/intro.md` for
/// the page `en/guide/intro/index.html`), so the note's relative links (`../other.md`) and
/// images lead where they led beside the notes. A fallback page's twin is its original's
/// Markdown under the fallback's language; when a real page of that language already takes the
/// path, the fallback has no twin.
struct MarkdownTwins: Sendable {
  /// Twin paths inside the site, by page path.
  let byPage: [String: String]

  init(index: SiteIndex) {
    var byPage: [String: String] = [:]
    var taken = Set<String>()
    // Real pages first, so a fallback never takes a translation's path.
    for fallbacks in [false, true] {
      for entry in index.allEntries where entry.isFallback == fallbacks {
        let path = entry.language + "/" + entry.source.relativePath
        guard taken.insert(path).inserted else { continue }
        byPage[entry.outputPath] = path
      }
    }
    self.byPage = byPage
  }

  /// The twin of the page at `pagePath`, if it has one.
  subscript(pagePath: String) -> String? { byPage[pagePath] }

  /// The relative link from a page `depth` folders below its language's folder to its twin.
  static func link(to twin: String, language: String, depth: Int) -> String {
    String(repeating: "../", count: depth) + twin.dropFirst(language.count + 1)
  }
}
