import Foundation
import Workers

/// Stage 3 of a build: wraps an article in the site's chrome for one language.
///
/// Everything a reader needs works without JavaScript: the sidebar, the language switcher
/// (which stays on the same page), previous/next. Paths are relative so the site can be
/// opened from disk. A page's chrome is bounded: it shows its own neighbourhood
/// (``Navigation``), never the whole site, so pages stay the same size as the site grows.
struct PageLayout: Sendable {
  /// The ids the chrome gives its own elements, which a note's HTML may not take.
  static let reservedIDs: Set<String> = ["content", "site-nav", "search-input", "search-results"]

  let index: SiteIndex
  /// Output paths of translations whose original changed since they were acknowledged.
  var outdated: Set<String> = []
  /// Last commit dates by note (`en/intro.md`), when site.yml asks for them (``GitDates``).
  var lastUpdated: [String: String] = [:]
  /// Each page's sidebar item by language and position, made once: a sidebar's window shows
  /// 21 pages, so made for every page's sidebar, each item was made 21 times.
  private var sidebarItems: [String: [SidebarItem]] = [:]

  /// A page's sidebar item but the way up to the language's folder (which depends on the
  /// page whose sidebar shows it) and the current page's mark.
  struct SidebarItem: Sendable {
    /// The link's target inside the language, URL-encoded and escaped.
    let target: String
    /// What follows the link's opening tag: its text, and a fallback page's badge.
    let label: String
  }

  /// Where each page's Markdown twin is, linked from its head.
  var twins: MarkdownTwins?

  init(
    index: SiteIndex, outdated: Set<String> = [], lastUpdated: [String: String] = [:], twins: MarkdownTwins? = nil
  ) {
    self.index = index
    self.outdated = outdated
    self.lastUpdated = lastUpdated
    self.twins = twins
  }

  /// This layout with every page's sidebar item made ahead, one language a core: for builds
  /// that lay out many pages (a rebuild of one page makes its 21 items instead).
  func withSidebarItems(_ navigations: [String: Navigation]) -> PageLayout {
    var layout = self
    layout.sidebarItems = Dictionary(
      uniqueKeysWithValues: navigations.sorted { $0.key < $1.key }.parallelMap { language, navigation in
        (language, navigation.entries.indices.map { self.sidebarItem(navigation.link($0)) })
      })
    return layout
  }

  func render(_ entry: SiteIndex.Entry, article: RenderedArticle, navigation: Navigation) -> String {
    chrome(for: entry, navigation: navigation).map { render($0, article: article) } ?? ""
  }

  /// What a page shows around its article that does not depend on the article: notices,
  /// alternates, footer, pager and the sidebar (the costly part). A first build wraps it
  /// around the article and takes the page's chrome key from the same layout
  /// (``renderKeyed(_:article:placeholder:)``), so the neighbourhood is laid out once per
  /// page, not twice.
  struct Chrome {
    fileprivate let entry: SiteIndex.Entry
    fileprivate let language: SiteConfig.Language
    fileprivate let sourceLanguage: SiteConfig.Language
    fileprivate let depth: Int
    fileprivate let notices: String
    fileprivate let footerAndPager: String
    fileprivate let head: String
    fileprivate let sidebar: String
  }

  /// The chrome of `entry`, or nil when its language or its place in `navigation` is unknown
  /// (such a page renders as nothing).
  func chrome(for entry: SiteIndex.Entry, navigation: Navigation) -> Chrome? {
    let config = index.config
    guard let language = config.language(entry.language), let sourceLanguage = config.language(entry.source.language),
      let position = navigation.position(of: entry)
    else {
      return nil
    }
    let strings = language.strings
    let depth = entry.slugPath.split(separator: "/").count
    let toLanguageRoot = String(repeating: "../", count: depth)

    var notices = ""
    if entry.isFallback {
      let notice = strings.notTranslated
        .replacingOccurrences(of: "{language}", with: language.name)
        .replacingOccurrences(of: "{source}", with: sourceLanguage.name)
      notices += "<p class=\"notice\" role=\"note\">\(HTML.escape(notice))</p>\n"
    }
    if outdated.contains(entry.outputPath),
      let original = index.entry(key: entry.key, language: config.defaultLanguage),
      let originalLanguage = config.language(config.defaultLanguage)
    {
      let link =
        "<a href=\"\(HTML.url(toLanguageRoot + "../" + original.outputPath))\" hreflang=\"\(HTML.escape(originalLanguage.tag))\">\(HTML.escape(originalLanguage.name))</a>"
      let parts = strings.outdated.components(separatedBy: "{original}").map(HTML.escape)
      notices += "<p class=\"notice outdated\" role=\"note\">\(parts.joined(separator: link))</p>\n"
    }
    var head = ""
    if let summary = entry.source.frontMatter.summary {
      head += "<meta name=\"description\" content=\"\(HTML.escape(summary))\">\n"
      head += "<meta property=\"og:description\" content=\"\(HTML.escape(summary))\">\n"
    }
    if !entry.isFallback, let baseURL = config.baseURL, !baseURL.isEmpty {
      head += "<meta property=\"og:url\" content=\"\(HTML.url(entry.outputPath, base: baseURL))\">\n"
    }
    head += alternates(entry)
    if let twin = twins?[entry.outputPath] {
      let link = MarkdownTwins.link(to: twin, language: entry.language, depth: depth)
      head += "<link rel=\"alternate\" type=\"text/markdown\" href=\"\(HTML.url(link))\">\n"
    }
    return Chrome(
      entry: entry, language: language, sourceLanguage: sourceLanguage, depth: depth, notices: notices,
      footerAndPager: pageFooter(entry.source, strings: strings)
        + pager(navigation: navigation, position: position, toLanguageRoot: toLanguageRoot, strings: strings)
        + backToTop(strings: strings),
      head: head,
      sidebar: sidebar(
        navigation.sidebar(for: position), language: entry.language, toLanguageRoot: toLanguageRoot, strings: strings))
  }

  /// The page: `chrome` around `article`.
  func render(_ chrome: Chrome, article: RenderedArticle) -> String {
    let (main, rail) = mainColumn(chrome, article: article)
    return shell(chrome, title: article.title, main: main, sidebar: chrome.sidebar + rail)
  }

  /// A page's chrome key: the hash of its chrome laid out around the empty article (a page
  /// without chrome renders as nothing, and so does its key's text). An incremental build
  /// compares these to know which pages' chrome changed.
  func chromeKey(_ chrome: Chrome?, around placeholder: RenderedArticle) -> String {
    ContentHash.of([chrome.map { render($0, article: placeholder) } ?? ""])
  }

  /// The page, and its chrome key: the hash of the page `chrome` makes around `placeholder`
  /// (``chromeKey(_:around:)``), taken from this one layout where the two pages
  /// share everything but the main column and the table of contents beside the sidebar (the
  /// same title, and a sidebar either both or neither have); else laid out a second time.
  func renderKeyed(_ chrome: Chrome, article: RenderedArticle, placeholder: RenderedArticle) -> (
    page: String, chromeKey: String
  ) {
    let (main, rail) = mainColumn(chrome, article: article)
    let sidebar = chrome.sidebar + rail
    guard placeholder.title == article.title, placeholder.outline.isEmpty, chrome.sidebar.isEmpty == sidebar.isEmpty
    else {
      return (shell(chrome, title: article.title, main: main, sidebar: sidebar), chromeKey(chrome, around: placeholder))
    }
    let opening = shellOpening(chrome, title: article.title, hasSidebar: !sidebar.isEmpty)
    let placeholderMain = mainColumn(chrome, article: placeholder).main
    let key = ContentHash.ofConcatenation([opening, placeholderMain, Self.mainEnd, chrome.sidebar, Self.shellEnd])
    return (Self.assemble(opening: opening, main: main, sidebar: sidebar), key)
  }

  /// What goes in `<main>`: notices, the article with its title and inline table of
  /// contents, footer and pager; and the table of contents for the rail beside the sidebar.
  private func mainColumn(_ chrome: Chrome, article: RenderedArticle) -> (main: String, rail: String) {
    let strings = chrome.language.strings
    var main = ""
    main.reserveCapacity(chrome.notices.utf8.count + article.html.utf8.count + chrome.footerAndPager.utf8.count + 2048)
    main += chrome.notices
    main += "<article lang=\"\(HTML.escape(chrome.sourceLanguage.tag))\">\n"
    // The table of contents goes under the title: collapsible in the column on narrow
    // screens, a rail beside the article on wide ones (the stylesheet shows one of the two).
    let contents = tableOfContents(article.outline, strings: strings, articleLanguage: chrome.sourceLanguage.tag)
    var body = Substring(article.html)
    if !article.hasTitleHeading {
      main += "<h1>\(HTML.escape(article.title))</h1>\n"
    } else if let titleEnd = body.range(of: "</h1>\n") {
      main += body[..<titleEnd.upperBound]
      body = body[titleEnd.upperBound...]
    }
    main += contents.inline
    main += body
    main += "</article>\n"
    main += chrome.footerAndPager
    return (main, contents.rail)
  }

  /// A page's shell around its main column and sidebar.
  private func shell(_ chrome: Chrome, title: String, main: String, sidebar: String) -> String {
    Self.assemble(
      opening: shellOpening(chrome, title: title, hasSidebar: !sidebar.isEmpty), main: main, sidebar: sidebar)
  }

  private func shellOpening(_ chrome: Chrome, title: String, hasSidebar: Bool) -> String {
    let index = self.index
    let entry = chrome.entry
    return shellOpening(
      language: chrome.language, title: title, depth: chrome.depth, head: chrome.head,
      switcherTarget: { code in index.entry(key: entry.key, language: code)?.outputPath }, hasSidebar: hasSidebar)
  }

  /// "Edit this page" and "last updated", each when site.yml asks for it and it is known.
  private func pageFooter(_ source: SourcePage, strings: UIStrings) -> String {
    let note = ContentLoader.recordKey(source)
    var parts: [String] = []
    if let editURL = index.config.editURL {
      let path = note.split(separator: "/").map { HTML.percentEncode(String($0)) }.joined(separator: "/")
      parts.append(
        "<a class=\"edit\" href=\"\(HTML.escape(editURL.replacingOccurrences(of: "{path}", with: path)))\">\(HTML.escape(strings.editPage))</a>"
      )
    }
    if let date = lastUpdated[note] {
      let words = strings.lastUpdated.components(separatedBy: "{date}").map(HTML.escape)
      parts.append(
        "<span class=\"updated\">\(words.joined(separator: "<time datetime=\"\(date)\">\(date)</time>"))</span>")
    }
    guard !parts.isEmpty else { return "" }
    return "<footer class=\"page-meta\">\(parts.joined(separator: " "))</footer>\n"
  }

  /// A page's sections as a list of links, twice: a `<details>` for the column and a `<nav>`
  /// for the rail. Empty for pages with fewer than two sections.
  func tableOfContents(_ outline: [OutlineItem], strings: UIStrings, articleLanguage: String) -> (
    inline: String, rail: String
  ) {
    guard outline.count >= 2 else { return ("", "") }
    // Two levels at most: sections, and the subsections under them (a subsection before any
    // section is listed as a section).
    let top = outline.map(\.level).min() ?? 2
    var list = "<ol>\n"
    var nested = false
    for (index, item) in outline.enumerated() {
      let link = "<li><a href=\"#\(HTML.url(item.id))\">\(HTML.escape(item.text))</a>"
      let sub = item.level > top && index > 0
      if sub && !nested {
        list += "\n<ol>\n"
        nested = true
      } else if !sub && nested {
        list += "</li>\n</ol></li>\n"
        nested = false
      } else if index > 0 {
        list += "</li>\n"
      }
      list += link
    }
    list += nested ? "</li>\n</ol></li>\n</ol>\n" : "</li>\n</ol>\n"
    let title = HTML.escape(strings.onThisPage)
    let inline =
      "<details class=\"toc toc-inline\" lang=\"\(HTML.escape(articleLanguage))\"><summary>\(title)</summary>\n\(list)</details>\n"
    let rail =
      "<nav class=\"toc toc-rail\" aria-label=\"\(title)\"><h2>\(title)</h2>\n<div lang=\"\(HTML.escape(articleLanguage))\">\n\(list)</div></nav>\n"
    return (inline, rail)
  }

  /// `<lang>/contents.html`: every page of the language, section by section — where the
  /// sidebar's "more" links lead.
  func renderContents(navigation: Navigation) -> String {
    guard let language = index.config.language(navigation.language) else { return "" }
    let strings = language.strings
    var main = "<h1>\(HTML.escape(strings.allPages))</h1>\n"
    for section in navigation.sectionsInOrder() where !section.members.isEmpty {
      let anchor = HTML.escape(Navigation.anchor(of: section.folder))
      if !section.folder.isEmpty {
        let title = navigation.sectionLink(section.folder)?.title ?? section.folder
        main += "<h2 id=\"\(anchor)\">\(HTML.escape(title))</h2>\n"
      }
      main += "<ol class=\"contents\"\(section.folder.isEmpty ? " id=\"\(anchor)\"" : "")>\n"
      for member in section.members {
        main += item(navigation.link(member), language: navigation.language, toLanguageRoot: "")
      }
      main += "</ol>\n"
    }
    return shell(
      language: language, title: strings.allPages, depth: 0, head: "",
      switcherTarget: { code in "\(code)/\(Navigation.contentsFile)" }, main: main, sidebar: "")
  }

  /// `<lang>/404.html`, which servers answer for any missing address (`docgen serve` does).
  ///
  /// It is shown at URLs of any depth, so its relative links cannot be resolved against the
  /// address in the bar: a `<base>` pins them to the language folder, from `baseURL`'s path.
  /// (So it has no skip link: `#content` would resolve against the base, another page. Its
  /// header is two lines.)
  func renderNotFound(language code: String) -> String {
    guard let language = index.config.language(code) else { return "" }
    let strings = language.strings
    let contents = "<a href=\"\(HTML.url(Navigation.contentsFile))\">\(HTML.escape(strings.allPages))</a>"
    let text = strings.notFoundText.components(separatedBy: "{contents}").map(HTML.escape).joined(separator: contents)
    let main = "<h1>\(HTML.escape(strings.notFound))</h1>\n<p>\(text)</p>\n"
    let head =
      "<base href=\"\(HTML.url(Self.basePath(of: index.config.baseURL ?? "/") + code + "/"))\">\n"
      + "<meta name=\"robots\" content=\"noindex\">\n"
    return shell(
      language: language, title: strings.notFound, depth: 0, head: head,
      switcherTarget: { code in "\(code)/404.html" }, main: main, sidebar: "", skipLink: false)
  }

  /// The path of `baseURL` (`https://example.org/notes/` → `/notes/`; `/` stays `/`).
  static func basePath(of baseURL: String) -> String {
    guard let scheme = baseURL.range(of: "://") else { return baseURL }
    let rest = baseURL[scheme.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return "/" }
    return String(rest[slash...])
  }

  /// The page around the main column: head, header with the switcher, sidebar.
  /// `depth` is how many folders below the language folder the page sits.
  private func shell(
    language: SiteConfig.Language, title: String, depth: Int, head: String,
    switcherTarget: (String) -> String?, main: String, sidebar: String, skipLink: Bool = true
  ) -> String {
    let opening = shellOpening(
      language: language, title: title, depth: depth, head: head, switcherTarget: switcherTarget,
      hasSidebar: !sidebar.isEmpty,
      skipLink: skipLink)
    return Self.assemble(opening: opening, main: main, sidebar: sidebar)
  }

  /// What closes the main column, and the page after the sidebar.
  private static let mainEnd = "</main>\n"
  private static let shellEnd = "</div>\n</body>\n</html>\n"

  /// A page from its shell's opening, its main column and its sidebar.
  private static func assemble(opening: String, main: String, sidebar: String) -> String {
    // Reserved once: grown as it fills, a page of 40 KB was copied about twice over.
    var html = ""
    html.reserveCapacity(opening.utf8.count + main.utf8.count + sidebar.utf8.count + 64)
    html += opening
    html += main
    html += mainEnd
    html += sidebar
    html += shellEnd
    return html
  }

  /// The shell up to the main column's content: head, header with the switcher (and the
  /// menu link, when a sidebar follows), `<main>`.
  private func shellOpening(
    language: SiteConfig.Language, title: String, depth: Int, head: String,
    switcherTarget: (String) -> String?, hasSidebar: Bool, skipLink: Bool = true
  ) -> String {
    let toLanguageRoot = String(repeating: "../", count: depth)
    let toSiteRoot = toLanguageRoot + "../"
    var html = ""
    html.reserveCapacity(head.utf8.count + 3072)
    html += "<!DOCTYPE html>\n"
    html += "<html lang=\"\(HTML.escape(language.tag))\" dir=\"ltr\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(HTML.escape(title)) · \(HTML.escape(language.title))</title>\n"
    // How a link to the page looks when shared (Open Graph, read by chat apps and social sites).
    html += "<meta property=\"og:title\" content=\"\(HTML.escape(title))\">\n"
    html += "<meta property=\"og:site_name\" content=\"\(HTML.escape(language.title))\">\n"
    html +=
      "<meta property=\"og:locale\" content=\"\(HTML.escape(language.tag.replacingOccurrences(of: "-", with: "_")))\">\n"
    html += "<meta property=\"og:type\" content=\"article\">\n"
    html += "<meta name=\"twitter:card\" content=\"summary\">\n"
    html += head
    // After `head`, which may hold a `<base>` these paths resolve against.
    // Before the stylesheet, and not deferred: the theme the reader chose is set before the
    // first paint, so a page never flashes the system's theme first (``SiteScript``).
    html += "<script src=\"\(HTML.url(toSiteRoot + SiteScript.themePath))\"></script>\n"
    html += "<link rel=\"icon\" href=\"\(HTML.url(toSiteRoot + SiteIcon.path))\" type=\"image/svg+xml\">\n"
    html += "<link rel=\"stylesheet\" href=\"\(HTML.url(toSiteRoot + "assets/style.css"))\">\n"
    html += "<script src=\"\(HTML.url(toSiteRoot + SiteScript.path))\" defer></script>\n"
    html += "<script src=\"\(HTML.url(toSiteRoot + SearchScript.path))\" defer></script>\n"
    html +=
      "</head>\n<body data-copy=\"\(HTML.escape(language.strings.copy))\" data-copied=\"\(HTML.escape(language.strings.copied))\">\n"
    if skipLink {
      html += "<a class=\"skip\" href=\"#content\">\(HTML.escape(language.strings.skipToContent))</a>\n"
      if hasSidebar {
        // The page list is after the article in the source: a second skip link reaches it
        // from the first Tab stop.
        html += "<a class=\"skip\" href=\"#site-nav\">\(HTML.escape(language.strings.contents))</a>\n"
      }
    }
    html += "<header class=\"site-header\">\n"
    let home = index.firstEntry(in: language.code)?.slugPath ?? ""
    html +=
      "<a class=\"site-title\" href=\"\(HTML.url(toLanguageRoot + home + "index.html"))\">\(HTML.escape(language.title))</a>\n"
    html += searchBox(language: language, toSiteRoot: toSiteRoot)
    html += switcher(current: language, toSiteRoot: toSiteRoot, target: switcherTarget)
    html += themeToggle(strings: language.strings)
    if hasSidebar {
      // On a phone the page list sits after the article; this link opens it over the page
      // (CSS `:target`, no script), and the browser's back button closes it.
      html += "<a class=\"menu-link\" href=\"#site-nav\">\(HTML.escape(language.strings.menu))</a>\n"
    }
    html += "</header>\n<div class=\"layout\">\n"
    html += "<main id=\"content\">\n"
    return html
  }

  /// The search box (``SearchScript``): `hidden` until the script shows it, so a reader
  /// without JavaScript never meets a box that does nothing. It names its language's index
  /// and the way to the site's root, from which result paths are relative.
  private func searchBox(language: SiteConfig.Language, toSiteRoot: String) -> String {
    let strings = language.strings
    var html = "<form class=\"search\" role=\"search\" hidden"
    html += " data-index=\"\(HTML.url(toSiteRoot + SearchIndexFile.path(language: language.code)))\""
    html += " data-root=\"\(HTML.url(toSiteRoot))\" data-no-results=\"\(HTML.escape(strings.noResults))\">\n"
    html +=
      "<input type=\"search\" id=\"search-input\" placeholder=\"\(HTML.escape(strings.search))\" aria-label=\"\(HTML.escape(strings.search))\""
    html += " autocomplete=\"off\" spellcheck=\"false\" enterkeyhint=\"search\" aria-controls=\"search-results\">"
    html += "<kbd class=\"search-key\" aria-hidden=\"true\">/</kbd>\n"
    html +=
      "<div class=\"search-results\" id=\"search-results\" role=\"region\" aria-label=\"\(HTML.escape(strings.search))\" hidden></div>\n"
    // How many results there are, or that there are none, said by screen readers as it changes.
    html +=
      "<p class=\"search-status\" role=\"status\" aria-live=\"polite\" data-count=\"\(HTML.escape(strings.resultCount))\"></p>\n"
    html += "</form>\n"
    return html
  }

  /// The theme toggle: `hidden` until the script shows it (without JavaScript the page follows
  /// the system's scheme). A switch: pressed is dark; the script sets its state.
  private func themeToggle(strings: UIStrings) -> String {
    let name = HTML.escape(strings.darkTheme)
    return
      "<button type=\"button\" class=\"theme-toggle\" aria-pressed=\"false\" aria-label=\"\(name)\" title=\"\(name)\" hidden>◐</button>\n"
  }

  /// The way back to the top of a note: the main column's start (under the header). Without
  /// JavaScript it is always in the corner; the script shows it once the reader is a screen
  /// down.
  private func backToTop(strings: UIStrings) -> String {
    let name = HTML.escape(strings.backToTop)
    return "<a class=\"to-top\" href=\"#content\" aria-label=\"\(name)\" title=\"\(name)\">↑</a>\n"
  }

  /// `hreflang` alternates for the real translations only, plus `x-default` (the chooser);
  /// a fallback page points its canonical URL at the text it shows and claims no alternates.
  /// Without `baseURL` there are no canonical or alternate links (they are absolute URLs), but
  /// a fallback page still asks not to be indexed.
  private func alternates(_ entry: SiteIndex.Entry) -> String {
    guard let base = index.config.baseURL else {
      return entry.isFallback ? "<meta name=\"robots\" content=\"noindex\">\n" : ""
    }
    var html = ""
    if entry.isFallback {
      let canonical = index.entry(key: entry.key, language: entry.source.language)?.outputPath ?? entry.outputPath
      html += "<link rel=\"canonical\" href=\"\(HTML.url(canonical, base: base))\">\n"
      html += "<meta name=\"robots\" content=\"noindex\">\n"
      return html
    }
    html += "<link rel=\"canonical\" href=\"\(HTML.url(entry.outputPath, base: base))\">\n"
    for translation in translations(of: entry.key) {
      html +=
        "<link rel=\"alternate\" hreflang=\"\(HTML.escape(translation.tag))\" href=\"\(HTML.url(translation.entry.outputPath, base: base))\">\n"
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

  /// The language switcher, which stays on the same page: `target` gives, for a language
  /// code, that page's path inside the site (nil: the language has no such page).
  private func switcher(current: SiteConfig.Language, toSiteRoot: String, target: (String) -> String?) -> String {
    var html = "<nav class=\"languages\" aria-label=\"\(HTML.escape(current.strings.languages))\"><ul>\n"
    for language in index.config.languages {
      guard let path = target(language.code) else { continue }
      let mark = language.code == current.code ? " aria-current=\"page\"" : ""
      html +=
        "<li><a href=\"\(HTML.url(toSiteRoot + path))\" hreflang=\"\(HTML.escape(language.tag))\" lang=\"\(HTML.escape(language.tag))\"\(mark)>\(HTML.escape(language.name))</a></li>\n"
    }
    html += "</ul></nav>\n"
    return html
  }

  private func sidebar(_ sidebar: Navigation.Sidebar, language: String, toLanguageRoot: String, strings: UIStrings)
    -> String
  {
    let contents = HTML.url(toLanguageRoot + Navigation.contentsFile)
    var html = "<nav class=\"sidebar\" id=\"site-nav\" aria-label=\"\(HTML.escape(strings.contents))\">\n"
    html += "<a class=\"menu-close\" href=\"#content\" aria-label=\"\(HTML.escape(strings.closeMenu))\">×</a>\n"
    html += "<h2><a href=\"\(contents)\">\(HTML.escape(strings.contents))</a></h2>\n"
    html += level(
      0, of: sidebar, language: language, contents: contents, toLanguageRoot: toLanguageRoot, strings: strings)
    html += "</nav>\n"
    return html
  }

  /// One level of the collapsed tree, with the opened folder's level nested in its item.
  private func level(
    _ depth: Int, of sidebar: Navigation.Sidebar, language: String, contents: String, toLanguageRoot: String,
    strings: UIStrings
  ) -> String {
    let level = sidebar.levels[depth]
    let more = { (count: Int) in
      "<li class=\"more\"><a href=\"\(contents)#\(HTML.url(level.anchor))\" aria-label=\"\(HTML.escape(strings.allPages))\">⋯ \(count)</a></li>\n"
    }
    var html = ""
    if !level.pages.isEmpty {
      html += "<ol class=\"pages\">\n"
      if level.hiddenBefore > 0 { html += more(level.hiddenBefore) }
      for link in level.pages { html += item(link, language: language, toLanguageRoot: toLanguageRoot) }
      if level.hiddenAfter > 0 { html += more(level.hiddenAfter) }
      html += "</ol>\n"
    }
    if !level.sections.isEmpty {
      html += "<ul class=\"sections\">\n"
      for link in level.sections {
        guard link.folder == level.expanded, depth + 1 < sidebar.levels.count else {
          html += item(link, language: language, toLanguageRoot: toLanguageRoot)
          continue
        }
        html += "<li class=\"open\"><span class=\"section\">\(HTML.escape(link.title))</span>\n"
        html += self.level(
          depth + 1, of: sidebar, language: language, contents: contents, toLanguageRoot: toLanguageRoot,
          strings: strings)
        html += "</li>\n"
      }
      html += "</ul>\n"
    }
    return html
  }

  /// A page's item in a sidebar or on the contents page, from ``sidebarItems`` when it is there.
  private func item(_ link: Navigation.Link, language: String, toLanguageRoot: String) -> String {
    let made =
      link.position.flatMap { position in
        sidebarItems[language].flatMap { $0.indices.contains(position) ? $0[position] : nil }
      } ?? sidebarItem(link)
    return
      "<li><a href=\"\(toLanguageRoot)\(made.target)\"\(link.isCurrent ? " aria-current=\"page\"" : "")\(made.label)"
  }

  /// `<li><a href="` + the way up to the language's folder + `target` + `"` + the current
  /// page's mark + `label` is the item (the way up is `../`s, which URL-encoding and escaping
  /// leave as they are).
  private func sidebarItem(_ link: Navigation.Link) -> SidebarItem {
    var mark = ""
    if let source = link.fallbackLanguage {
      mark =
        " <span class=\"badge\" lang=\"\(HTML.escape(index.config.language(source)?.tag ?? ""))\">\(HTML.escape(source))</span>"
    }
    return SidebarItem(
      target: HTML.url(link.slugPath + "index.html"), label: ">\(HTML.escape(link.title))</a>\(mark)</li>\n")
  }

  private func pager(navigation: Navigation, position: Int, toLanguageRoot: String, strings: UIStrings) -> String {
    var html = "<nav class=\"pager\">\n"
    if position > 0 {
      let previous = navigation.link(position - 1)
      html +=
        "<a rel=\"prev\" href=\"\(HTML.url(toLanguageRoot + previous.slugPath + "index.html"))\"><span>\(HTML.escape(strings.previous))</span>\(HTML.escape(previous.title))</a>\n"
    }
    if position + 1 < navigation.entries.count {
      let next = navigation.link(position + 1)
      html +=
        "<a rel=\"next\" href=\"\(HTML.url(toLanguageRoot + next.slugPath + "index.html"))\"><span>\(HTML.escape(strings.next))</span>\(HTML.escape(next.title))</a>\n"
    }
    html += "</nav>\n"
    return html
  }
}
