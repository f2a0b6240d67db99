/// `assets/search.js` and `assets/search-engine.js`: search over the page's language, in the
/// reader's browser (docs/search.md says what it matches and how it ranks).
///
/// `search.js` is on every page and small: it shows the box (`/` focuses it; nothing runs
/// while an IME composition is open), loads the search itself (`search-engine.js`) and the
/// language's index (``SearchIndexFile``) as `<script>`s the first time the box is used (a
/// site opened from disk cannot `fetch`), and, on a page opened from a result, marks the
/// words the query matched in the section it opens at (`?highlight=`).
///
/// `search-engine.js` matches the query against the index's texts by substring after
/// folding both alike (lower case, full-width Latin to ASCII, Traditional Chinese to
/// Simplified), and forgives: misspelt words and identifiers, other spellings and Taiwan or
/// Hong Kong vocabulary (the query is rewritten, never the texts), words run together, the
/// stop words of a question. Sections rank by where the words match (title, summary,
/// heading, prose, code), how close together, how rare, and what the page says it is about.
///
/// `window.docgenSearch(query)` returns a Promise of `[{url, title, section, snippet}]` in rank
/// order: the box uses it, and so can tests.
enum SearchScript {
  static let path = "assets/search.js"
  static let enginePath = "assets/search-engine.js"

  /// `Resources/search.js`, embedded at build time: the bytes the site gets.
  static let javaScript = String(decoding: PackageResources.search_js, as: UTF8.self)

  /// `Resources/search-engine.js`, embedded at build time.
  static let engineJavaScript = String(decoding: PackageResources.search_engine_js, as: UTF8.self)
}
