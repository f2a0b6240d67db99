import Foundation

/// Every file the site will have, with its render key, computed from the scan alone — before
/// anything is rendered — so a build can tell what changed.
///
/// A page's key joins its article's key (the binary, site.yml, the source file and its hash,
/// and the site's set of pages, which links resolve against) with the hash of its chrome,
/// rendered around an empty article (navigation is cheap to render and bounded per page).
/// The files that are not pages (language chooser, sitemap, stylesheet, contents pages) are
/// small: they are rendered every time and keyed by their bytes.
struct SitePlan: Sendable {
  /// A source page and the entries (languages) that show it.
  struct Source: Sendable {
    var page: SourcePage
    var entries: [SiteIndex.Entry]
  }

  let index: SiteIndex
  let layout: PageLayout
  let navigations: [String: Navigation]
  let sources: [Source]
  /// Render keys by path inside the site, for every file but the marker.
  let outputs: [String: String]
  /// Contents of the files that are not pages, by path.
  let siteFiles: [(path: String, contents: String)]
  let diagnostics: [Diagnostic]
  var pageCount: Int { index.allEntries.count }
  /// The source files of the site, to forget warnings of notes that are gone.
  var sourceFiles: Set<String> { Set(sources.map(\.page.file)) }

  init(scanned: ContentLoader.Scanned, binary: String) {
    let index = SiteIndex(config: scanned.config, pages: scanned.pages)
    self.index = index
    diagnostics = index.diagnostics
    let records = scanned.records
    let titles = Dictionary(
      scanned.pages.map { ($0.file, records[ContentLoader.recordKey($0)]?.title ?? $0.relativePath) },
      uniquingKeysWith: { first, _ in first })
    let navigations = Dictionary(
      uniqueKeysWithValues: scanned.config.languages.map { ($0.code, Navigation(index: index, language: $0.code, titles: titles)) })
    self.navigations = navigations
    let layout = PageLayout(index: index)
    self.layout = layout
    let entriesBySource = Dictionary(grouping: index.allEntries, by: \.source.file)
    sources = scanned.pages.compactMap { page in entriesBySource[page.file].map { Source(page: page, entries: $0) } }

    let linkTargets = ContentHash.of(index.allEntries.map { "\($0.language)\t\($0.key)\t\($0.slugPath)\t\($0.source.file)" })
    let keyed = sources.parallelMap { source -> [(String, String)] in
      let record = records[ContentLoader.recordKey(source.page)]
      let articleKey = ContentHash.of([
        binary, scanned.configHash, linkTargets, source.page.file, record?.hash ?? "",
      ])
      let placeholder = RenderedArticle(
        html: "", title: record?.title ?? "", hasTitleHeading: record?.hasTitleHeading ?? false, diagnostics: [])
      return source.entries.compactMap { entry in
        guard let navigation = navigations[entry.language] else { return nil }
        let chrome = layout.render(entry, article: placeholder, navigation: navigation)
        return (entry.outputPath, ContentHash.of([articleKey, chrome]))
      }
    }
    var outputs = Dictionary(keyed.flatMap { $0 }, uniquingKeysWith: { first, _ in first })
    var files: [(path: String, contents: String)] = [
      ("index.html", LanguageChooser(index: index).render()),
      ("sitemap.xml", Sitemap(index: index, layout: layout).render()),
      ("assets/style.css", Stylesheet.css),
    ]
    for language in scanned.config.languages {
      guard let navigation = navigations[language.code] else { continue }
      files.append(("\(language.code)/\(Navigation.contentsFile)", layout.renderContents(navigation: navigation)))
    }
    for file in files { outputs[file.path] = ContentHash.of([file.contents]) }
    siteFiles = files
    self.outputs = outputs
  }
}
