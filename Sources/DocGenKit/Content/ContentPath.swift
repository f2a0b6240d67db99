import Foundation

/// The rules for every path that comes from content (a note's file name, `translationOf:`,
/// a language folder), checked where the path enters the pipeline.
///
/// Notes arrive in pull requests, so a name is hostile until checked: it must not climb out of
/// its folder, must not be a symlink to somewhere else, and must not carry control characters
/// (which no URL or terminal shows faithfully). Everything else — quotes, `#`, `?`, `%`,
/// spaces, Chinese — is a legitimate name and is percent-encoded where it becomes a URL
/// (``HTML/url(_:)``).
enum ContentPath {
  /// Why a path from content was refused, in words for the author.
  struct Problem: Error, Equatable {
    var message: String
  }

  /// Why a relative path (`guide/intro.md`) cannot name a page, or nil when it can.
  static func problem(in relativePath: String) -> String? {
    if relativePath.isEmpty { return "the path is empty" }
    if relativePath.hasPrefix("/") { return "'\(relativePath)' is absolute; name a path inside the language folder" }
    for component in relativePath.split(separator: "/", omittingEmptySubsequences: false) {
      if component.isEmpty || component == "." || component == ".." {
        return "'\(relativePath)' must not contain empty, '.' or '..' parts"
      }
      if let scalar = component.unicodeScalars.first(where: isControl) {
        return "the name '\(visible(relativePath))' contains the control character U+\(hex(scalar)); rename the file"
      }
      if component.utf8.count > 240 {
        return "the name '\(component.prefix(40))…' is longer than 240 bytes"
      }
    }
    return nil
  }

  /// `translationOf:` as a key of the default language: `./a/../b.md` → `b.md`; a value that
  /// leaves the language folder, is absolute or is not a `.md` file is refused with a reason.
  static func normalizedTranslationKey(_ raw: String) -> Result<String, Problem> {
    if raw.hasPrefix("/") || raw.hasPrefix("\\") {
      return .failure(
        Problem(
          message:
            "translationOf: '\(visible(raw))' is absolute; name the original's path inside the default language's folder"
        ))
    }
    var components: [Substring] = []
    for part in raw.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !components.isEmpty else {
          return .failure(
            Problem(message: "translationOf: '\(visible(raw))' leads outside the default language's folder"))
        }
        components.removeLast()
      default: components.append(part)
      }
    }
    let key = components.joined(separator: "/")
    guard key.hasSuffix(".md"), key.count > 3 else {
      return .failure(Problem(message: "translationOf: '\(visible(raw))' must name a .md file of the default language"))
    }
    if let problem = problem(in: key) { return .failure(Problem(message: "translationOf: \(problem)")) }
    return .success(key)
  }

  /// The names a folder's own page may have: `index.md`, Hugo's `_index.md`, and GitHub's
  /// `README.md` (in any case), in the order an original is looked for.
  static let folderPageNames = ["index.md", "README.md", "readme.md", "_index.md"]

  /// Whether a note is its folder's page (``folderPageNames``, `README.md` in any case). Byte by
  /// byte: every page's key asks, many times a build.
  static func isFolderPage(_ relativePath: String) -> Bool {
    var path = relativePath
    return path.withUTF8 { bytes in
      let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
      let length = bytes.count - start
      guard length == 8 || length == 9 else { return false }
      func named(_ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == length else { return false }
        for offset in 0..<length {
          let byte = bytes[start + offset]
          let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
          if lowered != name.utf8Start[offset] { return false }
        }
        return true
      }
      return named("index.md") || named("_index.md") || named("readme.md")
    }
  }

  /// The key a note's page is known by: its path, but `<folder>/index.md` for a folder's page
  /// however it is named, so one folder's `README.md` and another language's `index.md` are
  /// one page (and two of them in one folder are two notes for one page).
  static func pageKey(_ relativePath: String) -> String {
    guard isFolderPage(relativePath) else { return relativePath }
    guard let slash = relativePath.lastIndex(of: "/") else { return "index.md" }
    return String(relativePath[...slash]) + "index.md"
  }

  /// The file of the page `key` in a language's folder: the key's own path, or for a folder's
  /// page whichever of ``folderPageNames`` is there (the first, when none is).
  static func file(ofPage key: String, in languageFolder: String) -> String {
    let direct = join(languageFolder, key)
    guard isFolderPage(key), !FileManager.default.fileExists(atPath: direct) else { return direct }
    let folder = key.contains("/") ? String(key[...key.lastIndex(of: "/")!]) : ""
    return folderPageNames.map { join(languageFolder, folder + $0) }.first {
      FileManager.default.fileExists(atPath: $0)
    }
      ?? direct
  }

  /// True when `file`, with every symlink resolved, lies outside `root` (also resolved): a
  /// note that is a link to `/etc/passwd` must not be published.
  static func leavesRoot(_ file: String, root: String) -> Bool {
    let resolvedRoot = resolved(root)
    let resolvedFile = resolved(file)
    return !(resolvedFile == resolvedRoot || resolvedFile.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/"))
  }

  /// The absolute path with `.`/`..` and every symlink resolved (`realpath(3)`), or the
  /// standardised absolute path when the file does not exist.
  static func resolved(_ path: String) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    InertText.isControl(scalar)
  }

  /// The text with control characters shown as `\u{…}`, so a message never carries them.
  static func visible(_ text: String) -> String {
    InertText.of(text, keepingLayout: false)
  }

  /// A name read from the file system as bytes: its UTF-8 as text (control characters shown as
  /// by ``visible(_:)``), each byte that is not part of valid UTF-8 shown as `\xE9`.
  static func visible(bytes: [UInt8]) -> String {
    var out = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
        out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
      case .error(let length):
        for byte in bytes[offset..<(offset + length)] {
          let digits = String(byte, radix: 16, uppercase: true)
          out += "\\x" + (digits.count == 1 ? "0" : "") + digits
        }
        offset += length
      case .emptyInput:
        return visible(out)
      }
    }
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
