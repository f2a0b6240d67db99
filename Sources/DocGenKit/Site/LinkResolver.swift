import Foundation

/// Turns a Markdown link between notes (`other.md`, `../ko/page.md#part`) into the built
/// page's URL, or says why it cannot.
///
/// URLs are relative and end in `index.html`, so the site works from a web server and from
/// `file://` alike. Links within one language never name the language (`../other/index.html`),
/// so an article rendered once serves its own language and any language it stands in for.
struct LinkResolver {
  let index: SiteIndex

  enum Resolution: Equatable {
    /// Not a link between notes (a web address, a fragment, an image): left as written.
    case unchanged
    case rewritten(String)
    case broken(reason: String)
  }

  func resolve(_ destination: String, from page: SourcePage) -> Resolution {
    // An ASCII destination (nearly all) is read a byte at a time; any other, a Character at
    // a time, where a `:` or `#` with a combining mark after it is not one.
    let isASCII = destination.utf8.allSatisfy { $0 < 0x80 }
    if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("/")
      || Self.hasScheme(destination, isASCII: isASCII)
    {
      return .unchanged
    }
    var path = destination
    var suffix = ""
    let mark =
      isASCII
      ? path.utf8.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }
      : path.firstIndex { $0 == "#" || $0 == "?" }
    if let mark {
      suffix = String(path[mark...])
      path = String(path[..<mark])
    }
    guard path.hasSuffix(".md") else { return .unchanged }
    // Foundation's decoding is skipped when there is nothing to decode (it cost more than the
    // rest of resolving a link).
    let decodedPath = path.utf8.contains(UInt8(ascii: "%")) ? (path.removingPercentEncoding ?? path) : path

    // Resolve against the page's own file inside Content/: [language, folders…, file]. Paths
    // are split at the byte, as the file system splits them.
    var components = [page.language] + Self.components(of: page.relativePath).dropLast()
    for part in Self.components(of: decodedPath) {
      switch part {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return .broken(reason: "'\(destination)' leads outside the content folder") }
        components.removeLast()
      default: components.append(part)
      }
    }
    guard components.count >= 2, index.config.language(components[0]) != nil else {
      return .broken(reason: "'\(destination)' does not lead into a language folder")
    }
    let language = components[0]
    let relativePath = components.dropFirst().joined(separator: "/")
    guard let key = index.key(forPath: relativePath, in: language),
      let target = index.entry(key: key, language: language)
    else {
      if index.drafts.contains(language + "/" + relativePath) {
        return .broken(reason: "link to a draft, which is not published: '\(destination)'")
      }
      return .broken(reason: "link to a page that does not exist: '\(destination)'")
    }
    let depth = self.depth(of: page)
    let up = String(repeating: "../", count: depth)
    // Percent-encoded here (cmark escapes quotes and `&` in hrefs but leaves `#`, `?`, `%`).
    if language == page.language {
      return .rewritten(HTML.percentEncode(up + target.slugPath + "index.html") + suffix)
    }
    return .rewritten(HTML.percentEncode(up + "../" + target.outputPath) + suffix)
  }

  /// The non-empty parts of a path between its slashes.
  static func components(of path: String) -> [String] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
  }

  /// Whether `destination` starts with a scheme (`https:`, `mailto:`): letters, digits, `+`,
  /// `-` and `.` before a `:`.
  private static func hasScheme(_ destination: String, isASCII: Bool) -> Bool {
    guard isASCII else {
      guard let colon = destination.firstIndex(of: ":") else { return false }
      let scheme = destination[..<colon]
      return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
    let utf8 = destination.utf8
    guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon > utf8.startIndex else { return false }
    return utf8[..<colon].allSatisfy { byte in
      let lower = byte | 0x20
      return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
  }
}

extension LinkResolver {
  /// How many folders deep the built page of `page` sits inside its language folder:
  /// `intro.md` → `intro/` → 1; `index.md` → 0; `guide/intro.md` → 2 (or as its `permalink`
  /// or `slug` places it).
  func depth(of page: SourcePage) -> Int {
    let slugPath =
      index.entry(key: page.translationKey, language: page.language)?.slugPath
      ?? SiteIndex.slugPath(for: page.translationKey)
    return Self.components(of: slugPath).count
  }
}
