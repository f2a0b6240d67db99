import Foundation

/// Which translations are behind their original, page by page and language by language.
///
/// A translation's `translatedFrom:` names the version of the original (its
/// ``TranslationHash``) that was translated; `docgen ack` writes it after a review. When the
/// original changes, the hashes differ and the translation is outdated until acknowledged
/// again. The original is the default language's page.
public struct TranslationStatus: Sendable {
  public enum State: String, Codable, Sendable, CaseIterable {
    /// The default language's page: what the others translate.
    case original
    case upToDate = "up-to-date"
    /// The original changed since the translation was acknowledged.
    case outdated
    /// A translation never acknowledged (no `translatedFrom:`).
    case untracked
    /// No page in this language: readers get the original with a notice.
    case missing
  }

  public struct Row: Sendable, Codable, Equatable {
    /// The page's key (its path in the default language).
    public var page: String
    public var language: String
    public var state: State
    /// The file of this language's page, when it has one.
    public var file: String?
    /// The original's file.
    public var original: String?
    /// For an outdated page found in git's history: the original's sections that changed
    /// since, and the diff of its Markdown.
    public var changedSections: [String]?
    public var diff: [String]?
  }

  public var rows: [Row]
  public var defaultLanguage: String

  /// Counts by language and state, for the totals line.
  public func totals(for language: String) -> [State: Int] {
    var counts: [State: Int] = [:]
    for row in rows where row.language == language { counts[row.state, default: 0] += 1 }
    return counts
  }

  /// The status of every page of a scanned content folder. `history` finds what changed in an
  /// original since an acknowledged version (nil: do not look).
  /// `index`: the site's index of `scanned`, when the caller has made it already (a build's
  /// plan has: making it again was a sixth of the plan of a one-page rebuild).
  public static func of(_ scanned: ContentLoader.Scanned, index: SiteIndex? = nil, history: OriginalHistory? = nil)
    -> TranslationStatus
  {
    let index = index ?? SiteIndex(config: scanned.config, pages: scanned.pages)
    let defaultLanguage = scanned.config.defaultLanguage
    var byKey: [String: [String: SourcePage]] = [:]
    for page in scanned.pages { byKey[page.translationKey, default: [:]][page.language] = page }
    var rows: [Row] = []
    for key in index.keys {
      let versions = byKey[key] ?? [:]
      let original = versions[defaultLanguage]
      let originalRecord = original.flatMap { scanned.records[ContentLoader.recordKey($0)] }
      for language in scanned.config.languages.map(\.code) {
        guard let page = versions[language] else {
          rows.append(Row(page: key, language: language, state: .missing, original: original?.file))
          continue
        }
        var row = Row(page: key, language: language, state: .original, file: page.file, original: original?.file)
        if language != defaultLanguage, let originalRecord, let original {
          if let stamp = page.frontMatter.translatedFrom {
            row.state = stamp == originalRecord.translationHash ? .upToDate : .outdated
            if row.state == .outdated, let change = history?.changes(in: original.file, since: stamp) {
              row.changedSections = change.sections
              row.diff = change.diff
            }
          } else {
            row.state = .untracked
          }
        }
        rows.append(row)
      }
    }
    return TranslationStatus(rows: rows, defaultLanguage: defaultLanguage)
  }

  /// Output paths (`zh/intro/index.html`) of translations whose original changed since they
  /// were acknowledged: those pages carry a notice.
  public func outdatedPages(in index: SiteIndex) -> Set<String> {
    Set(
      rows.filter { $0.state == .outdated }.map {
        index.entry(key: $0.page, language: $0.language)?.outputPath
          ?? "\($0.language)/\(SiteIndex.slugPath(for: $0.page))index.html"
      })
  }
}

/// What changed in an original since a translated version, read from git's history: the
/// newest commit whose version of the file has the stamp's hash is the one translated.
public struct OriginalHistory: Sendable {
  /// At most this many commits of a file are looked at.
  public var depth = 200

  public init(depth: Int = 200) {
    self.depth = depth
  }

  public struct Change: Sendable {
    public var sections: [String]
    public var diff: [String]
  }

  public func changes(in file: String, since stamp: String) -> Change? {
    let folder = (file as NSString).deletingLastPathComponent
    guard
      let top = git(["-C", folder.isEmpty ? "." : folder, "rev-parse", "--show-toplevel"])?.trimmingCharacters(
        in: .whitespacesAndNewlines),
      let current = try? String(contentsOfFile: file, encoding: .utf8)
    else { return nil }
    let absolute = ContentPath.resolved(file)
    let root = ContentPath.resolved(top)
    guard absolute.hasPrefix(root + "/") else { return nil }
    let relative = String(absolute.dropFirst(root.count + 1))
    guard let log = git(["-C", root, "log", "--format=%H", "-n", String(depth), "--", relative]) else { return nil }
    for commit in log.split(separator: "\n") {
      guard let old = git(["-C", root, "show", "\(commit):\(relative)"]) else { continue }
      let (split, _) = FrontMatterParser.split(old, file: file)
      guard TranslationHash.of(old, frontMatter: split.frontMatter) == stamp else { continue }
      let oldLines = FrontMatterParser.bodyAfterFrontMatter(of: old.replacingOccurrences(of: "\r\n", with: "\n"))
        .sourceLines.map(String.init)
      let newLines = FrontMatterParser.bodyAfterFrontMatter(of: current.replacingOccurrences(of: "\r\n", with: "\n"))
        .sourceLines.map(String.init)
      let diff = UnifiedDiff.lines(from: oldLines, to: newLines)
      return Change(sections: Self.sections(touchedBy: diff, in: newLines), diff: diff)
    }
    return nil
  }

  /// The headings (`#`…) above the lines a diff adds or changes, in order, once each.
  static func sections(touchedBy diff: [String], in lines: [String]) -> [String] {
    var touched: [Int] = []
    var newLine = 0
    for line in diff {
      if line.hasPrefix("@@") {
        // @@ -a,b +c,d @@
        let plus = line.split(separator: " ").first { $0.hasPrefix("+") } ?? "+1"
        newLine = Int(plus.dropFirst().split(separator: ",").first ?? "1") ?? 1
      } else if line.hasPrefix("+") {
        touched.append(newLine)
        newLine += 1
      } else if line.hasPrefix("-") {
        touched.append(newLine)
      } else {
        newLine += 1
      }
    }
    var sections: [String] = []
    for number in touched {
      let heading =
        lines.prefix(max(0, number)).last { $0.hasPrefix("#") }
        .map { String($0.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces) } ?? "(top of the page)"
      if !sections.contains(heading) { sections.append(heading) }
    }
    return sections
  }

  private func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }
}
