/// The small text operations search extraction needs: entities, whitespace, code words.
enum SearchText {
  /// The text of HTML character data: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`
  /// and numeric references decoded; anything else left as written.
  static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let text = String(decoding: bytes, as: UTF8.self)
    // (Foundation's `contains` on a String is a locale-aware search: far slower than this.)
    guard bytes.contains(UInt8(ascii: "&")) else { return text }
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
  /// mid-sentence must still be found by the phrase across the break. Works on UTF-8 bytes:
  /// HTML's whitespace is ASCII, and only the characters beside a line break are decoded.
  static func collapse(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var pendingSpace = false
    var pendingBreak = false
    var pendingBlock = false
    var lastScalarStart = -1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == blockBreak {
        pendingSpace = true
        if byte == 0x0A || byte == 0x0D { pendingBreak = true }
        if byte == blockBreak { pendingBlock = true }
        index += 1
        continue
      }
      if pendingSpace, lastScalarStart >= 0 {
        let joins = !pendingBlock && pendingBreak && scalar(in: result, at: lastScalarStart).map(isHan) == true
          && scalar(in: bytes, at: index).map(isHan) == true
        if !joins { result.append(0x20) }
      }
      pendingSpace = false
      pendingBreak = false
      pendingBlock = false
      // Continuation bytes (10xxxxxx) belong to the scalar already started.
      if byte & 0xC0 != 0x80 { lastScalarStart = result.count }
      result.append(byte)
      index += 1
    }
    return result
  }

  /// Written between block elements by the extractor: always a space, never joined away.
  /// (U+001F, the unit separator: one written in a note becomes a space as well, which is
  /// all a control character in prose deserves.)
  static let blockBreak: UInt8 = 0x1F

  /// The scalar whose UTF-8 encoding starts at `index`, if it is a whole one.
  private static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
    let length = bytes[index] < 0x80 ? 1 : bytes[index] < 0xE0 ? 2 : bytes[index] < 0xF0 ? 3 : 4
    guard index + length <= bytes.count else { return nil }
    var decoder = UTF8()
    var iterator = bytes[index..<index + length].makeIterator()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  /// The words of code and logs, each once in order of appearance, space-separated: runs of
  /// letters, digits and `_` (any script), one character long ones left out. Entities are
  /// decoded first (`&quot;` is not a word).
  static func words(inCode bytes: [UInt8]) -> String {
    let text = bytes.contains(UInt8(ascii: "&")) ? Array(decode(bytes).utf8) : bytes
    var seen = Set<ArraySlice<UInt8>>()
    var words: [UInt8] = []
    words.reserveCapacity(text.count / 2)
    var start = -1
    var length = 0
    func finish(at end: Int) {
      guard start >= 0 else { return }
      let word = text[start..<end]
      if length > 1, seen.insert(word).inserted {
        if !words.isEmpty { words.append(0x20) }
        words += word
      }
      start = -1
      length = 0
    }
    var index = 0
    while index < text.count {
      let byte = text[index]
      let isWord: Bool
      var width = 1
      if byte < 0x80 {
        isWord = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      } else {
        width = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        let scalar = scalar(in: text, at: index)
        isWord = scalar.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false
        if scalar == nil { width = 1 }
      }
      if isWord {
        if start < 0 { start = index }
        length += 1
      } else {
        finish(at: index)
      }
      index += width
    }
    finish(at: text.count)
    return String(decoding: words, as: UTF8.self)
  }

  /// Han ideographs and kana: scripts written without spaces between words.
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
  }
}
