import Foundation

/// Builds the site: read Content/, render what changed, write it all or nothing.
///
/// The stages are pure functions of their input (pages render in parallel, results are
/// gathered in a fixed order), so the same content gives byte-identical output. A build of an
/// output that an earlier build of the same docgen made renders only the files whose render
/// key changed (``BuildManifest``), and its output is what a clean build would write.
public struct SiteBuilder: Sendable {
  public var contentPath: String
  public var outputPath: String
  /// Runs scenario blocks and says what to show in their place (by default ``ScenarioSplicer``);
  /// nil renders them as plain code.
  public var splicer: (any BlockSplicer)?
  /// Replace an output folder that holds files docgen did not build (`--force`).
  public var force: Bool
  /// Reuse the previous build of the same output where nothing changed (false: render all).
  public var incremental: Bool
  /// Hears each step of putting the output in place (and of finishing a commit a killed build
  /// left), as it is done: a seam for tests that kill a build between two steps, which the
  /// command line opens only through `DOCGEN_TEST_KILL_AT_COMMIT_STEP`.
  public var commitSteps: (@Sendable (String) -> Void)?

  public init(
    contentPath: String, outputPath: String, splicer: (any BlockSplicer)? = ScenarioSplicer(), force: Bool = false,
    incremental: Bool = true
  ) {
    self.contentPath = contentPath
    self.outputPath = outputPath
    self.splicer = splicer
    self.force = force
    self.incremental = incremental
    self.commitSteps = nil
  }

  public struct Report: Sendable {
    /// Every problem found, in file order.
    public var diagnostics: [Diagnostic]
    /// Pages of the site (all languages), or 0 when the build failed and nothing was written.
    public var pageCount: Int
    /// Pages rendered and written by this build (0 when nothing had changed).
    public var pagesRendered: Int
    /// Site files this build wrote or removed, relative to the output, sorted (what a live
    /// preview reloads).
    public var changedPaths: [String] = []
    /// The source text of every file a diagnostic points into, for excerpts.
    public var sources: [String: String]
    /// The build's large values (its plan, scan and manifests: tens of thousands of strings
    /// and tables), freed with the report rather than when the build returns: a command that
    /// exits after printing the report never spends the ten or so milliseconds freeing them
    /// takes (a tenth of an incremental build's time), and a long-lived caller frees them as
    /// it drops the report.
    var retained: [any Sendable] = []
    public var succeeded: Bool { !diagnostics.hasErrors && pageCount > 0 }

    /// A build that stopped before writing anything.
    static func failed(_ diagnostics: [Diagnostic]) -> Report {
      Report(
        diagnostics: diagnostics.sortedByLocation(), pageCount: 0, pagesRendered: 0, sources: sources(of: diagnostics))
    }

    /// The text of each file a diagnostic points into, read again for the excerpts under the
    /// messages: the build itself keeps no file's text longer than it needs it.
    static func sources(of diagnostics: [Diagnostic]) -> [String: String] {
      var sources: [String: String] = [:]
      for file in Set(diagnostics.map(\.location.file)) {
        if case .success(let text) = SourceText.read(file) { sources[file] = text }
      }
      return sources
    }
  }

  public func build() -> Report {
    let output: OutputFolder
    switch OutputFolder.check(outputPath, content: contentPath, force: force) {
    case .success(let folder): output = folder
    case .failure(let refusal):
      let location = SourceLocation(file: outputPath.isEmpty ? "--output" : outputPath, line: 1)
      return .failed([.error(.buildOutput, at: location, refusal.description)])
    }
    // The lock is taken first, so the manifest read below is the one this build replaces.
    let writer: SiteWriter
    do {
      writer = try SiteWriter(output: output, commitSteps: commitSteps)
    } catch {
      return .failed([.error(.buildOutput, at: SourceLocation(file: outputPath, line: 1), error.description)])
    }
    let binary = ScenarioCache.currentBinaryIdentity()
    let outputExists = FileManager.default.fileExists(atPath: output.resolved)
    // The previous build's manifest (a megabyte for 3 000 pages) is read while the scan reads
    // site.yml and lists the notes; the scan waits only for its notes, to reuse records.
    let manifestReading = ManifestReading(path: incremental && outputExists ? writer.manifestPath : nil)
    let loader = ContentLoader(contentPath: contentPath)
    var (scanned, scanProblems) = loader.scan(reusing: manifestReading.notes(writtenBy: binary) ?? [:])
    let previous = manifestReading.value
    // Only a manifest this binary wrote can be reused.
    let reusable = previous.flatMap { $0.binary == binary ? $0 : nil }
    if reusable == nil, manifestReading.notes(writtenBy: binary) != nil {
      // The notes decoded but the rest of the manifest did not (it is damaged): nothing of it
      // is trusted, the notes' records included.
      (scanned, scanProblems) = loader.scan()
    }
    guard let scanned else {
      writer.abandon()
      return .failed(scanProblems)
    }
    // Only an output built from the same site.yml by the same binary can be updated in place.
    let base = reusable?.configHash == scanned.configHash ? reusable : nil
    // With the same notes as well, the site index would be the previous build's: a build with
    // nothing to do takes its count and problems from the manifest. Otherwise the index is
    // made on the other core while this one looks for the notes' last commits.
    let notesUnchanged = base.map { $0.notes == scanned.records } ?? false
    let indexAhead = notesUnchanged ? nil : BackgroundValue { SiteIndex(config: scanned.config, pages: scanned.pages) }
    let dates = scanned.config.showsLastUpdated ? GitDates.lastCommitDates(contentPath: contentPath) : [:]
    // Which of the previous build's files someone deleted since (they are written again), asked
    // here, while the other core makes the site index: thousands of checks that would
    // otherwise wait for the plan.
    let previousMissing = base.map {
      Set(SiteFilesOnDisk.missing(Array($0.pages.keys) + $0.siteFiles.keys, in: output.resolved))
    }
    // The replayed problems name files under the content folder as the previous build spelt it.
    if let base, notesUnchanged, base.dates == dates, base.contentPath == contentPath, !scanProblems.hasErrors,
      previousMissing?.isEmpty == true
    {
      // Not one note, site.yml or docgen changed, and every page is there: nothing to do but
      // say again what the last build said.
      writer.abandon()
      let diagnostics = scanProblems + base.indexDiagnostics + base.warnings.values.flatMap { $0 }
      return Report(
        diagnostics: diagnostics.sortedByLocation(), pageCount: base.pageCount, pagesRendered: 0,
        sources: Report.sources(of: diagnostics), retained: [scanned, base])
    }
    let index = indexAhead?.value ?? SiteIndex(config: scanned.config, pages: scanned.pages)
    if base == nil {
      // A full build writes every page into a folder of its own: those folders are made
      // while the build plans, on the core the plan leaves idle.
      writer.makeFoldersAhead(for: index.allEntries.map(\.outputPath))
    }
    let site = SitePlan(
      scanned: scanned, binary: binary, previous: base, dates: dates, index: index, missing: previousMissing ?? [])
    var changed = site.changedPaths(since: base)
    var removed: [String] = []
    if let base, let previousMissing {
      // Files missing now: the previous build's that are gone, and the new ones not there yet.
      if site.chromeFromPrevious {
        // The previous build's pages and files are this build's (the search indexes' too:
        // the same pages make the same parts), so none is new and none is removed. An index
        // file the manifest does not name (it could not be written) is looked for.
        changed.formUnion(previousMissing)
        let unnamed = SearchIndexes.paths(of: site.index).filter { base.siteFiles[$0] == nil }
        changed.formUnion(SiteFilesOnDisk.missing(unnamed, in: output.resolved))
      } else {
        let allPaths = site.allPaths
        let previousPaths = Set(base.pages.keys).union(base.siteFiles.keys)
        changed.formUnion(previousMissing.intersection(allPaths))
        changed.formUnion(SiteFilesOnDisk.missing(Array(allPaths.subtracting(previousPaths)), in: output.resolved))
        removed = previousPaths.subtracting(allPaths).sorted()
      }
    }
    let search = SearchIndexes.plan(in: output.resolved, manifest: base, site: site, changed: changed)
    changed.formUnion(search.pagesToRender)
    // Most of the manifest is known once the build has planned. An incremental build that will
    // write something encodes that part on a thread of its own while it renders, which for a
    // few pages leaves a core idle.
    let plannedManifest =
      base == nil || (changed.isEmpty && removed.isEmpty)
      ? nil
      : BackgroundValue { [site, scanned, contentPath = self.contentPath] in
        Self.manifest(
          binary: binary, contentPath: contentPath, scanned: scanned, site: site, dates: dates, pages: site.pages
        )
        .encodedPlannedPart()
      }

    var diagnostics = scanProblems + site.diagnostics
    let spool = SearchLineSpool(folder: writer.scratch)
    // Each language's index is made on whichever core is free once the pages it shows are
    // rendered (it was a serial third of a second at the end of a 3 000-page build), and
    // written as soon as it is made: one index per core is in memory.
    let changedBeforeIndexing = changed
    let outputPath = self.outputPath
    let rendered = render(
      site, only: changed, to: writer, search: spool, fingerprints: scanned.scenarioFingerprints,
      indexing: SearchIndexes.languagesToIndex(site: site, plan: search)
    ) { language in
      SearchIndexes.files(of: language, site: site, plan: search, spool: spool).map { path, contents in
        let hash = ContentHash.of(contents)
        guard base?.siteFiles[path] != hash || changedBeforeIndexing.contains(path) || search.untrusted.contains(path)
        else {
          return IndexWritten(path: path, hash: hash, written: false, failure: nil)
        }
        do {
          try writer.write(path, contents)
          return IndexWritten(path: path, hash: hash, written: true, failure: nil)
        } catch {
          return IndexWritten(
            path: path, hash: hash, written: false,
            failure: .error(.buildOutput, at: SourceLocation(file: outputPath, line: 1), String(describing: error)))
        }
      }
    }
    diagnostics += rendered.diagnostics
    var searchHashes: [String: String] = [:]
    for made in rendered.indexes {
      searchHashes[made.path] = made.hash
      if made.written { changed.insert(made.path) }
      if let failure = made.failure { diagnostics.append(failure) }
    }
    let sourceFiles = Set(site.articles.keys)
    var warnings = base?.warnings.filter { sourceFiles.contains($0.key) } ?? [:]
    for (file, found) in rendered.warnings { warnings[file] = found }
    let replayed = warnings.filter { !rendered.warnings.keys.contains($0.key) }.values.flatMap { $0 }
    diagnostics += replayed
    guard !diagnostics.hasErrors else {
      writer.abandon()
      return .failed(diagnostics)
    }
    let manifest = Self.manifest(
      binary: binary, contentPath: contentPath, scanned: scanned, site: site, dates: dates,
      pages: site.chromeKeysFromRender
        ? site.pages.merging(rendered.chromeKeys) { _, rendered in rendered } : site.pages,
      siteFiles: site.siteFiles.merging(
        Self.searchHashes(searchHashes, base: base, site: site), uniquingKeysWith: { _, search in search }),
      warnings: warnings)
    if base != nil, changed.isEmpty, removed.isEmpty {
      // Nothing to write: the site on disk is already this build's output.
      writer.abandon()
    } else {
      do {
        let encodedManifest = manifest.encoded(planned: plannedManifest?.value)
        try writer.commit(updating: base != nil, removing: removed, manifest: encodedManifest)
      } catch {
        diagnostics.append(.error(.buildOutput, at: SourceLocation(file: outputPath, line: 1), error.description))
        return .failed(diagnostics)
      }
    }
    return Report(
      diagnostics: diagnostics.sortedByLocation(), pageCount: site.pageCount, pagesRendered: rendered.pageCount,
      changedPaths: changed.union(removed).sorted(), sources: Report.sources(of: diagnostics),
      retained: [site, scanned, previous, manifest, search, rendered])
  }

  /// The manifest this build leaves: `pages`, `siteFiles` and `warnings` are known only once
  /// pages are rendered in a first build, the rest once the build has planned.
  private static func manifest(
    binary: String, contentPath: String, scanned: ContentLoader.Scanned, site: SitePlan, dates: [String: String],
    pages: [String: String], siteFiles: [String: String] = [:], warnings: [String: [Diagnostic]] = [:]
  ) -> BuildManifest {
    // The index's problems are gathered in dictionary order: sorted, the manifest is the same
    // bytes for the same input.
    BuildManifest(
      binary: binary, configHash: scanned.configHash, contentPath: contentPath, notes: scanned.records,
      articles: site.articles,
      linkTargets: site.linkTargets, pageCount: site.pageCount,
      indexDiagnostics: site.index.diagnostics.sortedByLocation(),
      outdated: site.outdated, dates: dates, pages: pages, siteFiles: siteFiles, warnings: warnings)
  }

  /// The hashes of the search index files: those made now, and the previous build's for the
  /// files left as they were.
  private static func searchHashes(_ written: [String: String], base: BuildManifest?, site: SitePlan) -> [String:
    String]
  {
    var hashes: [String: String] = [:]
    for path in SearchIndexes.paths(of: site.index) {
      if let hash = written[path] ?? base?.siteFiles[path] { hashes[path] = hash }
    }
    return hashes
  }

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
    case page(file: String, diagnostics: [Diagnostic], pages: Int, chromeKeys: [(String, String)])
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
    _ site: SitePlan, only paths: Set<String>, to writer: SiteWriter, search: SearchLineSpool,
    fingerprints: [String: [ScenarioCensus.Fingerprint]], indexing languages: [SiteConfig.Language],
    index: @Sendable (SiteConfig.Language) -> [IndexWritten]
  ) -> Rendered {
    let loader = ContentLoader(contentPath: contentPath)
    let sources = site.sources.filter { source in source.entries.contains { paths.contains($0.outputPath) } }
    let census = ScenarioCensus(counting: sources.lazy.flatMap { fingerprints[$0.page.file] ?? [] })
    let renderer = ArticleRenderer(
      links: LinkResolver(index: site.index), splicer: splicer?.configured(for: site.index.config).expecting(census),
      config: site.index.config)
    let outputPath = self.outputPath
    let outputFailure = { @Sendable (error: any Error) in
      Diagnostic.error(.buildOutput, at: SourceLocation(file: outputPath, line: 1), String(describing: error))
    }
    let schedule = RenderSchedule(pages: sources, languages: languages.map(\.code)) { Set($0.entries.map(\.language)) }
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
      case .failure(let problem): return .page(file: source.page.file, diagnostics: [problem], pages: 0, chromeKeys: [])
      }
      let article = renderer.render(page, aliases: site.aliases[source.page.file] ?? [:])
      // Every language that shows the page searches it (a fallback page in its original words).
      let sections = SearchTextExtractor.sections(ofArticle: article.html, blocks: article.searchBlocks)
      for entry in source.entries {
        let document = SearchDocument(path: entry.outputPath, title: article.title, sections: sections)
        search.add(language: entry.language, path: entry.outputPath, line: SearchIndexFile.line(for: document))
      }
      var problems = article.diagnostics
      var count = 0
      var chromeKeys: [(String, String)] = []
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
      return .page(file: source.page.file, diagnostics: problems, pages: count, chromeKeys: chromeKeys)
    }
    var rendered = Rendered(pageCount: 0, diagnostics: [], warnings: [:])
    for result in done {
      switch result {
      case .page(let file, let diagnostics, let pages, let chromeKeys):
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
    return rendered
  }
}
