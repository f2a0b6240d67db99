/// Which characters take two columns in a terminal and about 1em in a picture: Hangul, kana,
/// CJK ideographs, Yi, full-width forms and emoji, the East Asian wide and full-width
/// characters of Unicode's `EastAsianWidth.txt`, by block.
///
/// The one table for the caret under a diagnostic's source line (``DiagnosticRenderer``) and
/// for the width estimates DocPictures sizes its boxes with: it is the union of the three
/// tables they used to keep, so nothing that was wide anywhere is narrow now. Blocks, not
/// single code points: a block's few narrow characters (U+303F, the conjoining jamo of
/// U+D7B0–U+D7FF) count wide; a terminal may draw them otherwise.
public enum EastAsianWidth {
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F,  // Hangul jamo (leading consonants)
      0x2E80...0xA4CF,  // CJK radicals and symbols, kana, Bopomofo, CJK ideographs, Yi
      0xA960...0xA97F,  // Hangul jamo extended-A
      0xAC00...0xD7A3,  // Hangul syllables
      0xD7B0...0xD7FF,  // Hangul jamo extended-B
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
      0x1F300...0x1FAFF,  // emoji and pictographs
      0x20000...0x3FFFD:  // CJK ideographs, planes 2 and 3
      return true
    default:
      return false
    }
  }
}
