/// `assets/site.js`: what a page does better with JavaScript, and does without it too.
///
/// - A copy button on every code block. Without JavaScript the code can be selected as usual.
///   The button's words come from the page (`data-copy`, `data-copied` on `<body>`, from
///   site.yml), so the script has none of its own. `navigator.clipboard` needs a secure
///   context (not `file://`); there the script falls back to selecting the code and
///   `document.execCommand("copy")`.
/// - The phone menu as a modal panel: the menu link opens it without changing the address
///   (so closing returns to the same place), focus moves into it and stays there (the rest of
///   the page is `inert`), Esc, the × and a tap beside the panel close it, and focus returns
///   to the menu link. Without JavaScript the menu opens by `:target` and the × closes it.
/// - The section being read: the contents rail marks its link (`aria-current="location"`), and
///   each language link carries it as a fragment — the original's heading id, which every
///   translation has (as its own id or as an alias, ``ArticleRenderer``'s `data-original`
///   span) — so the switch lands on the same section, also from `file://`. Without JavaScript
///   the switch lands at the top.
/// - A header that stays at the top (CSS `sticky`); on a phone the script slides it away while
///   the reader scrolls down or follows a link within the page, and back on scroll-up.
/// - The back-to-top link, shown once the reader is a screen down.
/// - The theme toggle (``themeJavaScript`` applies the choice before the first paint).
/// - "Predict the log" exercises (`swift scenario quiz`, ``ScenarioHTML``): moving lines,
///   checking the order, revealing the log. Without JavaScript the shuffled lines are shown
///   and the log opens under "Show the log".
enum SiteScript {
  static let path = "assets/site.js"

  /// `Resources/site.js`, embedded at build time: the bytes the site gets.
  static let javaScript = String(decoding: PackageResources.site_js, as: UTF8.self)

  static let themePath = "assets/theme.js"

  /// `Resources/theme.js`: loaded in `<head>`, before the stylesheet and not deferred. It
  /// sets the theme the reader chose (`localStorage`, `data-theme` on `<html>`), which the
  /// stylesheet's ``ThemeRules`` follow over the system's, and marks `<html>` with `js`.
  static let themeJavaScript = String(decoding: PackageResources.theme_js, as: UTF8.self)
}
