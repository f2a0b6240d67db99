/// `assets/site.js`: what a page does better with JavaScript, and does without it too.
///
/// - A copy button on every code block. Without JavaScript the code can be selected as usual.
///   The button's words come from the page (`data-copy`, `data-copied` on `<body>`, from
///   site.yml), so the script has none of its own. `navigator.clipboard` needs a secure
///   context (not `file://`); there the script falls back to selecting the code and
///   `document.execCommand("copy")`.
/// - Switching language keeps the section being read: a click on the language switcher
///   remembers the `data-section` of the heading above the top of the window (the same in
///   every translation, ``OutlineItem/section``), and the page in the other language scrolls
///   to its heading with that section. Without JavaScript the switch lands at the top.
enum SiteScript {
  static let path = "assets/site.js"

  /// `Resources/site.js`, embedded at build time: the bytes the site gets.
  static let javaScript = String(decoding: PackageResources.site_js, as: UTF8.self)
}
