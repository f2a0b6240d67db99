import Foundation
import Testing

@testable import DocGenKit

@Suite("Markdown through libcmark")
struct MarkdownDocumentTests {
  @Test(
    "the title walk finds the first heading's words and whether a level-1 heading exists, as the full node walk does",
    arguments: [
      ("# Title\n\ntext\n", "Title", true),
      ("## Two *em*\n\n# One\n", "Two em", true),
      ("text\n\n### Three `code`\n", "Three code", false),
      ("Setext\n======\n", "Setext", true),
      ("```\n# not a heading\n```\n", nil, false),
      ("> # Quoted\n", "Quoted", true),
      ("no heading\n", nil, false),
      ("", nil, false),
    ] as [(String, String?, Bool)])
  func titleHeading(markdown: String, first: String?, hasLevelOne: Bool) {
    let document = MarkdownDocument(parsing: markdown)
    let found = document.titleHeading()
    #expect(found.firstHeading == first)
    #expect(found.hasLevelOne == hasLevelOne)
    // The same answer as reading every node.
    let headings = document.nodes().compactMap { node -> (Int, String)? in
      if case .heading(let level) = node.kind { return (level, document.plainText(of: node.handle)) }
      return nil
    }
    #expect(headings.first?.1 == first)
    #expect(headings.contains { $0.0 == 1 } == hasLevelOne)
  }

  @Test("the code-block walk lists the blocks the full walk lists, with the same handles")
  func codeBlockWalk() {
    let markdown =
      "# T\n\ntext *em*\n\n```swift scenario\nlet a = 1\n```\n\n> ```log\n> x\n> ```\n\n- item\n\n      indented\n"
    let all = MarkdownDocument(parsing: markdown).nodes().filter {
      if case .codeBlock = $0.kind { return true } else { return false }
    }
    let walked = MarkdownDocument(parsing: markdown).codeBlocks()
    #expect(walked.count == 3)
    #expect(walked == all)
  }

  @Test("renders CommonMark with smart punctuation")
  func smartPunctuation() {
    let html = MarkdownDocument(parsing: "\"Hi\" -- it's *here*.\n").html()
    #expect(html == "<p>“Hi” – it’s <em>here</em>.</p>\n")
  }

  @Test("sees fenced code blocks with their info string and lines")
  func codeBlocks() {
    let document = MarkdownDocument(parsing: "# T\n\n```swift scenario id=a\nlet a = 1\n```\n")
    let blocks = document.nodes().compactMap { node -> (String, String, Int, Int)? in
      if case .codeBlock(let info, let literal) = node.kind { return (info, literal, node.startLine, node.endLine) }
      return nil
    }
    #expect(blocks.count == 1)
    #expect(blocks.first?.0 == "swift scenario id=a")
    #expect(blocks.first?.1 == "let a = 1\n")
    #expect(blocks.first?.2 == 3)
    #expect(blocks.first?.3 == 5)
  }

  @Test("replaces a block with HTML and keeps the rest")
  func replace() {
    let document = MarkdownDocument(parsing: "a\n\n```\ncode\n```\n\nb\n")
    let block = document.nodes().first { if case .codeBlock = $0.kind { return true } else { return false } }!
    document.replace(block.handle, withHTML: "<div>x</div>")
    #expect(document.html() == "<p>a</p>\n<div>x</div>\n<p>b</p>\n")
  }

  @Test(
    "heading slugs are stable, unique and keep CJK letters",
    arguments: [
      (["Presenting vs. presented"], ["presenting-vs-presented"]),
      (["呈现与关闭", "呈现与关闭"], ["呈现与关闭", "呈现与关闭-2"]),
      (["`present(_:animated:)` 호출"], ["present-animated-호출"]),
      (["!!!"], ["section"]),
    ])
  func slugs(texts: [String], expected: [String]) {
    var slugger = HeadingSlugger()
    #expect(texts.map { slugger.slug(for: $0) } == expected)
  }
}

@Suite("Line breaks in Chinese paragraphs")
struct CJKLineTests {
  @Test(
    "a break between Chinese characters disappears; one next to Latin text or Hangul stays",
    arguments: [
      ("播放队列。\n只把它加入", "<p>播放队列。只把它加入</p>\n"),
      ("时视图会被加载\n（viewDidLoad）", "<p>时视图会被加载（viewDidLoad）</p>\n"),
      ("调用\npresent 之后", "<p>调用\npresent 之后</p>\n"),
      ("뷰 컨트롤러가\n화면에", "<p>뷰 컨트롤러가\n화면에</p>\n"),
      ("one\ntwo", "<p>one\ntwo</p>\n"),
      ("同样适用，\nsegue 也是", "<p>同样适用，segue 也是</p>\n"),
      ("DocEngine\n（一个模型）", "<p>DocEngine（一个模型）</p>\n"),
      ("或呈现。\n[呈现与关闭](x.md)", "<p>或呈现。<a href=\"x.md\">呈现与关闭</a></p>\n"),
      ("这是\n*父子*关系", "<p>这是<em>父子</em>关系</p>\n"),
    ])
  func joins(markdown: String, html: String) {
    let document = MarkdownDocument(parsing: markdown)
    document.joinCJKLines()
    #expect(document.html() == html)
  }
}

@Suite("Blocks put into rendered HTML")
struct BlockInsertionTests {
  @Test(
    "markers are replaced by the blocks in order; none is dropped or duplicated",
    arguments: [
      ("<p>a</p>\n", [], "<p>a</p>\n"),
      ("<p>a</p>\n<!--M-->\n<p>b</p>\n", ["<section>1</section>\n"], "<p>a</p>\n<section>1</section>\n<p>b</p>\n"),
      ("<!--M-->\n<!--M-->\n", ["one\n", "two"], "one\ntwo\n"),
      // More markers than blocks (a note with the marker's text): the rest stay as they are.
      ("<!--M-->\nx<!--M-->\n", ["one\n"], "one\nx<!--M-->\n"),
      // Fewer: the remaining blocks follow the article.
      ("<p>a</p>\n", ["one\n", "two\n"], "<p>a</p>\none\ntwo\n"),
      ("中文<!--M-->\n한국어", ["<pre>視圖</pre>\n"], "中文<pre>視圖</pre>\n한국어"),
    ] as [(String, [String], String)])
  func insert(html: String, blocks: [String], expected: String) {
    #expect(ArticleRenderer.insert(blocks, into: html, at: "<!--M-->\n") == expected)
    // Each block's place is where its own bytes are, in order.
    let (placed, ranges) = ArticleRenderer.insertPlacing(blocks, into: html, at: "<!--M-->\n")
    #expect(placed == expected)
    let bytes = Array(placed.utf8)
    #expect(ranges.map { String(decoding: bytes[$0], as: UTF8.self) } == blocks)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
  }

  @Test("a block put in after rendering gives the HTML a block replaced in the tree gives")
  func sameAsReplacingInTheTree() {
    let markdown = "# T\n\nText.\n\n```swift\nlet a = 1\n```\n\n- item\n\n  ```swift\n  nested\n  ```\n\nEnd.\n"
    let blocks = ["<section class=\"scenario\">A</section>\n", "<pre>B</pre>"]
    let inTree = MarkdownDocument(parsing: markdown)
    let marked = MarkdownDocument(parsing: markdown)
    let marker = "<!--docgen-block-test-->\n"
    for (block, html) in zip(inTree.codeBlocks(), blocks) { inTree.replace(block.handle, withHTML: html) }
    for block in marked.codeBlocks() { marked.replace(block.handle, withHTML: marker) }
    #expect(ArticleRenderer.insert(blocks, into: marked.html(), at: marker) == inTree.html())
  }
}

@Suite("Telling a note has no level-1 heading without parsing it")
struct LevelOneHeadingTests {
  @Test(
    "a line that could be a level-1 heading is a maybe; a note without one has none",
    arguments: [
      ("# Title\n", true), ("#\n", true), ("#", true), ("text\n# Late\n", true), ("   # indented\n", true),
      ("> # quoted\n", true), ("- # in a list\n", true), ("1. # numbered\n", true), ("Setext\n===\n", true),
      ("  =\n", true), ("#\ttab\n", true), ("crlf\r\n# Title\r\n", true), ("    # indented code\n", true),
      ("text\n", false), ("## Two\n\n### Three\n", false), ("#hashtag\n", false), ("a # b\n", false),
      ("Setext two\n---\n", false), ("```swift\nlet a = 1 // # not\n```\n", false), ("", false),
      ("中文 # 不是标题\n## 小节\n", false), ("> ## quoted two\n", false),
    ] as [(String, Bool)])
  func maybe(markdown: String, expected: Bool) {
    #expect(SourcePage.mayHaveLevelOneHeading(markdown) == expected)
    if !SourcePage.mayHaveLevelOneHeading(markdown) {
      #expect(!MarkdownDocument(parsing: markdown).titleHeading().hasLevelOne)
    }
  }

  @Test("every note of Content/ that the check passes has no level-1 heading")
  func contentNotes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content")
      .standardized
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter {
      $0.hasSuffix(".md")
    }
    #expect(files.count >= 30)
    for file in files {
      let text = try String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8)
      if !SourcePage.mayHaveLevelOneHeading(text) {
        #expect(!MarkdownDocument(parsing: text).titleHeading().hasLevelOne, "\(file)")
      }
    }
  }
}

@Suite("Heading ids")
struct HeadingSlugTests {
  @Test(
    "ASCII, Chinese and Korean headings get the ids the Character-by-Character rule gives, over 10 000 generated headings"
  )
  func asciiMatchesUnicode() {
    // A linear congruential sequence: the same headings on every run, so a failure replays.
    var state: UInt64 = 9
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let pieces = [
      "Present", "ing", " ", "-", "_", "/", "vs", "2", "UIKit", "(", ")", ".", "\r\n", "\t", "A", "z", "9", "`", "#",
      "\u{1}", "  ",
    ]
    for _ in 0..<5_000 {
      let heading = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
      #expect(HeadingSlugger.asciiSlug(heading) == HeadingSlugger.unicodeSlug(heading), "\(heading.debugDescription)")
    }
    for byte in UInt8(0)..<0x80 {
      let heading = "a" + String(UnicodeScalar(byte)) + "b"
      #expect(HeadingSlugger.asciiSlug(heading) == HeadingSlugger.unicodeSlug(heading), "\(heading.debugDescription)")
    }
    // Chinese and Korean headings, and the scalars the scalar rule leaves to the Character
    // rule (combining marks, conjoining jamo, a variation selector, fullwidth and cased
    // letters, an emoji sequence, CR LF): each heading's id is the Character rule's.
    let cjk = [
      "呈现", "与", "화면", "전환", " ", "-", "/", "_", "（", "）", "、", "。", "「", "」", "：", "？", "“", "”", "UIKit", "2", "A",
      "\u{301}", "\u{1100}\u{1161}\u{11A8}", "\u{11A8}", "字\u{FE0F}", "Ａ", "ａ", "İ", "Σ", "🇰🇷", "👩\u{200D}💻", "\r\n",
      "〇", "々", "\u{3000}",
    ]
    var scalarRuleAnswered = 0
    for _ in 0..<5_000 {
      let heading = (0..<next(8)).map { _ in cjk[next(cjk.count)] }.joined()
      if let fast = HeadingSlugger.scalarSlug(heading) {
        scalarRuleAnswered += 1
        #expect(fast == HeadingSlugger.unicodeSlug(heading), "\(heading.debugDescription)")
      }
    }
    #expect(scalarRuleAnswered > 500)
    var slugger = HeadingSlugger()
    #expect(slugger.slug(for: "Presenting vs presented") == "presenting-vs-presented")
    #expect(slugger.slug(for: "Presenting vs presented") == "presenting-vs-presented-2")
    #expect(slugger.slug(for: "呈现与解除") == "呈现与解除")
    #expect(slugger.slug(for: "!!") == "section")
  }
}
