import DocDiagnostics

/// Text helpers shared by the pictures: XML escaping, width estimates, wrapping, numbers.
///
/// Widths are estimates, not measurements (no font is available when the site is built):
/// a CJK ideograph, kana or Hangul syllable counts 1em (``EastAsianWidth``, the table that
/// also places a diagnostic's caret), a Latin letter, digit or symbol 0.6em.
/// Boxes are sized from these estimates, so they err on the wide side for proportional fonts.
enum SVGText {
  /// Escapes `&`, `<`, `>`, `"` and `'` for use in XML text and attribute values.
  ///
  /// Control characters other than tab and newline are not allowed in XML 1.0 and become
  /// U+FFFD. `escape("a<b & \"c\"")` → `a&lt;b &amp; &quot;c&quot;`.
  static func escape(_ text: String) -> String {
    // Most labels need nothing: return them as they are without building a copy.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF
    }) {
      return text
    }
    var out = ByteBuffer(capacity: text.utf8.count + 32)
    out.append(escaping: text)
    return out.string
  }

  /// The estimated width of `text` in ems.
  static func ems<Text: StringProtocol>(_ text: Text) -> Double {
    // ASCII text (most labels and code) by its bytes, without decoding scalars: its width is
    // 0.6em added once per printable byte, which is the running sum `asciiWidths` holds, so
    // only the bytes are counted (pictures measure every label several times).
    var printable = 0
    var allASCII = true
    for byte in text.utf8 {
      guard byte < 0x80 else {
        allASCII = false
        break
      }
      if byte >= 0x20 && byte != 0x7F { printable += 1 }
    }
    if allASCII { return asciiWidth(printable) }
    var total = 0.0
    for scalar in text.unicodeScalars {
      // ASCII, the common case, without a Unicode property lookup: controls are 0, the rest 0.6em.
      if scalar.value < 0x80 {
        if scalar.value >= 0x20 && scalar.value != 0x7F { total += 0.6 }
        continue
      }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: continue
      default: total += EastAsianWidth.isWide(scalar) ? 1.0 : 0.6
      }
    }
    return total
  }

  /// 0.6em added `count` times from zero, as the general path below adds it a character at a
  /// time (the same number to the last bit, which a multiplication is not).
  static func asciiWidth(_ count: Int) -> Double {
    if count < asciiWidths.count { return asciiWidths[count] }
    var total = asciiWidths[asciiWidths.count - 1]
    for _ in asciiWidths.count...count { total += 0.6 }
    return total
  }

  /// `asciiWidths[n]`: 0.6 added n times, for labels and lines of code up to 512 characters.
  private static let asciiWidths: [Double] = {
    var widths = [0.0]
    for _ in 0..<512 { widths.append(widths[widths.count - 1] + 0.6) }
    return widths
  }()

  /// The estimated width of `text` in pixels at `fontSize`.
  static func width(_ text: String, fontSize: Double) -> Double {
    ems(text) * fontSize
  }

  /// Splits `text` into lines no wider than `maxEms`, breaking at spaces, after `.`, `(`, `,`
  /// and `:` (so code breaks between names, never inside one), or anywhere in runs of wide
  /// (CJK) characters and in words longer than a line.
  static func wrap(_ text: String, maxEms: Double) -> [String] {
    // Most labels fit: then no break is taken and the tokens below add up to the text itself.
    if ems(text) <= maxEms {
      var line = Substring(text)
      while line.utf8.last == UInt8(ascii: " ") { line = line.dropLast() }
      return [String(line)]
    }
    return wrapPrintableASCII(text, maxEms: maxEms) ?? wrapCharacters(text, maxEms: maxEms)
  }

  /// ``wrap(_:maxEms:)`` for text of printable ASCII only (a line of code, an English label),
  /// where every byte is a Character 0.6em wide: the same tokens and breaks, found on bytes
  /// and kept as ranges of the text. Character by Character, with a String per token, this
  /// was most of the time spent laying out a timeline's statement headings. Widths are the
  /// ones ``ems(_:)`` gives (``asciiWidth(_:)``), so every comparison is the same. Nil for
  /// any other text.
  static func wrapPrintableASCII(_ text: String, maxEms: Double) -> [String]? {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let bytes = Array(utf8)
    // Tokens end after a space or a break character; the last one at the end of the text.
    var tokenEnds: [Int] = []
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: " ") || breaksAfter(byte) {
      tokenEnds.append(offset + 1)
    }
    if !bytes.isEmpty, tokenEnds.last != bytes.count { tokenEnds.append(bytes.count) }
    // A line is always a run of the text: from `lineStart` to where the tokens have reached.
    var lines: [Range<Int>] = []
    var lineStart = 0
    var lineEnd = 0
    var lineEms = 0.0
    func flush() {
      lines.append(lineStart..<lineEnd)
      lineStart = lineEnd
      lineEms = 0
    }
    var tokenStart = 0
    for tokenEnd in tokenEnds {
      defer { tokenStart = tokenEnd }
      let count = tokenEnd - tokenStart
      let tokenEms = asciiWidth(bytes[tokenEnd - 1] == UInt8(ascii: " ") ? count - 1 : count)
      if lineEms + tokenEms > maxEms && lineEnd > lineStart { flush() }
      if tokenEms > maxEms {
        // A word longer than a line: cut it.
        for _ in tokenStart..<tokenEnd {
          if lineEms + 0.6 > maxEms && lineEnd > lineStart { flush() }
          lineEnd += 1
          lineEms += 0.6
        }
        continue
      }
      lineEnd = tokenEnd
      lineEms += asciiWidth(count)
    }
    if lineEnd > lineStart || lines.isEmpty { flush() }
    return lines.map { range in
      var end = range.upperBound
      while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
      return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
    }
  }

  /// ``wrap(_:maxEms:)`` for any text, a Character at a time.
  static func wrapCharacters(_ text: String, maxEms: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineEms = 0.0
    func flush() {
      lines.append(line)
      line = ""
      lineEms = 0
    }
    // Tokens: a space-terminated Latin word, a piece of code ending in punctuation, or a
    // single wide character.
    var tokens: [String] = []
    var word = ""
    for ch in text {
      if ch == " " {
        tokens.append(word + " ")
        word = ""
      } else if let s = ch.unicodeScalars.first, EastAsianWidth.isWide(s) {
        if !word.isEmpty {
          tokens.append(word)
          word = ""
        }
        tokens.append(String(ch))
      } else {
        word.append(ch)
        if let ascii = ch.asciiValue, Self.breaksAfter(ascii) {
          tokens.append(word)
          word = ""
        }
      }
    }
    if !word.isEmpty { tokens.append(word) }
    for token in tokens {
      let tokenEms = ems(token.hasSuffix(" ") ? token.dropLast() : Substring(token))
      if lineEms + tokenEms > maxEms && !line.isEmpty {
        flush()
      }
      if tokenEms > maxEms {
        // A word longer than a line: cut it.
        for ch in token {
          let chEms = ems(String(ch))
          if lineEms + chEms > maxEms && !line.isEmpty { flush() }
          line.append(ch)
          lineEms += chEms
        }
        continue
      }
      line += token
      lineEms += ems(token)
    }
    if !line.isEmpty || lines.isEmpty { flush() }
    return lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// `.`, `(`, `,` and `:`, after which code may wrap (compared as bytes: a `String`'s
  /// `contains` of a `Character` was a third of the time spent wrapping).
  private static func breaksAfter(_ ascii: UInt8) -> Bool {
    ascii == UInt8(ascii: ".") || ascii == UInt8(ascii: "(") || ascii == UInt8(ascii: ",") || ascii == UInt8(ascii: ":")
  }

  /// A coordinate or length with at most one decimal, without a trailing `.0`: `12`, `12.5`.
  ///
  /// Formatting is done on integers so no locale or float printing can change the bytes.
  static func num(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}
