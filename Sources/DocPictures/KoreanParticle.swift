/// Korean particles chosen by the word they follow, so a label reads "cover가 뷰를 제거함",
/// never the template's "cover이(가)".
///
/// A particle has two forms: one after a final consonant (받침), one after a vowel — 이/가,
/// 을/를, 은/는, 과/와, and 으로/로 (where ㄹ takes 로). For a Hangul syllable the final
/// consonant is in the code point. Names in the pictures are mostly code identifiers (`nav`,
/// `cover`, `a1`): they are read as Korean readers say them — a digit by its Sino-Korean
/// name (일, 이, 삼 …), a Latin word by how loanwords end: `l` is ㄹ (`cell` → 셀), `m`, `n`,
/// `ng`, `k`, `p` and `b` end in a consonant (`item` → 아이템, `stack` → 스택, `tab` → 탭), and
/// everything else in a vowel, since a final `t`, `d`, `s`, `g` or `c` is read with ㅡ
/// (`sheet` → 시트, `card` → 카드, `bug` → 버그). A lone letter (`a`, `b`, the `b` of `vc.b`) is read
/// by its name: `b` → 비가, `m` → 엠이, `l` → 엘로. Anything else keeps
/// both forms, as the template wrote them.
enum KoreanParticle {
  /// The templates' particles, as (with a final consonant, without, template).
  static let particles: [(consonant: String, vowel: String, template: String)] = [
    ("이", "가", "이(가)"), ("을", "를", "을(를)"), ("은", "는", "은(는)"), ("과", "와", "과(와)"),
    ("으로", "로", "(으)로"),
  ]

  enum Ending: Equatable {
    case vowel
    case consonant
    /// ㄹ: a consonant, but 로 rather than 으로.
    case rieul
  }

  /// How `word` ends when read aloud in Korean, or nil when there is no telling.
  static func ending(of word: String) -> Ending? {
    guard let last = word.unicodeScalars.last(where: { !"`'\")]} ".unicodeScalars.contains($0) }) else { return nil }
    switch last.value {
    case 0xAC00...0xD7A3:
      let final = (last.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    case 0x30...0x39:
      // 영 일 이 삼 사 오 육 칠 팔 구
      return [
        "0": .consonant, "1": .rieul, "2": .vowel, "3": .consonant, "4": .vowel, "5": .vowel, "6": .consonant,
        "7": .rieul, "8": .rieul, "9": .vowel,
      ][Character(last)] ?? nil
    case 0x41...0x5A, 0x61...0x7A:
      let lower = word.lowercased()
      let letters = lower.unicodeScalars.reversed().prefix { ("a"..."z").contains($0) }.count
      if letters == 1 {
        // A lone letter is read by its name: 엘 and 알 end in ㄹ, 엠 and 엔 in a consonant,
        // every other (에이, 비, 씨 …) in a vowel.
        switch Character(last).lowercased() {
        case "l", "r": return .rieul
        case "m", "n": return .consonant
        default: return .vowel
        }
      }
      switch Character(last).lowercased() {
      case "l": return .rieul
      case "m", "n", "k", "p", "b": return .consonant
      case "g": return lower.hasSuffix("ng") ? .consonant : .vowel
      default: return .vowel
      }
    default:
      return nil
    }
  }

  /// `text` with each particle template right after `word` (where `word` ends) resolved.
  static func resolve(_ text: String, after word: String) -> String {
    guard let ending = ending(of: word) else { return text }
    var result = text
    for particle in particles {
      let chosen: String
      switch ending {
      case .vowel: chosen = particle.vowel
      case .consonant: chosen = particle.consonant
      case .rieul: chosen = particle.template == "(으)로" ? particle.vowel : particle.consonant
      }
      result = result.replacingAll(word + particle.template, with: word + chosen)
    }
    return result
  }
}
