import Testing

@testable import DocPictures

/// Korean labels choose 이/가, 을/를, 은/는, 과/와, 으로/로 by the sound the name ends in.
@Suite("Korean particles")
struct KoreanParticleTests {
  @Test(
    "the particle after a name follows its last sound",
    arguments: [
      ("cover", "cover가 뷰를 제거함"),  // 커버: a vowel
      ("nav", "nav가 뷰를 제거함"),  // 내브
      ("list", "list가 뷰를 제거함"),  // 리스트
      ("stack", "stack이 뷰를 제거함"),  // 스택
      ("tab", "tab이 뷰를 제거함"),  // 탭
      ("item", "item이 뷰를 제거함"),  // 아이템
      ("ping", "ping이 뷰를 제거함"),  // 핑
      ("modal", "modal이 뷰를 제거함"),  // ㄹ is a consonant for 이/가
      ("a1", "a1이 뷰를 제거함"),  // 일
      ("b2", "b2가 뷰를 제거함"),  // 이
      ("목록", "목록이 뷰를 제거함"),
      ("화면", "화면이 뷰를 제거함"),
      ("시트", "시트가 뷰를 제거함"),
      ("`root`", "`root`가 뷰를 제거함"),  // 루트
      ("b", "b가 뷰를 제거함"),  // a lone letter by its name: 비
      ("a", "a가 뷰를 제거함"),  // 에이
      ("m", "m이 뷰를 제거함"),  // 엠
      ("r", "r이 뷰를 제거함"),  // 알
      ("vc.b", "vc.b가 뷰를 제거함"),
    ])
  func subjectParticle(name: String, label: String) {
    #expect(PictureStrings.korean.format(\.covered, name) == label)
  }

  @Test("으로/로: ㄹ and vowels take 로, other consonants 으로")
  func directionParticle() {
    #expect(KoreanParticle.resolve("x(으)로", after: "x") == "x로")
    #expect(KoreanParticle.resolve("모달(으)로", after: "모달") == "모달로")
    #expect(KoreanParticle.resolve("목록(으)로", after: "목록") == "목록으로")
    #expect(KoreanParticle.resolve("nav(으)로", after: "nav") == "nav로")
    #expect(KoreanParticle.resolve("stack(으)로", after: "stack") == "stack으로")
    #expect(KoreanParticle.resolve("l(으)로", after: "l") == "l로")
    #expect(KoreanParticle.resolve("n(으)로", after: "n") == "n으로")
  }

  @Test("a name whose sound cannot be told keeps both forms; other languages are untouched")
  func unknown() {
    #expect(PictureStrings.korean.format(\.covered, "视图") == "视图이(가) 뷰를 제거함")
    #expect(PictureStrings.english.format(\.covered, "cover") == "view removed by cover")
  }

  @Test("pictures use the prose's word for presenting, 프레젠트")
  func presentingTerm() {
    #expect(PictureStrings.korean.presents == "프레젠트")
    #expect(PictureStrings.korean.format(\.presentedBy, "sheet") == "sheet가 프레젠트함")
  }
}

@Suite("Filling a picture string's template")
struct TemplateFillTests {
  @Test(
    "each %N naming an argument is replaced once; a % naming none stays",
    arguments: [
      ("line %1", ["4"], "line 4"),
      ("%1 events in %2 lanes, under %3 statements.", ["12", "3", "1"], "12 events in 3 lanes, under 1 statements."),
      ("%2 before %1, %1 again", ["a", "b"], "b before a, a again"),
      ("100% done, %4 missing, % alone, %", ["x"], "100% done, %4 missing, % alone, %"),
      ("%10 and %1", Array(repeating: "n", count: 9) + ["ten"], "ten and n"),
      ("%1", ["%2"], "%2"),
      ("no placeholder", [], "no placeholder"),
      ("%1", [], "%1"),
      ("이벤트 %1개, 레인 %2개", ["3", "두"], "이벤트 3개, 레인 두개"),
      ("%1%2", ["提示", "표시"], "提示표시"),
    ] as [(String, [String], String)])
  func fill(template: String, arguments: [String], expected: String) {
    #expect(PictureStrings.fill(template, arguments) == expected)
  }
}
