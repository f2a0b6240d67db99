/// Makes stable, unique fragment ids for a page's headings.
///
/// `Presenting vs presented` → `presenting-vs-presented`; `呈现与解除` keeps its characters
/// (browsers accept any Unicode in ids). A repeated heading gets `-2`, `-3`, so the ids of a
/// page depend only on its own headings, in order.
struct HeadingSlugger {
  private var used: [String: Int] = [:]

  mutating func slug(for text: String) -> String {
    var slug =
      text.utf8.allSatisfy({ $0 < 0x80 }) ? Self.asciiSlug(text) : Self.scalarSlug(text) ?? Self.unicodeSlug(text)
    if slug.isEmpty { slug = "section" }
    let count = used[slug, default: 0] + 1
    used[slug] = count
    return count == 1 ? slug : "\(slug)-\(count)"
  }

  /// ``unicodeSlug(_:)`` for ASCII text, a byte at a time: among ASCII characters the letters
  /// and numbers are `A`–`Z`, `a`–`z` and `0`–`9`, and lowercasing changes only `A`–`Z`
  /// (lowercasing and classifying `Character`s was most of the time spent on headings).
  static func asciiSlug(_ text: String) -> String {
    var slug: [UInt8] = []
    slug.reserveCapacity(text.utf8.count)
    var pendingDash = false
    for byte in text.utf8 {
      let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
      {
        if pendingDash && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
        pendingDash = false
        slug.append(lower)
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "/")
      {
        pendingDash = true
      }
    }
    return String(decoding: slug, as: UTF8.self)
  }

  /// ``unicodeSlug(_:)`` a scalar at a time, for text whose every scalar is ASCII or from
  /// scripts where a scalar is a whole character without case (CJK ideographs, Hangul
  /// syllables) or common CJK and fullwidth punctuation: Chinese and Korean headings. There a
  /// character's first scalar is the character, lowercasing changes only ASCII, and none of
  /// the punctuation is a letter or a number. Nil for any other scalar (a combining mark, a
  /// conjoining jamo, a variation selector, a fullwidth letter…), left to ``unicodeSlug(_:)``.
  static func scalarSlug(_ text: String) -> String? {
    var slug = String.UnicodeScalarView()
    var pendingDash = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let kept: Unicode.Scalar?
      switch value {
      case 0x41...0x5A: kept = Unicode.Scalar(value + 32)
      case 0x61...0x7A, 0x30...0x39, 0x4E00...0x9FFF, 0xAC00...0xD7A3: kept = scalar
      case 0x20, 0x2D, 0x5F, 0x2F:
        pendingDash = true
        continue
      case 0...0x7F, 0x2018...0x201F, 0x3000...0x3003, 0x3008...0x3011, 0xFF01...0xFF0F, 0xFF1A...0xFF20,
        0xFF3B...0xFF40,
        0xFF5B...0xFF5E:
        kept = nil
      default:
        return nil
      }
      guard let kept else { continue }
      if pendingDash && !slug.isEmpty { slug.append("-") }
      pendingDash = false
      slug.append(kept)
    }
    return String(slug)
  }

  /// Letters and numbers of the lowercased text, runs of spaces, `-`, `_` and `/` between them
  /// as one `-`, everything else left out.
  static func unicodeSlug(_ text: String) -> String {
    var slug = ""
    var pendingDash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash && !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.append(character)
      } else if character == " " || character == "-" || character == "_" || character == "/" {
        pendingDash = true
      }
    }
    return slug
  }
}

/// The ids GitHub gives headings (and github-slugger, which most Markdown tools copy), so a
/// link written against a note's rendering on GitHub — `[목차](#뷰-컨트롤러-생명주기)`, a
/// generated table of contents — finds its heading here too.
///
/// The text is lowercased; every character that is not a letter, a mark, a decimal or letter
/// number, a connector (`_`), a `-` or a space is dropped; each space becomes a `-` (runs are
/// not merged, ends not trimmed); a repeated id gets `-1`, `-2`…, skipping ids already taken.
/// Letters of every script are kept: Hangul and Han headings keep their words.
struct GitHubSlugger {
  private var occurrences: [String: Int] = [:]

  mutating func slug(for text: String) -> String {
    let base = Self.slug(text)
    var slug = base
    while let count = occurrences[slug] {
      occurrences[base] = (occurrences[base] ?? count) + 1
      slug = "\(base)-\(occurrences[base]!)"
    }
    occurrences[slug] = 0
    return slug
  }

  static func slug(_ text: String) -> String {
    var slug = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      if scalar == " " {
        slug.append("-")
        continue
      }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
        .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation:
        slug.append(scalar)
      default:
        if scalar == "-" { slug.append(scalar) }
      }
    }
    return String(slug)
  }
}
