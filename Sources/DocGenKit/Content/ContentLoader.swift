import Foundation
import Workers

#if canImport(Glibc)
  import Glibc
#endif

/// Stage 1 of a build: reads `Content/site.yml` and finds every `Content/<lang>/**/*.md`.
///
/// The scan keeps what the site's index needs of each note — where it is, its front matter,
/// its title — and not its text: a page's text is read again when the page is rendered
/// (``loadPage(_:)``), so memory does not grow with the site. A note whose size and
/// modification time match the previous build's record is not read at all: its record is
/// reused (as git's index and make do).
///
/// Problems (no site config, a folder that is not a configured language, a file that is not
/// UTF-8, broken front matter) are all collected; the caller decides whether to go on.
public struct ContentLoader: Sendable {
  /// The content folder as the user named it; diagnostics show paths under it.
  public var contentPath: String

  public init(contentPath: String) {
    self.contentPath = contentPath
  }

  public static let configFileName = "site.yml"

  /// What a build remembers of a note, to know next time whether it changed.
  public struct NoteRecord: Codable, Sendable, Equatable {
    public var size: Int64
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64
    /// ``ContentHash`` of the file's bytes.
    public var hash: String
    public var frontMatter: FrontMatter
    public var title: String
    public var hasTitleHeading: Bool
    /// ``TranslationHash`` of the note: what its translations' `translatedFrom` must match.
    public var translationHash: String
    /// Its sections' heading ids by section key (``SectionOutline/anchors``), for notes of the
    /// default language only (their translations show them as aliases); nil for the others.
    public var anchors: [String: String]?
    /// The files beside the notes it names (pictures, downloads), as paths inside the content
    /// folder (``LinkedFileReferences``): the plan keys its page by their bytes too.
    public var files: [String] = []
    /// Warnings about its front matter (keys ignored, a date not read), said again by every
    /// scan that reuses the record instead of reading the note.
    public var warnings: [Diagnostic] = []
  }

  public struct Scanned: Sendable {
    public var config: SiteConfig
    /// ``ContentHash`` of site.yml's bytes.
    public var configHash: String
    /// Pages in language order (as configured), then by relative path; their `text` and
    /// `body` are empty (``loadPage(_:)`` reads them).
    public var pages: [SourcePage]
    /// Records by `language/relativePath`.
    public var records: [String: NoteRecord]
    /// The scenario blocks of each note read by this scan (not of notes whose record was
    /// reused), by file: what ``ScenarioCensus`` counts.
    public var scenarioFingerprints: [String: [ScenarioFences.Fingerprint]] = [:]
    /// The files beside the notes that published notes name (``scanLinkedFiles(reusing:)``).
    public var linkedFiles = LinkedFiles()

    /// Checks and reads every file a published note names, reusing `previous` records of files
    /// whose size and time did not change.
    public mutating func scanLinkedFiles(contentPath: String, reusing previous: [String: LinkedFileRecord]) {
      var paths = Set<String>()
      for page in pages where !page.frontMatter.isDraft {
        paths.formUnion(records[ContentLoader.recordKey(page)]?.files ?? [])
      }
      linkedFiles = LinkedFiles.scan(paths, contentPath: contentPath, previous: previous)
    }
  }

  /// The key of a note in records: `en/guide/intro.md`.
  public static func recordKey(_ page: SourcePage) -> String {
    page.language + "/" + page.relativePath
  }

  /// Reads the config and every note's front matter; `previous` holds the last build's records
  /// (asked for only once the config is read and the notes are listed, so a caller can still
  /// be reading them meanwhile).
  public func scan(reusing previous: @autoclosure () -> [String: NoteRecord] = [:]) -> (Scanned?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let configFile = join(contentPath, Self.configFileName)
    guard FileManager.default.fileExists(atPath: configFile) else {
      let location = SourceLocation(file: configFile, line: 1, column: 1)
      return (nil, [.error(.siteConfig, at: location, "no site config: create \(configFile) (see README)")])
    }
    let configText: String
    switch SourceText.read(configFile, unreadableID: .siteConfig) {
    case .success(let text): configText = text
    case .failure(let problem): return (nil, [problem])
    }
    let (maybeConfig, configProblems) = SiteConfigLoader.load(text: configText, file: configFile)
    diagnostics += configProblems
    guard let config = maybeConfig else { return (nil, diagnostics) }

    let codes = Set(config.languages.map(\.code))
    for entry in sortedEntries(of: contentPath) where !entry.hasPrefix(".") {
      let path = join(contentPath, entry)
      if isDirectory(path) {
        if !codes.contains(entry) {
          diagnostics.append(
            .error(
              .unknownLanguage, at: SourceLocation(file: path, line: 1),
              "folder '\(entry)' is not a language of \(configFile) (languages: \(config.languages.map(\.code).joined(separator: ", ")))"
            ))
        }
      } else if codes.contains(entry) {
        // The language's pages would all be missing, each page shown in the default
        // language's words: the site would be wrong, so the build stops.
        diagnostics.append(
          .error(
            .languageFolder, at: SourceLocation(file: path, line: 1),
            "'\(entry)' is a language of \(configFile), but this is a file, not a folder: the pages of '\(entry)' go in the folder \(path)/"
          ))
      } else if entry.hasSuffix(".md"), codes.contains(String(entry.dropLast(3))) {
        // Nothing the site has is lost (the file was never part of it), and a file of the
        // maintainers' beside the languages is legitimate: a warning, not an error.
        let code = String(entry.dropLast(3))
        let folder = join(contentPath, code)
        diagnostics.append(
          Diagnostic(
            .warning, .strayNote, at: SourceLocation(file: path, line: 1),
            "this file is not a page: the pages of '\(code)' are the notes in the folder \(folder)/ (its home page is \(join(folder, "index.md")))"
          ))
      }
    }

    // Notes are checked, read and split on every core; results keep the sorted order.
    let root = contentPath
    // The folder walk does not enter symlinked folders, so a note can leave Content/ only as a
    // symlinked file (checked per note) or through a symlinked language folder (checked here).
    let languages = config.languages.map(\.code).filter { code in
      let folder = join(root, code)
      guard ContentPath.leavesRoot(folder, root: root) else { return true }
      diagnostics.append(
        .error(
          .contentSymlink, at: SourceLocation(file: folder, line: 1),
          "this language folder is a symbolic link to '\(ContentPath.resolved(folder))', outside the content folder '\(root)'"
        ))
      return false
    }
    let files = languages.flatMap { language in
      let listing = SourceText.markdownFiles(under: join(root, language))
      diagnostics += listing.problems(under: join(root, language))
      return listing.files.map { (language: language, relativePath: $0) }
    }
    let previous = previous()
    // Each note is looked up from its open language folder: the kernel then walks only the
    // note's path inside it, not the content folder's path again for every note.
    let folders = LanguageFolders(root: root, languages: languages)
    let scanned = files.parallelMap { file in
      Self.scanNote(
        language: file.language, relativePath: file.relativePath, contentPath: root,
        folder: folders.descriptors[file.language] ?? AT_FDCWD, previous: previous,
        withAnchors: file.language == config.defaultLanguage)
    }
    folders.closeAll()
    var scan = Scanned(config: config, configHash: ContentHash.of(Data(configText.utf8)), pages: [], records: [:])
    for note in scanned {
      diagnostics += note.problems
      if let page = note.page, let record = note.record {
        scan.pages.append(page)
        scan.records[Self.recordKey(page)] = record
        if let fingerprints = note.scenarioFingerprints { scan.scenarioFingerprints[page.file] = fingerprints }
      }
    }
    return (scan, diagnostics)
  }

  /// The page with its text, read again for rendering (checked as in the scan).
  public func loadPage(_ page: SourcePage) -> Result<SourcePage, Diagnostic> {
    SourceText.read(page.file).map { text in
      var full = page
      full.text = text
      full.body = FrontMatterParser.body(of: text)
      return full
    }
  }

  /// What the scan learnt of one note; `page` and `record` are nil when it cannot be used.
  private struct ScannedNote {
    var page: SourcePage?
    var record: NoteRecord?
    var problems: [Diagnostic]
    /// Its scenario blocks, when the note was read (not when its record was reused).
    var scenarioFingerprints: [ScenarioFences.Fingerprint]?

    init(
      _ page: SourcePage?, _ record: NoteRecord?, _ problems: [Diagnostic],
      scenarioFingerprints: [ScenarioFences.Fingerprint]? = nil
    ) {
      self.page = page
      self.record = record
      self.problems = problems
      self.scenarioFingerprints = scenarioFingerprints
    }
  }

  /// The open language folders of a scan, by code (a folder that cannot be opened has none:
  /// its notes are looked up by their full path).
  private struct LanguageFolders: Sendable {
    let descriptors: [String: Int32]

    init(root: String, languages: [String]) {
      var descriptors: [String: Int32] = [:]
      for language in languages {
        let descriptor = open(join(root, language), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { descriptors[language] = descriptor }
      }
      self.descriptors = descriptors
    }

    func closeAll() {
      for descriptor in descriptors.values { close(descriptor) }
    }
  }

  /// One note: its name and place checked, then its record reused (same size and time) or
  /// made from its bytes. `folder`: its language folder, open (or `AT_FDCWD`).
  private static func scanNote(
    language: String, relativePath: String, contentPath: String, folder: Int32, previous: [String: NoteRecord],
    withAnchors: Bool
  ) -> ScannedNote {
    let file = join(join(contentPath, language), relativePath)
    if let problem = ContentPath.problem(in: relativePath) {
      return ScannedNote(
        nil, nil, [.error(.fileName, at: SourceLocation(file: ContentPath.visible(file), line: 1), problem)])
    }
    var info = stat()
    var stated =
      (folder == AT_FDCWD ? lstat(file, &info) : fstatat(folder, relativePath, &info, AT_SYMLINK_NOFOLLOW)) == 0
    if stated, (info.st_mode & S_IFMT) == S_IFLNK {
      if ContentPath.leavesRoot(file, root: contentPath) {
        let message =
          "this note is a symbolic link to '\(ContentPath.resolved(file))', outside the content folder '\(contentPath)': copy the file in instead"
        return ScannedNote(nil, nil, [.error(.contentSymlink, at: SourceLocation(file: file, line: 1), message)])
      }
      // A link inside the folder: what counts is the file it names (one `lstat` serves every
      // other note, which is most of a no-op build's system calls).
      stated = stat(file, &info) == 0
    }
    var page = SourcePage(
      language: language, relativePath: relativePath, file: file, text: "", frontMatter: FrontMatter(), body: "")
    let size = Int64(info.st_size)
    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    if stated, let record = previous[recordKey(page)], record.size == size, record.modified == modified,
      (record.anchors != nil) == withAnchors
    {
      page.frontMatter = record.frontMatter
      return ScannedNote(page, record, record.warnings)
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return ScannedNote(
        nil, nil, [.error(.unreadable, at: SourceLocation(file: file, line: 1), "cannot read the file")])
    }
    let text: String
    switch SourceText.decode(data, file: file) {
    case .success(let decoded): text = decoded
    case .failure(let problem): return ScannedNote(nil, nil, [problem])
    }
    let (split, problems) = FrontMatterParser.split(text, file: file)
    page.frontMatter = split.frontMatter
    page.text = text
    page.body = split.body
    let outline = page.outline(withAnchors: withAnchors)
    let record = NoteRecord(
      size: Int64(data.count), modified: stated ? modified : 0, hash: ContentHash.of(data),
      frontMatter: split.frontMatter,
      title: outline.title, hasTitleHeading: outline.hasTitleHeading,
      translationHash: TranslationHash.of(text, frontMatter: split.frontMatter), anchors: outline.anchors,
      files: outline.files, warnings: problems.filter { $0.severity != .error })
    page.text = ""
    page.body = ""
    return ScannedNote(
      page, record, problems, scenarioFingerprints: ScenarioFences.fingerprints(of: text, language: language))
  }

  // MARK: - Files

  private func sortedEntries(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
