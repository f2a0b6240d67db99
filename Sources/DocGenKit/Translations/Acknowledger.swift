import Foundation
import Yams

#if canImport(Glibc)
  import Glibc
#endif

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
        report.diagnostics.append(
          .error(.ackPath, at: here, "not inside a content folder (one with site.yml): nothing to compare it with"))
        continue
      }
      if configs[root] == nil,
        case .success(let text) = SourceText.read(join(root, ContentLoader.configFileName), unreadableID: .ackConfig)
      {
        configs[root] = SiteConfigLoader.load(text: text, file: join(root, ContentLoader.configFileName)).0
      }
      guard let config = configs[root] else {
        report.diagnostics.append(
          .error(.ackConfig, at: here, "the site config of \(root) does not load; run 'docgen build' to see why"))
        continue
      }
      if page.language == config.defaultLanguage { continue }  // an original: nothing to acknowledge
      let originalFile = ContentPath.file(ofPage: page.translationKey, in: join(root, config.defaultLanguage))
      guard case .success(let original) = SourceText.read(originalFile, unreadableID: .ackOriginal) else {
        report.diagnostics.append(.error(.ackOriginal, at: here, "its original \(originalFile) does not exist"))
        continue
      }
      let stamp = TranslationHash.of(
        original, frontMatter: FrontMatterParser.split(original, file: originalFile).0.frontMatter)
      guard page.frontMatter.translatedFrom != stamp else { continue }
      let stamped: String
      switch Self.stamp(page.text, with: stamp) {
      case .success(let text): stamped = text
      case .failure(let problem):
        report.diagnostics.append(.error(.ackFrontMatter, at: here, problem.message))
        continue
      }
      if let problem = Self.write(stamped, over: page.file, contentRoot: root) {
        report.diagnostics.append(.error(problem.id, at: here, problem.message))
      } else {
        report.stamped.append("\(page.file): \(stamp)")
      }
    }
    return report
  }

  /// Why a note could not be stamped, in words for the author.
  struct Problem: Error, Equatable {
    var id = DiagnosticID.ackFrontMatter
    var message: String
  }

  /// Writes `text` as the note's new contents: whole or not at all (a new file, then a
  /// rename), with the note's permissions. A note that is a symbolic link is written through
  /// to the file it names, so the link stays a link; one that leads out of the content folder
  /// is refused, as the build refuses to read it.
  static func write(_ text: String, over file: String, contentRoot: String) -> Problem? {
    var info = stat()
    guard lstat(file, &info) == 0 else {
      return Problem(id: .ackWrite, message: "cannot read the file's status: \(String(cString: strerror(errno)))")
    }
    var target = file
    if (info.st_mode & S_IFMT) == S_IFLNK {
      guard !ContentPath.leavesRoot(file, root: contentRoot) else {
        return Problem(
          id: .ackSymlink,
          message:
            "this note is a symbolic link to '\(ContentPath.resolved(file))', outside the content folder '\(contentRoot)': docgen does not write there"
        )
      }
      target = ContentPath.resolved(file)
      guard stat(target, &info) == 0 else {
        return Problem(
          id: .ackWrite, message: "cannot read the status of '\(target)': \(String(cString: strerror(errno)))")
      }
    }
    guard WholeFile.write(Data(text.utf8), to: target, mode: info.st_mode & 0o7777) else {
      return Problem(id: .ackWrite, message: "cannot write the file: \(String(cString: strerror(errno)))")
    }
    return nil
  }

  /// The text with `translatedFrom: stamp` in its front matter: the existing entry replaced
  /// (however YAML spells its key: `translatedFrom : x`, `"translatedFrom": x`, a value on the
  /// next line), or a line added before the closing `---`, or front matter added at the top.
  /// Line endings follow the file's first line; every other line stays as it was.
  ///
  /// The front matter is read with YAML's own parser to find the entry, and the result is read
  /// back: front matter whose stamp cannot be written as a line of its own (a `{…}` mapping,
  /// YAML that does not parse) is left alone, with the reason, rather than made unreadable.
  static func stamp(_ text: String, with stamp: String) -> Result<String, Problem> {
    var lines = text.sourceLines.map(String.init)
    let ending = lines.first?.hasSuffix("\r") == true ? "\r" : ""
    func content(_ line: String) -> String { line.hasSuffix("\r") ? String(line.dropLast()) : line }
    guard lines.first.map(content) == "---",
      let closing = lines.indices.dropFirst().first(where: {
        content(lines[$0]) == "---" || content(lines[$0]) == "..."
      })
    else {
      return .success("---\(ending)\ntranslatedFrom: \(stamp)\(ending)\n---\(ending)\n" + text)
    }
    let yaml = lines[1..<closing].map(content).joined(separator: "\n")
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
    } catch {
      return .failure(
        Problem(
          message: "its front matter is not valid YAML: fix it (docgen build says where), then run docgen ack again"))
    }
    // A line of the front matter by its YAML line (1 is the line after the opening `---`).
    func index(_ mark: Mark?) -> Int { 1 + max(0, (mark?.line ?? 1) - 1) }
    var indentation = ""
    if let root {
      // A block mapping: each key starts a line of its own (Yams does not say which style it
      // read, so the lines are looked at).
      guard let mapping = root.mapping,
        Set(mapping.map { index($0.key.mark) }).count == mapping.count,
        mapping.allSatisfy({ entry in
          let line = content(lines[index(entry.key.mark)])
          let before = line.prefix(max(0, (entry.key.mark?.column ?? 1) - 1))
          return before.allSatisfy { $0 == " " || $0 == "?" }
        })
      else {
        return .failure(
          Problem(
            message:
              "its front matter is not written one 'key: value' per line, so the stamp has no line of its own: rewrite it that way, then run docgen ack again"
          ))
      }
      if let first = mapping.first?.key.mark { indentation = String(repeating: " ", count: max(0, first.column - 1)) }
      let entries = Array(mapping)
      if let found = entries.firstIndex(where: { $0.key.scalar?.string == "translatedFrom" }) {
        let start = index(entries[found].key.mark)
        // The entry runs to the next key's line; blank and comment lines before it stay.
        var end = found + 1 < entries.count ? index(entries[found + 1].key.mark) : closing
        let valueLine = index(entries[found].value.mark)
        while end - 1 > max(start, valueLine),
          content(lines[end - 1]).trimmingCharacters(in: .whitespaces).isEmpty
            || content(lines[end - 1]).trimmingCharacters(in: .whitespaces).hasPrefix("#")
        {
          end -= 1
        }
        lines.replaceSubrange(start..<max(start + 1, end), with: [indentation + "translatedFrom: \(stamp)" + ending])
        return verified(lines.joined(separator: "\n"), stamp: stamp)
      }
    }
    lines.insert(indentation + "translatedFrom: \(stamp)" + ending, at: closing)
    return verified(lines.joined(separator: "\n"), stamp: stamp)
  }

  /// `text`, if its front matter reads back without a problem and with `stamp`.
  private static func verified(_ text: String, stamp: String) -> Result<String, Problem> {
    let (split, problems) = FrontMatterParser.split(text, file: "")
    guard problems.isEmpty, split.frontMatter.translatedFrom == stamp else {
      return .failure(
        Problem(
          message:
            "the stamp cannot be written into this front matter without breaking it: write it one 'key: value' per line, then run docgen ack again"
        ))
    }
    return .success(text)
  }
}
