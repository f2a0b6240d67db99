import Testing

@testable import ScenarioKit

/// Code is coloured as swift-syntax classifies it; text stays text.
@Suite("Swift highlighting")
struct SwiftHighlighterTests {
  @Test(
    "each kind of token gets its class, and the text is escaped and kept whole",
    arguments: [
      ("let a = 1", "<span class=\"hl-kw\">let</span> a = <span class=\"hl-num\">1</span>"),
      ("print(\"视图 <b>\")", "print(<span class=\"hl-str\">&quot;视图 &lt;b&gt;&quot;</span>)"),
      ("// 댓글 & more\nx", "<span class=\"hl-com\">// 댓글 &amp; more</span>\nx"),
      ("class A: UIViewController {}", "<span class=\"hl-kw\">class</span> A: <span class=\"hl-type\">UIViewController</span> {}"),
      ("@objc func f() {}", "<span class=\"hl-attr\">@objc</span> <span class=\"hl-kw\">func</span> f() {}"),
      ("a.present(b, animated: true)", "a.present(b, animated: <span class=\"hl-kw\">true</span>)"),
      ("let s = \"e\u{301}'\u{1F1F0}\u{1F1F7}\"", "<span class=\"hl-kw\">let</span> s = <span class=\"hl-str\">&quot;e\u{301}&#39;\u{1F1F0}\u{1F1F7}&quot;</span>"),
    ])
  func classifies(code: String, html: String) {
    #expect(SwiftHighlighter.html(code) == html)
  }

  @Test("code the source guard refuses is escaped, not parsed")
  func refusedCodeIsPlain() {
    let nested = "let a = " + String(repeating: "[", count: 40) + "<" + String(repeating: "]", count: 40)
    #expect(SwiftHighlighter.html(nested) == nested.replacingOccurrences(of: "<", with: "&lt;"))
  }
}
