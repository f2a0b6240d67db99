/// `sitemap.xml`: every real page (fallbacks are left out) with its translations as
/// `xhtml:link` alternates, so search engines pair the languages.
struct Sitemap {
  let index: SiteIndex
  let layout: PageLayout

  func render() -> String {
    let base = index.config.baseURL
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
    for key in index.keys {
      let translations = layout.translations(of: key)
      for translation in translations {
        xml += "<url>\n<loc>\(HTML.url(translation.entry.outputPath, base: base))</loc>\n"
        for alternate in translations {
          xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(HTML.escape(alternate.tag))\" href=\"\(HTML.url(alternate.entry.outputPath, base: base))\"/>\n"
        }
        xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(base))\"/>\n"
        xml += "</url>\n"
      }
    }
    xml += "</urlset>\n"
    return xml
  }
}
