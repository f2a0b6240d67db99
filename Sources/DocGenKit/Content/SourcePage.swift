/// One Markdown file of one language, read and split, before anything is rendered.
///
/// A value with its fields in one shared box (copied on write): a site's index holds every
/// page once per language that shows it, and the build's plan groups, filters and hands those
/// entries around thousands of times per build; copying nine strings' references each time was
/// a good part of an incremental build's plan.
public struct SourcePage: Sendable, Equatable {
  private struct Fields: Sendable, Equatable {
    var language: String
    var relativePath: String
    var file: String
    var text: String
    var frontMatter: FrontMatter
    var body: String
  }

  /// The fields, shared by every copy of the page; a change makes a box of its own.
  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Box

  private mutating func change(_ edit: (inout Fields) -> Void) {
    var fields = storage.fields
    edit(&fields)
    storage = Box(fields)
  }

  public init(
    language: String, relativePath: String, file: String, text: String, frontMatter: FrontMatter, body: String
  ) {
    storage = Box(
      Fields(
        language: language, relativePath: relativePath, file: file, text: text, frontMatter: frontMatter, body: body))
  }

  /// The language folder it came from (`en`, `zh`, `ko`).
  public var language: String {
    get { storage.fields.language }
    set { change { $0.language = newValue } }
  }
  /// Its path inside the language folder, with `/` separators: `guide/intro.md`.
  public var relativePath: String {
    get { storage.fields.relativePath }
    set { change { $0.relativePath = newValue } }
  }
  /// The path shown in diagnostics, as the user named the content folder: `Content/en/guide/intro.md`.
  public var file: String {
    get { storage.fields.file }
    set { change { $0.file = newValue } }
  }
  /// The file's text, exactly as read (for excerpts, and for `bless` to edit in place).
  public var text: String {
    get { storage.fields.text }
    set { change { $0.text = newValue } }
  }
  public var frontMatter: FrontMatter {
    get { storage.fields.frontMatter }
    set { change { $0.frontMatter = newValue } }
  }
  /// Markdown whose line numbers are the file's (front matter blanked out).
  public var body: String {
    get { storage.fields.body }
    set { change { $0.body = newValue } }
  }

  /// The page this one is a translation of: its own path unless front matter renames it. A
  /// folder's page is `<folder>/index.md` whatever its file is called (``ContentPath/pageKey(_:)``),
  /// so a `README.md` pairs with another language's `index.md`.
  public var translationKey: String {
    ContentPath.pageKey(storage.fields.frontMatter.translationOf ?? storage.fields.relativePath)
  }

  public static func == (left: SourcePage, right: SourcePage) -> Bool {
    left.storage === right.storage
      || (left.language == right.language && left.relativePath == right.relativePath && left.file == right.file
        && left.text == right.text && left.frontMatter == right.frontMatter && left.body == right.body)
  }
}
