import Foundation
import Workers

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

  /// The build, stage by stage: open the output, scan the notes (reusing the previous
  /// build's records), make the site index, plan every file and its keys, decide what to
  /// render and keep (the incremental part), render pages and search indexes into the staging
  /// folder, and commit. Each stage takes what the one before made; none looks back.
  public func build() -> Report {
    let writer: SiteWriter
    switch openOutput() {
    case .success(let opened): writer = opened
    case .failure(let problem): return .failed([problem])
    }
    let output = writer.output
    let binary = ScenarioCache.currentBinaryIdentity()
    // The lock is taken first, so the manifest read here is the one this build replaces. It
    // is read (a megabyte for 3 000 pages) while the scan reads site.yml and lists the notes.
    let previous = PreviousBuild(
      manifestAt: incremental && FileManager.default.fileExists(atPath: output.resolved) ? writer.manifestPath : nil,
      binary: binary)
    let (scan, scanProblems) = scanContent(reusing: previous)
    guard var scannedNotes = scan else {
      writer.abandon()
      return .failed(scanProblems)
    }
    let base = previous.base(for: scannedNotes)
    scannedNotes.scanLinkedFiles(contentPath: contentPath, reusing: base?.linkedFiles ?? [:])
    let scanned = scannedNotes
    // With the same notes, the site index would be the previous build's: a build with nothing
    // to do takes its count and problems from the manifest. Otherwise the index is made on the
    // other core while this one looks for the notes' last commits and for the previous
    // build's files that someone deleted since (thousands of checks).
    let sameNotes = base.map { $0.notes == scanned.records } ?? false
    let indexAhead = sameNotes ? nil : BackgroundValue { SiteIndex(config: scanned.config, pages: scanned.pages) }
    let dates = Self.lastUpdated(
      git: scanned.config.showsLastUpdated ? GitDates.lastCommitDates(contentPath: contentPath) : [:], scanned: scanned)
    let missing = base.map {
      Set(
        SiteFilesOnDisk.missing(
          Array($0.pages.keys) + $0.siteFiles.keys + $0.copies.keys + $0.allPictures, in: output.resolved))
    }
    if let base, !scanProblems.hasErrors,
      PreviousBuild.isUnchanged(
        base, sameNotes: sameNotes, dates: dates, contentPath: contentPath, missing: missing!,
        linkedFiles: scanned.linkedFiles)
    {
      writer.abandon()
      let diagnostics = scanProblems + PreviousBuild.replayedProblems(of: base)
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
      scanned: scanned, binary: binary, previous: base, dates: dates, index: index, missing: missing ?? [])
    var work = RenderWork(keys: site.keys, previous: base, missing: missing ?? [], output: output.resolved)
    if let base, let missing, !missing.isEmpty {
      // A picture deleted from the site comes back with a page that shows it.
      let files = Set(base.pictures.filter { !missing.isDisjoint(with: $0.value) }.keys)
      work.paths.formUnion(index.allEntries.filter { files.contains($0.source.file) }.map(\.outputPath))
    }
    // Most of the manifest is known once the build has planned. An incremental build that will
    // write something encodes that part on a thread of its own while it renders, which for a
    // few pages leaves a core idle.
    let plannedManifest =
      base == nil || work.isEmpty
      ? nil
      : BackgroundValue { [site, scanned, contentPath = self.contentPath] in
        Self.manifest(
          binary: binary, contentPath: contentPath, scanned: scanned, site: site, dates: dates, pages: site.pages
        )
        .encodedPlannedPart()
      }
    let spool = SearchLineSpool(folder: writer.scratch)
    let rendered = render(site, work: work, base: base, to: writer, spool: spool, scanned: scanned)
    var diagnostics = scanProblems + site.diagnostics + rendered.diagnostics
    var changed = work.paths
    var searchHashes: [String: String] = [:]
    for made in rendered.indexes {
      searchHashes[made.path] = made.hash
      if made.written { changed.insert(made.path) }
      if let failure = made.failure { diagnostics.append(failure) }
    }
    // Warnings of the notes not rendered now are the previous build's, said again.
    let sourceFiles = Set(site.articles.keys)
    var warnings = base?.warnings.filter { sourceFiles.contains($0.key) } ?? [:]
    for (file, found) in rendered.warnings { warnings[file] = found }
    diagnostics += warnings.filter { !rendered.warnings.keys.contains($0.key) }.values.flatMap { $0 }
    guard !diagnostics.hasErrors else {
      writer.abandon()
      return .failed(diagnostics)
    }
    // The pictures of the pages not rendered now are the previous build's.
    var pictures = base?.pictures.filter { sourceFiles.contains($0.key) } ?? [:]
    for (file, shown) in rendered.pictures { pictures[file] = shown }
    let allPictures = Set(pictures.values.joined())
    let picturesGone = base.map { $0.allPictures.subtracting(allPictures).sorted() } ?? []
    changed.formUnion(allPictures.subtracting(base?.allPictures ?? []))
    var manifest = Self.manifest(
      binary: binary, contentPath: contentPath, scanned: scanned, site: site, dates: dates,
      pages: site.chromeKeysFromRender
        ? site.pages.merging(rendered.chromeKeys) { _, rendered in rendered } : site.pages,
      siteFiles: site.siteFiles.merging(
        Self.searchHashes(searchHashes, base: base, site: site), uniquingKeysWith: { _, search in search }),
      warnings: warnings)
    manifest.pictures = pictures
    let removed = work.removed + picturesGone
    if let problem = commit(
      writer, updating: base != nil, nothingChanged: changed.isEmpty && removed.isEmpty, removing: removed,
      manifest: { manifest.encoded(planned: plannedManifest?.value) })
    {
      return .failed(diagnostics + [problem])
    }
    return Report(
      diagnostics: diagnostics.sortedByLocation(), pageCount: site.pageCount, pagesRendered: rendered.pageCount,
      changedPaths: changed.union(removed).sorted(), sources: Report.sources(of: diagnostics),
      retained: [site, scanned, previous, manifest, work, rendered])
  }

  /// Checks that `--output` may be replaced and takes its lock.
  private func openOutput() -> Result<SiteWriter, Diagnostic> {
    switch OutputFolder.check(outputPath, content: contentPath, force: force) {
    case .success(let folder):
      do {
        return .success(try SiteWriter(output: folder, commitSteps: commitSteps))
      } catch {
        return .failure(outputProblem(error.description))
      }
    case .failure(let refusal):
      let location = SourceLocation(file: outputPath.isEmpty ? "--output" : outputPath, line: 1)
      return .failure(.error(.buildOutput, at: location, refusal.description))
    }
  }

  /// Reads Content/, reusing the previous build's records of the notes it finds unchanged.
  private func scanContent(reusing previous: PreviousBuild) -> (ContentLoader.Scanned?, [Diagnostic]) {
    let loader = ContentLoader(contentPath: contentPath)
    let scan = loader.scan(reusing: previous.notes ?? [:])
    return previous.isDamaged ? loader.scan() : scan
  }

  /// Renders `work`'s pages and, as each language's pages are done, writes its search index
  /// files (those whose bytes differ from `base`'s, or that `work` says to write again).
  private func render(
    _ site: SitePlan, work: RenderWork, base: BuildManifest?, to writer: SiteWriter, spool: SearchLineSpool,
    scanned: ContentLoader.Scanned
  ) -> SiteRendering.Rendered {
    let rendering = SiteRendering(contentPath: contentPath, outputPath: outputPath, splicer: splicer)
    let outputProblem = self.outputProblem
    return rendering.render(
      site, only: work.paths, to: writer, search: spool, fingerprints: scanned.scenarioFingerprints,
      indexing: SearchIndexAssembly.languagesToIndex(site: site, plan: work.search)
    ) { language in
      SearchIndexAssembly.files(of: language, site: site, plan: work.search, spool: spool).map { path, contents in
        let hash = ContentHash.of(contents)
        guard base?.siteFiles[path] != hash || work.paths.contains(path) || work.search.untrusted.contains(path) else {
          return .init(path: path, hash: hash, written: false, failure: nil)
        }
        do {
          try writer.write(path, contents)
          return .init(path: path, hash: hash, written: true, failure: nil)
        } catch {
          return .init(path: path, hash: hash, written: false, failure: outputProblem(String(describing: error)))
        }
      }
    }
  }

  /// Puts the staged files in place with the manifest (made only when there is something to
  /// commit); nil when done, else the problem. With nothing changed, the site on disk is
  /// already this build's output and the staging folder is dropped.
  private func commit(
    _ writer: SiteWriter, updating: Bool, nothingChanged: Bool, removing removed: [String], manifest: () -> Data
  ) -> Diagnostic? {
    if updating, nothingChanged {
      writer.abandon()
      return nil
    }
    do {
      try writer.commit(updating: updating, removing: removed, manifest: manifest())
      return nil
    } catch {
      return outputProblem(error.description)
    }
  }

  /// A problem with the output folder, located at `--output`.
  @Sendable private func outputProblem(_ message: String) -> Diagnostic {
    .error(.buildOutput, at: SourceLocation(file: outputPath, line: 1), message)
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
      outdated: site.outdated, dates: dates, pages: pages, siteFiles: siteFiles,
      linkedFiles: scanned.linkedFiles.records, copies: site.copies.mapValues(\.hash), warnings: warnings)
  }

  /// Each page's last updated date: its note's last commit's (`git`, when site.yml asks for
  /// them), else the date its front matter gives (`lastmod`, `updated`, `date`), by record key.
  static func lastUpdated(git: [String: String], scanned: ContentLoader.Scanned) -> [String: String] {
    var dates = git
    for page in scanned.pages {
      let note = ContentLoader.recordKey(page)
      if dates[note] == nil, let date = page.frontMatter.date { dates[note] = date }
    }
    return dates
  }

  /// The hashes of the search index files: those made now, and the previous build's for the
  /// files left as they were.
  private static func searchHashes(_ written: [String: String], base: BuildManifest?, site: SitePlan) -> [String:
    String]
  {
    var hashes: [String: String] = [:]
    for path in SearchPartReuse.paths(of: site.index) {
      if let hash = written[path] ?? base?.siteFiles[path] { hashes[path] = hash }
    }
    return hashes
  }
}
