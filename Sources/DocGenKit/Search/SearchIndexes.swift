import Foundation

/// Keeps each language's search index (``SearchIndexFile``) in step with its pages.
///
/// An index covers every page of its language, but an incremental build renders only some of
/// them: the others' entries come from the index the previous build wrote — when the manifest
/// vouches for its bytes. A language whose index is missing or was altered has all its pages
/// rendered again, so an index is never built from text docgen did not write.
enum SearchIndexes {
  struct Previous {
    /// The previous build's pages by language, for the languages whose index can be reused.
    var documents: [String: [SearchDocument]] = [:]
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

  static func previous(in output: String, manifest: BuildManifest?, site: SitePlan) -> Previous {
    guard let manifest else { return Previous() }
    var previous = Previous()
    for language in site.index.config.languages {
      let path = SearchIndexFile.path(language: language.code)
      if let expected = manifest.siteFiles[path],
        let data = FileManager.default.contents(atPath: join(output, path)),
        let text = String(data: data, encoding: .utf8), ContentHash.of([text]) == expected,
        let documents = SearchIndexFile.read(text)
      {
        previous.documents[language.code] = documents
      } else {
        previous.untrusted.insert(path)
        previous.pagesToRender.formUnion(site.index.allEntries.filter { $0.language == language.code }.map(\.outputPath))
      }
    }
    return previous
  }

  /// Every language's index: the pages rendered now, and the previous index's entries for the
  /// pages that were not (and still exist).
  static func files(site: SitePlan, previous: [String: [SearchDocument]], rendered: [String: SearchDocument]) -> [File] {
    site.index.config.languages.map { language in
      let paths = site.index.allEntries.filter { $0.language == language.code }.map(\.outputPath)
      let kept = Dictionary((previous[language.code] ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
      let pages = paths.compactMap { rendered[$0] ?? kept[$0] }
      let contents = SearchIndexFile.render(language: language, pages: pages)
      let path = SearchIndexFile.path(language: language.code)
      return File(path: path, contents: contents, hash: ContentHash.of([contents]))
    }
  }
}
