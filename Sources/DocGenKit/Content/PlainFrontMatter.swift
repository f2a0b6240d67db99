/// Front matter in the plainest YAML, read without a YAML parser: every line `key: value`,
/// a known key once, the value a number for `order`, else text that YAML reads as itself.
///
/// Why: Yams built a node tree (marks, tags resolved by regular expression) for two or three
/// lines of every note, 40 % of the scan of the bench corpus and 3 % of its full build (perf).
/// Almost every note's front matter is this simple; anything that is not, or that would need
/// a diagnostic, returns nil and goes through Yams as before, so errors keep their positions
/// and YAML keeps its meaning. A differential test holds this reader to Yams' results.
///
/// Accepted values, all on one line:
/// - `order`: `0`, or a digit 1–9 and up to 17 more digits (Yams reads other forms: `+1`, `0x1`, `1_000`);
/// - the others: a plain scalar that starts with no YAML indicator, holds no `: `, `#` or tab
///   and ends in no space or `:` (`prepare(for:sender:)` is plain); or `"…"` with no `"` or `\\` inside; or `'…'` with no `'` inside;
/// - only characters YAML prints (no C0 or C1 controls, no DEL, no U+2028/U+2029 line breaks,
///   no byte-order mark, no U+FFFE/U+FFFF).
enum PlainFrontMatter {
  static func read(_ lines: ArraySlice<Substring>) -> FrontMatter? {
    var frontMatter = FrontMatter()
    var seen = Set<Substring>()
    for line in lines {
      guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let key = line[..<colon]
      guard FrontMatter.keys.contains(String(key)), seen.insert(key).inserted else { return nil }
      let rest = line[colon...].utf8.dropFirst()
      guard rest.first == UInt8(ascii: " ") else { return nil }
      let raw = Substring(rest.dropFirst())
      if key == "order" {
        guard let order = number(raw) else { return nil }
        frontMatter.order = order
        continue
      }
      guard let value = text(raw) else { return nil }
      switch key {
      case "title": frontMatter.title = value
      case "summary": frontMatter.summary = value
      case "translatedFrom":
        guard TranslationHash.isWellFormed(value) else { return nil }
        frontMatter.translatedFrom = value
      case "translationOf":
        guard case .success(let normalized) = ContentPath.normalizedTranslationKey(value) else { return nil }
        frontMatter.translationOf = normalized
      default: return nil
      }
    }
    return frontMatter
  }

  /// A decimal number as YAML's core schema writes it, short enough for an `Int`.
  static func number(_ raw: Substring) -> Int? {
    let digits = raw.utf8
    guard let first = digits.first, (1...18).contains(digits.count),
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      first != UInt8(ascii: "0") || digits.count == 1
    else { return nil }
    return Int(raw)
  }

  /// The text of a value that YAML reads as exactly these characters (quotes removed).
  static func text(_ raw: Substring) -> String? {
    guard let first = raw.utf8.first, raw.unicodeScalars.allSatisfy(isPrintable) else { return nil }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      let inner = raw.utf8.dropFirst()
      guard inner.last == first else { return nil }
      let content = inner.dropLast()
      guard !content.contains(first), first == UInt8(ascii: "'") || !content.contains(UInt8(ascii: "\\")) else {
        return nil
      }
      return String(Substring(content))
    }
    guard !indicators.contains(first), raw.utf8.last != UInt8(ascii: " "), raw.utf8.last != UInt8(ascii: ":") else {
      return nil
    }
    var previous: UInt8 = 0
    for byte in raw.utf8 {
      // `: ` would start a mapping; a `#` is a comment's start or must wait for a quote.
      if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\t")
        || (previous == UInt8(ascii: ":") && byte == UInt8(ascii: " "))
      {
        return nil
      }
      previous = byte
    }
    return String(raw)
  }

  /// Characters that mean something at the start of a YAML plain scalar (and a space).
  private static let indicators = Set("-?:,[]{}#&*!|>'\"%@` ".utf8)

  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
