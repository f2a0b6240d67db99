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
  /// Notes marked `draft: true` (or `published: false`), by `language/relativePath`: not
  /// published, so a link to one says why it leads nowhere.
  public private(set) var drafts: Set<String> = []

  public init(config: SiteConfig, pages: [SourcePage]) {
    self.config = config
    var byKey: [String: [String: SourcePage]] = [:]
    for page in pages {
      if page.frontMatter.isDraft {
        drafts.insert(page.language + "/" + page.relativePath)
        continue
      }
      let key = page.translationKey
      if let existing = byKey[key]?[page.language] {
        // Two of a folder's pages (`README.md` and `index.md`) are two notes for one page.
        let isFolderPair = existing.relativePath != page.relativePath && ContentPath.isFolderPage(page.relativePath)
        let message =
          isFolderPair
          ? "\(page.file) and \(existing.file) would both be written to \(Self.slugPath(for: key))index.html: rename one of them"
          : "\(existing.file) already translates '\(key)'"
        diagnostics.append(
          .error(
            isFolderPair ? .duplicateOutput : .duplicateTranslation, at: SourceLocation(file: page.file, line: 1),
            message))
        continue
      }
      byKey[key, default: [:]][page.language] = page
      keyByPath[page.language, default: [:]][page.relativePath] = key
    }
    let languageOrder = [config.defaultLanguage] + config.languages.map(\.code).filter { $0 != config.defaultLanguage }
    // A page's folder in the site: from its path, or from the front matter of the version
    // shown first (its `permalink` or `slug`).
    var slugByKey: [String: String] = [:]
    for (key, versions) in byKey {
      let shown = languageOrder.lazy.compactMap { versions[$0] }.first ?? versions.values.first
      slugByKey[key] = Self.slugPath(for: key, frontMatter: shown?.frontMatter ?? FrontMatter())
    }
    // Two sources that land on one output path (`a.md` and `a/index.md` both become
    // `a/index.html`, as do `a/README.md` and a page whose permalink is `a/`) would silently
    // lose a page: refuse them, naming both files.
    var keyBySlug: [String: String] = [:]
    for key in byKey.keys.sorted() {
      let slug = slugByKey[key] ?? Self.slugPath(for: key)
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
          slugPath: slugByKey[key] ?? Self.slugPath(for: key))
      }
    }
    func rank(_ key: String) -> (Int, String) {
      let page = byKey[key].flatMap { versions in languageOrder.lazy.compactMap { versions[$0] }.first }
      let isHome = slugByKey[key] == ""
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
    let key = ContentPath.pageKey(relativePath)
    return entries[key]?[language] != nil ? key : nil
  }

  /// `guide/intro.md` → `guide/intro/`; `index.md` → ``; `guide/index.md` → `guide/` (so are
  /// `guide/README.md` and `guide/_index.md`: GitHub's and Hugo's folder pages).
  static func slugPath(for key: String) -> String {
    let path = key.hasSuffix(".md") ? String(key.dropLast(3)) : key
    guard isFolderPage(key) else { return path + "/" }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// The page's folder when its front matter places it: `permalink` names the whole folder,
  /// `slug` its last part.
  static func slugPath(for key: String, frontMatter: FrontMatter) -> String {
    if let permalink = frontMatter.permalink { return permalink }
    let path = slugPath(for: key)
    guard let slug = frontMatter.slug else { return path }
    let parent = path.dropLast().split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return (parent.isEmpty ? "" : parent + "/") + slug + "/"
  }

  /// Whether a note is its folder's page: `index.md`, `_index.md` or `README.md` (in any case,
  /// as GitHub shows a folder's readme).
  static func isFolderPage(_ key: String) -> Bool {
    ContentPath.isFolderPage(key)
  }
}
