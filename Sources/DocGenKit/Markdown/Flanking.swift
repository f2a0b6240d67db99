/// Whether a delimiter run may open or close emphasis, by CommonMark's flanking rules or by the
/// CJK-friendly amendment to them (tats-u/markdown-cjk-friendly, `specification.md`).
///
/// CommonMark asks what is on either side of a run: `**注意：**卡片` has full-width punctuation
/// before the closing `**` and a Han character after it, so the run is not right-flanking and
/// the stars stay literal. The amendment counts CJK punctuation as a letter would count, and
/// lets a run after other punctuation close before a CJK character: `**`present`**를` and
/// `**마크다운(Markdown)**을` close, as a Korean or Chinese writer means them to.
///
/// Variation selectors are handled as the amendment says for the common case (a selector after
/// a CJK character or punctuation counts as that character); the unspecified corners (a run
/// next to a lone selector after whitespace) fall to whatever the table gives.
enum Flanking {
  struct Flags: Equatable, Sendable {
    var canOpen: Bool
    var canClose: Bool
  }

  /// The run of `character` between `before` and `after` (nil: the start or end of the line).
  /// `before` is the character before the run; `beforeBefore` the one before that, needed only
  /// when `before` is a variation selector.
  static func flags(
    of character: Character, before: Unicode.Scalar?, beforeBefore: Unicode.Scalar?, after: Unicode.Scalar?,
    cjkFriendly: Bool
  ) -> Flags {
    let left: Bool
    let right: Bool
    if cjkFriendly {
      // The character a selector follows stands for the pair.
      var previous = before
      if let selector = before, isGeneralVariationSelector(selector), let base = beforeBefore {
        previous = base
      }
      let followedByWhitespace = after.map(isWhitespace) ?? true
      let precededByWhitespace = before.map(isWhitespace) ?? true
      let followedByNonCJKPunctuation = after.map { isPunctuation($0) && !isCJK($0) } ?? false
      let precededByNonCJKPunctuation = previous.map { isPunctuation($0) && !isCJK($0) } ?? false
      let precededByCJK = previous.map(isCJK) ?? false
      let precededByIdeographicSelector = before.map { (0xE0100...0xE01EF).contains($0.value) } ?? false
      left =
        !followedByWhitespace
        && (!followedByNonCJKPunctuation || precededByWhitespace || precededByNonCJKPunctuation || precededByCJK
          || precededByIdeographicSelector)
      right =
        !precededByWhitespace
        && (!precededByNonCJKPunctuation || followedByWhitespace || followedByNonCJKPunctuation
          || (after.map(isCJK) ?? false))
    } else {
      let followedByWhitespace = after.map(isWhitespace) ?? true
      let precededByWhitespace = before.map(isWhitespace) ?? true
      let followedByPunctuation = after.map(isPunctuation) ?? false
      let precededByPunctuation = before.map(isPunctuation) ?? false
      left = !followedByWhitespace && (!followedByPunctuation || precededByWhitespace || precededByPunctuation)
      right = !precededByWhitespace && (!precededByPunctuation || followedByWhitespace || followedByPunctuation)
    }
    switch character {
    case "_":
      // `_` inside a word neither opens nor closes; after punctuation it still may.
      let precededByPunctuation: Bool
      if cjkFriendly, let selector = before, isGeneralVariationSelector(selector), let base = beforeBefore {
        precededByPunctuation = isPunctuation(base)
      } else {
        precededByPunctuation = before.map(isPunctuation) ?? false
      }
      let followedByPunctuation = after.map(isPunctuation) ?? false
      return Flags(
        canOpen: left && (!right || precededByPunctuation), canClose: right && (!left || followedByPunctuation))
    default:
      return Flags(canOpen: left, canClose: right)
    }
  }

  /// Unicode whitespace as CommonMark defines it (Zs, tab, line feed, form feed, carriage return).
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// Unicode punctuation as CommonMark 0.31 defines it: categories P and S.
  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
        || (0x7B...0x7E).contains(value)
    }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }

  /// The amendment's CJK character: East Asian wide, full-width or half-width and not shown as
  /// an emoji by default, or Hangul. Wide and full-width come from the shared width table
  /// (which counts emoji blocks wide, hence the emoji test); half-width forms are U+FF61–U+FFDC
  /// and U+FFE8–U+FFEE.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    if isHangul(scalar) { return true }
    let value = scalar.value
    if (0xFF61...0xFFDC).contains(value) || (0xFFE8...0xFFEE).contains(value) { return true }
    if (0x3000...0x303E).contains(value) { return true }
    guard EastAsianWidth.isWide(scalar) else { return false }
    return !scalar.properties.isEmojiPresentation
  }

  private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x302E...0x302F, 0x3131...0x318E, 0x3200...0x321E, 0x3260...0x327E, 0xA960...0xA97C,
      0xAC00...0xD7A3, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB, 0xFFA0...0xFFBE, 0xFFC2...0xFFDC:
      return true
    default:
      return false
    }
  }

  /// U+FE00–U+FE0E: variation selectors that keep a CJK character's text presentation.
  private static func isGeneralVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0E).contains(scalar.value)
  }
}
