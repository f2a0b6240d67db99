/// Every page of the site in every language, with translations paired and gaps filled.
///
/// Pages pair by relative path (or by `translationOf:`). The site has the union of all
/// pages in every language: where a language lacks a page, it gets the default language's
/// text (or the first language, in config order, that has it) and says so on the page.
/// That way switching language never leads to a missing page.
public struct SiteIndex: Sendable {
  /// One page as served in one language.
  public struct Entry: Sendable, Equatable {
    /// Pairs translations: the page's path in the language that defines it (`guide/intro.md`).
    public let key: String
    public let language: String
    /// The text shown: this language's page, or another language's when ``isFallback``.
    public let source: SourcePage
    public var isFallback: Bool { source.language != language }
    /// The page's folder in the site, without the language: `guide/intro/` (`""` for index.md).
    public let slugPath: String
    /// Where it is written: `en/guide/intro/index.html`. Made once: a build looks it up for
    /// every page several times (keys, changes, folders, the search index).
    public let outputPath: String

    init(key: String, language: String, source: SourcePage, slugPath: String) {
      self.key = key
      self.language = language
      self.source = source
      self.slugPath = slugPath
      outputPath = "\(language)/\(slugPath)index.html"
    }
  }

  public let config: SiteConfig
  /// Keys in a stable order: by the default language's `order`, then path.
  public private(set) var keys: [String] = []
  private var entries: [String: [String: Entry]] = [:]
  /// language → relative path → key, to resolve links written against a file's own name.
  private var keyByPath: [String: [String: String]] = [:]
  /// Every entry of the site, language by language, each in reading order.
  public private(set) var allEntries: [Entry] = []
  /// How many entries each language has (every language has every page, its own or a
  /// fallback, but a key can lose all its versions to a duplicate).
  private var counts: [String: Int] = [:]

  /// Problems found while pairing: two files translating one page, a `translationOf:` that
  /// names nothing.
  public private(set) var diagnostics: [Diagnostic] = []

  public init(config: SiteConfig, pages: [SourcePage]) {
    self.config = config
    var byKey: [String: [String: SourcePage]] = [:]
    for page in pages {
      let key = page.translationKey
      if let existing = byKey[key]?[page.language] {
        diagnostics.append(
          .error(
            .duplicateTranslation, at: SourceLocation(file: page.file, line: 1),
            "\(existing.file) already translates '\(key)'"))
        continue
      }
      byKey[key, default: [:]][page.language] = page
      keyByPath[page.language, default: [:]][page.relativePath] = key
    }
    // Two sources that land on one output path (`a.md` and `a/index.md` both become
    // `a/index.html`) would silently lose a page: refuse them, naming both files.
    var keyBySlug: [String: String] = [:]
    for key in byKey.keys.sorted() {
      let slug = Self.slugPath(for: key)
      guard let other = keyBySlug[slug] else {
        keyBySlug[slug] = key
        continue
      }
      let file = { (key: String) in byKey[key]?.values.map(\.file).min() ?? key }
      diagnostics.append(
        .error(
          .duplicateOutput, at: SourceLocation(file: file(key), line: 1),
          "\(file(key)) and \(file(other)) would both be written to \(slug)index.html: rename one of them"))
      byKey[key] = nil
    }
    let languageOrder = [config.defaultLanguage] + config.languages.map(\.code).filter { $0 != config.defaultLanguage }
    for (key, versions) in byKey {
      if versions[config.defaultLanguage] == nil,
        let page = versions.values.first(where: { $0.frontMatter.translationOf != nil })
      {
        diagnostics.append(
          .error(
            .translationOf, at: SourceLocation(file: page.file, line: 1),
            "translationOf: '\(key)' names no page of the default language '\(config.defaultLanguage)'"))
      }
      guard let fallback = languageOrder.lazy.compactMap({ versions[$0] }).first else { continue }
      let missing = config.languages.filter { versions[$0.code] == nil }
      if !missing.isEmpty {
        diagnostics.append(
          Diagnostic(
            .warning, .untranslated, at: SourceLocation(file: fallback.file, line: 1),
            "not translated into \(missing.map { "\($0.name) (\($0.code))" }.joined(separator: ", ")) yet: those readers get this text with a notice"
          ))
      }
      for language in config.languages.map(\.code) {
        entries[key, default: [:]][language] = Entry(
          key: key, language: language, source: versions[language] ?? fallback,
          slugPath: Self.slugPath(for: key))
      }
    }
    func rank(_ key: String) -> (Int, String) {
      let page = byKey[key].flatMap { versions in languageOrder.lazy.compactMap { versions[$0] }.first }
      let isHome = key == "index.md"
      return (isHome ? Int.min : page?.frontMatter.order ?? Int.max, key)
    }
    // Each key ranked once, not twice a comparison (a tenth of a rebuild with nothing to do).
    keys = byKey.keys.map(rank).sorted { $0 < $1 }.map(\.1)
    for language in config.languages {
      let languageEntries = entries(in: language.code)
      counts[language.code] = languageEntries.count
      allEntries += languageEntries
    }
  }

  public func entry(key: String, language: String) -> Entry? {
    entries[key]?[language]
  }

  /// The first page of a language in reading order (its home page when it has one).
  public func firstEntry(in language: String) -> Entry? {
    keys.lazy.compactMap { entries[$0]?[language] }.first
  }

  /// The pages of one language in reading order.
  public func entries(in language: String) -> [Entry] {
    keys.compactMap { entries[$0]?[language] }
  }

  /// How many pages `language` has (``entries(in:)``'s count, without making them).
  public func entryCount(in language: String) -> Int {
    counts[language] ?? 0
  }

  /// How many pages the site has, in all languages.
  public var pageCount: Int { allEntries.count }

  /// The key of the page a file in `language` at `relativePath` belongs to, if any: its own
  /// translation, or a page of another language served there as a fallback.
  public func key(forPath relativePath: String, in language: String) -> String? {
    if let key = keyByPath[language]?[relativePath] { return key }
    return entries[relativePath]?[language] != nil ? relativePath : nil
  }

  /// `guide/intro.md` → `guide/intro/`; `index.md` → ``; `guide/index.md` → `guide/`.
  static func slugPath(for key: String) -> String {
    var path = key.hasSuffix(".md") ? String(key.dropLast(3)) : key
    if path == "index" { return "" }
    if path.hasSuffix("/index") {
      path.removeLast("index".count)
      return path
    }
    return path + "/"
  }
}
