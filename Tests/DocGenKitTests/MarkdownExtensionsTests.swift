import Foundation
import Testing

@testable import DocGenKit

/// docgen's additions to CommonMark (``MarkdownExtensions``), checked against the specs' own
/// examples: CommonMark's (Fixtures/commonmark-examples.json, from github/cmark-gfm's spec.txt)
/// and GFM's extensions' (Fixtures/gfm-extension-examples.json), plus the CJK-friendly
/// amendment's cases.
@Suite("Markdown extensions")
struct MarkdownExtensionsTests {
  struct Example: Decodable, Sendable {
    var section: String
    var `extension`: String?
    var markdown: String
    var html: String
  }

  static func examples(_ name: String) -> [Example] {
    struct File: Decodable { var examples: [Example] }
    let url = fixtures.appendingPathComponent(name)
    return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).examples) ?? []
  }

  static func render(_ markdown: String, _ extensions: MarkdownExtensions, smart: Bool = false) -> String {
    MarkdownDocument(parsing: markdown, smart: smart, extensions: extensions).html()
  }

  /// libcmark writes nothing for a document of only link definitions; the spec's files say "\n".
  static func same(_ rendered: String, _ expected: String) -> Bool {
    rendered == expected || (rendered.isEmpty && expected == "\n")
  }

  @Test("every CommonMark example renders as CommonMark says with CJK-friendly emphasis on")
  func commonMarkUnchangedByCJKEmphasis() {
    let examples = Self.examples("commonmark-examples.json")
    #expect(examples.count == 649)
    for (number, example) in examples.enumerated() {
      let rendered = Self.render(example.markdown, .cjkEmphasis)
      #expect(Self.same(rendered, example.html), "example \(number + 1) (\(example.section))")
    }
  }

  /// With GitHub's extensions on too, the CommonMark examples that legitimately differ are
  /// exactly these: bare URLs and addresses that GFM links (`www.`, `http://`, `@`), and `~`
  /// that GFM strikes through. The list is the documentation of those differences.
  @Test("with GitHub's extensions on, only the examples GFM itself renders differently change")
  func commonMarkDifferencesUnderGFM() {
    let examples = Self.examples("commonmark-examples.json")
    var differing: [Int] = []
    for (number, example) in examples.enumerated() {
      if !Self.same(Self.render(example.markdown, .all), example.html) { differing.append(number + 1) }
    }
    #expect(differing == Self.differUnderGFM, "\(differing)")
  }

  static let differUnderGFM: [Int] = [598, 602, 604, 607, 608]

  @Test("GFM's strikethrough, autolink and task-list examples render as cmark-gfm renders them")
  func gfmExamples() {
    let examples = Self.examples("gfm-extension-examples.json").filter {
      ["strikethrough", "autolink", "tasklist"].contains($0.extension ?? "")
        || ["Strikethroughs", "Autolinks", "Task lists", "Interop"].contains($0.section)
    }
    #expect(examples.count >= 15)
    for example in examples where example.html != "<IGNORE>\n" && !example.markdown.hasPrefix("|") {
      // docgen labels a task's box with the item's text: without the label, GFM's HTML.
      let rendered = Self.render(example.markdown, .gfm).replacingOccurrences(of: "<label class=\"task\">", with: "")
        .replacingOccurrences(of: "</label>", with: "")
      #expect(rendered == example.html, "\(example.section): \(example.markdown)")
    }
  }

  @Test("a footnote reference becomes a numbered link to its note, listed at the end with a link back")
  func footnotes() {
    let html = Self.render("A[^b] and [^a] and [^none].\n\n[^a]: First *note*.\n\n[^b]: Second.\n", .gfm)
    #expect(
      html
        == "<p>A<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1\">1</a></sup> and "
        + "<sup class=\"footnote-ref\"><a href=\"#fn2\" id=\"fnref2\">2</a></sup> and [^none].</p>\n"
        + "<section class=\"footnotes\">\n<ol>\n<li id=\"fn1\">\n<p>Second. <a href=\"#fnref1\" class=\"footnote-backref\">↩</a></p>\n</li>\n"
        + "<li id=\"fn2\">\n<p>First <em>note</em>. <a href=\"#fnref2\" class=\"footnote-backref\">↩</a></p>\n</li>\n</ol>\n</section>\n"
    )
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var markdown: String
    var html: String
    var testDescription: String { markdown }
  }

  /// The issue's sentences and the amendment's Korean test cases (tats-u/markdown-cjk-friendly,
  /// testcases/korean.md), with the HTML the amendment specifies.
  static let cjkCases: [Case] = [
    Case(markdown: "**`present`**를 호출하면", html: "<p><strong><code>present</code></strong>를 호출하면</p>\n"),
    Case(markdown: "**마크다운(Markdown)**을", html: "<p><strong>마크다운(Markdown)</strong>을</p>\n"),
    Case(markdown: "这是**我想做的事。**所以", html: "<p>这是<strong>我想做的事。</strong>所以</p>\n"),
    Case(markdown: "**注意：**卡片样式", html: "<p><strong>注意：</strong>卡片样式</p>\n"),
    Case(markdown: "*注意：*カード", html: "<p><em>注意：</em>カード</p>\n"),
    Case(
      markdown: "**마크다운(Markdown)**을, 这是**我想做的事。**所以",
      html: "<p><strong>마크다운(Markdown)</strong>을, 这是<strong>我想做的事。</strong>所以</p>\n"),
    Case(markdown: "**스크립트(script)**라고", html: "<p><strong>스크립트(script)</strong>라고</p>\n"),
    Case(markdown: "**안녕(hello)**하세요.", html: "<p><strong>안녕(hello)</strong>하세요.</p>\n"),
    Case(
      markdown: "패키지를 발행하려면 **`npm publish`**를 실행하십시오.",
      html: "<p>패키지를 발행하려면 <strong><code>npm publish</code></strong>를 실행하십시오.</p>\n"),
    Case(
      markdown: "**이 [링크](https://example.kr/)**만을 강조하고 싶다.",
      html: "<p><strong>이 <a href=\"https://example.kr/\">링크</a></strong>만을 강조하고 싶다.</p>\n"),
    // Escapes and code stay what they are.
    Case(markdown: "\\*\\*注意：\\*\\*卡片", html: "<p>**注意：**卡片</p>\n"),
    Case(markdown: "`**注意：**卡片`", html: "<p><code>**注意：**卡片</code></p>\n"),
    Case(markdown: "    **注意：**卡片", html: "<pre><code>**注意：**卡片\n</code></pre>\n"),
  ]

  @Test("CJK-friendly emphasis: bold before a particle or after CJK punctuation", arguments: cjkCases)
  func cjkEmphasis(_ example: Case) {
    #expect(Self.render(example.markdown, .all) == example.html)
  }

  @Test("without the amendment libcmark leaves these stars literal (the cases test something)")
  func cjkCasesNeedTheAmendment() {
    for example in Self.cjkCases.prefix(4) {
      #expect(Self.render(example.markdown, []) != example.html)
    }
  }

  @Test("strikethrough and autolinks never reach into code spans, code blocks or written links")
  func codeUntouched() {
    #expect(Self.render("`~~a~~ www.x.com`", .all) == "<p><code>~~a~~ www.x.com</code></p>\n")
    #expect(Self.render("```\n~~a~~ www.x.com\n```", .all) == "<pre><code>~~a~~ www.x.com\n</code></pre>\n")
    #expect(
      Self.render("<https://a.com/~~x~~>", .all) == "<p><a href=\"https://a.com/~~x~~\">https://a.com/~~x~~</a></p>\n")
    #expect(Self.render("[www.a.com](/b)", .all) == "<p><a href=\"/b\">www.a.com</a></p>\n")
  }

  @Test("GitHub's alerts become callouts titled in the page's words; other quotes stay quotes")
  func callouts() {
    let document = MarkdownDocument(
      parsing: "> [!TIP]\n> Use **this**.\n\n> [!nope]\n> quote\n\n> [!Caution]\n\n> Later.")
    document.makeCallouts { $0 == .tip ? "팁 <b>" : $0.rawValue }
    #expect(
      document.html()
        == "<div class=\"callout callout-tip\" role=\"note\">\n<p class=\"callout-title\">팁 &lt;b&gt;</p>\n<p>Use <strong>this</strong>.</p>\n</div>\n"
        + "<blockquote>\n<p>[!nope]\nquote</p>\n</blockquote>\n"
        + "<div class=\"callout callout-caution\" role=\"note\">\n<p class=\"callout-title\">caution</p>\n</div>\n"
        + "<blockquote>\n<p>Later.</p>\n</blockquote>\n")
  }

  @Test("a table's header may follow a paragraph's lines without a blank line (GFM)")
  func tableInterruptsParagraph() throws {
    let example = try #require(
      Self.examples("gfm-extension-examples.json").first { $0.section.hasPrefix("a table can be recognised") })
    let lines = example.markdown.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let (paragraph, table) = try #require(PipeTable.interrupting(Array(lines)))
    #expect(paragraph + table == example.html)
  }

  @Test("fenced code is coloured by its info string, in any case; unknown languages stay plain")
  func highlighting() {
    #expect(CodeHighlighter.language(ofInfo: "Swift") == .swift)
    #expect(CodeHighlighter.language(ofInfo: "OBJC") == .objectiveC)
    #expect(CodeHighlighter.language(ofInfo: "Bash title=x") == .shell)
    #expect(CodeHighlighter.language(ofInfo: "brainfuck") == nil)
    #expect(
      CodeHighlighter.html("{\"a\": [1, true]}", language: .json)
        == "{<span class=\"hl-str\">&quot;a&quot;</span>: [<span class=\"hl-num\">1</span>, <span class=\"hl-kw\">true</span>]}"
    )
    #expect(
      CodeHighlighter.html("- a\n+ b", language: .diff)
        == "<span class=\"hl-kw\">- a</span>\n<span class=\"hl-str\">+ b</span>")
    #expect(CodeHighlighter.html("k: 'v' # c", language: .yaml).contains("<span class=\"hl-attr\">k</span>:"))
    #expect(CodeHighlighter.html("<script>", language: .plain) == "&lt;script&gt;")
  }

  /// Random and adversarial text through every extension and language: nothing crashes, the
  /// output is well formed enough to end, and pairing stays linear (its steps are counted).
  @Test("hostile text never crashes the extensions or the highlighters, and pairing stays linear")
  func fuzz() {
    var generator = SeededGenerator(seed: 34)
    let alphabet: [String] = [
      "*", "**", "_", "~", "~~", "`", "\\", "[", "]", "(", ")", "[^1]", "[^1]: ", "> [!NOTE]\n", "- [ ] ", "www.",
      "http://", "@", ".", " ", "\n", "\n\n", "注意", "：", "를", "。", "&amp;", "<", "|", "---", "\u{FE0F}", "😀",
      "\u{E0100}", "a", "#", "\"", "'", "$", "{", "\t",
    ]
    for _ in 0..<1500 {
      var text = ""
      for _ in 0..<Int.random(in: 1...60, using: &generator) {
        text += alphabet.randomElement(using: &generator) ?? ""
      }
      let document = MarkdownDocument(parsing: text, extensions: .all)
      document.makeCallouts { $0.rawValue }
      _ = document.html()
      for language in [CodeHighlighter.Language.objectiveC, .shell, .json, .yaml, .diff] {
        _ = CodeHighlighter.html(text, language: language)
      }
    }
    // Long adversarial runs: a wall of openers, then of closers, of every kind.
    for pattern in ["*a ", "_a ", "~a ", "**a", "a**", "注意：**卡", "a* ", "*_~"] {
      let runs = String(repeating: pattern, count: 4000)
      _ = MarkdownDocument(parsing: runs + runs.reversed(), extensions: .all).html()
    }
    let many = (0..<20000).map { index in
      DelimiterRuns.Run(
        character: index % 3 == 0 ? "_" : "*", count: 1 + index % 3, canOpen: index % 2 == 0, canClose: true)
    }
    var steps = 0
    _ = DelimiterRuns.matches(many, steps: &steps)
    #expect(steps <= many.count * 40)
  }
}
