/// The words search treats apart, by language: stop words, which a query may leave unmatched,
/// and groups of spellings of one word, which a query tries in turn (`Resources/search-words.txt`,
/// maintained by hand; its header says what each list is for).
///
/// They go into a language's index (``SearchIndexFile/entry(language:partCount:)``) and apply to
/// the query only, in the browser: the texts stay as the pages show them.
enum SearchWords {
  struct Lists: Equatable, Sendable {
    var stop: [String] = []
    var variants: [[String]] = []
  }

  /// Every language's lists in `search-words.txt`, by the first part of a language tag.
  static let byLanguage: [String: Lists] = parse(String(decoding: PackageResources.search_words_txt, as: UTF8.self))

  /// The lists of a language with this BCP 47 tag (`zh-Hans` → `zh`'s): its own, and English's
  /// stop words, as every page holds English words and identifiers.
  static func lists(tag: String) -> Lists {
    let primary = String(tag.lowercased().split(separator: "-").first ?? "")
    var lists = byLanguage[primary] ?? Lists()
    if primary != "en" {
      lists.stop += (byLanguage["en"]?.stop ?? []).filter { !lists.stop.contains($0) }
    }
    return lists
  }

  /// Reads the file: `[stop LANG]` sections of whitespace-separated words, `[variants LANG]`
  /// sections of one group a line (members separated by ` = `); `#` starts a comment line.
  static func parse(_ text: String) -> [String: Lists] {
    var lists: [String: Lists] = [:]
    var section: (kind: Substring, language: String)?
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let line = rawLine.trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        let words = line.dropFirst().dropLast().split(separator: " ")
        section = words.count == 2 ? (words[0], String(words[1])) : nil
        continue
      }
      guard let (kind, language) = section else { continue }
      switch kind {
      case "stop":
        for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        where !lists[language, default: Lists()].stop.contains(String(word)) {
          lists[language, default: Lists()].stop.append(String(word))
        }
      case "variants":
        let members = line.components(separatedBy: " = ").map { String(Substring($0).trimmingWhitespace()) }
          .filter { !$0.isEmpty }
        if members.count >= 2 { lists[language, default: Lists()].variants.append(members) }
      default:
        continue
      }
    }
    return lists
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" || first == "\r" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
    return text
  }
}
