/// `sitemap.xml`: every real page (fallbacks are left out) with its translations as
/// `xhtml:link` alternates, so search engines pair the languages. A site without `baseURL`
/// has none: a sitemap's addresses are absolute.
struct Sitemap {
  let index: SiteIndex
  let layout: PageLayout

  func render() -> String {
    let base = index.config.baseURL ?? "/"
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
    let defaultAlternate =
      "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(base))\"/>\n</url>\n"
    for key in index.keys {
      // Each translation's URL is made once, though every translation lists all of them.
      let translations = layout.translations(of: key).map {
        (url: HTML.url($0.entry.outputPath, base: base), tag: HTML.escape($0.tag))
      }
      let alternates = translations.map {
        "<xhtml:link rel=\"alternate\" hreflang=\"\($0.tag)\" href=\"\($0.url)\"/>\n"
      }.joined()
      for translation in translations {
        xml += "<url>\n<loc>\(translation.url)</loc>\n"
        xml += alternates
        xml += defaultAlternate
      }
    }
    xml += "</urlset>\n"
    return xml
  }
}
