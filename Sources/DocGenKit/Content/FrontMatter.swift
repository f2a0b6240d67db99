import Foundation
import ScenarioKit
import Yams

/// What a page says about itself in the YAML block at its top.
///
/// ```markdown
/// ---
/// title: Presenting and dismissing
/// order: 1
/// summary: Who presents whom, and who can dismiss.
/// translationOf: old-name.md   # only when this file's name differs from the default language's
/// translatedFrom: 3f2a9c01b7de # written by `docgen ack`: the version of the original translated
/// ---
/// ```
///
/// Notes written for Hexo, Jekyll, Hugo or GitBook build as they are: their keys that mean
/// something here are read as docgen's (``OtherGenerators``), the others are ignored with a
/// warning.
public struct FrontMatter: Sendable, Equatable, Codable {
  public var title: String?
  public var order: Int?
  public var summary: String?
  /// The relative path of the default-language page this one translates, when renamed.
  public var translationOf: String?
  /// ``TranslationHash`` of the original this translation was last reviewed against
  /// (`docgen ack` writes it; nobody types it).
  public var translatedFrom: String?
  /// `draft: true` (or Jekyll's `published: false`): the note is not published.
  public var isDraft = false
  /// When the note last changed, by its own word (`lastmod`, `updated`, `date`: `2024-03-01`),
  /// shown where git knows no date.
  public var date: String?
  /// The page's folder in the site, from `permalink`/`url` (`guide/hello/`; `""` for the
  /// language's home), already checked by the path gate.
  public var permalink: String?
  /// The last part of the page's folder in the site, from `slug` (`hello`).
  public var slug: String?

  public init(title: String? = nil, order: Int? = nil, summary: String? = nil, translationOf: String? = nil) {
    self.title = title
    self.order = order
    self.summary = summary
    self.translationOf = translationOf
  }

  static let keys: Set<String> = ["title", "order", "summary", "translationOf", "translatedFrom"]
}

/// The front matter keys of the generators notes are often written for — Hexo, Jekyll, Hugo
/// and GitBook — and what docgen makes of them.
enum OtherGenerators {
  /// Keys read as docgen's: `description` → `summary`, `weight` → `order`, `draft`/`published`
  /// → not published, `lastmod`/`last_modified_at`/`updated`/`date` → the last updated date,
  /// `slug` and `permalink`/`url` → the page's place in the site.
  static let mappedKeys: Set<String> = [
    "description", "weight", "draft", "published", "lastmod", "last_modified_at", "updated", "date", "slug",
    "permalink", "url",
  ]

  /// Keys those generators know that docgen has no use for: ignored, with one warning a note.
  static let ignoredKeys: Set<String> = [
    // Hexo and Jekyll.
    "layout", "tags", "tag", "categories", "category", "comments", "excerpt", "excerpt_separator", "keywords",
    "cover", "thumbnail", "top", "sticky", "toc", "mathjax", "katex", "author", "authors", "photos", "lang",
    "language", "image", "images", "redirect_from", "sitemap", "disableNunjucks", "banner", "index_img",
    "banner_img", "hide", "hidden", "password", "copyright", "reward", "share", "sidebar",
    // Hugo.
    "aliases", "publishDate", "expiryDate", "headless", "isCJKLanguage", "linkTitle", "markup", "outputs",
    "params", "resources", "series", "translationKey", "type", "menu", "cascade", "build", "summaryLength",
    // GitBook.
    "coverY", "icon", "metaLinks",
  ]

  /// The date at the start of a YAML date or timestamp (`2024-03-01`, `2024-03-01 12:00:00`,
  /// `2024-03-01T12:00:00+09:00`), when it is a real day.
  static func day(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes.count == 10 || bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T")
        || bytes[10] == UInt8(ascii: "t"),
      let year = Int(String(decoding: bytes[0..<4], as: UTF8.self)),
      let month = Int(String(decoding: bytes[5..<7], as: UTF8.self)),
      let day = Int(String(decoding: bytes[8..<10], as: UTF8.self)),
      (1...12).contains(month), day >= 1
    else { return nil }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return day <= days ? String(decoding: bytes[0..<10], as: UTF8.self) : nil
  }
}

/// Splits a Markdown file into its front matter and body.
enum FrontMatterParser {
  struct Split {
    var frontMatter: FrontMatter
    /// The Markdown after the closing `---`, preceded by one empty line for each line of the
    /// front matter: a line number in the body is the line number in the file.
    var body: String
  }

  /// The body alone (front matter lines blanked), without parsing the YAML: for a page whose
  /// front matter was read before.
  static func body(of text: String) -> String {
    guard let block = Block(in: text) else { return text }
    return block.body
  }

  /// The Markdown after the front matter, without the blank lines that stand in for it.
  static func bodyAfterFrontMatter(of text: String) -> String {
    guard let block = Block(in: text) else { return text }
    return String(text[block.bodyStart...])
  }

  /// A front matter block found at the top of a note: its lines, read only as far as the
  /// closing line (a note's body can be long; splitting all of it into lines to find a few at
  /// the top was a fifth of `docgen check` on the bench corpus).
  private struct Block {
    let text: String
    /// The opening line, the YAML lines and the closing line.
    let lines: [Substring]
    /// Where the line after the closing one starts (`endIndex` when there is none).
    let bodyStart: String.Index

    /// Nil when the first line is not `---` or no closing `---`/`...` line follows it.
    init?(in text: String) {
      let bytes = text.utf8
      var lines: [Substring] = []
      var start = bytes.startIndex
      while true {
        let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
        let line = text[start..<(newline ?? bytes.endIndex)]
        lines.append(line)
        let trimmed = line.trimmingTrailingCR()
        if lines.count == 1 {
          guard trimmed == "---" else { return nil }
        } else if trimmed == "---" || trimmed == "..." {
          self.text = text
          self.lines = lines
          self.bodyStart = newline.map { bytes.index(after: $0) } ?? bytes.endIndex
          return
        }
        guard let newline else { return nil }
        start = bytes.index(after: newline)
      }
    }

    /// The YAML between the opening and closing lines.
    var yaml: String { lines[1..<(lines.count - 1)].joined(separator: "\n") }

    /// The body with a blank line for every front matter line, so line numbers stay those
    /// of the file.
    var body: String { String(repeating: "\n", count: lines.count) + text[bodyStart...] }
  }

  static func split(_ text: String, file: String) -> (Split, [Diagnostic]) {
    guard let block = Block(in: text) else {
      let firstLine = Substring(text.utf8.prefix { $0 != UInt8(ascii: "\n") })
      guard firstLine.trimmingTrailingCR() == "---" else {
        return (Split(frontMatter: FrontMatter(), body: text), [])
      }
      let diagnostic = Diagnostic.error(
        .frontMatter, at: SourceLocation(file: file, line: 1, column: 1),
        "front matter opened with '---' is never closed")
      return (Split(frontMatter: FrontMatter(), body: text), [diagnostic])
    }
    let body = block.body
    if let frontMatter = PlainFrontMatter.read(block.lines.dropFirst().dropLast()) {
      return (Split(frontMatter: frontMatter, body: body), [])
    }
    let (frontMatter, diagnostics) = readYAML(block.yaml, file: file)
    return (Split(frontMatter: frontMatter, body: body), diagnostics)
  }

  /// Front matter read by Yams: any YAML, every problem reported at its place.
  static func readYAML(_ yaml: String, file: String) -> (FrontMatter, [Diagnostic]) {
    var reader = YAMLReader(file: file, lineOffset: 1)
    var frontMatter = FrontMatter()
    var warnings: [Diagnostic] = []
    if let node = reader.mapping(yaml, what: "front matter") {
      warnings += checkKeys(of: node, reader: &reader)
      frontMatter.title = reader.string("title", in: node)
      frontMatter.order = reader.int("order", in: node)
      frontMatter.summary = reader.string("summary", in: node)
      if let stamp = reader.string("translatedFrom", in: node) {
        if TranslationHash.isWellFormed(stamp) {
          frontMatter.translatedFrom = stamp
        } else {
          reader.report(
            at: reader.value("translatedFrom", in: node)?.mark,
            "translatedFrom: '\(ContentPath.visible(stamp))' is not a translation stamp (\(TranslationHash.length) hex digits); run 'docgen ack' instead of writing it"
          )
        }
      }
      if let raw = reader.string("translationOf", in: node), let value = reader.value("translationOf", in: node) {
        switch ContentPath.normalizedTranslationKey(raw) {
        case .success(let key): frontMatter.translationOf = key
        case .failure(let problem): reader.report(at: value.mark, problem.message)
        }
      }
      warnings += readOtherGenerators(node, into: &frontMatter, reader: &reader)
    }
    let diagnostics = reader.diagnostics.map { diagnostic -> Diagnostic in
      var diagnostic = diagnostic
      diagnostic.id = .frontMatter
      return diagnostic
    }
    return (frontMatter, diagnostics + warnings)
  }

  /// Accepts docgen's keys and other generators', reports a misspelt docgen key (`titel`) as
  /// an error, and warns once about every other key, which is ignored.
  private static func checkKeys(of node: Node, reader: inout YAMLReader) -> [Diagnostic] {
    guard let mapping = node.mapping else { return [] }
    var ignored: [(name: String, location: SourceLocation)] = []
    let ownKeys = FrontMatter.keys.sorted()
    for (key, _) in mapping {
      guard let name = key.string, !FrontMatter.keys.contains(name), !OtherGenerators.mappedKeys.contains(name) else {
        continue
      }
      if !OtherGenerators.ignoredKeys.contains(name), let suggestion = NearMiss.bestMatch(for: name, in: ownKeys) {
        reader.report(at: key.mark, "unknown key '\(name)'; did you mean '\(suggestion)'?")
        continue
      }
      ignored.append((name, reader.location(of: key)))
    }
    guard let first = ignored.first else { return [] }
    let names = ignored.map { "'\(ContentPath.visible($0.name))'" }.joined(separator: ", ")
    return [
      Diagnostic(
        .warning, .frontMatterIgnored, at: first.location,
        "front matter \(names) ignored: docgen has no use for \(ignored.count == 1 ? "it" : "them") (see README's front matter)"
      )
    ]
  }

  /// The keys of Hexo, Jekyll, Hugo and GitBook that mean something to docgen, where docgen's
  /// own keys do not say it already. Problems with what docgen would act on (a draft flag that
  /// is not true or false, a path that leaves the site) are errors; a date it cannot read is
  /// a warning, and no date.
  private static func readOtherGenerators(_ node: Node, into frontMatter: inout FrontMatter, reader: inout YAMLReader)
    -> [Diagnostic]
  {
    var warnings: [Diagnostic] = []
    if frontMatter.summary == nil { frontMatter.summary = reader.string("description", in: node) }
    if let weight = reader.int("weight", in: node), frontMatter.order == nil { frontMatter.order = weight }
    if reader.bool("draft", in: node) == true || reader.bool("published", in: node) == false {
      frontMatter.isDraft = true
    }
    for key in ["lastmod", "last_modified_at", "updated", "date"] {
      guard let value = reader.value(key, in: node), let text = value.string else { continue }
      guard let day = OtherGenerators.day(text) else {
        warnings.append(
          Diagnostic(
            .warning, .frontMatterDate, at: reader.location(of: value),
            "\(key): '\(ContentPath.visible(text))' is not a date (2024-03-01): the page shows no date from it"))
        continue
      }
      if frontMatter.date == nil { frontMatter.date = day }
    }
    if let slug = reader.string("slug", in: node), let value = reader.value("slug", in: node) {
      switch PagePath.slug(slug) {
      case .success(let checked): frontMatter.slug = checked
      case .failure(let problem): reader.report(at: value.mark, "slug: \(problem.message)")
      }
    }
    for key in ["permalink", "url"] {
      guard let raw = reader.string(key, in: node), let value = reader.value(key, in: node) else { continue }
      switch PagePath.permalink(raw) {
      case .success(let folder): if frontMatter.permalink == nil { frontMatter.permalink = folder }
      case .failure(let problem): reader.report(at: value.mark, "\(key): \(problem.message)")
      }
    }
    return warnings
  }
}

/// The paths front matter may give a page (`slug`, `permalink`), checked where they enter as
/// every path from content is: they name folders of the built site.
enum PagePath {
  /// One folder name: no `/`, no `.` or `..`, none of `?`, `#`, `%`, `\\` or `:`, no control
  /// character, not hidden.
  static func slug(_ raw: String) -> Result<String, ContentPath.Problem> {
    let trimmed = raw.trimmingCharacters(in: .whitespaces)
    guard !trimmed.contains("/") else {
      return .failure(
        ContentPath.Problem(
          message: "'\(ContentPath.visible(raw))' must be one name, without '/' (use permalink for a path)"))
    }
    return permalink(trimmed).flatMap { folder in
      folder.isEmpty
        ? .failure(ContentPath.Problem(message: "'\(ContentPath.visible(raw))' is empty"))
        : .success(String(folder.dropLast()))
    }
  }

  /// A page's folder inside its language (`/2021/03/hello/` → `2021/03/hello/`, `notes/a.html`
  /// → `notes/a/`; `/` → `""`, the language's home), or why it cannot be one.
  static func permalink(_ raw: String) -> Result<String, ContentPath.Problem> {
    var path = raw.trimmingCharacters(in: .whitespaces)
    while path.hasPrefix("/") { path.removeFirst() }
    if path.hasSuffix("/index.html") || path == "index.html" {
      path.removeLast("index.html".count)
    } else if path.hasSuffix(".html") {
      path.removeLast(".html".count)
    }
    while path.hasSuffix("/") { path.removeLast() }
    guard !path.isEmpty else { return .success("") }
    if let bad = path.first(where: { "?#%\\:".contains($0) }) {
      return .failure(
        ContentPath.Problem(
          message: "'\(ContentPath.visible(raw))' must not contain '\(bad)': it names a folder of the site"))
    }
    if let problem = ContentPath.problem(in: path) {
      return .failure(ContentPath.Problem(message: problem))
    }
    if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
      return .failure(ContentPath.Problem(message: "'\(ContentPath.visible(raw))' names a hidden folder"))
    }
    return .success(path + "/")
  }
}

extension Substring {
  func trimmingTrailingCR() -> Substring {
    hasSuffix("\r") ? dropLast() : self
  }
}
