import Foundation

/// Makes each language's search index files from the lines of the pages rendered now and
/// the lines ``SearchPartReuse`` kept of the others.
enum SearchIndexAssembly {
  /// The languages whose index this build writes.
  static func languagesToIndex(site: SitePlan, plan: SearchPartReuse.Plan) -> [SiteConfig.Language] {
    site.index.config.languages.filter { plan.parts[$0.code] != nil }
  }

  /// One language's files to write, by path: its first file, and each planned part made of
  /// the lines of the pages rendered now (`spool`) and the previous lines of the others.
  static func files(
    of language: SiteConfig.Language, site: SitePlan, plan: SearchPartReuse.Plan, spool: SearchLineSpool
  ) -> [(
    path: String, contents: Data
  )] {
    let code = language.code
    let entries = site.index.entries(in: code)
    let partCount = SearchIndexFile.partCount(pages: entries.count)
    var files = [
      (
        path: SearchIndexFile.path(language: code),
        contents: SearchIndexFile.entry(language: language, partCount: partCount)
      )
    ]
    let parts = Set(plan.parts[code] ?? [])
    guard !parts.isEmpty else { return files }
    let rendered = spool.lines(language: code)
    let kept = plan.kept[code] ?? [:]
    var lines: [Int: [(path: String, line: Data)]] = [:]
    for entry in entries {
      let part = SearchIndexFile.part(of: entry.outputPath, partCount: partCount)
      guard parts.contains(part), let line = rendered[entry.outputPath] ?? kept[entry.outputPath] else { continue }
      lines[part, default: []].append((entry.outputPath, line))
    }
    for part in parts.sorted() {
      files.append(
        (
          SearchIndexFile.partPath(language: code, part: part),
          SearchIndexFile.assemble(part: part, lines: lines[part] ?? [])
        ))
    }
    return files
  }
}
