/// The grammar of docgen's fence info strings: ```` ```swift scenario id=present continue ````
/// marks a scenario, ```` ```log ```` a claim.
///
/// Below every stage that reads fences — the scan counting a note's scenarios, the outline
/// naming sections by their first scenario, the scenario stage parsing options — so each
/// reads them the same way without reaching up into another.
public enum FenceInfo {
  /// The word after `swift` that makes a fence a scenario.
  public static let scenarioWord = "scenario"

  /// Whether a fence's info string marks a scenario: `swift scenario …`.
  public static func isScenario(_ info: String) -> Bool {
    let words = words(info, upTo: 2)
    return words.count >= 2 && words[0] == "swift" && words[1] == Substring(scenarioWord)
  }

  /// An info string's words, split at whitespace as `Character.isWhitespace` splits it. Info
  /// strings are nearly always ASCII, and for those the split runs over bytes (ASCII
  /// whitespace is tab to carriage return and space; a CRLF pair is whitespace either way):
  /// stepping through Characters was most of the time spent reading a page's scenarios.
  /// `limit`: at most this many words, for a caller that looks only at the first ones (every
  /// code block of every page is asked whether it is a scenario or a claim).
  static func words(_ info: String, upTo limit: Int = .max) -> [Substring] {
    let utf8 = info.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return Array(info.split(whereSeparator: \.isWhitespace).prefix(limit))
    }
    var words: [Substring] = []
    words.reserveCapacity(min(limit, 6))
    var wordStart: String.Index?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        if let start = wordStart {
          words.append(info[start..<index])
          if words.count == limit { return words }
        }
        wordStart = nil
      } else if wordStart == nil {
        wordStart = index
      }
      index = utf8.index(after: index)
    }
    if let start = wordStart { words.append(info[start...]) }
    return words
  }

  /// The `id=` a scenario fence names, when it names a usable one (other code asks which
  /// scenario a section shows; the options themselves are checked in ``ScenarioBlockParser/blocks(in:of:)``).
  static func explicitID(in info: String) -> String? {
    guard isScenario(info) else { return nil }
    let words = words(info).dropFirst(2)
    guard let word = words.first(where: { $0.hasPrefix("id=") }) else { return nil }
    let name = String(word.dropFirst(3))
    return isValidID(name) ? name : nil
  }

  static func isClaim(_ info: String) -> Bool {
    words(info, upTo: 1).first == "log"
  }

  /// A scenario id: letters, digits, `-` and `_`.
  static func isValidID(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
