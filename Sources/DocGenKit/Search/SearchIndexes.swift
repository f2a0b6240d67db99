import Foundation

/// Keeps each language's search index (``SearchIndexFile``) in step with its pages.
///
/// An index covers every page of its language, but an incremental build renders only some of
/// them: the others' lines come from the index the previous build wrote — when the manifest
/// vouches for its bytes. A language whose index is missing or was altered has all its pages
/// rendered again, so an index is never built from text docgen did not write.
enum SearchIndexes {
  struct Previous {
    /// The previous build's pages' lines by language and page path, for the languages whose
    /// index can be reused.
    var lines: [String: [String: Data]] = [:]
    /// Pages to render although they did not change: their language's index is unusable.
    var pagesToRender: Set<String> = []
    /// Index files that are missing or not what the previous build wrote: written again
    /// even when the new bytes are what the manifest remembers.
    var untrusted: Set<String> = []
  }

  /// A language's previous index as read: its lines by page path, or nil when it is missing
  /// or not what the manifest says the previous build wrote.
  typealias Read = [String: Data]?

  /// The previous indexes of `languages` (codes), read and checked against the manifest.
  static func read(in output: String, manifest: BuildManifest, languages: some Sequence<String>) -> [String: Read] {
    var read: [String: Read] = [:]
    for language in languages {
      let path = SearchIndexFile.path(language: language)
      // Read, not mapped: a mapped file that something else truncated would crash the build.
      guard let expected = manifest.siteFiles[path], let data = FileManager.default.contents(atPath: join(output, path)),
        ContentHash.of(data) == expected
      else {
        read[language] = .some(nil)
        continue
      }
      read[language] = .some(SearchIndexFile.lines(of: data))
    }
    return read
  }

  /// The languages of the notes whose records differ from the previous build's: those whose
  /// index an incremental build most likely writes again, read ahead while it plans.
  static func languagesLikelyChanged(
    records: [String: ContentLoader.NoteRecord], previous: [String: ContentLoader.NoteRecord]
  ) -> Set<String> {
    var languages = Set<String>()
    for (key, record) in records where previous[key] != record {
      if let slash = key.firstIndex(of: "/") { languages.insert(String(key[..<slash])) }
    }
    return languages
  }

  /// The previous indexes of the languages in which something is rendered again (`changed`
  /// holds a page of theirs, or the index itself): the others' indexes are not touched, so
  /// they are not read. `readAhead`: indexes already read (``read(in:manifest:languages:)``).
  static func previous(
    in output: String, manifest: BuildManifest?, site: SitePlan, changed: Set<String>, readAhead: [String: Read] = [:]
  ) -> Previous {
    guard let manifest else { return Previous() }
    var previous = Previous()
    let entries = Dictionary(grouping: site.index.allEntries, by: \.language)
    for language in site.index.config.languages {
      let path = SearchIndexFile.path(language: language.code)
      guard changed.contains(path) || entries[language.code, default: []].contains(where: { changed.contains($0.outputPath) })
      else { continue }
      let read: Read
      if let ahead = readAhead[language.code] {
        read = ahead
      } else {
        read = Self.read(in: output, manifest: manifest, languages: [language.code])[language.code] ?? nil
      }
      if let lines = read {
        previous.lines[language.code] = lines
      } else {
        previous.untrusted.insert(path)
        previous.pagesToRender.formUnion(entries[language.code, default: []].map(\.outputPath))
      }
    }
    return previous
  }

  /// The languages whose index this build writes: all of them in a full build, else those in
  /// which something was rendered (a language with nothing rendered keeps its index as it is).
  static func languagesToIndex(site: SitePlan, previous: Previous, fullBuild: Bool) -> [SiteConfig.Language] {
    site.index.config.languages.filter { language in
      fullBuild || previous.lines[language.code] != nil || previous.untrusted.contains(SearchIndexFile.path(language: language.code))
    }
  }

  /// One language's index: the lines of the pages rendered now (`spool`), and the previous
  /// index's lines for the pages that were not (and still exist).
  static func contents(of language: SiteConfig.Language, site: SitePlan, previous: Previous, spool: SearchLineSpool) -> Data {
    let rendered = spool.lines(language: language.code)
    let kept = previous.lines[language.code] ?? [:]
    let lines = site.index.entries(in: language.code).compactMap { entry in
      (rendered[entry.outputPath] ?? kept[entry.outputPath]).map { (path: entry.outputPath, line: $0) }
    }
    return SearchIndexFile.assemble(language: language, lines: lines)
  }
}
