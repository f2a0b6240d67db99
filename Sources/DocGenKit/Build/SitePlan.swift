import Foundation
import Workers

/// Every file the site will have, with the keys that tell whether it changed, computed from
/// the scan alone — before anything is rendered.
///
/// - An article's key joins the binary, site.yml, the site's set of pages (which links
///   resolve against), the source file's path and its hash, its last commit's date, and for a
///   translation its original's section ids. While every note keeps its place and front
///   matter, the previous build's key stands for any note whose inputs did not change.
/// - A page's chrome key is the hash of its chrome, rendered around an empty article
///   (navigation is bounded per page, so this is cheap and exact by construction). A first
///   build, which renders every page anyway, takes the keys from that render.
/// - The other files (language chooser, sitemap, stylesheet, contents pages) are small: they
///   are rendered and keyed by their bytes.
///
/// Chrome and the other files depend only on site.yml, the binary, and each note's place,
/// front matter and title. When none of those changed since the previous build (the common
/// edit: a note's body), they are taken from its manifest instead of being rendered again.
struct SitePlan: Sendable {
  /// A source page and the entries (languages) that show it.
  struct Source: Sendable {
    var page: SourcePage
    var entries: [SiteIndex.Entry]
  }

  let index: SiteIndex
  let layout: PageLayout
  /// Each language's navigation (``Navigations``: made when first asked for, in a build that
  /// keeps every note's place).
  let navigations: Navigations
  let sources: [Source]
  /// Article keys by source file.
  let articles: [String: String]
  /// The hash of every page's place (language, key, folder, source file): part of every
  /// article key, since links resolve against it.
  let linkTargets: String
  /// For translations: the original's heading ids by section key (``ArticleRenderer``'s aliases).
  let aliases: [String: [String: String]]
  /// Chrome keys by page path (paths without keys when ``mode`` is ``Mode/firstBuild``), and
  /// the pages' Markdown twins' paths, without keys: a twin changes with its article.
  let pages: [String: String]
  /// The copies of files beside the notes (``LinkedFiles/copies``): hash and source by site path.
  let copies: [String: (hash: String, source: String)]
  /// The files beside the notes, as the scan found them: where each page's pictures lead.
  let linkedFiles: LinkedFiles
  /// Where each page's Markdown twin goes.
  let twins: MarkdownTwins

  /// Where the pages' chrome keys and the other files come from.
  enum Mode: Equatable, Sendable {
    /// No previous build: ``pages`` holds every path but no key, and rendering supplies the
    /// keys (``PageLayout/chromeKey(_:around:)`` of each page's chrome around its
    /// ``placeholders`` article), since every page is laid out anyway.
    case firstBuild
    /// Nothing the chrome depends on changed since the previous build (the same notes in the
    /// same places, front matter, titles, site.yml, docgen, and no file of it missing):
    /// ``pages`` and ``siteFiles`` are that build's, and only articles can have changed.
    case keepsChrome
    /// The chrome is laid out around each page's empty article and keyed; `samePlaces` when
    /// the notes are still those of the previous build in the same places.
    case laysOutChrome(samePlaces: Bool)
  }

  let mode: Mode
  /// ``Mode/keepsChrome``.
  var chromeFromPrevious: Bool { mode == .keepsChrome }
  /// ``Mode/firstBuild``.
  var chromeKeysFromRender: Bool { mode == .firstBuild }
  /// The empty article, with the note's title, that a chrome key is laid out around.
  let placeholders: [String: RenderedArticle]
  /// Hashes of the other files by path, and their contents (empty when taken from the
  /// previous build, which means they are unchanged).
  let siteFiles: [String: String]
  let siteFileContents: [(path: String, contents: String)]
  let diagnostics: [Diagnostic]
  /// Translations behind their original (``TranslationStatus``): their chrome has a notice.
  let outdated: Set<String>
  /// True when the previous build had the same notes in the same places, with the same front
  /// matter and titles (built by the same docgen from the same site.yml): the site's pages and
  /// their paths are that build's.
  var samePlaces: Bool {
    switch mode {
    case .firstBuild: false
    case .keepsChrome: true
    case .laysOutChrome(let samePlaces): samePlaces
    }
  }
  var pageCount: Int { index.pageCount }

  /// `dates`: last commit dates by note (``GitDates``), empty unless site.yml asks for them.
  /// `index`: the site index of `scanned`, when the caller made it already. `missing`: files
  /// of the previous build that are gone from the output (the other files are made again when
  /// one of them is, rather than taken from the previous build).
  init(
    scanned: ContentLoader.Scanned, binary: String, previous: BuildManifest?, dates: [String: String] = [:],
    index: SiteIndex? = nil, missing: Set<String> = []
  ) {
    let index = index ?? SiteIndex(config: scanned.config, pages: scanned.pages)
    self.index = index
    diagnostics = index.diagnostics
    let records = scanned.records
    let navigations = Navigations(index: index, records: records, pages: scanned.pages)
    self.navigations = navigations
    let outdated = TranslationStatus.of(scanned, index: index).outdatedPages(in: index)
    self.outdated = outdated
    let twins = MarkdownTwins(index: index)
    self.twins = twins
    let plainLayout = PageLayout(index: index, outdated: outdated, lastUpdated: dates, twins: twins)
    let allEntries = index.allEntries
    let entriesBySource = Dictionary(grouping: allEntries, by: \.source.file)
    let sources = scanned.pages.compactMap { page in entriesBySource[page.file].map { Source(page: page, entries: $0) }
    }
    self.sources = sources

    let configHash = scanned.configHash
    // The same notes in the same places, built by the same docgen from the same site.yml: the
    // site's pages and links are the previous build's, and so is every article key whose
    // note, date and original did not change (the usual edit changes one note's body).
    let samePlaces =
      previous.map { $0.binary == binary && $0.configHash == configHash && Self.sameShape(records, $0.notes) } ?? false
    let reusable = samePlaces ? previous : nil
    let linkTargets =
      reusable.map(\.linkTargets).flatMap { $0.isEmpty ? nil : $0 }
      ?? ContentHash.of(allEntries.map { "\($0.language)\t\($0.key)\t\($0.slugPath)\t\($0.source.file)" })
    self.linkTargets = linkTargets
    var aliases: [String: [String: String]] = [:]
    // Each translation's original, by record key: the original's anchors are part of the
    // translation's key, even when it has none now (it may have had some before).
    var originals: [String: String] = [:]
    for source in sources where source.page.language != scanned.config.defaultLanguage {
      guard let key = source.entries.first?.key,
        let original = index.entry(key: key, language: scanned.config.defaultLanguage),
        !original.isFallback
      else { continue }
      let originalNote = ContentLoader.recordKey(original.source)
      originals[source.page.file] = originalNote
      guard let anchors = records[originalNote]?.anchors, !anchors.isEmpty else { continue }
      aliases[source.page.file] = anchors
    }
    self.aliases = aliases
    let translationAliases = aliases
    let translationOriginals = originals
    let linkedFiles = scanned.linkedFiles
    self.linkedFiles = linkedFiles
    copies = linkedFiles.copies
    articles = Dictionary(
      uniqueKeysWithValues: sources.parallelMap { source in
        let note = ContentLoader.recordKey(source.page)
        let hash = records[note]?.hash ?? ""
        let date = dates[note] ?? ""
        let files = records[note]?.files ?? []
        if let reusable, let key = reusable.articles[source.page.file], reusable.notes[note]?.hash == hash,
          (reusable.dates[note] ?? "") == date,
          translationOriginals[source.page.file].map({ reusable.notes[$0]?.anchors == records[$0]?.anchors }) ?? true,
          files.allSatisfy({ reusable.linkedFiles[$0] == linkedFiles.records[$0] && linkedFiles.problems[$0] == nil })
        {
          return (source.page.file, key)
        }
        // A translation shows its original's section ids as aliases, every page its last
        // commit's date, and the pictures and downloads it names their copies' names and sizes:
        // all are part of its key.
        let anchors = (translationAliases[source.page.file] ?? [:]).sorted { $0.key < $1.key }.map {
          "\($0.key)=\($0.value)"
        }
        let fileStates = files.map { path in
          "\(path)=" + (linkedFiles.problems[path].map { "!" + $0 } ?? linkedFiles.records[path].map(Self.state) ?? "?")
        }
        return (
          source.page.file,
          ContentHash.of([binary, configHash, linkTargets, source.page.file, hash, date] + anchors + fileStates)
        )
      })

    // The search indexes' files are made by the build itself, not by the plan.
    let siteFileMissing =
      previous?.siteFiles.keys.contains { missing.contains($0) && !$0.hasPrefix(SearchIndexFile.folder + "/") } ?? false
    if let previous, samePlaces, previous.outdated == outdated, !siteFileMissing {
      layout = plainLayout
      pages = previous.pages
      mode = .keepsChrome
      placeholders = [:]
      siteFiles = previous.siteFiles
      siteFileContents = []
      return
    }
    // Every page's chrome is laid out: by the render (a first build) or below. The plan runs
    // before any page can render, with one core idle: its larger parts (the languages'
    // navigations, the articles' keys, the site files) are spread over both.
    let allNavigations = navigations.all()
    let layout = plainLayout.withSidebarItems(allNavigations)
    self.layout = layout
    placeholders = Dictionary(
      sources.map { source in
        let record = records[ContentLoader.recordKey(source.page)]
        return (
          source.page.file,
          RenderedArticle(
            html: "", title: record?.title ?? "", hasTitleHeading: record?.hasTitleHeading ?? false, diagnostics: [])
        )
      },
      uniquingKeysWith: { first, _ in first })
    if previous == nil {
      // A first build renders every page: each page's key is taken from the chrome laid out
      // for it then (``SiteBuilder``), instead of laying every page out twice.
      mode = .firstBuild
      let paths = sources.flatMap { source in
        source.entries.filter { allNavigations[$0.language] != nil }.map(\.outputPath)
      }
      pages = Dictionary(paths.map { ($0, "") }, uniquingKeysWith: { first, _ in first })
        .merging(twins.byPage.values.map { ($0, "") }, uniquingKeysWith: { first, _ in first })
    } else {
      mode = .laysOutChrome(samePlaces: samePlaces)
      let placeholders = self.placeholders
      let chrome = sources.parallelMap { source -> [(String, String)] in
        guard let placeholder = placeholders[source.page.file] else { return [] }
        return source.entries.compactMap { entry in
          guard let navigation = allNavigations[entry.language] else { return nil }
          return (
            entry.outputPath, layout.chromeKey(layout.chrome(for: entry, navigation: navigation), around: placeholder)
          )
        }
      }
      pages = Dictionary(chrome.flatMap { $0 }, uniquingKeysWith: { first, _ in first })
        .merging(twins.byPage.values.map { ($0, "") }, uniquingKeysWith: { first, _ in first })
    }
    var makers: [(path: String, make: @Sendable () -> String)] = [
      ("index.html", { LanguageChooser(index: index).render() }),
      ("assets/style.css", { Stylesheet.css }),
      (SiteScript.path, { SiteScript.javaScript }),
      (SiteScript.themePath, { SiteScript.themeJavaScript }),
      (SiteIcon.path, { SiteIcon.svg }),
      (SearchScript.path, { SearchScript.javaScript }),
      (SearchScript.enginePath, { SearchScript.engineJavaScript }),
    ]
    if scanned.config.baseURL != nil {
      makers.insert(("sitemap.xml", { Sitemap(index: index, layout: layout).render() }), at: 1)
    }
    for language in scanned.config.languages {
      guard let navigation = allNavigations[language.code] else { continue }
      makers.append(("\(language.code)/\(Navigation.contentsFile)", { layout.renderContents(navigation: navigation) }))
      makers.append(("\(language.code)/404.html", { layout.renderNotFound(language: language.code) }))
    }
    // The root's not-found page is the default language's (its `<base>` points there).
    let defaultLanguage = scanned.config.defaultLanguage
    makers.append(("404.html", { layout.renderNotFound(language: defaultLanguage) }))
    let llms = LLMsText(index: index, twins: twins, titles: navigations.titles())
    makers.append(("llms.txt", { llms.root() }))
    for language in scanned.config.languages {
      makers.append(("\(language.code)/llms.txt", { llms.language(language.code) }))
    }
    let files = makers.parallelMap { maker -> (path: String, contents: String, hash: String) in
      let contents = maker.make()
      return (maker.path, contents, ContentHash.of([contents]))
    }
    siteFiles = Dictionary(files.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
    siteFileContents = files.map { ($0.path, $0.contents) }
  }

  /// Every file's keys, for the incremental part to compare with the previous build's.
  var keys: PlannedKeys {
    PlannedKeys(
      index: index, articles: articles, pages: pages, siteFiles: siteFiles, copies: copies.mapValues(\.hash),
      twins: twins.byPage, keepsChrome: chromeFromPrevious, samePlaces: samePlaces)
  }

  /// What a page's article takes from a file it names: the copy's name and the picture's size
  /// (both follow from the bytes), or why the file is not published.
  private static func state(of record: LinkedFileRecord) -> String {
    record.problem.map { "!" + $0 } ?? "\(record.hash) \(record.width ?? 0)x\(record.height ?? 0)"
  }

  /// The same notes, in the same places, with the same front matter and titles.
  private static func sameShape(
    _ records: [String: ContentLoader.NoteRecord], _ previous: [String: ContentLoader.NoteRecord]
  ) -> Bool {
    guard records.count == previous.count else { return false }
    return records.allSatisfy { key, record in
      guard let old = previous[key] else { return false }
      return old.frontMatter == record.frontMatter && old.title == record.title
        && old.hasTitleHeading == record.hasTitleHeading
    }
  }
}

/// The languages' navigations, each made the first time it is asked for.
///
/// A build that keeps every note's place lays out only the pages it renders — after a
/// one-page edit, one language's — so it makes that language's navigation and not the others'
/// (each walks every page of its language). Other builds lay out every page's chrome while
/// they plan, and make all of them at once, side by side (``all()``).
final class Navigations: Sendable {
  private let index: SiteIndex
  private let records: [String: ContentLoader.NoteRecord]
  private let pages: [SourcePage]
  /// Each note's title by file, once made, and the navigations made so far.
  private struct Made: Sendable {
    var titles: [String: String]?
    var navigations: [String: Navigation] = [:]
  }
  private let made = Locked(Made())

  init(index: SiteIndex, records: [String: ContentLoader.NoteRecord], pages: [SourcePage]) {
    self.index = index
    self.records = records
    self.pages = pages
  }

  /// The navigation of `language`, or nil when the site has no such language. Made once,
  /// under the one lock: pages rendering side by side wait while a language's navigation is
  /// made (a few milliseconds, once per language a build renders).
  subscript(language: String) -> Navigation? {
    guard index.config.languages.contains(where: { $0.code == language }) else { return nil }
    return made.withLock { made in
      if let navigation = made.navigations[language] { return navigation }
      let navigation = Navigation(index: index, language: language, titles: noteTitles(in: &made))
      made.navigations[language] = navigation
      return navigation
    }
  }

  /// Each note's title by file (its path when it has none), as the navigations show them.
  func titles() -> [String: String] {
    made.withLock { made in noteTitles(in: &made) }
  }

  /// Every language's navigation, the missing ones made on every core.
  func all() -> [String: Navigation] {
    let codes = index.config.languages.map(\.code)
    let (titles, missing): ([String: String], [String]) = made.withLock { made in
      (noteTitles(in: &made), codes.filter { made.navigations[$0] == nil })
    }
    let new = missing.parallelMap { [index] code in (code, Navigation(index: index, language: code, titles: titles)) }
    return made.withLock { made in
      for (code, navigation) in new where made.navigations[code] == nil { made.navigations[code] = navigation }
      return made.navigations
    }
  }

  /// Each note's title by file (its path when it has none), made the first time it is needed.
  private func noteTitles(in made: inout Made) -> [String: String] {
    if let titles = made.titles { return titles }
    let titles = Dictionary(
      pages.map { ($0.file, records[ContentLoader.recordKey($0)]?.title ?? $0.relativePath) },
      uniquingKeysWith: { first, _ in first })
    made.titles = titles
    return titles
  }
}
