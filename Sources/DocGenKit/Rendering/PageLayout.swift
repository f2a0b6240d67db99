import Foundation

/// Stage 3 of a build: wraps an article in the site's chrome for one language.
///
/// Everything a reader needs works without JavaScript: the sidebar, the language switcher
/// (which stays on the same page), previous/next. Paths are relative so the site can be
/// opened from disk.
struct PageLayout: Sendable {
  let index: SiteIndex

  func render(_ entry: SiteIndex.Entry, article: RenderedArticle, articles: [String: RenderedArticle]) -> String {
    let config = index.config
    guard let language = config.language(entry.language), let sourceLanguage = config.language(entry.source.language) else {
      return ""
    }
    let strings = language.strings
    let depth = entry.slugPath.split(separator: "/").count
    let toLanguageRoot = String(repeating: "../", count: depth)
    let toSiteRoot = toLanguageRoot + "../"
    let siblings = index.entries(in: entry.language)
    let position = siblings.firstIndex { $0.key == entry.key }

    var html = "<!DOCTYPE html>\n"
    html += "<html lang=\"\(HTML.escape(language.tag))\" dir=\"ltr\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(HTML.escape(article.title)) · \(HTML.escape(language.title))</title>\n"
    if let summary = entry.source.frontMatter.summary {
      html += "<meta name=\"description\" content=\"\(HTML.escape(summary))\">\n"
    }
    html += head(entry)
    html += "<link rel=\"stylesheet\" href=\"\(HTML.url(toSiteRoot + "assets/style.css"))\">\n"
    html += "</head>\n<body>\n"
    html += "<a class=\"skip\" href=\"#content\">\(HTML.escape(strings.skipToContent))</a>\n"
    html += "<header class=\"site-header\">\n"
    let home = siblings.first?.slugPath ?? ""
    html += "<a class=\"site-title\" href=\"\(HTML.url(toLanguageRoot + home + "index.html"))\">\(HTML.escape(language.title))</a>\n"
    html += switcher(entry, toSiteRoot: toSiteRoot, label: strings.languages)
    html += "</header>\n<div class=\"layout\">\n"
    html += "<main id=\"content\">\n"
    if entry.isFallback {
      let notice = strings.notTranslated
        .replacingOccurrences(of: "{language}", with: language.name)
        .replacingOccurrences(of: "{source}", with: sourceLanguage.name)
      html += "<p class=\"notice\" role=\"note\">\(HTML.escape(notice))</p>\n"
    }
    html += "<article lang=\"\(HTML.escape(sourceLanguage.tag))\">\n"
    if !article.hasTitleHeading {
      html += "<h1>\(HTML.escape(article.title))</h1>\n"
    }
    html += article.html
    html += "</article>\n"
    html += pager(siblings: siblings, position: position, articles: articles, toLanguageRoot: toLanguageRoot, strings: strings)
    html += "</main>\n"
    html += sidebar(siblings: siblings, current: entry, articles: articles, toLanguageRoot: toLanguageRoot, strings: strings)
    html += "</div>\n</body>\n</html>\n"
    return html
  }

  /// `hreflang` alternates for the real translations only, plus `x-default` (the chooser);
  /// a fallback page points its canonical URL at the text it shows and claims no alternates.
  private func head(_ entry: SiteIndex.Entry) -> String {
    let base = index.config.baseURL
    var html = ""
    if entry.isFallback {
      let canonical = index.entry(key: entry.key, language: entry.source.language)?.outputPath ?? entry.outputPath
      html += "<link rel=\"canonical\" href=\"\(HTML.url(canonical, base: base))\">\n"
      html += "<meta name=\"robots\" content=\"noindex\">\n"
      return html
    }
    html += "<link rel=\"canonical\" href=\"\(HTML.url(entry.outputPath, base: base))\">\n"
    for translation in translations(of: entry.key) {
      html += "<link rel=\"alternate\" hreflang=\"\(HTML.escape(translation.tag))\" href=\"\(HTML.url(translation.entry.outputPath, base: base))\">\n"
    }
    html += "<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(base))\">\n"
    return html
  }

  /// The languages in which a page really exists (not as a fallback), in config order.
  func translations(of key: String) -> [(tag: String, entry: SiteIndex.Entry)] {
    index.config.languages.compactMap { language in
      guard let entry = index.entry(key: key, language: language.code), !entry.isFallback else { return nil }
      return (language.tag, entry)
    }
  }

  private func switcher(_ entry: SiteIndex.Entry, toSiteRoot: String, label: String) -> String {
    var html = "<nav class=\"languages\" aria-label=\"\(HTML.escape(label))\"><ul>\n"
    for language in index.config.languages {
      guard let target = index.entry(key: entry.key, language: language.code) else { continue }
      let current = language.code == entry.language ? " aria-current=\"page\"" : ""
      html += "<li><a href=\"\(HTML.url(toSiteRoot + target.outputPath))\" hreflang=\"\(HTML.escape(language.tag))\" lang=\"\(HTML.escape(language.tag))\"\(current)>\(HTML.escape(language.name))</a></li>\n"
    }
    html += "</ul></nav>\n"
    return html
  }

  private func sidebar(
    siblings: [SiteIndex.Entry], current: SiteIndex.Entry, articles: [String: RenderedArticle],
    toLanguageRoot: String, strings: UIStrings
  ) -> String {
    var html = "<nav class=\"sidebar\" aria-label=\"\(HTML.escape(strings.contents))\">\n"
    html += "<h2>\(HTML.escape(strings.contents))</h2>\n<ol>\n"
    for sibling in siblings {
      let title = articles[sibling.source.file]?.title ?? sibling.key
      let isCurrent = sibling.key == current.key
      let attributes = isCurrent ? " aria-current=\"page\"" : ""
      let mark = sibling.isFallback ? " <span class=\"badge\" lang=\"\(HTML.escape(index.config.language(sibling.source.language)?.tag ?? ""))\">\(HTML.escape(sibling.source.language))</span>" : ""
      html += "<li><a href=\"\(HTML.url(toLanguageRoot + sibling.slugPath + "index.html"))\"\(attributes)>\(HTML.escape(title))</a>\(mark)</li>\n"
    }
    html += "</ol>\n</nav>\n"
    return html
  }

  private func pager(
    siblings: [SiteIndex.Entry], position: Int?, articles: [String: RenderedArticle],
    toLanguageRoot: String, strings: UIStrings
  ) -> String {
    guard let position else { return "" }
    var html = "<nav class=\"pager\">\n"
    if position > 0 {
      let previous = siblings[position - 1]
      let title = articles[previous.source.file]?.title ?? previous.key
      html += "<a rel=\"prev\" href=\"\(HTML.url(toLanguageRoot + previous.slugPath + "index.html"))\"><span>\(HTML.escape(strings.previous))</span>\(HTML.escape(title))</a>\n"
    }
    if position + 1 < siblings.count {
      let next = siblings[position + 1]
      let title = articles[next.source.file]?.title ?? next.key
      html += "<a rel=\"next\" href=\"\(HTML.url(toLanguageRoot + next.slugPath + "index.html"))\"><span>\(HTML.escape(strings.next))</span>\(HTML.escape(title))</a>\n"
    }
    html += "</nav>\n"
    return html
  }
}
