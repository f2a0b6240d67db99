import Foundation

/// What of the previous build's search indexes (``SearchIndexFile``: each language's first
/// file and its parts) a build keeps, and what it writes again.
///
/// A part covers the pages whose paths hash to it, but an incremental build renders only some
/// of them: the others' lines come from the part the previous build wrote — when the manifest
/// vouches for its bytes. A part that is missing, or that the build rewrites and finds altered,
/// has all its pages rendered again, so an index is never built from text docgen did not
/// write. A language's first file is small: it is checked on every build that plans.
enum SearchPartReuse {
  /// Which index files a build writes, and what it keeps of the previous ones.
  struct Plan: Sendable {
    /// The parts to write, by language code (every part of every language in a full build).
    /// A language with nothing to write has no entry: its index is left as it is.
    var parts: [String: [Int]] = [:]
    /// The previous build's lines of pages that are not rendered now, by language and page path.
    var kept: [String: [String: Data]] = [:]
    /// Pages to render although they did not change: their part is unusable.
    var pagesToRender: Set<String> = []
    /// Index files that are missing or not what the previous build wrote: written again even
    /// when the new bytes are what the manifest remembers.
    var untrusted: Set<String> = []
  }

  /// Every index file of `index`'s site: each language's first file and its parts.
  static func paths(of index: SiteIndex) -> [String] {
    index.config.languages.flatMap { language in
      SearchIndexFile.paths(
        language: language.code, partCount: SearchIndexFile.partCount(pages: index.entryCount(in: language.code)))
    }
  }

  /// What to write: every part when there is no previous build; otherwise, per language, the
  /// parts that hold a page in `changed` (or are themselves in it: missing on disk), or all of
  /// them when pages may have come or gone (`samePlaces` false: every note keeps its place
  /// otherwise). The previous parts that hold lines still needed are read and checked
  /// against the manifest; the pages whose lines cannot be had from them are rendered.
  static func plan(
    in output: String, manifest: BuildManifest?, index: SiteIndex, samePlaces: Bool, changed: Set<String>
  ) -> Plan {
    var plan = Plan()
    for language in index.config.languages {
      let code = language.code
      let partCount = SearchIndexFile.partCount(pages: index.entryCount(in: code))
      guard let manifest else {
        plan.parts[code] = Array(0..<partCount)
        continue
      }
      let entries = index.entries(in: code).map(\.outputPath)
      let firstPath = SearchIndexFile.path(language: code)
      let firstChanged =
        changed.contains(firstPath) || previousContents(firstPath, in: output, manifest: manifest) == nil
      var parts = Set<Int>()
      if samePlaces {
        for path in entries where changed.contains(path) {
          parts.insert(SearchIndexFile.part(of: path, partCount: partCount))
        }
        for part in 0..<partCount where changed.contains(SearchIndexFile.partPath(language: code, part: part)) {
          parts.insert(part)
        }
      } else {
        parts = Set(0..<partCount)
      }
      guard !parts.isEmpty || firstChanged else { continue }
      plan.parts[code] = parts.sorted()
      // With the same pages, a page's line is in the part of the same number; otherwise it
      // may be in any of the previous parts.
      let previousParts = samePlaces ? parts.sorted() : Array(0..<previousPartCount(of: code, in: manifest))
      var kept: [String: Data] = [:]
      for part in previousParts {
        let path = SearchIndexFile.partPath(language: code, part: part)
        guard let lines = previousContents(path, in: output, manifest: manifest).flatMap(SearchIndexFile.lines(of:))
        else {
          plan.untrusted.insert(path)
          continue
        }
        kept.merge(lines) { first, _ in first }
      }
      for path in entries
      where !changed.contains(path) && kept[path] == nil
        && parts.contains(SearchIndexFile.part(of: path, partCount: partCount))
      {
        plan.pagesToRender.insert(path)
      }
      if firstChanged { plan.untrusted.insert(firstPath) }
      plan.kept[code] = kept
    }
    return plan
  }

  /// How many parts the previous build wrote for a language (the manifest names each).
  private static func previousPartCount(of code: String, in manifest: BuildManifest) -> Int {
    let prefix = SearchIndexFile.folder + "/" + code + "/"
    return manifest.siteFiles.keys.filter { $0.hasPrefix(prefix) }.count
  }

  /// The bytes of the index file at `path`, or nil when it is missing or not what the
  /// manifest says the previous build wrote.
  private static func previousContents(_ path: String, in output: String, manifest: BuildManifest) -> Data? {
    // Read, not mapped: a mapped file that something else truncated would crash the build.
    guard let expected = manifest.siteFiles[path], let data = FileManager.default.contents(atPath: join(output, path)),
      ContentHash.of(data) == expected
    else { return nil }
    return data
  }
}
