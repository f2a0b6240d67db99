/// The site's one stylesheet, written to `assets/style.css`.
///
/// Typography follows each script: a font stack per language, looser line height for CJK,
/// `keep-all` for Korean so words are not split between syllables (never for Chinese, where
/// any character may break). Light and dark follow the reader's system setting until the reader
/// chooses one (``ThemeRules``). Nothing may be
/// wider than a phone: code scrolls inside its own box.
enum Stylesheet {
  /// The site's rules. Pictures carry their own (``PictureFiles``: an `<img>` does not see
  /// the page's style sheet).
  static let css = ThemeRules.apply(siteCSS)

  /// `Resources/style.css`, embedded at build time.
  private static let siteCSS = String(decoding: PackageResources.style_css, as: UTF8.self)
}
