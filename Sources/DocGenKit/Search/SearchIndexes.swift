import Foundation

/// Keeps each language's search index (``SearchIndexFile``) in step with its pages.
///
/// An index covers every page of its language, but an incremental build renders only some of
/// them: the others' entries come from the index the previous build wrote — when the manifest
/// vouches for its bytes. A language whose index is missing or was altered has all its pages
/// rendered again, so an index is never built from text docgen did not write.
enum SearchIndexes {
  struct Previous {
    /// The previous build's pages' lines (``SearchIndexFile``) by language and page path, for
    /// the languages whose index can be reused.
    var lines: [String: [String: String]] = [:]
    /// Pages to render although they did not change: their language's index is unusable.
    var pagesToRender: Set<String> = []
    /// Index files that are missing or not what the previous build wrote: written again
    /// even when the new bytes are what the manifest remembers.
    var untrusted: Set<String> = []
  }

  struct File {
    var path: String
    var contents: String
    var hash: String
  }

  /// The previous indexes of the languages in which something is rendered again (`changed`
  /// holds a page of theirs, or the index itself): the others' indexes are not touched, so
  /// they are not read.
  static func previous(in output: String, manifest: BuildManifest?, site: SitePlan, changed: Set<String>) -> Previous {
    guard let manifest else { return Previous() }
    var previous = Previous()
    let entries = Dictionary(grouping: site.index.allEntries, by: \.language)
    for language in site.index.config.languages {
      let path = SearchIndexFile.path(language: language.code)
      guard changed.contains(path) || entries[language.code, default: []].contains(where: { changed.contains($0.outputPath) })
      else { continue }
      if let expected = manifest.siteFiles[path],
        let data = FileManager.default.contents(atPath: join(output, path)),
        let text = String(data: data, encoding: .utf8), ContentHash.of([text]) == expected,
        let lines = SearchIndexFile.lines(of: text)
      {
        previous.lines[language.code] = lines
      } else {
        previous.untrusted.insert(path)
        previous.pagesToRender.formUnion(entries[language.code, default: []].map(\.outputPath))
      }
    }
    return previous
  }

  /// The index of every language in which something was rendered (all of them in a full
  /// build): the pages rendered now, and the previous index's lines for the pages that were
  /// not (and still exist). A language with nothing rendered keeps its index as it is.
  static func files(
    site: SitePlan, previous: Previous, rendered: [String: SearchDocument], fullBuild: Bool
  ) -> [File] {
    site.index.config.languages.compactMap { language in
      guard fullBuild || previous.lines[language.code] != nil || previous.untrusted.contains(SearchIndexFile.path(language: language.code))
      else { return nil }
      let paths = site.index.allEntries.filter { $0.language == language.code }.map(\.outputPath)
      let kept = previous.lines[language.code] ?? [:]
      let lines = paths.compactMap { path in
        (rendered[path].map(SearchIndexFile.line(for:)) ?? kept[path]).map { (path: path, line: $0) }
      }
      let contents = SearchIndexFile.assemble(language: language, lines: lines)
      let path = SearchIndexFile.path(language: language.code)
      return File(path: path, contents: contents, hash: ContentHash.of([contents]))
    }
  }
}
