/// One Markdown file of one language, read and split, before anything is rendered.
///
/// A value with its fields in one shared box (copied on write): a site's index holds every
/// page once per language that shows it, and the build's plan groups, filters and hands those
/// entries around thousands of times per build; copying nine strings' references each time was
/// a good part of an incremental build's plan.
public struct SourcePage: Sendable, Equatable {
  private final class Fields: @unchecked Sendable {
    // Mutated only through a `SourcePage` that holds the one reference (``fields``).
    var language: String
    var relativePath: String
    var file: String
    var text: String
    var frontMatter: FrontMatter
    var body: String

    init(language: String, relativePath: String, file: String, text: String, frontMatter: FrontMatter, body: String) {
      self.language = language
      self.relativePath = relativePath
      self.file = file
      self.text = text
      self.frontMatter = frontMatter
      self.body = body
    }

    func copy() -> Fields {
      Fields(
        language: language, relativePath: relativePath, file: file, text: text, frontMatter: frontMatter, body: body)
    }
  }

  private var storage: Fields

  /// The box, made unique first: a page is changed without changing its copies.
  private var fields: Fields {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  public init(
    language: String, relativePath: String, file: String, text: String, frontMatter: FrontMatter, body: String
  ) {
    storage = Fields(
      language: language, relativePath: relativePath, file: file, text: text, frontMatter: frontMatter, body: body)
  }

  /// The language folder it came from (`en`, `zh`, `ko`).
  public var language: String {
    get { storage.language }
    set { fields.language = newValue }
  }
  /// Its path inside the language folder, with `/` separators: `guide/intro.md`.
  public var relativePath: String {
    get { storage.relativePath }
    set { fields.relativePath = newValue }
  }
  /// The path shown in diagnostics, as the user named the content folder: `Content/en/guide/intro.md`.
  public var file: String {
    get { storage.file }
    set { fields.file = newValue }
  }
  /// The file's text, exactly as read (for excerpts, and for `bless` to edit in place).
  public var text: String {
    get { storage.text }
    set { fields.text = newValue }
  }
  public var frontMatter: FrontMatter {
    get { storage.frontMatter }
    set { fields.frontMatter = newValue }
  }
  /// Markdown whose line numbers are the file's (front matter blanked out).
  public var body: String {
    get { storage.body }
    set { fields.body = newValue }
  }

  /// The page this one is a translation of: its own path unless front matter renames it.
  public var translationKey: String {
    storage.frontMatter.translationOf ?? storage.relativePath
  }

  public static func == (left: SourcePage, right: SourcePage) -> Bool {
    left.storage === right.storage
      || (left.language == right.language && left.relativePath == right.relativePath && left.file == right.file
        && left.text == right.text && left.frontMatter == right.frontMatter && left.body == right.body)
  }
}
