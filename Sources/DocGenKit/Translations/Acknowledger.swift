import Foundation

/// `docgen ack`: records, in each translation's front matter, the version of its original it
/// now follows (`translatedFrom:`), after a person reviewed it. Only that line changes; every
/// other byte of the file stays as it was.
public struct Acknowledger: Sendable {
  public var paths: [String]

  public init(paths: [String]) {
    self.paths = paths
  }

  public struct Report: Sendable {
    /// `file: stamp` for each translation whose stamp changed.
    public var stamped: [String]
    public var diagnostics: [Diagnostic]
  }

  public func run() -> Report {
    let (notes, problems) = NoteFiles.collect(paths)
    var report = Report(stamped: [], diagnostics: problems)
    var configs: [String: SiteConfig] = [:]
    for note in notes {
      let page = note.page
      let here = SourceLocation(file: page.file, line: 1)
      guard let root = note.contentRoot else {
        report.diagnostics.append(.error("ack.path", at: here, "not inside a content folder (one with site.yml): nothing to compare it with"))
        continue
      }
      if configs[root] == nil, case .success(let text) = SourceText.read(join(root, ContentLoader.configFileName), unreadableID: "ack.config") {
        configs[root] = SiteConfigLoader.load(text: text, file: join(root, ContentLoader.configFileName)).0
      }
      guard let config = configs[root] else {
        report.diagnostics.append(.error("ack.config", at: here, "the site config of \(root) does not load; run 'docgen build' to see why"))
        continue
      }
      if page.language == config.defaultLanguage { continue }  // an original: nothing to acknowledge
      let originalFile = join(join(root, config.defaultLanguage), page.translationKey)
      guard case .success(let original) = SourceText.read(originalFile, unreadableID: "ack.original") else {
        report.diagnostics.append(.error("ack.original", at: here, "its original \(originalFile) does not exist"))
        continue
      }
      let stamp = TranslationHash.of(original, frontMatter: FrontMatterParser.split(original, file: originalFile).0.frontMatter)
      guard page.frontMatter.translatedFrom != stamp else { continue }
      let stamped = Self.stamp(page.text, with: stamp)
      do {
        try Data(stamped.utf8).write(to: URL(fileURLWithPath: page.file), options: .atomic)
        report.stamped.append("\(page.file): \(stamp)")
      } catch {
        report.diagnostics.append(.error("ack.write", at: here, "cannot write the file: \(error.localizedDescription)"))
      }
    }
    return report
  }

  /// The text with `translatedFrom: stamp` in its front matter: the existing line's value
  /// replaced, or a line added before the closing `---`, or front matter added at the top.
  /// Line endings follow the file's first line.
  static func stamp(_ text: String, with stamp: String) -> String {
    var lines = text.sourceLines.map(String.init)
    let ending = lines.first?.hasSuffix("\r") == true ? "\r" : ""
    let entry = "translatedFrom: \(stamp)" + ending
    guard lines.first?.trimmingCharacters(in: .init(charactersIn: "\r")) == "---",
      let closing = lines.indices.dropFirst().first(where: {
        let line = lines[$0].trimmingCharacters(in: .init(charactersIn: "\r"))
        return line == "---" || line == "..."
      })
    else {
      return "---\(ending)\n\(entry)\n---\(ending)\n" + text
    }
    if let existing = lines[1..<closing].firstIndex(where: { $0.hasPrefix("translatedFrom:") }) {
      lines[existing] = entry
    } else {
      lines.insert(entry, at: closing)
    }
    return lines.joined(separator: "\n")
  }
}
