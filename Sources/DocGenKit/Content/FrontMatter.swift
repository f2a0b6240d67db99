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
    }
    let diagnostics = reader.diagnostics.map { diagnostic -> Diagnostic in
      var diagnostic = diagnostic
      diagnostic.id = .frontMatter
      return diagnostic
    }
    return (frontMatter, diagnostics)
  }
}

extension Substring {
  func trimmingTrailingCR() -> Substring {
    hasSuffix("\r") ? dropLast() : self
  }
}
