import Foundation
import Workers

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
    /// Problems with its front matter.
    var problems: [Diagnostic] = []
  }

  static func collect(_ paths: [String]) -> ([Note], [Diagnostic]) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(.error(.checkPath, at: SourceLocation(file: path, line: 1), "no such file or folder"))
        continue
      }
      var found = [path]
      if isDirectory.boolValue {
        let listing = SourceText.markdownFiles(under: path)
        diagnostics += listing.problems(under: path)
        found = listing.files.map { join(path, $0) }
      }
      files += found.filter { seen.insert(ContentPath.resolved($0)).inserted }
    }
    // Read, decode and split on every core, keeping the order of the files.
    let read = files.parallelMap { file -> Result<Note, Diagnostic> in
      switch SourceText.read(file, unreadableID: .checkPath) {
      case .failure(let problem):
        return .failure(problem)
      case .success(let text):
        let (split, problems) = FrontMatterParser.split(text, file: file)
        let (root, language, relativePath) = placement(of: file)
        let page = SourcePage(
          language: language ?? "", relativePath: relativePath ?? (file as NSString).lastPathComponent,
          file: file, text: text, frontMatter: split.frontMatter, body: split.body)
        return .success(Note(page: page, contentRoot: root, problems: problems))
      }
    }
    var notes: [Note] = []
    for result in read {
      switch result {
      case .failure(let problem): diagnostics.append(problem)
      case .success(let note):
        diagnostics += note.problems
        notes.append(note)
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
