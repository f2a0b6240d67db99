/// `site/index.html`: one link per language, each labelled in its own language.
///
/// No redirect script: a reader picks once, and deep links never move.
struct LanguageChooser {
  let index: SiteIndex

  func render() -> String {
    let config = index.config
    let base = config.defaultLanguageConfig
    var html = "<!DOCTYPE html>\n<html lang=\"\(HTML.escape(base.tag))\" dir=\"ltr\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(config.languages.map { HTML.escape($0.title) }.joined(separator: " · "))</title>\n"
    // Alternates name absolute addresses: a site without baseURL has none.
    if let baseURL = config.baseURL {
      for language in config.languages {
        html +=
          "<link rel=\"alternate\" hreflang=\"\(HTML.escape(language.tag))\" href=\"\(HTML.url(language.code + "/index.html", base: baseURL))\">\n"
      }
      html += "<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(baseURL))\">\n"
    }
    html += "<link rel=\"icon\" href=\"\(HTML.url(SiteIcon.path))\" type=\"image/svg+xml\">\n"
    // The theme a reader chose on the pages applies here too, before the first paint.
    html += "<script src=\"\(HTML.url(SiteScript.themePath))\"></script>\n"
    html +=
      "<link rel=\"stylesheet\" href=\"assets/style.css\">\n</head>\n<body class=\"chooser\">\n<main id=\"content\">\n"
    // The page's heading: "choose a language" in every language, each marked with its own.
    let headings = config.languages.map { language in
      "<span lang=\"\(HTML.escape(language.tag))\">\(HTML.escape(language.strings.chooseLanguage))</span>"
    }
    html += "<h1 class=\"chooser-heading\">\(headings.joined(separator: " · "))</h1>\n"
    html += "<ul class=\"choices\">\n"
    for language in config.languages {
      let tag = HTML.escape(language.tag)
      let home = index.entries(in: language.code).first?.outputPath ?? "\(language.code)/index.html"
      html += "<li lang=\"\(tag)\"><a href=\"\(HTML.url(home))\" hreflang=\"\(tag)\">"
      html += "<span class=\"title\">\(HTML.escape(language.title))</span>"
      html +=
        "<span class=\"name\">\(HTML.escape(language.strings.chooseLanguage)) · \(HTML.escape(language.name))</span></a></li>\n"
    }
    html += "</ul>\n</main>\n</body>\n</html>\n"
    return html
  }
}
