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
public struct FrontMatter: Sendable, Equatable, Codable {
  public var title: String?
  public var order: Int?
  public var summary: String?
  /// The relative path of the default-language page this one translates, when renamed.
  public var translationOf: String?
  /// ``TranslationHash`` of the original this translation was last reviewed against
  /// (`docgen ack` writes it; nobody types it).
  public var translatedFrom: String?

  public init(title: String? = nil, order: Int? = nil, summary: String? = nil, translationOf: String? = nil) {
    self.title = title
    self.order = order
    self.summary = summary
    self.translationOf = translationOf
  }

  static let keys: Set<String> = ["title", "order", "summary", "translationOf", "translatedFrom"]
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
    let lines = text.sourceLines
    guard let closing = closingLine(of: lines) else { return text }
    return body(lines, after: closing)
  }

  /// The Markdown after the front matter, without the blank lines that stand in for it.
  static func bodyAfterFrontMatter(of text: String) -> String {
    let lines = text.sourceLines
    guard let closing = closingLine(of: lines) else { return text }
    return lines[(closing + 1)...].joined(separator: "\n")
  }

  /// The index of the line closing the front matter that the first line opens, if both exist.
  private static func closingLine(of lines: [Substring]) -> Int? {
    guard let first = lines.first, first.trimmingTrailingCR() == "---" else { return nil }
    return lines.indices.dropFirst().first { index in
      let line = lines[index].trimmingTrailingCR()
      return line == "---" || line == "..."
    }
  }

  private static func body(_ lines: [Substring], after closing: Int) -> String {
    String(repeating: "\n", count: closing + 1) + lines[(closing + 1)...].joined(separator: "\n")
  }

  static func split(_ text: String, file: String) -> (Split, [Diagnostic]) {
    let lines = text.sourceLines
    guard let first = lines.first, first.trimmingTrailingCR() == "---" else {
      return (Split(frontMatter: FrontMatter(), body: text), [])
    }
    guard let closing = closingLine(of: lines) else {
      let diagnostic = Diagnostic.error(
        "content.front-matter", at: SourceLocation(file: file, line: 1, column: 1),
        "front matter opened with '---' is never closed")
      return (Split(frontMatter: FrontMatter(), body: text), [diagnostic])
    }
    let yaml = lines[1..<closing].joined(separator: "\n")
    let body = body(lines, after: closing)
    var reader = YAMLReader(file: file, lineOffset: 1)
    var frontMatter = FrontMatter()
    if let node = reader.mapping(yaml, what: "front matter") {
      reader.allowOnly(FrontMatter.keys, in: node)
      frontMatter.title = reader.string("title", in: node)
      frontMatter.order = reader.int("order", in: node)
      frontMatter.summary = reader.string("summary", in: node)
      if let stamp = reader.string("translatedFrom", in: node) {
        if TranslationHash.isWellFormed(stamp) {
          frontMatter.translatedFrom = stamp
        } else {
          reader.report(
            at: node["translatedFrom"]?.mark,
            "translatedFrom: '\(ContentPath.visible(stamp))' is not a translation stamp (\(TranslationHash.length) hex digits); run 'docgen ack' instead of writing it")
        }
      }
      if let raw = reader.string("translationOf", in: node), let value = node["translationOf"] {
        switch ContentPath.normalizedTranslationKey(raw) {
        case .success(let key): frontMatter.translationOf = key
        case .failure(let problem): reader.report(at: value.mark, problem.message)
        }
      }
    }
    let diagnostics = reader.diagnostics.map { diagnostic -> Diagnostic in
      var diagnostic = diagnostic
      diagnostic.id = "content.front-matter"
      return diagnostic
    }
    return (Split(frontMatter: frontMatter, body: body), diagnostics)
  }
}

extension Substring {
  func trimmingTrailingCR() -> Substring {
    hasSuffix("\r") ? dropLast() : self
  }
}
