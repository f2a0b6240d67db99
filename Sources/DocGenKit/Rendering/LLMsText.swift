/// `llms.txt` (llmstxt.org): the site's pages as a Markdown list for language models and other
/// programs, each linking to its Markdown twin (``MarkdownTwins``) rather than to HTML.
///
/// The root file names every language's pages; `<lang>/llms.txt` names one language's. Only
/// pages written in a language are listed under it (a fallback's text is its original's,
/// listed under the original's language). Links are relative, so the files work from disk.
struct LLMsText {
  let index: SiteIndex
  let twins: MarkdownTwins
  /// Each page's title by source file.
  let titles: [String: String]

  /// The root's file: the default language's site title, then a section per language.
  func root() -> String {
    let config = index.config
    let heading = config.language(config.defaultLanguage)?.title ?? ""
    var text = "# \(Self.line(heading))\n\n"
    text += "> Tutorial notes whose Swift examples were run; each link is a page's Markdown with its verified logs.\n"
    for language in config.languages {
      text += "\n## \(Self.line(language.name)) (\(language.code))\n\n"
      text += list(language: language.code, from: language.code + "/")
    }
    return text
  }

  /// `<lang>/llms.txt`: the language's site title and its pages.
  func language(_ code: String) -> String {
    guard let language = index.config.language(code) else { return "" }
    var text = "# \(Self.line(language.title))\n\n"
    text += "> Each link is a page's Markdown with its verified logs.\n\n"
    text += "## \(Self.line(language.strings.allPages))\n\n"
    text += list(language: code, from: "")
    return text
  }

  /// One `- [title](twin): summary` line per page of `language`; `prefix` is the way from the
  /// file to the language's folder.
  private func list(language: String, from prefix: String) -> String {
    var text = ""
    for entry in index.entries(in: language) where !entry.isFallback {
      guard let twin = twins[entry.outputPath] else { continue }
      let title = titles[entry.source.file] ?? entry.source.relativePath
      let link = prefix + twin.dropFirst(language.count + 1)
      text += "- [\(Self.linkText(title))](\(Self.destination(link)))"
      if let summary = entry.source.frontMatter.summary, !summary.isEmpty { text += ": \(Self.line(summary))" }
      text += "\n"
    }
    return text
  }

  /// Text on one line: line breaks in a title or summary become spaces.
  private static func line(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  /// A link's text with the brackets and backslashes that would end or escape it escaped.
  private static func linkText(_ text: String) -> String {
    var result = ""
    for character in line(text) {
      if character == "[" || character == "]" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A link destination in angle brackets, so spaces and parentheses in a path are kept
  /// (`<` and `>` percent-encoded, which a note's path may hold).
  private static func destination(_ path: String) -> String {
    "<" + path.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E") + ">"
  }
}
