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
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: sourcesNamed(in: diagnostics))
    }
    let writer: SiteWriter
    do {
      writer = try SiteWriter(output: output)
    } catch {
      diagnostics.append(.error("build.output", at: SourceLocation(file: outputPath, line: 1), error.description))
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: sourcesNamed(in: diagnostics))
    }
    let written = write(loaded, to: writer)
    diagnostics += written.diagnostics
    guard !diagnostics.hasErrors else {
      writer.abandon()
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: sourcesNamed(in: diagnostics))
    }
    do {
      try writer.commit()
    } catch {
      diagnostics.append(.error("build.output", at: SourceLocation(file: outputPath, line: 1), error.description))
      return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: 0, sources: sourcesNamed(in: diagnostics))
    }
    return Report(diagnostics: diagnostics.sortedByLocation(), pagesWritten: written.pageCount, sources: sourcesNamed(in: diagnostics))
  }

  /// What rendering and writing the pages produced.
  struct Written {
    var pageCount: Int
    var diagnostics: [Diagnostic]
  }

  /// Renders every page and streams it into the staging folder, page by page on every core:
  /// no page waits for the whole site, and memory holds a few pages at a time, not the site.
  ///
  /// Each source page is rendered once (cmark, scenarios, pictures) and laid out for every
  /// language that shows it (its own, and those it stands in for as a fallback).
  func write(_ loaded: ContentLoader.Loaded, to writer: SiteWriter) -> Written {
    let index = SiteIndex(config: loaded.config, pages: loaded.pages)
    var diagnostics = index.diagnostics
    let titles = Dictionary(
      loaded.pages.parallelMap { ($0.file, ArticleRenderer.title(of: $0)) }, uniquingKeysWith: { first, _ in first })
    let navigations = Dictionary(
      uniqueKeysWithValues: loaded.config.languages.map { ($0.code, Navigation(index: index, language: $0.code, titles: titles)) })
    let entriesBySource = Dictionary(grouping: index.allEntries, by: \.source.file)
    let renderer = ArticleRenderer(links: LinkResolver(index: index), splicer: splicer, config: loaded.config)
    let layout = PageLayout(index: index)
    let outputPath = self.outputPath
    let outputFailure = { @Sendable (error: any Error) in
      Diagnostic.error("build.output", at: SourceLocation(file: outputPath, line: 1), String(describing: error))
    }

    let perPage = loaded.pages.parallelMap { page -> (diagnostics: [Diagnostic], pages: Int) in
      guard let entries = entriesBySource[page.file] else { return ([], 0) }
      let article = renderer.render(page)
      var problems = article.diagnostics
      for entry in entries {
        guard let navigation = navigations[entry.language] else { continue }
        do {
          try writer.write(entry.outputPath, Data(layout.render(entry, article: article, navigation: navigation).utf8))
        } catch {
          problems.append(outputFailure(error))
        }
      }
      return (problems, entries.count)
    }
    var pageCount = 0
    for result in perPage {
      diagnostics += result.diagnostics
      pageCount += result.pages
    }

    var siteFiles: [(path: String, contents: String)] = [
      ("index.html", LanguageChooser(index: index).render()),
      ("sitemap.xml", Sitemap(index: index, layout: layout).render()),
      ("assets/style.css", Stylesheet.css),
    ]
    for language in loaded.config.languages {
      guard let navigation = navigations[language.code] else { continue }
      siteFiles.append(("\(language.code)/\(Navigation.contentsFile)", layout.renderContents(navigation: navigation)))
    }
    for file in siteFiles {
      do {
        try writer.write(file.path, Data(file.contents.utf8))
      } catch {
        diagnostics.append(outputFailure(error))
      }
    }
    return Written(pageCount: pageCount, diagnostics: diagnostics)
  }

  /// The text of each file a diagnostic points into, read again for the excerpts under the
  /// messages: the build itself keeps no file's text longer than it needs it.
  private func sourcesNamed(in diagnostics: [Diagnostic]) -> [String: String] {
    var sources: [String: String] = [:]
    for file in Set(diagnostics.map(\.location.file)) {
      if case .success(let text) = SourceText.read(file, unreadableID: "") { sources[file] = text }
    }
    return sources
  }
}
