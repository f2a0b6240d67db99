import Foundation

/// Decides, for one page, what becomes of the author's raw HTML, links and pictures before
/// libcmark renders it (``MarkdownDocument/edit(_:)``), and says why wherever something is
/// dropped or missing.
///
/// - Raw HTML keeps what ``HTMLPolicy`` allows (``HTMLSanitizer``), or everything when site.yml
///   sets `rawHTML: true`; comments go without a word.
/// - Links and pictures whose URL runs code (`javascript:` …) are dropped, their text kept.
/// - A file beside the notes that a link or picture names (``LinkedFileTarget``) is pointed at
///   its copy in the site; one that is missing, or may not be published, is an error.
/// - Pictures get their size (``ImageSize``, read by the scan) and, all but the first,
///   `loading="lazy"`: the first is most likely in view when the page opens.
/// - In-page links (`#section`) are collected for ``brokenFragments(in:)``.
struct NoteContent {
  let page: SourcePage
  let allowsRawHTML: Bool
  let links: LinkResolver
  let files: LinkedFiles
  /// From the page to the site's root (`../../`), for the copies' URLs.
  let toSiteRoot: String
  /// The note's lines, where problems are looked for.
  private let lines: [Substring]
  /// Table cells are edited again after the page's walk reported their problems.
  var isQuiet = false
  private(set) var diagnostics: [Diagnostic] = []
  /// In-page links: the fragment (percent-decoded) and where it is written.
  private(set) var fragmentLinks: [(fragment: String, location: SourceLocation)] = []
  /// The first picture's URL as written: that picture is not loaded lazily, wherever it
  /// appears (a table cell is edited apart from its page).
  private(set) var firstPicture: String?
  private var sanitizer: HTMLSanitizer

  init(page: SourcePage, config: SiteConfig, links: LinkResolver, files: LinkedFiles, reservedIDs: Set<String>) {
    self.page = page
    allowsRawHTML = config.allowsRawHTML
    self.links = links
    self.files = files
    toSiteRoot = String(repeating: "../", count: links.depth(of: page) + 1)
    lines = page.text.sourceLines
    sanitizer = HTMLSanitizer(reservedIDs: reservedIDs)
  }

  /// The same page's decisions for a table cell: quiet, the first picture already known.
  func forCell() -> NoteContent {
    var cell = self
    cell.isQuiet = true
    cell.sanitizer = HTMLSanitizer(reservedIDs: sanitizer.reservedIDs)
    return cell
  }

  /// Edits `document` and closes what its HTML left open at its end.
  mutating func edit(_ document: MarkdownDocument) {
    document.edit { decide($0) }
    if !allowsRawHTML { document.appendHTML(sanitizer.closeAll()) }
  }

  private mutating func decide(_ piece: MarkdownDocument.Piece) -> MarkdownDocument.Edit {
    switch piece {
    case .link(let url, let line, let column):
      let location = locate(url, line: line, column: column)
      if MarkdownDocument.isDangerous(url: url, image: false) {
        warnUnsafe(url, at: location)
        return .unwrap
      }
      if url.hasPrefix("#") { noteFragment(url, at: location) }
      switch fileURL(url, at: location) {
      case .some(let copy): return .url(copy)
      case .none: return .keep
      }
    case .image(let url, let title, let alt, let line, let column):
      let location = locate(url, line: line, column: column)
      if MarkdownDocument.isDangerous(url: url, image: true) {
        warnUnsafe(url, at: location)
        return .unwrap
      }
      let isFirst = firstPicture == nil || firstPicture == url
      if firstPicture == nil { firstPicture = url }
      var attributes: [(name: String, value: String)] = []
      let source: String
      switch LinkedFileTarget(url, language: page.language, relativePath: page.relativePath) {
      case .notAFile:
        // A picture elsewhere keeps libcmark's tag unless it must load lazily.
        guard !isFirst else { return .keep }
        source = HTML.href(url)
      case .refused(let reason):
        report(.error(.linkedFile, at: location, reason))
        return .keep
      case .file(let path, let suffix):
        switch files.target(of: path) {
        case .failure(let problem):
          report(
            .error(
              .linkedFile, at: location,
              "the picture '\(ContentPath.visible(url))' is not published: \(problem.message)"))
          return .keep
        case .success(let copy):
          source = HTML.href(HTML.percentEncode(toSiteRoot + copy.sitePath) + suffix)
          if let width = copy.record.width, let height = copy.record.height {
            attributes += [("width", String(width)), ("height", String(height))]
          }
        }
      }
      if !isFirst { attributes.append(("loading", "lazy")) }
      var html = "<img src=\"\(source)\" alt=\"\(HTML.escape(alt))\""
      if !title.isEmpty { html += " title=\"\(HTML.escape(title))\"" }
      for (name, value) in attributes { html += " \(name)=\"\(HTML.escape(value))\"" }
      return .html(html + " />")
    case .html(let literal, let inline, let line, let column):
      return allowsRawHTML
        ? rewriteInPlace(literal, line: line, column: column)
        : sanitize(literal, inline: inline, line: line, column: column)
    case .inlineEnd:
      guard !allowsRawHTML else { return .keep }
      let closing = sanitizer.closeInline()
      return closing.isEmpty ? .keep : .html(closing)
    }
  }

  /// The note's HTML as the policy keeps it, problems reported at their own line and column.
  private mutating func sanitize(_ literal: String, inline: Bool, line: Int, column: Int) -> MarkdownDocument.Edit {
    let start = (line: line, column: column)
    var hooks = HTMLSanitizer.Hooks()
    var problems: [(offset: Int, diagnostic: Diagnostic)] = []
    var fragments: [(offset: Int, url: String)] = []
    var firstPicture = self.firstPicture
    // What the `<img>` being written learnt from its `src`.
    var picture: (isFirst: Bool, size: ImageSize.Size?)?
    let page = page
    let links = links
    let files = files
    let toSiteRoot = toSiteRoot
    hooks.url = { use in
      let location = Self.location(in: literal, offset: use.offset, start: start, file: page.file)
      if use.element == "img", use.attribute == "src" {
        picture = (firstPicture == nil || firstPicture == use.url, nil)
        if firstPicture == nil { firstPicture = use.url }
      }
      if use.element == "a", use.url.hasPrefix("#") {
        fragments.append((use.offset, use.url))
        return .keep(use.url)
      }
      guard HTMLPolicy.fileAttributes[use.element]?.contains(use.attribute) == true else { return .keep(use.url) }
      if use.element == "a" {
        switch Self.noteLink(use.url, links: links, page: page) {
        case .failure(let problem):
          problems.append((use.offset, .error(.brokenLink, at: location, problem.message)))
          return .drop
        case .success(let rewritten?): return .keep(rewritten)
        case .success(nil): break
        }
      }
      switch Self.copy(of: use.url, page: page, files: files, toSiteRoot: toSiteRoot) {
      case .notAFile: return .keep(use.url)
      case .copy(let url, let record):
        if use.element == "img", use.attribute == "src", let width = record.width, let height = record.height {
          picture?.size = ImageSize.Size(width: width, height: height)
        }
        return .keep(url)
      case .problem(let message):
        problems.append((use.offset, .error(.linkedFile, at: location, message)))
        return .drop
      }
    }
    hooks.image = { attributes in
      if let seen = picture, attributes.contains(where: { $0.name == "src" }) {
        Self.complete(&attributes, size: seen.size, lazy: !seen.isFirst)
      }
      picture = nil
    }
    let (html, findings) = sanitizer.sanitize(literal, inline: inline, hooks: hooks)
    self.firstPicture = firstPicture
    for problem in problems { report(problem.diagnostic) }
    for fragment in fragments {
      noteFragment(fragment.url, at: Self.location(in: literal, offset: fragment.offset, start: start, file: page.file))
    }
    for finding in findings {
      report(
        Self.warning(
          for: finding, at: Self.location(in: literal, offset: finding.offset, start: start, file: page.file)))
    }
    return html == literal ? .keep : .html(html)
  }

  /// `rawHTML: true`: the HTML as written, but for the URLs of files beside the notes and links
  /// to notes, each changed in place to where it leads in the site.
  private mutating func rewriteInPlace(_ literal: String, line: Int, column: Int) -> MarkdownDocument.Edit {
    var replacements: [(Range<Int>, String)] = []
    for token in HTMLTokenizer.tokens(of: literal) {
      guard case .startTag(let tag) = token, let names = HTMLPolicy.fileAttributes[tag.name] else { continue }
      for attribute in tag.attributes where names.contains(attribute.name) && attribute.name != "srcset" {
        guard let range = attribute.valueRange, let decoded = HTMLTokenizer.decodedValue(attribute.value) else {
          continue
        }
        let url = HTMLPolicy.cleanedURL(decoded)
        let location = Self.location(in: literal, offset: attribute.start, start: (line, column), file: page.file)
        if tag.name == "a", url.hasPrefix("#") { noteFragment(url, at: location) }
        if tag.name == "a" {
          switch Self.noteLink(url, links: links, page: page) {
          case .failure(let problem):
            report(.error(.brokenLink, at: location, problem.message))
            continue
          case .success(let rewritten?):
            replacements.append((range, HTML.escape(rewritten)))
            continue
          case .success(nil): break
          }
        }
        switch Self.copy(of: url, page: page, files: files, toSiteRoot: toSiteRoot) {
        case .notAFile: continue
        case .copy(let copy, _): replacements.append((range, HTML.escape(copy)))
        case .problem(let message): report(.error(.linkedFile, at: location, message))
        }
      }
    }
    guard !replacements.isEmpty else { return .keep }
    var bytes = Array(literal.utf8)
    for (range, value) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      bytes.replaceSubrange(range, with: Array(value.utf8))
    }
    return .html(String(decoding: bytes, as: UTF8.self))
  }

  /// The in-page links whose fragment names no element of `html` (the finished article), nor
  /// one of the page's own (`ids`), nor the top of the page.
  func brokenFragments(in html: String, pageIDs ids: Set<String>) -> [Diagnostic] {
    guard !fragmentLinks.isEmpty else { return [] }
    var known = ids
    known.insert("top")
    for token in HTMLTokenizer.tokens(of: html) {
      guard case .startTag(let tag) = token else { continue }
      for attribute in tag.attributes where attribute.name == "id" || (attribute.name == "name" && tag.name == "a") {
        known.insert(HTMLTokenizer.decodedValue(attribute.value, lenient: true) ?? attribute.value)
      }
    }
    return fragmentLinks.compactMap { link in
      guard !link.fragment.isEmpty, !known.contains(link.fragment), !known.contains(link.fragment.lowercased()) else {
        return nil
      }
      return .error(
        .brokenLink, at: link.location,
        "no heading or element has the id '\(ContentPath.visible(link.fragment))' on this page")
    }
  }

  // MARK: - Links and files

  enum Copy {
    case notAFile
    case copy(String, LinkedFileRecord)
    case problem(String)
  }

  /// Where a URL that may name a file beside the notes leads in the site, seen from
  /// `toSiteRoot` (a page's folder, or its Markdown twin's).
  static func copy(of url: String, page: SourcePage, files: LinkedFiles, toSiteRoot: String) -> Copy {
    switch LinkedFileTarget(url, language: page.language, relativePath: page.relativePath) {
    case .notAFile: return .notAFile
    case .refused(let reason): return .problem(reason)
    case .file(let path, let suffix):
      switch files.target(of: path) {
      case .success(let copy):
        return .copy(HTML.percentEncode(toSiteRoot + copy.sitePath) + suffix, copy.record)
      case .failure(let problem):
        return .problem("'\(ContentPath.visible(url))' is not published: \(problem.message)")
      }
    }
  }

  /// A link to a note written in HTML (`<a href="other.md">`): its page's URL, nil when it is
  /// not one, or why it leads nowhere.
  private static func noteLink(_ url: String, links: LinkResolver, page: SourcePage) -> Result<
    String?, ContentPath.Problem
  > {
    switch links.resolve(url, from: page) {
    case .unchanged: .success(nil)
    case .rewritten(let rewritten): .success(rewritten)
    case .broken(let reason): .failure(ContentPath.Problem(message: reason))
    }
  }

  /// A Markdown link's new URL when it names a file beside the notes (nil: left as written;
  /// a problem is reported).
  private mutating func fileURL(_ url: String, at location: SourceLocation) -> String? {
    switch Self.copy(of: url, page: page, files: files, toSiteRoot: toSiteRoot) {
    case .notAFile: return nil
    case .copy(let copy, _): return copy
    case .problem(let message):
      report(.error(.linkedFile, at: location, message))
      return nil
    }
  }

  /// An `<img>`'s size when the note gives none or only one side (the other kept in
  /// proportion), and `loading="lazy"`.
  private static func complete(_ attributes: inout [(name: String, value: String)], size: ImageSize.Size?, lazy: Bool) {
    if let size {
      let width = attributes.firstIndex { $0.name == "width" }
      let height = attributes.firstIndex { $0.name == "height" }
      switch (width, height) {
      case (nil, nil):
        attributes += [("width", String(size.width)), ("height", String(size.height))]
      case (let index?, nil):
        if let given = Int(attributes[index].value) {
          attributes.append(("height", String(max(1, (given * size.height + size.width / 2) / size.width))))
        }
      case (nil, let index?):
        if let given = Int(attributes[index].value) {
          attributes.append(("width", String(max(1, (given * size.width + size.height / 2) / size.height))))
        }
      default: break
      }
    }
    if lazy { attributes.append(("loading", "lazy")) }
  }

  // MARK: - Problems

  private mutating func noteFragment(_ url: String, at location: SourceLocation) {
    let fragment = String(url.dropFirst())
    fragmentLinks.append((fragment.removingPercentEncodingIfAny, location))
  }

  private mutating func report(_ diagnostic: Diagnostic) {
    if !isQuiet { diagnostics.append(diagnostic) }
  }

  private mutating func warnUnsafe(_ url: String, at location: SourceLocation) {
    report(
      Diagnostic(
        .warning, .unsafeLink, at: location,
        "link to '\(ContentPath.visible(String(url.prefix(60))))' dropped: javascript:, vbscript:, file: and data: URLs are never published"
      ))
  }

  /// Says what the sanitizer dropped, and how to keep everything when that is wanted.
  private static func warning(for finding: HTMLSanitizer.Finding, at location: SourceLocation) -> Diagnostic {
    let message: String
    switch finding.kind {
    case .element(let name):
      message =
        "<\(ContentPath.visible(name))> is not kept: notes may use the HTML listed in README (img, br, kbd, details, tables…); set 'rawHTML: true' in site.yml to keep all HTML"
    case .attribute(let element, let name):
      let why =
        name.hasPrefix("on")
        ? "event handlers never are"
        : name == "style" || name == "class" ? "the site's stylesheet styles notes" : "not among the attributes kept"
      message = "'\(ContentPath.visible(name))' on <\(element)> is not kept: \(why)"
    case .value(let element, let attribute, let value, let reason):
      message =
        "\(attribute)=\"\(ContentPath.visible(String(value.prefix(60))))\" on <\(element)> is not kept: \(reason)"
    }
    return Diagnostic(.warning, .rawHTML, at: location, message)
  }

  /// Where a link's URL is written: on its node's line, from its column.
  private func locate(_ url: String, line: Int, column: Int) -> SourceLocation {
    guard line >= 1, line <= lines.count, !url.isEmpty else {
      return SourceLocation(file: page.file, line: max(1, line), column: column)
    }
    let text = String(lines[line - 1])
    let scalars = Array(text.unicodeScalars)
    let from = min(max(0, column - 1), scalars.count)
    let rest = String(String.UnicodeScalarView(scalars[from...]))
    if let range = rest.range(of: "(" + url) ?? rest.range(of: url) {
      let offset = rest.unicodeScalars.distance(from: rest.startIndex, to: range.lowerBound)
      return SourceLocation(
        file: page.file, line: line, column: from + offset + 1 + (rest[range].hasPrefix("(") ? 1 : 0))
    }
    return SourceLocation(file: page.file, line: line, column: column)
  }

  /// The line and column of a UTF-8 offset in a piece of HTML that starts at `start`.
  static func location(in literal: String, offset: Int, start: (line: Int, column: Int), file: String)
    -> SourceLocation
  {
    let before = literal.utf8.prefix(offset)
    let newlines = before.filter { $0 == UInt8(ascii: "\n") }.count
    let lastLine = before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last ?? []
    let column = String(decoding: lastLine, as: UTF8.self).unicodeScalars.count
    return SourceLocation(file: file, line: start.line + newlines, column: (newlines == 0 ? start.column : 1) + column)
  }
}

extension String {
  /// The text with `%XX` escapes decoded, or as it is when there are none or they are not UTF-8.
  fileprivate var removingPercentEncodingIfAny: String {
    contains("%") ? (removingPercentEncoding ?? self) : self
  }
}
