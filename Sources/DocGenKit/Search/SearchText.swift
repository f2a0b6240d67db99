/// The small text operations search extraction needs: entities, whitespace, code words.
enum SearchText {
  /// The text of HTML character data: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`
  /// and numeric references decoded; anything else left as written.
  static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    // (Foundation's `contains` on a String is a locale-aware search: far slower than this.)
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: decodedBytes(Array(bytes)), as: UTF8.self)
  }

  /// ``decode(_:)`` as UTF-8 bytes. Reference names and numbers are ASCII, so references are
  /// found and read byte by byte; everything else is copied as it stands.
  static func decodedBytes(_ source: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      let byte = source[index]
      index += 1
      guard byte == UInt8(ascii: "&") else {
        result.append(byte)
        continue
      }
      // The name: up to `;` within the next 12 bytes (the longest reference is 10).
      let limit = min(source.count, index + 12)
      guard let semicolon = source[index..<limit].firstIndex(of: UInt8(ascii: ";")),
        let scalar = scalar(named: source[index..<semicolon])
      else {
        result.append(byte)
        continue
      }
      result += String(scalar).utf8
      index = semicolon + 1
    }
    return result
  }

  private static func scalar(named name: ArraySlice<UInt8>) -> Unicode.Scalar? {
    switch String(decoding: name, as: UTF8.self) {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return " "
    case let text:
      guard text.hasPrefix("#") else { return nil }
      let digits = text.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, value != 0 else { return nil }
      return Unicode.Scalar(value)
    }
  }

  /// Whitespace runs become one space, trimmed at both ends; a line break between two Han
  /// characters disappears, because Chinese puts no space between words and a note wrapped
  /// mid-sentence must still be found by the phrase across the break. Works on UTF-8 bytes:
  /// HTML's whitespace is ASCII, and only the characters beside a line break are decoded.
  static func collapse(_ bytes: [UInt8]) -> [UInt8] {
    // Written through a pointer into storage made once: an `append` a byte, each checking
    // the array's uniqueness and capacity, was most of the time spent here.
    [UInt8](unsafeUninitializedCapacity: bytes.count) { result, count in
      var pendingSpace = false
      var pendingBreak = false
      var pendingBlock = false
      var lastScalarStart = -1
      count = 0
      for index in bytes.indices {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == blockBreak {
          pendingSpace = true
          if byte == 0x0A || byte == 0x0D { pendingBreak = true }
          if byte == blockBreak { pendingBlock = true }
          continue
        }
        if pendingSpace, lastScalarStart >= 0 {
          let joins =
            !pendingBlock && pendingBreak
            && scalar(in: UnsafeBufferPointer(rebasing: result[..<count]), at: lastScalarStart).map(isHan) == true
            && scalar(in: bytes, at: index).map(isHan) == true
          // A space is written only before a byte that follows, so there is room for it.
          if !joins {
            result[count] = 0x20
            count += 1
          }
        }
        pendingSpace = false
        pendingBreak = false
        pendingBlock = false
        // Continuation bytes (10xxxxxx) belong to the scalar already started.
        if byte & 0xC0 != 0x80 { lastScalarStart = count }
        result[count] = byte
        count += 1
      }
    }
  }

  /// Written between block elements by the extractor: always a space, never joined away.
  /// (U+001F, the unit separator: one written in a note becomes a space as well, which is
  /// all a control character in prose deserves.)
  static let blockBreak: UInt8 = 0x1F

  /// The scalar whose UTF-8 encoding starts at `index`, if it is a whole one.
  private static func scalar<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Int) -> Unicode.Scalar?
  where Bytes.Index == Int {
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
    var words = CodeWords()
    words.read(bytes)
    return words.text
  }

  /// ``words(inCode:)`` of code read in parts: raw code, and the words of code read before
  /// (a scenario block shown on many pages), which are taken as they are instead of read
  /// again. The same words as reading the parts joined, as long as no word or entity runs
  /// across a part's end (the extractor ends every part but the last with a line break).
  struct CodeWords {
    private var seen = Set<Word>()
    private var words: [UInt8] = []
    /// Words taken while nothing else was: kept as they are until more come, so a section
    /// whose code is one block's (the usual case) never fills the set.
    private var pending: [UInt8]?

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The words so far, space-separated, as UTF-8.
    var bytes: [UInt8] { pending ?? words }

    /// Takes ``words(inCode:)``'s bytes of some code.
    mutating func take(words taken: [UInt8]) {
      guard !taken.isEmpty else { return }
      if words.isEmpty, seen.isEmpty, pending == nil {
        pending = taken
        return
      }
      settlePending()
      addEach(of: taken)
    }

    /// Adds each of space-separated words.
    private mutating func addEach(of taken: [UInt8]) {
      var start = 0
      for index in 0...taken.count where index == taken.count || taken[index] == 0x20 {
        add(taken[start..<index])
        start = index + 1
      }
    }

    /// Reads raw code (entities decoded first).
    mutating func read(_ bytes: [UInt8]) {
      guard !bytes.isEmpty else { return }
      settlePending()
      let text = bytes.contains(UInt8(ascii: "&")) ? decodedBytes(bytes) : bytes
      if words.isEmpty { words.reserveCapacity(text.count / 2) }
      var start = -1
      var length = 0
      var index = 0
      while index < text.count {
        let byte = text[index]
        let isWord: Bool
        var width = 1
        if byte < 0x80 {
          isWord =
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
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
          if start >= 0, length > 1 { add(text[start..<index]) }
          start = -1
          length = 0
        }
        index += width
      }
      if start >= 0, length > 1 { add(text[start..<text.count]) }
    }

    private mutating func add(_ word: ArraySlice<UInt8>) {
      guard seen.insert(Word(bytes: word)).inserted else { return }
      if !words.isEmpty { words.append(0x20) }
      words += word
    }

    /// Words taken alone so far go through the set like any others.
    private mutating func settlePending() {
      guard let taken = pending else { return }
      pending = nil
      addEach(of: taken)
    }
  }

  /// Han ideographs and kana: scripts written without spaces between words.
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
      || (0x31F0...0x31FF).contains(scalar.value)
  }

  /// A word's bytes as a set member, hashed in one call rather than a byte at a time (as
  /// `ArraySlice<UInt8>` hashes itself).
  private struct Word: Hashable {
    let bytes: ArraySlice<UInt8>
    func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
    static func == (left: Word, right: Word) -> Bool { left.bytes.elementsEqual(right.bytes) }
  }
}
