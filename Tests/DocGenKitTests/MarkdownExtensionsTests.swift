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

  @Test("GFM's footnote example, notes of several blocks included, renders as cmark-gfm renders it")
  func gfmFootnoteExample() {
    let examples = Self.examples("gfm-extension-examples.json").filter { $0.section == "Footnotes" }
    #expect(examples.count == 1)
    for example in examples {
      #expect(Self.render(example.markdown, .gfm) == example.html)
    }
  }

  static func note(_ number: Int, _ body: String) -> String {
    "<li id=\"fn\(number)\">\n\(body)</li>\n"
  }

  static func reference(_ number: Int) -> String {
    "<sup class=\"footnote-ref\"><a href=\"#fn\(number)\" id=\"fnref\(number)\">\(number)</a></sup>"
  }

  static func backref(_ number: Int) -> String {
    "<a href=\"#fnref\(number)\" class=\"footnote-backref\">↩</a>"
  }

  static func notes(_ items: String...) -> String {
    "<section class=\"footnotes\">\n<ol>\n" + items.joined() + "</ol>\n</section>\n"
  }

  @Test("a note's blocks indented by four columns are its own: a second paragraph, a quote, code, a list")
  func footnoteOfSeveralBlocks() {
    let markdown = """
      Text[^a].

      [^a]: First paragraph.

          Second paragraph.

          > A quote.

              code

          - one
          - two

      After.
      """
    #expect(
      Self.render(markdown, .gfm)
        == "<p>Text\(Self.reference(1)).</p>\n<p>After.</p>\n"
        + Self.notes(
          Self.note(
            1,
            "<p>First paragraph.</p>\n<p>Second paragraph.</p>\n<blockquote>\n<p>A quote.</p>\n</blockquote>\n"
              + "<pre><code>code\n</code></pre>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n\(Self.backref(1))\n")))
  }

  @Test("a note may start on the line after its label, and its blocks may be indented with a tab")
  func footnoteStartingOnTheNextLine() {
    let markdown = "A[^x].\n\n[^x]:\n\t> Quoted.\n\n\tThen text.\n"
    #expect(
      Self.render(markdown, .gfm)
        == "<p>A\(Self.reference(1)).</p>\n"
        + Self.notes(
          Self.note(1, "<blockquote>\n<p>Quoted.</p>\n</blockquote>\n<p>Then text. \(Self.backref(1))</p>\n")))
  }

  @Test("a line that is not indented continues a note's paragraph lazily, unless it starts a block")
  func footnoteLazyLines() {
    #expect(
      Self.render("A[^x].\n\n[^x]: one\ntwo\n- three\n", .gfm)
        == "<p>A\(Self.reference(1)).</p>\n<ul>\n<li>three</li>\n</ul>\n"
        + Self.notes(Self.note(1, "<p>one\ntwo \(Self.backref(1))</p>\n")))
    // A known difference (docs/markdown.md): `===` ends the note, where cmark-gfm continues it.
    #expect(
      Self.render("A[^x].\n\n[^x]: one\n===\n", .gfm)
        == "<p>A\(Self.reference(1)).</p>\n<p>===</p>\n" + Self.notes(Self.note(1, "<p>one \(Self.backref(1))</p>\n")))
    // After a blank line the note is over: the line is the note's neighbour.
    #expect(
      Self.render("A[^x].\n\n[^x]: one\n\ntwo\n", .gfm)
        == "<p>A\(Self.reference(1)).</p>\n<p>two</p>\n" + Self.notes(Self.note(1, "<p>one \(Self.backref(1))</p>\n")))
  }

  @Test("a note saved with CRLF line endings has the same footnotes as with LF")
  func footnotesWithCRLF() {
    let markdown = "Text[^a].\n\n[^a]: One.\n\n    Two.\n\nAfter.\n"
    let lf = Self.render(markdown, .gfm)
    #expect(lf.contains("<p>One.</p>\n<p>Two. \(Self.backref(1))</p>"))
    #expect(Self.render(markdown.replacingOccurrences(of: "\n", with: "\r\n"), .gfm) == lf)
  }

  @Test("a definition ends the paragraph, list or quote before it, as GFM's block parser ends them")
  func footnoteDefinitionEndsTheBlockBefore() {
    #expect(
      Self.render("A[^x] and\n[^x]: note\n", .gfm)
        == "<p>A\(Self.reference(1)) and</p>\n" + Self.notes(Self.note(1, "<p>note \(Self.backref(1))</p>\n")))
    #expect(
      Self.render("- A[^x]\n[^x]: note\n- B\n", .gfm)
        == "<ul>\n<li>A\(Self.reference(1))</li>\n</ul>\n<ul>\n<li>B</li>\n</ul>\n"
        + Self.notes(Self.note(1, "<p>note \(Self.backref(1))</p>\n")))
  }

  @Test("a definition inside a list item stays the item's, read as a note of one paragraph")
  func nestedFootnoteDefinition() {
    #expect(
      Self.render("- A[^x]\n\n  [^x]: note\n", .gfm)
        == "<ul>\n<li>\n<p>A\(Self.reference(1))</p>\n</li>\n</ul>\n"
        + Self.notes(Self.note(1, "<p>note \(Self.backref(1))</p>\n")))
  }

  @Test("references inside a note are numbered when the note is reached; of two notes with one label the first counts")
  func footnoteReferencesInsideNotes() {
    let markdown = "A[^a].\n\n[^b]: Bee.\n\n[^a]: See[^b].\n\n[^A]: Second a.\n"
    #expect(
      Self.render(markdown, .gfm)
        == "<p>A\(Self.reference(1)).</p>\n"
        + Self.notes(
          Self.note(1, "<p>See\(Self.reference(2)). \(Self.backref(1))</p>\n"),
          Self.note(2, "<p>Bee. \(Self.backref(2))</p>\n")))
  }

  @Test("code and HTML blocks hold no definitions; a note nobody refers to is not shown")
  func footnoteDefinitionsOutsideCode() {
    #expect(Self.render("```\n[^a]: x\n```\n", .gfm) == "<pre><code>[^a]: x\n</code></pre>\n")
    #expect(Self.render("Text.\n\n[^a]: Unused.\n\n    More.\n", .gfm) == "<p>Text.</p>\n")
  }

  @Test("an author's comment is never taken for the placeholder a lifted definition leaves")
  func footnotePlaceholderIsUnforgeable() {
    let comment = "<!--docgen:footnote-->"
    #expect(MarkdownDocument.footnotePlaceholder != comment)
    #expect(MarkdownDocument.footnotePlaceholder.count > comment.count + 8)
    #expect(
      Self.render("A[^a].\n\n\(comment)\n\n[^a]: b\n", .gfm)
        == "<p>A\(Self.reference(1)).</p>\n\(comment)\n" + Self.notes(Self.note(1, "<p>b \(Self.backref(1))</p>\n")))
  }

  @Test("a lifted note's blocks report the note's own lines and columns")
  func footnotePositions() {
    let document = MarkdownDocument(
      parsing: "Text[^a].\n\n[^a]: See [b](c.md).\n\n    [d](e.md) and <kbd>x</kbd>\n", extensions: .all)
    var links: [String] = []
    document.edit { piece in
      switch piece {
      case .link(let url, let line, let column): links.append("\(url) \(line):\(column)")
      case .html(let html, _, let line, let column): links.append("\(html) \(line):\(column)")
      default: break
      }
      return .keep
    }
    #expect(links == ["c.md 3:11", "e.md 5:5", "<kbd> 5:19", "</kbd> 5:25"])
    let paragraphs = document.nodes().filter { $0.kind == .paragraph }.map { "\($0.startLine):\($0.startColumn)" }
    #expect(paragraphs == ["1:1", "3:7", "5:5"])
  }

  @Test("a table in a note is a table, with the link back after it, and a note's broken link is reported at its line")
  func footnoteTableInABuild() throws {
    let scratch = Scratch()
    try scratch.write(
      "baseURL: https://t.example/\ndefaultLanguage: en\nlanguages:\n  - code: en\n    tag: en\n    name: English\n    title: T\n",
      to: "Content/site.yml")
    let note = "# A\n\nText[^t].\n\n[^t]: | a | b |\n    | - | - |\n    | 1 | [x](LINK) |\n"
    try scratch.write(note.replacingOccurrences(of: "LINK", with: "index.md"), to: "Content/en/index.md")
    #expect(headlines(build(scratch.path + "/Content", into: scratch.path + "/site"), under: scratch.path) == [])
    let html = try String(contentsOfFile: scratch.path + "/site/en/index.html", encoding: .utf8)
    #expect(html.contains("<li id=\"fn1\">\n<table class=\"reflow\">"))
    #expect(html.contains("</table>\n\(Self.backref(1))\n</li>"))
    try scratch.write(note.replacingOccurrences(of: "LINK", with: "missing.md"), to: "Content/en/index.md")
    #expect(
      headlines(build(scratch.path + "/Content", into: scratch.path + "/site"), under: scratch.path)
        == ["Content/en/index.md:7:15: error: link to a page that does not exist: 'missing.md'"])
  }

  @Test("a scenario fence inside a note is shown as Swift: check and run, which read no extensions, never see it")
  func scenarioInsideFootnote() {
    let document = MarkdownDocument(
      parsing: "A[^a].\n\n[^a]: Code:\n\n    ```swift scenario\n    let a = 1\n    ```\n", extensions: .all)
    let infos = document.codeBlocks().compactMap { node -> String? in
      if case .codeBlock(let info, _) = node.kind { return info }
      return nil
    }
    #expect(infos == ["swift"])
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

  @Test("on a lazy line of a quote or list item, where libcmark's columns are off by the prefix, the rules still apply")
  func delimitersOnLazyLines() {
    for newline in ["\n", "\r\n"] {
      #expect(
        Self.render("> 这是\(newline)**我想做的事。**所以\(newline)", .all)
          == "<blockquote>\n<p>这是\n<strong>我想做的事。</strong>所以</p>\n</blockquote>\n")
      #expect(
        Self.render("- a\(newline)b ~~c~~ d\(newline)", .all).replacingOccurrences(of: "\r", with: "")
          == "<ul>\n<li>a\nb <del>c</del> d</li>\n</ul>\n")
      // A later line indented more than the first: libcmark's columns are short of it.
      #expect(
        Self.render("- a\(newline)     b ~~c~~\(newline)", .all).replacingOccurrences(of: "\r", with: "")
          == "<ul>\n<li>a\nb <del>c</del></li>\n</ul>\n")
      // An escape makes the text narrower than its source: the claimed columns are kept if
      // they fit the line, CR or not, so CRLF and LF agree.
      #expect(
        Self.render(" a\(newline)\\\" ~~c~~ x\(newline)", .all).replacingOccurrences(of: "\r", with: "")
          == Self.render(" a\n\\\" ~~c~~ x\n", .all))
    }
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

  /// The properties the Markdown fuzz target holds every input to (`MarkdownExtensionCheck`,
  /// docs/fuzzing.md) hold for its seeds, the spec examples and Content/'s notes: a property
  /// that failed here would be a false finding.
  @Test("every spec example and note keeps the Markdown fuzz target's properties, under several choices of extensions")
  func fuzzPropertiesHoldForTheSeeds() {
    let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content")
      .standardized
    let notes = (FileManager.default.enumerator(atPath: content.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".md") }
      .compactMap { try? String(contentsOf: content.appendingPathComponent($0), encoding: .utf8) }
    #expect(notes.count >= 30)
    let examples =
      Self.examples("commonmark-examples.json") + Self.examples("gfm-extension-examples.json")
      + notes.map { Example(section: "Content", markdown: $0, html: "") }
    #expect(examples.count > 720)
    for example in examples {
      // Every extension, each with or without smart punctuation, sanitizer mode and CJK flanking;
      // the notes (long) with two of them.
      let selectors: [UInt8] = example.section == "Content" ? [0x3F, 0xDF] : [0x00, 0x3F, 0x5F, 0xBF, 0xFF]
      for selector in selectors {
        let problems = MarkdownExtensionCheck.run(Data([selector]) + Data(example.markdown.utf8))
        #expect(problems.isEmpty, "\(selector) \(example.markdown.debugDescription): \(problems)")
      }
    }
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
