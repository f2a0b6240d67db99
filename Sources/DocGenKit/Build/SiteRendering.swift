import Foundation
import Workers

/// The render stage: lays out the pages a build makes and writes them, with each language's
/// search index, into a ``SiteOutput``.
///
/// It is told which paths to make (``RenderWork``) and never sees the previous build: the same
/// plan and paths give the same files whether they go to a staging folder or to memory.
struct SiteRendering: Sendable {
  let contentPath: String
  /// Named in the diagnostics of files that cannot be written.
  let outputPath: String
  let splicer: (any BlockSplicer)?

  /// What rendering produced.
  struct Rendered {
    var pageCount: Int
    var diagnostics: [Diagnostic]
    /// Warnings by source file rendered, for the manifest.
    var warnings: [String: [Diagnostic]]
    /// Chrome keys by page path, when the plan left them to rendering (a first build).
    var chromeKeys: [String: String] = [:]
    /// The search index files made, in the order of the languages asked for.
    var indexes: [IndexWritten] = []
    /// The pictures each source file rendered shows, by source file (``PictureFiles``).
    var pictures: [String: [String]] = [:]
  }

  /// A search index file, made after its language's pages were rendered.
  struct IndexWritten: Sendable {
    var path: String
    var hash: String
    /// False when the file on disk already had these bytes.
    var written: Bool
    var failure: Diagnostic?
  }

  private enum Done: Sendable {
    case page(file: String, diagnostics: [Diagnostic], pages: Int, chromeKeys: [(String, String)], pictures: [String])
    case index([IndexWritten])
  }

  /// Renders the files of `site` whose paths are in `paths` and streams them into the staging
  /// folder, page by page on every core: no page waits for the whole site, and memory holds a
  /// few pages at a time, not the site.
  ///
  /// Each source page is rendered once (cmark, scenarios, pictures) and laid out for every
  /// language that shows it (its own, and those it stands in for as a fallback).
  ///
  /// `fingerprints` holds the scenario blocks of the notes the scan read, by file: counted over
  /// the pages to render, they tell the splicer which drawn blocks to keep for later pages.
  ///
  /// `index` makes the search index files of each of `languages` once the pages that language
  /// shows are rendered, on a core that is free while other pages still render.
  func render(
    _ site: SitePlan, only paths: Set<String>, to writer: some SiteOutput, search: SearchLineSpool,
    fingerprints: [String: [ScenarioCensus.Fingerprint]], indexing languages: [SiteConfig.Language],
    index: @Sendable (SiteConfig.Language) -> [IndexWritten]
  ) -> Rendered {
    let loader = ContentLoader(contentPath: contentPath)
    let twins = site.twins
    let sources = site.sources.filter { source in
      source.entries.contains { paths.contains($0.outputPath) || twins[$0.outputPath].map(paths.contains) == true }
    }
    let census = ScenarioCensus(counting: sources.lazy.flatMap { fingerprints[$0.page.file] ?? [] })
    let renderer = ArticleRenderer(
      links: LinkResolver(index: site.index), splicer: splicer?.configured(for: site.index.config).expecting(census),
      config: site.index.config, files: site.linkedFiles)
    let outputPath = self.outputPath
    let outputFailure = { @Sendable (error: any Error) in
      Diagnostic.error(.buildOutput, at: SourceLocation(file: outputPath, line: 1), String(describing: error))
    }
    let schedule = RenderSchedule(pages: sources, languages: languages.map(\.code)) { Set($0.entries.map(\.language)) }
    let picturesWritten = Locked(Set<String>())
    let languagesByCode = Dictionary(languages.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    let done = schedule.steps.parallelMap { step -> Done in
      switch step {
      case .page(let source):
        defer { schedule.finished(source) }
        return renderPage(source)
      case .index(let code):
        schedule.waitForPages(of: code)
        return .index(index(languagesByCode[code]!))
      }
    }
    @Sendable func renderPage(_ source: SitePlan.Source) -> Done {
      let page: SourcePage
      switch loader.loadPage(source.page) {
      case .success(let loaded): page = loaded
      case .failure(let problem):
        return .page(file: source.page.file, diagnostics: [problem], pages: 0, chromeKeys: [], pictures: [])
      }
      let article = renderer.render(page, aliases: site.aliases[source.page.file] ?? [:])
      // Every language that shows the page searches it (a fallback page in its original words).
      let sections = SearchTextExtractor.sections(ofArticle: article.html, blocks: article.searchBlocks)
      for entry in source.entries {
        let document = SearchDocument(
          path: entry.outputPath, title: article.title, sections: sections, summary: page.frontMatter.summary)
        search.add(language: entry.language, path: entry.outputPath, line: SearchIndexFile.line(for: document))
      }
      var problems = article.diagnostics
      // A picture many pages show is written by the first of them (its name is its bytes).
      for (path, svg) in article.pictures.sorted(by: { $0.key < $1.key })
      where picturesWritten.withLock({ $0.insert(path).inserted }) {
        do {
          try writer.write(path, text: svg)
        } catch {
          problems.append(outputFailure(error))
        }
      }
      var count = 0
      var chromeKeys: [(String, String)] = []
      for entry in source.entries {
        guard let twin = twins[entry.outputPath], paths.contains(twin) else { continue }
        do {
          try writer.write(twin, text: article.markdown)
        } catch {
          problems.append(outputFailure(error))
        }
      }
      for entry in source.entries where paths.contains(entry.outputPath) {
        guard let navigation = site.navigations[entry.language] else { continue }
        let chrome = site.layout.chrome(for: entry, navigation: navigation)
        var text = ""
        if site.chromeKeysFromRender, let placeholder = site.placeholders[source.page.file] {
          // The page's key comes from the layout that makes the page.
          let key: String
          if let chrome {
            (text, key) = site.layout.renderKeyed(chrome, article: article, placeholder: placeholder)
          } else {
            key = site.layout.chromeKey(nil, around: placeholder)
          }
          chromeKeys.append((entry.outputPath, key))
        } else if let chrome {
          text = site.layout.render(chrome, article: article)
        }
        do {
          try writer.write(entry.outputPath, text: text)
          count += 1
        } catch {
          problems.append(outputFailure(error))
        }
      }
      return .page(
        file: source.page.file, diagnostics: problems, pages: count, chromeKeys: chromeKeys,
        pictures: article.pictures.keys.sorted())
    }
    var rendered = Rendered(pageCount: 0, diagnostics: [], warnings: [:])
    for result in done {
      switch result {
      case .page(let file, let diagnostics, let pages, let chromeKeys, let pictures):
        rendered.pictures[file] = pictures
        rendered.diagnostics += diagnostics
        rendered.warnings[file] = diagnostics.filter { $0.severity != .error }
        rendered.pageCount += pages
        for (path, key) in chromeKeys { rendered.chromeKeys[path] = key }
      case .index(let written):
        rendered.indexes += written
      }
    }
    for (path, contents) in site.siteFileContents where paths.contains(path) {
      do {
        try writer.write(path, text: contents)
      } catch {
        rendered.diagnostics.append(outputFailure(error))
      }
    }
    let copies = site.copies.filter { paths.contains($0.key) }.sorted { $0.key < $1.key }
    rendered.diagnostics += copies.parallelMap { path, copy in
      copyFile(copy.source, hash: copy.hash, to: path, writer: writer, failure: outputFailure)
    }.compactMap { $0 }
    return rendered
  }

  /// Copies a file beside the notes into the site, or says why it could not. The bytes must
  /// still be those the scan named the copy after: a file changed meanwhile would be published
  /// under another file's name.
  private func copyFile(
    _ source: String, hash: String, to path: String, writer: some SiteOutput,
    failure: (any Error) -> Diagnostic
  ) -> Diagnostic? {
    let file = join(contentPath, source)
    guard let data = FileManager.default.contents(atPath: file) else {
      return .error(
        .buildCopy, at: SourceLocation(file: file, line: 1), "cannot read the file to copy it into the site")
    }
    guard ContentHash.of(data) == hash else {
      return .error(
        .buildCopy, at: SourceLocation(file: file, line: 1), "the file changed while the site was built: build again")
    }
    do {
      try writer.write(path, data)
      return nil
    } catch {
      return failure(error)
    }
  }
}
