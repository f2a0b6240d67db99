/// One Markdown file of one language, read and split, before anything is rendered.
public struct SourcePage: Sendable, Equatable {
  /// The language folder it came from (`en`, `zh`, `ko`).
  public var language: String
  /// Its path inside the language folder, with `/` separators: `guide/intro.md`.
  public var relativePath: String
  /// The path shown in diagnostics, as the user named the content folder: `Content/en/guide/intro.md`.
  public var file: String
  /// The file's text, exactly as read (for excerpts, and for `bless` to edit in place).
  public var text: String
  public var frontMatter: FrontMatter
  /// Markdown whose line numbers are the file's (front matter blanked out).
  public var body: String

  /// The page this one is a translation of: its own path unless front matter renames it.
  public var translationKey: String {
    frontMatter.translationOf ?? relativePath
  }
}
