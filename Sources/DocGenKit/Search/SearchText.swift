/// The small text operations search extraction needs: entities, whitespace, code words.
enum SearchText {
  /// The text of HTML character data: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`
  /// and numeric references decoded; anything else left as written.
  static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
        let character = character(named: rest[afterAmpersand..<semicolon])
      else {
        result.append("&")
        rest = rest[afterAmpersand...]
        continue
      }
      result.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    result += rest
    return result
  }

  private static func character(named name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return " "
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
      return Character(scalar)
    }
  }

  /// Whitespace runs become one space, trimmed at both ends; a line break between two Han
  /// characters disappears, because Chinese puts no space between words and a note wrapped
  /// mid-sentence must still be found by the phrase across the break.
  static func collapse(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    var pendingBreak = false
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = true
        if scalar == "\n" || scalar == "\r" { pendingBreak = true }
        continue
      }
      if pendingSpace, let previous {
        if !(pendingBreak && isHan(previous) && isHan(scalar)) { result.append(" ") }
      }
      pendingSpace = false
      pendingBreak = false
      result.append(scalar)
      previous = scalar
    }
    return String(result)
  }

  /// The words of code and logs, each once in order of appearance, space-separated: runs of
  /// letters, digits and `_` (any script), one character long ones left out.
  static func words(inCode text: String) -> String {
    var seen = Set<Substring>()
    var words: [Substring] = []
    let scalars = text.unicodeScalars
    var start: String.UnicodeScalarView.Index?
    var index = scalars.startIndex
    func finish(at end: String.UnicodeScalarView.Index) {
      guard let wordStart = start else { return }
      let word = Substring(scalars[wordStart..<end])
      if word.unicodeScalars.count > 1, seen.insert(word).inserted { words.append(word) }
      start = nil
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
        if start == nil { start = index }
      } else {
        finish(at: index)
      }
      index = scalars.index(after: index)
    }
    finish(at: scalars.endIndex)
    return words.joined(separator: " ")
  }

  /// Han ideographs and kana: scripts written without spaces between words.
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
  }
}
