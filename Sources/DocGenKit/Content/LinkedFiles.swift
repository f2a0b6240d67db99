import Foundation
import Workers

#if canImport(Glibc)
  import Glibc
#endif

/// Where a relative URL in a note leads when it names a file beside the notes — a picture
/// (`![](images/a.png)`, `<img src="a.png">`) or a download (`[slides](talk.pdf)`) — checked
/// as every path from content is (``ContentPath``).
enum LinkedFileTarget: Equatable, Sendable {
  /// Not a file beside the notes: a web address, a fragment, a path from the site's root, a
  /// link to a note (``LinkResolver``'s), or nothing.
  case notAFile
  /// The file's path inside the content folder (`en/guide/images/a.png`), and what followed
  /// the path in the URL (`#page=2`), kept on the copy's URL.
  case file(path: String, suffix: String)
  /// A path that may not be published, and why.
  case refused(String)

  /// Reads `destination`, written in the note at `relativePath` of `language`'s folder.
  init(_ destination: String, language: String, relativePath: String) {
    if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("?") || destination.hasPrefix("/")
      || destination.hasPrefix("\\") || HTMLPolicy.scheme(of: destination) != nil
    {
      self = .notAFile
      return
    }
    var path = destination
    var suffix = ""
    if let mark = path.firstIndex(where: { $0 == "#" || $0 == "?" }) {
      suffix = String(path[mark...])
      path = String(path[..<mark])
    }
    if path.isEmpty || path.hasSuffix("/") || path.lowercased().hasSuffix(".md") {
      self = .notAFile
      return
    }
    let decoded = path.contains("%") ? (path.removingPercentEncoding ?? path) : path
    var components = [language] + relativePath.split(separator: "/").map(String.init).dropLast()
    for part in decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
      switch part {
      case ".": continue
      case "..":
        guard !components.isEmpty else {
          self = .refused("'\(ContentPath.visible(destination))' leads outside the content folder")
          return
        }
        components.removeLast()
      default: components.append(part)
      }
    }
    let resolved = components.joined(separator: "/")
    if components.count < 2 {
      self = .refused("'\(ContentPath.visible(destination))' names the content folder itself")
    } else if let problem = ContentPath.problem(in: resolved) {
      self = .refused(problem)
    } else if components.last?.hasPrefix(".") == true
      || components.contains(where: { [".git", ".hg", ".svn"].contains($0) })
    {
      // GitBook keeps pictures in `.gitbook/assets/`: hidden folders are fine, but not a
      // hidden file (`.env`) nor a version control folder (a remote's password in .git/config).
      self = .refused(
        "'\(ContentPath.visible(destination))' names a hidden file or version control data, which is never published")
    } else {
      self = .file(path: resolved, suffix: suffix)
    }
  }
}

/// What a build knows of one file beside the notes, to know next time whether it changed
/// (as ``ContentLoader/NoteRecord`` for notes): kept in the build manifest.
public struct LinkedFileRecord: Sendable, Equatable {
  public var size: Int64
  /// Modification time in nanoseconds since 1970.
  public var modified: Int64
  /// ``ContentHash`` of the bytes; empty when the file cannot be published (``problem``).
  public var hash: String
  /// The picture's size as browsers show it (``ImageSize``), when it is a picture.
  public var width: Int?
  public var height: Int?
  /// Why the file is not published (an SVG that runs script), or nil.
  public var problem: String?
}

/// The files beside the notes that the site's notes name, each checked and read once a build
/// (a file whose size and time are those of the last build's record is not read again), and
/// where each goes in the site.
///
/// Copies are named by their bytes: `files/<first 16 hex digits of SHA-256>/<file name>`. A
/// picture that the translations of a page each keep a copy of is published once; a changed
/// file gets a new name, so no reader's cache shows an old picture; and no name from content
/// decides a folder of the site (the file's own name is kept last, for downloads).
public struct LinkedFiles: Sendable, Equatable {
  /// The folder of the site the copies go in (never a language code: those start with 2–3 letters and a `-`).
  static let folder = "files"
  /// The largest file copied: a file is read whole, to name it by its hash.
  static let maximumSize: Int64 = 512 << 20

  /// Records of the files found, by path inside the content folder.
  public var records: [String: LinkedFileRecord] = [:]
  /// Why a named file cannot be published (missing, a folder, a link out of the content
  /// folder, too large), by path inside the content folder.
  public var problems: [String: String] = [:]

  /// A file's copy in the site (`files/3f2a…/a.png`), or why there is none.
  func target(of path: String) -> Result<(sitePath: String, record: LinkedFileRecord), ContentPath.Problem> {
    if let problem = problems[path] { return .failure(ContentPath.Problem(message: problem)) }
    guard let record = records[path] else {
      return .failure(
        ContentPath.Problem(message: "'\(ContentPath.visible(path))' was not found when the notes were read"))
    }
    if let problem = record.problem { return .failure(ContentPath.Problem(message: problem)) }
    return .success((Self.sitePath(of: path, hash: record.hash), record))
  }

  static func sitePath(of path: String, hash: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return "\(folder)/\(hash.prefix(16))/\(name)"
  }

  /// Every copy the site has: site path → hash (the copy's key), and the file it comes from.
  var copies: [String: (hash: String, source: String)] {
    var copies: [String: (hash: String, source: String)] = [:]
    for (path, record) in records where record.problem == nil && !record.hash.isEmpty {
      copies[Self.sitePath(of: path, hash: record.hash)] = (record.hash, path)
    }
    return copies
  }

  /// Checks and reads the files at `paths` (inside `contentPath`), reusing `previous` records
  /// of files whose size and modification time are unchanged.
  static func scan(_ paths: Set<String>, contentPath: String, previous: [String: LinkedFileRecord]) -> LinkedFiles {
    let found = paths.sorted().parallelMap { path in
      (path, Self.read(path, contentPath: contentPath, previous: previous[path]))
    }
    var files = LinkedFiles()
    for (path, outcome) in found {
      switch outcome {
      case .success(let record): files.records[path] = record
      case .failure(let problem): files.problems[path] = problem.message
      }
    }
    return files
  }

  private static func read(_ path: String, contentPath: String, previous: LinkedFileRecord?) -> Result<
    LinkedFileRecord, ContentPath.Problem
  > {
    let file = join(contentPath, path)
    var info = stat()
    guard lstat(file, &info) == 0 else {
      return .failure(ContentPath.Problem(message: "no such file: '\(ContentPath.visible(file))'"))
    }
    if (info.st_mode & S_IFMT) == S_IFLNK {
      if ContentPath.leavesRoot(file, root: contentPath) {
        return .failure(
          ContentPath.Problem(
            message:
              "'\(ContentPath.visible(file))' is a symbolic link to '\(ContentPath.resolved(file))', outside the content folder '\(contentPath)': copy the file in instead"
          ))
      }
      guard stat(file, &info) == 0 else {
        return .failure(ContentPath.Problem(message: "'\(ContentPath.visible(file))' is a broken symbolic link"))
      }
    } else if ContentPath.leavesRoot(file, root: contentPath) {
      // A folder on the way is a link out of the content folder.
      return .failure(
        ContentPath.Problem(
          message:
            "'\(ContentPath.visible(file))' lies outside the content folder '\(contentPath)' (through a symbolic link)")
      )
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(ContentPath.Problem(message: "'\(ContentPath.visible(file))' is a folder, not a file"))
    }
    let size = Int64(info.st_size)
    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    if let previous, previous.size == size, previous.modified == modified { return .success(previous) }
    guard size <= maximumSize else {
      return .failure(
        ContentPath.Problem(message: "'\(ContentPath.visible(file))' is larger than \(maximumSize >> 20) MiB"))
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(ContentPath.Problem(message: "cannot read '\(ContentPath.visible(file))'"))
    }
    let bytes = [UInt8](data)
    var record = LinkedFileRecord(size: size, modified: modified, hash: ContentHash.of(data))
    if let picture = ImageSize.of(bytes) {
      record.width = picture.width
      record.height = picture.height
    }
    if path.lowercased().hasSuffix(".svg"), let reason = SVGScript.reason(in: bytes) {
      record.problem =
        "\(reason), and docgen does not publish an SVG that could run script on the site's address when opened"
      record.hash = ""
    }
    return .success(record)
  }
}

extension LinkedFileRecord {
  init(size: Int64, modified: Int64, hash: String) {
    self.init(size: size, modified: modified, hash: hash, width: nil, height: nil, problem: nil)
  }
}

/// Whether an SVG file could run script when opened on its own (as a picture in `<img>` it
/// never does, but a copy in the site can be opened by its URL, on the site's origin).
///
/// Conservative, by design: any `script`, `foreignObject`, `iframe`, `embed`, `object` or
/// `handler` element, any `on…` attribute, any attribute whose value names a `javascript:`,
/// `vbscript:` or `data:text/html` URL, an entity declaration (which could smuggle markup in)
/// or an XSLT stylesheet is enough to refuse the file; an SVG drawn by a tool has none.
enum SVGScript {
  static func reason(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let lowered = text.lowercased()
    if lowered.contains("<!entity") { return "it declares XML entities" }
    if lowered.contains("<?xml-stylesheet") { return "it names a stylesheet" }
    for token in HTMLTokenizer.tokens(of: text) {
      guard case .startTag(let tag) = token else { continue }
      let name = tag.name.split(separator: ":").last.map(String.init) ?? tag.name
      if ["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"].contains(name) {
        return "it holds a <\(tag.name)> element"
      }
      for attribute in tag.attributes {
        if attribute.name.hasPrefix("on") { return "it has an event handler ('\(attribute.name)')" }
        let value = HTMLPolicy.cleanedURL(HTMLTokenizer.decodedValue(attribute.value, lenient: true) ?? attribute.value)
          .lowercased().filter { !$0.isWhitespace }
        if value.contains("javascript:") || value.contains("vbscript:") || value.contains("data:text/html") {
          return "its '\(attribute.name)' attribute runs script"
        }
      }
    }
    return nil
  }
}

/// The files beside the notes that a note names, found in its Markdown (links and images) and
/// in its raw HTML (the attributes of ``HTMLPolicy/fileAttributes``): what the scan records,
/// so the build knows every file to copy, and every page's files, before rendering.
enum LinkedFileReferences {
  /// Whether `markdown` can name a file at all, by a look at its bytes: a link or image whose
  /// destination is not a web address, a fragment or a note (`](images/a.png)`), a reference
  /// definition (`]:`), or an HTML `src` or `href`. A note that cannot is not parsed for it
  /// (most notes link only to other notes; parsing every note to learn that was a third more
  /// instructions for the scan). It may say yes for a note that names no file, never no for
  /// one that does.
  static func mayHaveAny(_ markdown: String) -> Bool {
    var text = markdown
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
      // `]` found by `memchr`: every note's bytes pass here, most of them prose.
      var index = 0
      while index < bytes.count - 1,
        let found = memchr(base + index, Int32(UInt8(ascii: "]")), bytes.count - 1 - index)
      {
        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let next = bytes[at + 1]
        if next == UInt8(ascii: ":") { return true }
        if next == UInt8(ascii: "("), !isHarmless(destinationAt: at + 2, in: bytes) { return true }
        index = at + 1
      }
      guard memchr(base, Int32(UInt8(ascii: "<")), bytes.count) != nil else { return false }
      let lowered = markdown.lowercased()
      return lowered.contains("src") || lowered.contains("href")
    }
  }

  /// Whether the link destination starting at `start` surely names no file: a web address, a
  /// fragment, or a note (`.md`, with or without a fragment). Anything unusual (`<…>`, spaces,
  /// a line break, parentheses) is not.
  private static func isHarmless(destinationAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = start
    var pathEnd: Int?
    while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: " ") {
      switch bytes[end] {
      case UInt8(ascii: "\n"), UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "?"): return false
      case UInt8(ascii: "#"): if pathEnd == nil { pathEnd = end }
      default: break
      }
      end += 1
    }
    guard end < bytes.count, end > start else { return false }
    func starts(with prefix: StaticString) -> Bool {
      guard end - start >= prefix.utf8CodeUnitCount else { return false }
      return (0..<prefix.utf8CodeUnitCount).allSatisfy { bytes[start + $0] == prefix.utf8Start[$0] }
    }
    if bytes[start] == UInt8(ascii: "#") || starts(with: "https://") || starts(with: "http://")
      || starts(with: "mailto:")
    {
      return true
    }
    // A note: the path (before any fragment) ends in `.md`, in any case.
    let last = pathEnd ?? end
    guard last - start >= 4, bytes[last - 3] == UInt8(ascii: ".") else { return false }
    return bytes[last - 2] | 0x20 == UInt8(ascii: "m") && bytes[last - 1] | 0x20 == UInt8(ascii: "d")
  }

  /// The paths (inside the content folder) of the files the note `page` names in `document`.
  static func paths(in document: MarkdownDocument, of page: SourcePage) -> [String] {
    var paths = Set<String>()
    func note(_ url: String) {
      if case .file(let path, _) = LinkedFileTarget(url, language: page.language, relativePath: page.relativePath) {
        paths.insert(path)
      }
    }
    document.edit { piece in
      switch piece {
      case .link(let url, _, _), .image(let url, _, _, _, _):
        note(url)
      case .html(let html, _, _, _):
        for url in urls(inHTML: html) { note(url) }
      case .inlineEnd:
        break
      }
      return .keep
    }
    return paths.sorted()
  }

  /// The URLs of ``HTMLPolicy/fileAttributes`` in a piece of HTML, as a browser reads them.
  static func urls(inHTML html: String) -> [String] {
    guard html.contains("=") else { return [] }
    var urls: [String] = []
    for token in HTMLTokenizer.tokens(of: html) {
      guard case .startTag(let tag) = token, let names = HTMLPolicy.fileAttributes[tag.name] else { continue }
      for attribute in tag.attributes where names.contains(attribute.name) {
        guard let decoded = HTMLTokenizer.decodedValue(attribute.value) else { continue }
        if attribute.name == "srcset" {
          for candidate in decoded.split(separator: ",") {
            if let url = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first {
              urls.append(HTMLPolicy.cleanedURL(String(url)))
            }
          }
        } else {
          urls.append(HTMLPolicy.cleanedURL(decoded))
        }
      }
    }
    return urls
  }
}
