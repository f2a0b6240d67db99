/// `assets/search.js`: search over the page's language, in the reader's browser.
///
/// The index (``SearchIndexFile``) holds each section's text; this script matches the query
/// against it by substring after folding both alike — lower case, full-width Latin to ASCII,
/// Traditional Chinese to Simplified — so:
/// - Chinese needs no segmenter: any run of characters inside a text is found, and a longer
///   query that is not one run is matched by its character pairs (bigrams);
/// - Korean words are found with their particles (`컨트롤러` finds `컨트롤러가`), and a query
///   word with a particle or a verb ending also tries its stem;
/// - `presenting` finds `presentingViewController`; English words also try a light stem.
///
/// All query words must match a section (else as many as any section matches). Sections rank
/// by where words match (title, heading, prose, code), word-start matches above mid-word ones,
/// rare words above common ones; each page is listed once, at its best section.
///
/// `window.docgenSearch(query)` returns a Promise of `[{url, title, section, snippet}]` in rank
/// order: the box uses it, and so can tests. The index loads as `<script>`s on first use (a
/// site opened from disk cannot `fetch`): the language's first file, then the parts it names. The box (`/` focuses it) follows IME composition:
/// nothing runs until a composition ends.
enum SearchScript {
  static let path = "assets/search.js"

  /// `Resources/search.js`, embedded at build time: the bytes the site gets.
  static let javaScript = String(decoding: PackageResources.search_js, as: UTF8.self)
}
