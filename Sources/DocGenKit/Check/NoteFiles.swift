import Foundation

/// The Markdown notes named on a command line (files, or folders searched recursively),
/// read into pages.
///
/// A note below a folder holding `site.yml` knows its language (the first folder below) and
/// its path within the language, which is what pairs translations for `check`.
struct NoteFiles {
  struct Note {
    var page: SourcePage
    /// The content folder this note belongs to, when there is one.
    var contentRoot: String?
  }

  static func collect(_ paths: [String]) -> ([Note], [Diagnostic]) {
    var notes: [Note] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(.error("check.path", at: SourceLocation(file: path, line: 1), "no such file or folder"))
        continue
      }
      let files = isDirectory.boolValue ? SourceText.markdownFiles(under: path).map { join(path, $0) } : [path]
      for file in files where seen.insert(ContentPath.resolved(file)).inserted {
        switch SourceText.read(file, unreadableID: "check.path") {
        case .failure(let problem):
          diagnostics.append(problem)
        case .success(let text):
          let (split, problems) = FrontMatterParser.split(text, file: file)
          diagnostics += problems
          let (root, language, relativePath) = placement(of: file)
          notes.append(
            Note(
              page: SourcePage(
                language: language ?? "", relativePath: relativePath ?? (file as NSString).lastPathComponent,
                file: file, text: text, frontMatter: split.frontMatter, body: split.body),
              contentRoot: root))
        }
      }
    }
    return (notes, diagnostics)
  }

  /// The content folder above `file` (the nearest holding `site.yml`), the language folder
  /// below it, and the path inside that.
  private static func placement(of file: String) -> (root: String?, language: String?, relativePath: String?) {
    var components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    var below: [String] = [components.removeLast()]
    while !components.isEmpty {
      let folder = components.joined(separator: "/")
      let config = join(folder.isEmpty ? "." : folder, ContentLoader.configFileName)
      if FileManager.default.fileExists(atPath: config), below.count >= 2 {
        return (folder.isEmpty ? "." : folder, below[0], below.dropFirst().joined(separator: "/"))
      }
      below.insert(components.removeLast(), at: 0)
    }
    return (nil, nil, nil)
  }
}
