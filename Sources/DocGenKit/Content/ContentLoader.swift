import Foundation

/// Stage 1 of a build: reads `Content/site.yml` and every `Content/<lang>/**/*.md`.
///
/// Problems (no site config, a folder that is not a configured language, a file that is not
/// UTF-8, broken front matter) are all collected; the caller decides whether to go on.
public struct ContentLoader {
  /// The content folder as the user named it; diagnostics show paths under it.
  public var contentPath: String

  public init(contentPath: String) {
    self.contentPath = contentPath
  }

  public struct Loaded: Sendable {
    public var config: SiteConfig
    /// Pages in language order (as configured), then by relative path.
    public var pages: [SourcePage]
  }

  public static let configFileName = "site.yml"

  public func load() -> (Loaded?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let configFile = join(contentPath, Self.configFileName)
    guard FileManager.default.fileExists(atPath: configFile) else {
      let location = SourceLocation(file: configFile, line: 1, column: 1)
      return (nil, [.error("content.config", at: location, "no site config: create \(configFile) (see README)")])
    }
    let configText: String
    switch SourceText.read(configFile, unreadableID: "content.config") {
    case .success(let text): configText = text
    case .failure(let problem): return (nil, [problem])
    }
    let (maybeConfig, configProblems) = SiteConfigLoader.load(text: configText, file: configFile)
    diagnostics += configProblems
    guard let config = maybeConfig else { return (nil, diagnostics) }

    let codes = Set(config.languages.map(\.code))
    for entry in sortedEntries(of: contentPath) where isDirectory(join(contentPath, entry)) {
      if !codes.contains(entry) && !entry.hasPrefix(".") {
        diagnostics.append(
          .error(
            "content.unknown-language", at: SourceLocation(file: join(contentPath, entry), line: 1),
            "folder '\(entry)' is not a language of \(configFile) (languages: \(config.languages.map(\.code).joined(separator: ", ")))"
          ))
      }
    }

    // Files are read, decoded and split on every core; the results keep the sorted order.
    let root = contentPath
    let files = config.languages.flatMap { language in
      SourceText.markdownFiles(under: join(root, language.code)).map { (language: language.code, relativePath: $0) }
    }
    let loadedFiles = files.parallelMap { file -> (SourcePage?, [Diagnostic]) in
      Self.loadPage(language: file.language, relativePath: file.relativePath, contentPath: root)
    }
    var pages: [SourcePage] = []
    for (page, problems) in loadedFiles {
      diagnostics += problems
      if let page { pages.append(page) }
    }
    return (Loaded(config: config, pages: pages), diagnostics)
  }

  /// Reads one note: its name and place checked, its bytes decoded, its front matter split.
  private static func loadPage(language: String, relativePath: String, contentPath: String) -> (SourcePage?, [Diagnostic]) {
    let file = join(join(contentPath, language), relativePath)
    if let problem = ContentPath.problem(in: relativePath) {
      return (nil, [.error("content.file-name", at: SourceLocation(file: ContentPath.visible(file), line: 1), problem)])
    }
    if ContentPath.leavesRoot(file, root: contentPath) {
      return (
        nil,
        [
          .error(
            "content.symlink", at: SourceLocation(file: file, line: 1),
            "this note is a symbolic link to '\(ContentPath.resolved(file))', outside the content folder '\(contentPath)': copy the file in instead")
        ]
      )
    }
    let text: String
    switch SourceText.read(file, unreadableID: "content.unreadable") {
    case .success(let decoded): text = decoded
    case .failure(let problem): return (nil, [problem])
    }
    let (split, problems) = FrontMatterParser.split(text, file: file)
    return (
      SourcePage(
        language: language, relativePath: relativePath, file: file, text: text, frontMatter: split.frontMatter,
        body: split.body),
      problems
    )
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

func join(_ folder: String, _ name: String) -> String {
  folder.hasSuffix("/") ? folder + name : folder + "/" + name
}
