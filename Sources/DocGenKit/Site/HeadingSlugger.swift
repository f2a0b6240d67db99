/// Makes stable, unique fragment ids for a page's headings.
///
/// `Presenting vs presented` → `presenting-vs-presented`; `呈现与解除` keeps its characters
/// (browsers accept any Unicode in ids). A repeated heading gets `-2`, `-3`, so the ids of a
/// page depend only on its own headings, in order.
struct HeadingSlugger {
  private var used: [String: Int] = [:]

  mutating func slug(for text: String) -> String {
    var slug = text.utf8.allSatisfy({ $0 < 0x80 }) ? Self.asciiSlug(text) : Self.unicodeSlug(text)
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
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower) {
        if pendingDash && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
        pendingDash = false
        slug.append(lower)
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/") {
        pendingDash = true
      }
    }
    return String(decoding: slug, as: UTF8.self)
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
