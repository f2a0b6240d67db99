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
    guard let configData = FileManager.default.contents(atPath: configFile) else {
      let location = SourceLocation(file: configFile, line: 1, column: 1)
      return (nil, [.error("content.config", at: location, "no site config: create \(configFile) (see README)")])
    }
    guard let configText = decode(configData, file: configFile, into: &diagnostics) else {
      return (nil, diagnostics)
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

    var pages: [SourcePage] = []
    for language in config.languages {
      let folder = join(contentPath, language.code)
      for relativePath in markdownFiles(under: folder) {
        let file = join(folder, relativePath)
        guard let data = FileManager.default.contents(atPath: file) else {
          diagnostics.append(.error("content.unreadable", at: SourceLocation(file: file, line: 1), "cannot read the file"))
          continue
        }
        guard let text = decode(data, file: file, into: &diagnostics) else { continue }
        let (split, problems) = FrontMatterParser.split(text, file: file)
        diagnostics += problems
        pages.append(
          SourcePage(
            language: language.code, relativePath: relativePath, file: file, text: text,
            frontMatter: split.frontMatter, body: split.body))
      }
    }
    return (Loaded(config: config, pages: pages), diagnostics)
  }

  // MARK: - Files

  private func decode(_ data: Data, file: String, into diagnostics: inout [Diagnostic]) -> String? {
    switch SourceText.decode(data) {
    case .success(let text):
      return text
    case .failure(.invalidUTF8(let line, let column, let byte)):
      diagnostics.append(
        .error(
          "content.encoding", at: SourceLocation(file: file, line: line, column: column),
          "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))): save the file as UTF-8"))
      return nil
    }
  }

  /// Every `.md` file below `folder`, as sorted relative paths (sorted so builds are stable).
  private func markdownFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".md"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        files.append(path)
      }
    }
    return files.sorted()
  }

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
