import DocPictures
import ScenarioKit
import Yams

/// The site's languages and the words of its chrome, read from `Content/site.yml`.
///
/// ```yaml
/// baseURL: https://example.org/uikit-notes/
/// defaultLanguage: en
/// languages:
///   - code: en            # the folder under Content/ and the URL segment
///     tag: en             # BCP 47, for <html lang> and hreflang (zh-Hans, zh-Hant, ko …)
///     name: English       # the language's name in itself, for the switcher
///     title: UIKit view controllers, verified
///     strings: { contents: Contents, …, pictures: { appeared: appeared, … } }   # words to change
/// ```
/// `baseURL` is optional: without it, pages have no canonical or hreflang links and there is
/// no sitemap (a warning says so). `strings` is optional for languages whose tag has built-in
/// words (``BuiltInWords``: en, zh-Hans, zh-Hant, ko, ja), and lists only the words to change;
/// others list every word.
/// The order of `languages` is the order of the switcher and the language chooser.
/// `rawHTML: true` lets raw HTML in notes through (see ``allowsRawHTML``).
/// `editURL: https://github.com/you/notes/edit/main/Content/{path}` adds an "edit this page"
/// link (`{path}` becomes the note's path under Content/); `lastUpdated: git` adds the date of
/// the last commit that changed the note (``GitDates``).
public struct SiteConfig: Sendable, Equatable {
  public struct Language: Sendable, Equatable {
    public var code: String
    public var tag: String
    public var name: String
    public var title: String
    public var strings: UIStrings
  }

  /// Absolute URL the site is served from, ending in `/`; used for canonical links, hreflang
  /// and the sitemap, which a site without one does not have.
  public var baseURL: String?
  public var defaultLanguage: String
  public var languages: [Language]
  /// Whether raw HTML written in notes reaches the page (`rawHTML: true`). Off by default, as
  /// in Hugo: notes come from pull requests, and a `<script>` in one would run for every reader.
  public var allowsRawHTML = false
  /// Where a note can be edited, with `{path}` for its path under the content folder.
  public var editURL: String?
  /// Show when each note last changed, from git.
  public var showsLastUpdated = false
  /// The iOS version scenarios run on: what `#available(iOS 15, *)` is checked against
  /// (`iOS: 17` in site.yml; 17 when absent).
  public var iOSVersion = PlatformVersion.defaultiOS

  public func language(_ code: String) -> Language? {
    languages.first { $0.code == code }
  }

  public var defaultLanguageConfig: Language {
    language(defaultLanguage) ?? languages[0]
  }
}

/// Every word the site needs, in one language: the chrome's, and the pictures' (``pictures``).
///
/// `{language}` and `{source}` in ``notTranslated`` are replaced by language names.
public struct UIStrings: Sendable, Equatable {
  /// The words of the hierarchy diagrams and timelines (`pictures:`, read by ``PictureWords``),
  /// in DocPictures' own type: DocPictures guesses no words from a language's tag.
  public var pictures: PictureStrings
  public var contents: String
  public var previous: String
  public var next: String
  public var languages: String
  public var notTranslated: String
  public var chooseLanguage: String
  public var scenario: String
  public var log: String
  public var verified: String
  public var hierarchy: String
  /// The label that opens a picture's text form (the hierarchy as an indented tree).
  public var asText: String
  public var timeline: String
  public var expectedError: String
  public var error: String
  /// Where in a scenario an error happened: `{line}` is the line within the scenario.
  public var line: String
  public var skipToContent: String
  /// The heading of the language's contents page, and the label of the sidebar's links to it.
  public var allPages: String
  /// The notice on a translation whose original changed since it was acknowledged; `{original}`
  /// becomes a link to the original, labelled with its language's name.
  public var outdated: String
  /// The copy button on code blocks (added by assets/site.js), and what it says once done.
  public var copy: String
  public var copied: String
  /// The not-found page (`404.html`): its heading, and its text, where `{contents}` becomes a
  /// link to the language's contents page labelled ``allPages``.
  public var notFound: String
  public var notFoundText: String
  /// The heading of a page's table of contents.
  public var onThisPage: String
  /// The phone layout's link that opens the page list.
  public var menu: String
  /// The link to edit a note (``SiteConfig/editURL``).
  public var editPage: String
  /// When the note last changed: `{date}` becomes the date (`2026-11-24`).
  public var lastUpdated: String
  /// The search box's label and placeholder.
  public var search: String
  /// Said when no page matches: `{query}` becomes what the reader typed.
  public var noResults: String
  /// The titles of GitHub's alerts (`> [!NOTE]` …), shown as callouts (``CalloutKind``).
  public var note: String
  public var tip: String
  public var important: String
  public var warning: String
  public var caution: String

  /// The title of a callout of `kind`.
  public func title(of kind: CalloutKind) -> String {
    switch kind {
    case .note: return note
    case .tip: return tip
    case .important: return important
    case .warning: return warning
    case .caution: return caution
    }
  }
  /// The phone menu's close button.
  public var closeMenu: String
  /// The link back to the top of a page.
  public var backToTop: String
  /// The theme toggle (a switch: on is dark, off is light; unset follows the system).
  public var darkTheme: String
  /// A section heading's permalink (`#`).
  public var permalink: String
  /// Announced when search shows results: `{count}` becomes how many.
  public var resultCount: String
  /// "Predict the log" (`swift scenario quiz`): its heading, its task, the buttons that move a
  /// line, what a move announces (`{line}`, `{position}`, `{count}`), the check button, the
  /// score (`{right}`, `{count}`), what a misplaced line is told (`{line}`: the log's line
  /// there), the link that shows the log without guessing, and the printed answers' heading.
  public var predict: String
  public var predictTask: String
  public var moveUp: String
  public var moveDown: String
  public var moved: String
  public var checkOrder: String
  public var predictScore: String
  public var inLog: String
  public var showLog: String
  public var answers: String

  static let keys: [String] = [
    "contents", "previous", "next", "languages", "notTranslated", "chooseLanguage", "scenario",
    "log", "verified", "hierarchy", "asText", "timeline", "expectedError", "error", "line", "skipToContent", "allPages",
    "outdated", "copy", "copied",
    "notFound", "notFoundText", "onThisPage", "menu", "editPage", "lastUpdated", "search", "noResults",
    "note", "tip", "important", "warning", "caution",
    "closeMenu", "backToTop", "darkTheme", "permalink", "resultCount", "predict", "predictTask", "moveUp", "moveDown",
    "moved", "checkOrder", "predictScore", "inLog", "showLog", "answers",
    "pictures",
  ]

  /// The chrome's words from `value` (asked for each key of ``keys`` but `pictures`).
  init(pictures: PictureStrings, _ value: (String) -> String) {
    self.pictures = pictures
    contents = value("contents")
    previous = value("previous")
    next = value("next")
    languages = value("languages")
    notTranslated = value("notTranslated")
    chooseLanguage = value("chooseLanguage")
    scenario = value("scenario")
    log = value("log")
    verified = value("verified")
    hierarchy = value("hierarchy")
    asText = value("asText")
    timeline = value("timeline")
    expectedError = value("expectedError")
    error = value("error")
    line = value("line")
    skipToContent = value("skipToContent")
    allPages = value("allPages")
    outdated = value("outdated")
    copy = value("copy")
    copied = value("copied")
    notFound = value("notFound")
    notFoundText = value("notFoundText")
    onThisPage = value("onThisPage")
    menu = value("menu")
    editPage = value("editPage")
    lastUpdated = value("lastUpdated")
    search = value("search")
    noResults = value("noResults")
    note = value("note")
    tip = value("tip")
    important = value("important")
    warning = value("warning")
    caution = value("caution")
    closeMenu = value("closeMenu")
    backToTop = value("backToTop")
    darkTheme = value("darkTheme")
    permalink = value("permalink")
    resultCount = value("resultCount")
    predict = value("predict")
    predictTask = value("predictTask")
    moveUp = value("moveUp")
    moveDown = value("moveDown")
    moved = value("moved")
    checkOrder = value("checkOrder")
    predictScore = value("predictScore")
    inLog = value("inLog")
    showLog = value("showLog")
    answers = value("answers")
  }
}

/// Reads and validates ``SiteConfig``.
public enum SiteConfigLoader {
  /// The part of a URL a base URL must not have, named for the author (a query `?…`, a
  /// fragment `#…`, a user name or password `user:pass@` before the host), or nil.
  static func partNotAllowed(in baseURL: String) -> String? {
    if let query = baseURL.firstIndex(of: "?") {
      return "a query ('\(baseURL[query...].prefix(40))')"
    }
    if let fragment = baseURL.firstIndex(of: "#") {
      return "a fragment ('\(baseURL[fragment...].prefix(40))')"
    }
    if let scheme = baseURL.range(of: "://") {
      let authority = baseURL[scheme.upperBound...].prefix { $0 != "/" }
      // Not repeated in the message: it may be a real password.
      if authority.contains("@") {
        return "a user name or password (the part before '@' in its host)"
      }
    }
    return nil
  }

  public static func load(text: String, file: String) -> (SiteConfig?, [Diagnostic]) {
    var reader = YAMLReader(file: file)
    guard let root = reader.mapping(text, what: "the site config") else {
      return (nil, reader.diagnostics)
    }
    reader.allowOnly(["baseURL", "defaultLanguage", "languages", "rawHTML", "editURL", "lastUpdated", "iOS"], in: root)
    let allowsRawHTML = reader.bool("rawHTML", in: root) ?? false
    let editURL = reader.string("editURL", in: root, required: false)
    if let editURL,
      !(editURL.hasPrefix("https://") || editURL.hasPrefix("http://")) || !editURL.contains("{path}")
        || editURL.unicodeScalars.contains(where: {
          ContentPath.isControl($0) || $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">"
        })
    {
      reader.report(
        at: root["editURL"]?.mark, "editURL must be an http(s) URL containing {path}, without spaces or quotes")
    }
    let lastUpdated = reader.string("lastUpdated", in: root, required: false)
    if let lastUpdated, lastUpdated != "git" {
      reader.report(
        at: root["lastUpdated"]?.mark,
        "lastUpdated can only be 'git' (the date of the last commit that changed the note)")
    }
    var iOSVersion = PlatformVersion.defaultiOS
    if let text = reader.string("iOS", in: root, required: false) {
      if let version = PlatformVersion(parsing: text), (PlatformVersion.oldestiOS...99).contains(version.major) {
        iOSVersion = version
      } else {
        reader.report(
          at: root["iOS"]?.mark,
          "iOS must be the iOS version scenarios run on, such as 17 or 16.4 (\(PlatformVersion.oldestiOS) or later)")
      }
    }
    var baseURL = reader.string("baseURL", in: root) ?? "/"
    if root["baseURL"] == nil {
      reader.warn(
        .baseURL, at: nil,
        "no baseURL: pages get no canonical or hreflang links and no sitemap.xml is written; set baseURL to the address the site is published at"
      )
    }
    if !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") || baseURL.hasPrefix("/"))
      || baseURL.unicodeScalars.contains(where: {
        ContentPath.isControl($0) || $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">"
      })
    {
      reader.report(
        at: root["baseURL"]?.mark,
        "baseURL must be an http(s) URL or a path starting with '/', without spaces or quotes")
    } else if let part = Self.partNotAllowed(in: baseURL) {
      // Page paths are appended to baseURL for canonical links, hreflang and the sitemap: after a
      // query or a fragment they would not be paths, and a password would be published.
      reader.report(
        at: root["baseURL"]?.mark,
        "baseURL must not have \(part): page paths are appended to it in every canonical URL and the sitemap")
    }
    if !baseURL.hasSuffix("/") { baseURL += "/" }
    let defaultLanguage = reader.string("defaultLanguage", in: root, required: true) ?? ""
    var languages: [SiteConfig.Language] = []
    if let list = root["languages"]?.sequence, !list.isEmpty {
      for entry in list {
        guard entry.mapping != nil else {
          reader.report(at: entry.mark, "each language must be a mapping")
          continue
        }
        reader.allowOnly(["code", "tag", "name", "title", "strings"], in: entry)
        let code = reader.string("code", in: entry, required: true) ?? "?"
        // The code names a folder under Content/ and one in the site: it must be a plain
        // token, never a path (`../elsewhere`).
        if !BCP47.isWellFormed(code) {
          reader.report(
            at: entry["code"]?.mark,
            "language code '\(ContentPath.visible(code))' must look like a BCP 47 tag (letters, digits and '-': en, zh, pt-br)"
          )
        }
        let tag = reader.string("tag", in: entry, required: true) ?? code
        if !BCP47.isWellFormed(tag) {
          reader.report(at: entry["tag"]?.mark, "'\(tag)' is not a BCP 47 language tag")
        }
        if languages.contains(where: { $0.code == code }) {
          reader.report(at: entry["code"]?.mark, "language '\(code)' is listed twice")
        }
        // The words given here, else docgen's own for the tag; never another language's.
        let builtIn = BuiltInWords.forTag(tag)
        let strings = entry["strings"] ?? Node.mapping(Node.Mapping([]))
        if strings.mapping == nil {
          reader.report(at: strings.mark, "the strings of '\(code)' must be a mapping of words")
        }
        reader.allowOnly(Set(UIStrings.keys), in: strings)
        let missing = UIStrings.keys.filter { $0 != "pictures" && strings[$0] == nil && builtIn?.chrome[$0] == nil }
        if !missing.isEmpty {
          reader.report(
            at: entry["strings"]?.mark ?? entry.mark,
            "strings of '\(code)' lack \(missing.map { "'\($0)'" }.joined(separator: ", ")) (docgen has its own words only for \(BuiltInWords.tags.joined(separator: ", ")))"
          )
        }
        let pictures = PictureWords.read(
          strings["pictures"], language: code, tag: tag, defaults: builtIn?.pictures,
          place: entry["strings"]?.mark ?? entry.mark, reader: &reader)
        let ui = UIStrings(pictures: pictures) { key in
          strings[key]?.string ?? builtIn?.chrome[key] ?? key
        }
        languages.append(
          SiteConfig.Language(
            code: code, tag: tag,
            name: reader.string("name", in: entry, required: true) ?? code,
            title: reader.string("title", in: entry, required: true) ?? "",
            strings: ui))
      }
    } else {
      reader.report(at: root.mark, "'languages' must list at least one language")
    }
    if !languages.isEmpty, !languages.contains(where: { $0.code == defaultLanguage }) {
      reader.report(
        at: root["defaultLanguage"]?.mark,
        "default language '\(defaultLanguage)' is not one of the languages")
    }
    guard !reader.diagnostics.hasErrors else { return (nil, reader.diagnostics) }
    return (
      SiteConfig(
        baseURL: root["baseURL"] == nil ? nil : baseURL, defaultLanguage: defaultLanguage, languages: languages,
        allowsRawHTML: allowsRawHTML,
        editURL: editURL, showsLastUpdated: lastUpdated == "git", iOSVersion: iOSVersion),
      reader.diagnostics
    )
  }
}

/// The shape of a BCP 47 tag (RFC 5646), enough to refuse `zh_TW` or `chinese`.
enum BCP47 {
  static func isWellFormed(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
