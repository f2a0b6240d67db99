import DocDiagnostics
import Testing

@Suite struct EastAsianWidthTests {
  @Test(
    "Hangul, kana, CJK ideographs, Yi, full-width forms and emoji are wide",
    arguments: ["한", "ᄀ", "ꥠ", "ힰ", "か", "カ", "中", "𠀀", "ꀀ", "　", "Ａ", "￥", "︰", "😀", "🤔", "🫠"])
  func wide(_ character: Character) {
    #expect(character.unicodeScalars.allSatisfy(EastAsianWidth.isWide))
  }

  @Test(
    "Latin, digits, punctuation, Greek, Cyrillic and half-width kana are not",
    arguments: ["a", "1", " ", "\t", "é", "—", "α", "ж", "ｶ", "→"])
  func narrow(_ character: Character) {
    #expect(!character.unicodeScalars.contains(where: EastAsianWidth.isWide))
  }

  @Test("the caret skips two columns for each wide character before it, emoji too")
  func caret() {
    let renderer = DiagnosticRenderer(lines: { _, _ in "显示 😀 x" })
    let excerpt = renderer.excerpt(at: SourceLocation(file: "f", line: 1, column: 6))
    #expect(excerpt?.caretIndent == "    " + " " + "  " + " ")
  }
}
