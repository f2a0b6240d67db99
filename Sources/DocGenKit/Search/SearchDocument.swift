/// One page as search sees it: its title and its sections' words, as the reader reads them.
///
/// Search runs in the reader's browser over these texts (``SearchIndexFile``, `assets/search.js`):
/// docgen stores text, not tokens, so the one tokeniser is the browser's and the build cannot
/// disagree with the query about what a word is.
struct SearchDocument: Codable, Sendable, Equatable {
  /// The page's path inside the site (`zh/segues/index.html`).
  var path: String
  var title: String
  var sections: [Section]
  /// The note's `summary` (its page's description), when it has one: what the page answers,
  /// in the author's words, weighed like its title and headings.
  var summary: String?

  init(path: String, title: String, sections: [Section], summary: String? = nil) {
    self.path = path
    self.title = title
    self.sections = sections
    self.summary = summary
  }

  /// The text under one heading (the first section, under the title, has no heading).
  struct Section: Codable, Sendable, Equatable {
    /// The heading's fragment id, empty for the text under the title.
    var anchor: String
    var heading: String
    /// Prose: paragraphs, lists, tables, inline code — shown in result snippets.
    var text: String
    /// Identifiers and words from code blocks and logs, each once, space-separated: found by
    /// search, shown only when nothing in the prose matched.
    var code: String

    enum CodingKeys: String, CodingKey {
      case anchor = "a"
      case heading = "h"
      case text = "x"
      case code = "c"
    }
  }

  /// Keys sort `p` first: a line's path is read from its start (``SearchIndexFile``).
  enum CodingKeys: String, CodingKey {
    case path = "p"
    case title = "t"
    case sections = "s"
    case summary = "u"
  }
}
