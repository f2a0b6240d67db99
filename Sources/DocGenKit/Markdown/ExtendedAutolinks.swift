/// GitHub's extended autolinks: `www.example.com`, `https://example.com/path` (and `http://`,
/// `ftp://`) and
/// `someone@example.com` written as bare text become links, by the rules of GFM's spec
/// (section "Autolinks (extension)").
///
/// Works on a text node's literal text: code spans and code blocks are not text nodes, and
/// links and images are skipped by the caller, so neither ever gets a link inside.
enum ExtendedAutolinks {
  struct Found: Equatable, Sendable {
    /// Offsets in the text's unicode scalars.
    var range: Range<Int>
    var url: String
  }

  /// The autolinks in `text`, in order. Linear in the text's length: each scan moves forward
  /// from where the last link (or attempt) ended.
  static func find(in text: String) -> [Found] {
    let scalars = Array(text.unicodeScalars)
    var found: [Found] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      // `www.` after whitespace or `*_~(`; a scheme after anything but a letter or digit.
      let previous = index == 0 ? nil : scalars[index - 1]
      let afterWordBoundary = previous.map(isBoundary) ?? true
      let afterNonAlphanumeric =
        previous.map { !($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) } ?? true
      if scalar == "w" && afterWordBoundary
        || "hHfF".unicodeScalars.contains(scalar) && afterNonAlphanumeric,
        let link = webLink(scalars, at: index)
      {
        found.append(link)
        index = link.range.upperBound
        continue
      }
      if scalar == "@", let link = emailLink(scalars, at: index, after: found.last?.range.upperBound ?? 0) {
        found.append(link)
        index = link.range.upperBound
        continue
      }
      index += 1
    }
    return found
  }

  /// GFM: an autolink starts at the start of a line, after whitespace, or after `*`, `_`, `~`, `(`.
  private static func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
    Flanking.isWhitespace(scalar) || scalar == "*" || scalar == "_" || scalar == "~" || scalar == "("
  }

  private static func hasPrefix(_ scalars: [Unicode.Scalar], at index: Int, _ prefix: String) -> Bool {
    var position = index
    for expected in prefix.unicodeScalars {
      guard position < scalars.count, Character(scalars[position]).lowercased() == String(expected) else {
        return false
      }
      position += 1
    }
    return true
  }

  private static func webLink(_ scalars: [Unicode.Scalar], at start: Int) -> Found? {
    let scheme: String
    let domainStart: Int
    // `www.` in lower case, as GitHub matches it; schemes in any case.
    if scalars[start] == "w", hasPrefix(scalars, at: start, "www.") {
      scheme = "http://"
      domainStart = start
    } else if hasPrefix(scalars, at: start, "https://") {
      scheme = ""
      domainStart = start + 8
    } else if hasPrefix(scalars, at: start, "http://") {
      scheme = ""
      domainStart = start + 7
    } else if hasPrefix(scalars, at: start, "ftp://") {
      scheme = ""
      domainStart = start + 6
    } else {
      return nil
    }
    // A valid domain: segments of letters, digits, `_` and `-` split by `.`; at least one `.`
    // for `www.` links; no `_` in the last two segments.
    var end = domainStart
    var segments: [(hasUnderscore: Bool, length: Int)] = [(false, 0)]
    while end < scalars.count {
      let scalar = scalars[end]
      if scalar == "." {
        segments.append((false, 0))
      } else if scalar == "_" {
        segments[segments.count - 1].hasUnderscore = true
        segments[segments.count - 1].length += 1
      } else if scalar == "-" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || (!scalar.isASCII && !Flanking.isWhitespace(scalar))
      {
        segments[segments.count - 1].length += 1
      } else {
        break
      }
      end += 1
    }
    // A trailing `.` ends the domain, not part of it.
    while end > domainStart, scalars[end - 1] == ".", segments.count > 1, segments.last?.length == 0 {
      segments.removeLast()
      end -= 1
    }
    guard end > domainStart, segments.allSatisfy({ $0.length > 0 }) else { return nil }
    if scheme == "http://" && segments.count < 2 { return nil }
    if segments.suffix(2).contains(where: \.hasUnderscore) { return nil }
    // The path: everything up to whitespace or `<`.
    while end < scalars.count, !Flanking.isWhitespace(scalars[end]), scalars[end] != "<" { end += 1 }
    end = trimmedEnd(scalars, from: domainStart, to: end)
    guard end > domainStart else { return nil }
    let text = String(String.UnicodeScalarView(scalars[start..<end]))
    return Found(range: start..<end, url: scheme + text)
  }

  /// GFM's end rules: trailing `?!.,:*_~` go; a trailing `)` goes while the link has more `)`
  /// than `(`; a trailing `;` goes with what looks like an entity reference before it (`&amp;`).
  private static func trimmedEnd(_ scalars: [Unicode.Scalar], from start: Int, to initialEnd: Int) -> Int {
    var end = initialEnd
    var open = 0
    var close = 0
    for index in start..<end {
      if scalars[index] == "(" { open += 1 } else if scalars[index] == ")" { close += 1 }
    }
    while end > start {
      let last = scalars[end - 1]
      if "?!.,:*_~\"'".unicodeScalars.contains(last) {
        end -= 1
      } else if last == ")" && close > open {
        close -= 1
        end -= 1
      } else if last == ";" {
        var probe = end - 2
        while probe >= start, scalars[probe].isASCII,
          scalars[probe].properties.isAlphabetic
            || scalars[probe].properties.numericType != nil
        {
          probe -= 1
        }
        if probe >= start, scalars[probe] == "&", probe < end - 2 {
          end = probe
        } else {
          break
        }
      } else {
        break
      }
    }
    return end
  }

  /// `local@domain`: the local part of letters, digits, `.`, `-`, `_`, `+`; the domain of
  /// letters, digits, `-`, `_` with at least one `.`, not ending in `-` or `_`.
  private static func emailLink(_ scalars: [Unicode.Scalar], at: Int, after floor: Int) -> Found? {
    func isLocal(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII
        && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || ".-_+".unicodeScalars.contains(scalar))
    }
    var start = at
    while start > floor, isLocal(scalars[start - 1]) { start -= 1 }
    guard start < at else { return nil }
    var end = at + 1
    var dots = 0
    while end < scalars.count {
      let scalar = scalars[end]
      if scalar == "." {
        guard end + 1 < scalars.count, scalars[end + 1].isASCII,
          scalars[end + 1].properties.isAlphabetic || scalars[end + 1].properties.numericType != nil
            || scalars[end + 1] == "-" || scalars[end + 1] == "_"
        else { break }
        dots += 1
      } else if !(scalar.isASCII
        && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_"))
      {
        break
      }
      end += 1
    }
    guard dots > 0, end > at + 1 else { return nil }
    let last = scalars[end - 1]
    if last == "-" || last == "_" { return nil }
    let text = String(String.UnicodeScalarView(scalars[start..<end]))
    return Found(range: start..<end, url: "mailto:" + text)
  }
}
