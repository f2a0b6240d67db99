import Foundation

/// Builds the whole site: read Content/, render every page, write it all or nothing.
///
/// The stages are pure functions of their input (pages render in parallel, results are
/// gathered in a fixed order), so the same content gives byte-identical output.
public struct SiteBuilder: Sendable {
  public var contentPath: String
  public var outputPath: String
  /// Runs scenario blocks and says what to show in their place (by default ``ScenarioSplicer``);
  /// nil renders them as plain code.
  public var splicer: (any BlockSplicer)?
  /// Replace an output folder that holds files docgen did not build (`--force`).
  public var force: Bool

  public init(contentPath: String, outputPath: String, splicer: (any BlockSplicer)? = ScenarioSplicer(), force: Bool = false) {
    self.contentPath = contentPath
    self.outputPath = outputPath
    self.splicer = splicer
    self.force = force
  }

  public struct Report: Sendable {
    /// Every problem found, in file order.
    public var diagnostics: [Diagnostic]
    /// Pages written (all languages), or 0 when the build failed and nothing was written.
    public var pagesWritten: Int
    /// The source text of every file read, for diagnostics' excerpts.
    public var sources: [String: String]
    public var succeeded: Bool { !diagnostics.hasErrors && pagesWritten > 0 }
  }

  public func build() -> Report {
    let output: OutputFolder
    switch OutputFolder.check(outputPath, content: contentPath, force: force) {
    case .success(let folder): output = folder
    case .failure(let refusal):
      let location = SourceLocation(file: outputPath.isEmpty ? "--output" : outputPath, line: 1)
      return Report(diagnostics: [.error("build.output", at: location, refusal.description)], pagesWritten: 0, sources: [:])
    }
    let (loaded, loadProblems) = ContentLoader(contentPath: contentPath).load()
    var diagnostics = loadProblems
    guard let loaded else {
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: [:])
    }
    let sources = Dictionary(loaded.pages.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
    let rendered = render(loaded)
    diagnostics += rendered.diagnostics
    guard !diagnostics.hasErrors else {
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: sources)
    }
    do {
      let writer = try SiteWriter(output: output)
      for file in rendered.files {
        try writer.write(file.path, file.contents)
      }
      try writer.commit()
    } catch {
      let location = SourceLocation(file: outputPath, line: 1)
      diagnostics.append(.error("build.output", at: location, error.description))
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: sources)
    }
    return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: rendered.pageCount, sources: sources)
  }

  /// Everything the site consists of, in memory: file paths (sorted) and their bytes.
  public struct RenderedSite: Sendable {
    public var files: [(path: String, contents: Data)]
    public var pageCount: Int
    public var diagnostics: [Diagnostic]
  }

  public func render(_ loaded: ContentLoader.Loaded) -> RenderedSite {
    let index = SiteIndex(config: loaded.config, pages: loaded.pages)
    var diagnostics = index.diagnostics
    let renderer = ArticleRenderer(links: LinkResolver(index: index), splicer: splicer, config: loaded.config)
    let articles = loaded.pages.parallelMap { renderer.render($0) }
    var articlesByFile: [String: RenderedArticle] = [:]
    for (page, article) in zip(loaded.pages, articles) {
      articlesByFile[page.file] = article
      diagnostics += article.diagnostics
    }
    let layout = PageLayout(index: index)
    var files: [(path: String, contents: Data)] = []
    for entry in index.allEntries {
      guard let article = articlesByFile[entry.source.file] else { continue }
      files.append((entry.outputPath, Data(layout.render(entry, article: article, articles: articlesByFile).utf8)))
    }
    let pageCount = files.count
    files.append(("index.html", Data(LanguageChooser(index: index).render().utf8)))
    files.append(("sitemap.xml", Data(Sitemap(index: index, layout: layout).render().utf8)))
    files.append(("assets/style.css", Data(Stylesheet.css.utf8)))
    files.sort { $0.path < $1.path }
    return RenderedSite(files: files, pageCount: pageCount, diagnostics: diagnostics)
  }
}
