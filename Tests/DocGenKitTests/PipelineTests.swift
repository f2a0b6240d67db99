import Foundation
import Testing
import Workers

@testable import DocGenKit

/// The build's stages run without the disk: scan → site index → plan → render work → render
/// into memory gives the files a build writes into its output, byte for byte.
@Suite("The build's stages, in memory")
struct PipelineTests {
  /// A site kept in memory (``SiteOutput``), as the render stage writes it.
  final class MemorySite: SiteOutput {
    let files = Locked<[String: Data]>([:])

    func write(_ relativePath: String, _ contents: Data) throws(SiteOutputFailure) {
      guard SiteWriter.isPlainRelativePath(relativePath) else { throw .unsafePath(relativePath) }
      files.withLock { $0[relativePath] = contents }
    }

    func write(_ relativePath: String, text: String) throws(SiteOutputFailure) {
      try write(relativePath, Data(text.utf8))
    }
  }

  /// Each stage in turn, as `SiteBuilder.build()` calls them for a first build.
  static func renderInMemory(content: String) throws -> (files: [String: Data], diagnostics: [Diagnostic]) {
    let (scan, problems) = ContentLoader(contentPath: content).scan()
    let scanned = try #require(scan)
    let index = SiteIndex(config: scanned.config, pages: scanned.pages)
    let site = SitePlan(scanned: scanned, binary: "test", previous: nil, index: index)
    let work = RenderWork(keys: site.keys, previous: nil, missing: [], output: "")
    let memory = MemorySite()
    let spool = SearchLineSpool(folder: "")
    let rendered = SiteRendering(contentPath: content, outputPath: "memory", splicer: ScenarioSplicer()).render(
      site, only: work.paths, to: memory, search: spool, fingerprints: scanned.scenarioFingerprints,
      indexing: SearchIndexAssembly.languagesToIndex(site: site, plan: work.search)
    ) { language in
      SearchIndexAssembly.files(of: language, site: site, plan: work.search, spool: spool).map { path, contents in
        try? memory.write(path, contents)
        return .init(path: path, hash: ContentHash.of(contents), written: true, failure: nil)
      }
    }
    return (memory.files.value, problems + site.diagnostics + rendered.diagnostics)
  }

  @Test func theStagesInMemoryMakeTheBuiltSite() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let output = scratch.path + "/site"
    let report = SiteBuilder(contentPath: content, outputPath: output).build()
    #expect(report.succeeded)

    let (files, diagnostics) = try Self.renderInMemory(content: content)
    #expect(!diagnostics.hasErrors)
    var onDisk = tree(at: output)
    onDisk[OutputFolder.markerName] = nil
    #expect(files.keys.sorted() == onDisk.keys.sorted())
    for (path, bytes) in onDisk.sorted(by: { $0.key < $1.key }) {
      #expect(files[path] == bytes, "\(path) differs")
    }
  }

  @Test func aFirstBuildRendersEveryFileAndRemovesNone() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let (scan, _) = ContentLoader(contentPath: content).scan()
    let scanned = try #require(scan)
    let site = SitePlan(scanned: scanned, binary: "test", previous: nil)
    let work = RenderWork(keys: site.keys, previous: nil, missing: [], output: scratch.path)
    #expect(work.paths.isSuperset(of: site.pages.keys) && work.paths.isSuperset(of: site.siteFiles.keys))
    #expect(work.removed.isEmpty)
    #expect(Set(work.search.parts.keys) == Set(scanned.config.languages.map(\.code)))
  }
}
