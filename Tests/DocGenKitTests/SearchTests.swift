import DocPictures
import Foundation
import Testing

@testable import DocGenKit

@Suite("Search: what is extracted from a page")
struct SearchTextExtractorTests {
  typealias Section = SearchDocument.Section

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var html: String
    var sections: [Section]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "text under the title, then one section per h2 and h3, by heading id",
      html:
        "<h1 id=\"t\">Title</h1>\n<p>Intro words.</p>\n<h2 id=\"one\">One <a class=\"anchor\" href=\"#one\">#</a></h2>\n<p>First.</p>\n<h3 id=\"deeper\">Deeper</h3><p>Second.</p>",
      sections: [
        Section(anchor: "", heading: "", text: "Intro words.", code: ""),
        Section(anchor: "one", heading: "One", text: "First.", code: ""),
        Section(anchor: "deeper", heading: "Deeper", text: "Second.", code: ""),
      ]),
    Case(
      name: "pictures, captions, buttons and scenario headers are not text",
      html:
        "<p>Kept</p><figure><figcaption>Timeline</figcaption><svg><svg><text>inner</text></svg><text>outer</text></svg></figure><section><header><span>Scenario</span></header><button>Copy</button><p>also kept</p></section>",
      sections: [Section(anchor: "", heading: "", text: "Kept also kept", code: "")]),
    Case(
      name: "code and logs give their words once each, inline code stays in the prose",
      html:
        "<p>Call <code>present(_:animated:)</code> here.</p><pre><code>a.present(b, animated: true)\nb.dismiss(animated: true)</code></pre><pre>a.viewDidLoad\nb 已经显示</pre>",
      sections: [
        Section(
          anchor: "", heading: "", text: "Call present(_:animated:) here.",
          code: "present animated true dismiss viewDidLoad 已经显示")
      ]),
    Case(
      name: "entities are decoded, unknown ones kept",
      html: "<p>a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x4E2D; &bogus; &amp</p>",
      sections: [Section(anchor: "", heading: "", text: "a & b <c> \"d\" 'e' 中 &bogus; &amp", code: "")]),
    Case(
      name: "a line break between Han characters disappears, elsewhere it is a space",
      html: "<p>视图控\n制器 and\nmore</p>",
      sections: [Section(anchor: "", heading: "", text: "视图控制器 and more", code: "")]),
    Case(
      name: "blocks never glue words together",
      html: "<ul><li>one</li><li>two</li></ul><table><tr><td>three</td><td>four</td></tr></table>",
      sections: [Section(anchor: "", heading: "", text: "one two three four", code: "")]),
    Case(
      name: "Chinese in separate cells and items stays apart, even with line breaks between the tags",
      html: "<table><tr><th>对象</th>\n<th>协议</th></tr></table>\n<ul>\n<li>视图</li>\n<li>控制器</li>\n</ul>",
      sections: [Section(anchor: "", heading: "", text: "对象 协议 视图 控制器", code: "")]),
    Case(
      name: "broken markup still gives text: a lone <, an unclosed tag, an unterminated comment",
      html: "<p>1 < 2 and <b>bold <i>open</p><!-- never closed",
      sections: [Section(anchor: "", heading: "", text: "1 < 2 and bold open", code: "")]),
    Case(
      name: "a heading with an id in single quotes or none",
      html: "<h2 id='x'>X</h2><p>a</p><h2>Y</h2><p>b</p>",
      sections: [
        Section(anchor: "x", heading: "X", text: "a", code: ""),
        Section(anchor: "", heading: "Y", text: "b", code: ""),
      ]),
    Case(name: "nothing at all", html: "", sections: []),
    Case(
      name:
        "code words: entities decoded first, digits and _ inside words, one-letter words and repeats dropped, any script",
      html: "<pre>let x_1 = &quot;세 번째 화면&quot; + é2 + x_1 + a + 42 + ÉCRAN + écran</pre>",
      sections: [Section(anchor: "", heading: "", text: "", code: "let x_1 번째 화면 é2 42 ÉCRAN écran")]),
    Case(
      name: "tag and attribute names in any case",
      html: "<H2 ID=\"Up\">Up</H2><P>text</P><A CLASS='anchor x' HREF='#up'>#</A><SVG><TEXT>no</TEXT></SVG>",
      sections: [Section(anchor: "Up", heading: "Up", text: "text", code: "")]),
    Case(
      name: "only a skipped element that never closes", html: "<p>before</p><svg><g>",
      sections: [Section(anchor: "", heading: "", text: "before", code: "")]),
    Case(
      name: "a scenario card's pictures (with their text alternatives) and an error's label and line are interface",
      html:
        "<p>Before.</p><figure class=\"hierarchy\"><figcaption>Hierarchy</figcaption><svg><text>a</text></svg><details><summary>As text</summary><pre class=\"tree\">window\n└ a appeared</pre></details></figure><figure class=\"timeline\"><figcaption>Timeline</figcaption><svg></svg></figure><p class=\"expected-error\"><span class=\"error-where\"><strong>expected error</strong> · line 8 · </span>Application tried to present</p><figure class=\"log\"><figcaption>Log</figcaption><pre>a.viewDidLoad</pre></figure><p>After <span class=\"hl-k\">let</span> <span class=\"error-where-not\">kept</span>.</p>",
      sections: [
        Section(
          anchor: "", heading: "", text: "Before. Application tried to present After let kept.", code: "viewDidLoad")
      ]),
  ]

  @Test("sections", arguments: cases)
  func sections(_ example: Case) {
    #expect(SearchTextExtractor.sections(ofArticle: example.html) == example.sections)
  }

  /// A scenario-like block: code, a log, a picture and a text tree.
  static let block =
    "<section class=\"scenario\"><header><span>Scenario</span><a href=\"#s\">s</a></header>\n<pre><code><span class=\"k\">let</span> screen = 화면()</code></pre>\n<p class=\"error\"><span class=\"error-where\"><strong>오류</strong> · 2행 · </span>screen 없음</p><figure class=\"log\"><figcaption>Log</figcaption><pre>a.viewDidLoad\n中文</pre></figure><figure class=\"hierarchy\"><svg><text>no</text></svg><details><summary>As text</summary><pre class=\"tree\">window\n└ a</pre></details></figure></section>\n"

  @Test(
    "a block's text read before is what reading it there gives, and is taken only where the scan stands clean at its start",
    arguments: [
      ("<h2 id=\"a\">A</h2>\n<p>before</p>\n", "<p>after</p>\n<h3>B</h3><p>more</p>", true),
      ("", "", true),
      ("<p>x</p><header>", "</header><p>y</p>", false),  // inside a skipped element
      ("<pre>", "</pre>", false),  // inside code
      ("<h2>open heading ", "</h2>", false),
      ("<p>x</p><!-- ", " --><p>y</p>", false),  // inside a comment: passed over
      ("<p>x</p><div title=\"", "\">y</div>", false),  // inside a tag: passed over
      // Code before and after the block, with words the block has too: its words are taken
      // whole between them, each still once, in order.
      ("<pre>let 화면 x_1 &quot;q&quot;</pre>\n", "<pre>screen viewDidLoad 中文 new_word</pre>", true),
      ("<pre>let screen", "</pre>", false),  // code left open before the block
    ] as [(String, String, Bool)])
  func blockTextTakenWhole(before: String, after: String, taken: Bool) throws {
    let text = try #require(SearchTextExtractor.blockText(of: Self.block))
    #expect(!text.prose.isEmpty && !text.code.isEmpty)
    let html = before + Self.block + after
    let start = before.utf8.count
    let placed = SearchTextExtractor.PlacedBlock(range: start..<start + Self.block.utf8.count, text: text)
    let read = SearchTextExtractor.sections(ofArticle: html)
    #expect(SearchTextExtractor.sections(ofArticle: html, blocks: [placed]) == read)
    // A decoy text proves whether the block's text was taken: it shows exactly when it was.
    var decoy = placed
    decoy.text.prose += Array(" decoy".utf8)
    let withDecoy = SearchTextExtractor.sections(ofArticle: html, blocks: [decoy])
    #expect(withDecoy.contains { $0.text.contains("decoy") } == taken)
  }

  @Test(
    "code words read in parts, raw or taken whole, are the words of the parts joined, when each part but the last ends a line"
  )
  func codeWordsInParts() {
    var generator = SystemRandomNumberGenerator()
    let vocabulary = [
      "let", "a", "b2", "nav", "화면", "中文", "x_1", "&quot;", "&amp;amp", "é", "viewDidLoad", "(", ".", " ", "42",
      "ÉCRAN",
    ]
    for _ in 0..<2_000 {
      let parts = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in vocabulary.randomElement(using: &generator)! }
          .joined()
      }
      let lines = parts.enumerated().map { index, part in index == parts.count - 1 ? part : part + "\n" }
      var words = SearchText.CodeWords()
      for line in lines {
        let bytes = Array(line.utf8)
        if Bool.random(using: &generator) {
          words.read(bytes)
        } else {
          words.take(words: Array(SearchText.words(inCode: bytes).utf8))
        }
      }
      #expect(words.text == SearchText.words(inCode: Array(lines.joined().utf8)), "\(lines)")
    }
  }

  @Test("HTML that starts a section or leaves an element open has no text of its own to take")
  func blockTextRefused() {
    #expect(SearchTextExtractor.blockText(of: "<p>a</p><h2>B</h2><p>c</p>") == nil)
    #expect(SearchTextExtractor.blockText(of: "<pre>open") == nil)
    #expect(SearchTextExtractor.blockText(of: "<svg><text>") == nil)
    #expect(SearchTextExtractor.blockText(of: "<p>fine</p>") != nil)
  }

  @Test(
    "the scenarios of Content/ rendered into their pages: every block's text is taken, and the sections are what reading the pages gives"
  )
  func contentPages() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content")
      .standardized.path
    let (scanned, _) = ContentLoader(contentPath: root).scan()
    let site = try #require(scanned)
    let renderer = ArticleRenderer(
      links: LinkResolver(index: SiteIndex(config: site.config, pages: site.pages)), splicer: ScenarioSplicer(),
      config: site.config)
    var taken = 0
    for page in site.pages where page.language == "en" {
      let article = renderer.render(try ContentLoader(contentPath: root).loadPage(page).get())
      taken += article.searchBlocks.count
      #expect(
        SearchTextExtractor.sections(ofArticle: article.html, blocks: article.searchBlocks)
          == SearchTextExtractor.sections(ofArticle: article.html), "\(page.file)")
    }
    #expect(taken >= 40)
  }

  @Test(
    "no page of Content/, in any language, has its scenario cards' or exercises' interface words in its sections")
  func noInterfaceWords() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content")
      .standardized.path
    let (scanned, _) = ContentLoader(contentPath: root).scan()
    let site = try #require(scanned)
    let renderer = ArticleRenderer(
      links: LinkResolver(index: SiteIndex(config: site.config, pages: site.pages)), splicer: ScenarioSplicer(),
      config: site.config)
    var errors = 0
    var exercises = 0
    for page in site.pages {
      let strings = try #require(site.config.language(page.language)).strings
      let article = renderer.render(try ContentLoader(contentPath: root).loadPage(page).get())
      errors += article.html.components(separatedBy: "error-where").count - 1
      exercises += article.html.components(separatedBy: "<div class=\"predict\"").count - 1
      let words = [
        strings.asText, strings.log, strings.verified, strings.timeline, strings.expectedError, strings.predict,
        strings.predictTask, strings.showLog, strings.answers,
      ]
      for section in SearchTextExtractor.sections(ofArticle: article.html, blocks: article.searchBlocks) {
        for word in words {
          #expect(!section.text.contains(word) && !section.heading.contains(word), "\(page.file): \(word)")
        }
      }
    }
    #expect(errors >= 6, "the notes show errors, each with its label")
    #expect(exercises >= 3, "the notes have a predict-the-log exercise in each language")
  }
}

@Suite("Search: the index file")
struct SearchIndexFileTests {
  static func language(tag: String) -> SiteConfig.Language {
    SiteConfig.Language(code: "x", tag: tag, name: "X", title: "X", strings: UIStrings(pictures: .english) { $0 })
  }

  @Test("an index reads back as the pages written, sorted by path, whatever their characters")
  func roundTrip() throws {
    let pages = [
      SearchDocument(
        path: "en/b/index.html", title: "B \"); alert(1); (\"",
        sections: [.init(anchor: "s", heading: "</script>", text: "\u{2028} line", code: "x")]),
      SearchDocument(path: "en/a/index.html", title: "A", sections: []),
      SearchDocument(path: "en/q\"uote\\back\u{2028}/index.html", title: "Q", sections: []),
    ]
    let language = Self.language(tag: "en")
    let files = SearchIndexFile.files(language: language, pages: pages)
    #expect(SearchIndexFile.read(language: language.code, in: files) == pages.sorted { $0.path < $1.path })
    #expect(Set(files.keys) == ["search/\(language.code).js", "search/\(language.code)/0.js"])
    #expect(
      String(decoding: files["search/\(language.code).js"]!, as: UTF8.self).hasPrefix(
        "\"use strict\";\ndocgenSearchIndexLoaded({"))
    #expect(
      String(decoding: files["search/\(language.code)/0.js"]!, as: UTF8.self).hasPrefix(
        "\"use strict\";\ndocgenSearchPartLoaded({\"part\":0,"))
  }

  @Test("a big language is split into parts of about 128 pages, each page in the part its path hashes to")
  func parts() throws {
    let pages = (0..<1_000).map { SearchDocument(path: "en/page-\($0)/index.html", title: "Page \($0)", sections: []) }
    let language = Self.language(tag: "en")
    let files = SearchIndexFile.files(language: language, pages: pages)
    #expect(files.count == 1 + 8)
    let names = (0..<8).map { "\"\(language.code)/\($0).js\"" }.joined(separator: ",")
    #expect(String(decoding: files["search/\(language.code).js"]!, as: UTF8.self).contains("\"parts\":[\(names)]"))
    for part in 0..<8 {
      let inPart = try #require(
        SearchIndexFile.read(String(decoding: files["search/\(language.code)/\(part).js"]!, as: UTF8.self)))
      #expect(inPart.allSatisfy { SearchIndexFile.part(of: $0.path, partCount: 8) == part })
      #expect((80...180).contains(inPart.count), "part \(part) holds \(inPart.count) pages")
    }
    #expect(SearchIndexFile.read(language: language.code, in: files)?.count == 1_000)
    #expect(SearchIndexFile.partCount(pages: 0) == 1)
    #expect(SearchIndexFile.partCount(pages: 128) == 1)
    #expect(SearchIndexFile.partCount(pages: 129) == 2)
  }

  @Test("only Chinese indexes carry the Traditional → Simplified table and the phrases")
  func foldTable() throws {
    for (tag, folds) in [
      ("zh-Hans", true), ("zh", true), ("zh-Hant", true), ("en", false), ("ko", false), ("zhx", false),
    ] {
      let text = String(decoding: SearchIndexFile.entry(language: Self.language(tag: tag), partCount: 1), as: UTF8.self)
      #expect(text.contains("\"fold\":\"\"") != folds, "\(tag)")
      #expect(text.contains("\"phrases\":\"\"") != folds, "\(tag)")
      #expect(text.contains("记忆体 内存") == folds, "\(tag)")
    }
  }

  @Test(
    "every index carries its language's stop words and variants, and English stop words",
    arguments: ["ko", "zh-Hans", "en"])
  func words(tag: String) throws {
    let text = String(decoding: SearchIndexFile.entry(language: Self.language(tag: tag), partCount: 2), as: UTF8.self)
    let body = try #require(text.split(separator: "(", maxSplits: 1).last?.dropLast(3))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    let stop = try #require(object["stop"] as? [String])
    let variants = try #require(object["variants"] as? [[String]])
    #expect(stop.contains("why") && stop.contains("the"))
    #expect(object["parts"] as? [String] == ["x/0.js", "x/1.js"])
    switch tag {
    case "ko":
      #expect(stop.contains("왜"))
      #expect(variants.contains { $0.contains("내비게이션") && $0.contains("네비게이션") })
    case "zh-Hans":
      #expect(stop.contains("为什么"))
      #expect(variants.contains { $0.contains("导航") && $0.contains("導覽") })
    default:
      #expect(!stop.contains("왜"))
    }
  }

  @Test("each page is one line, found again by its path without decoding the rest")
  func lines() throws {
    let page = SearchDocument(
      path: "en/x\"y/index.html", title: "T\nwo lines",
      sections: [.init(anchor: "", heading: "", text: "a\nb", code: "")])
    let text = String(
      decoding: SearchIndexFile.assemble(part: 0, lines: [(page.path, Data(SearchIndexFile.line(for: page).utf8))]),
      as: UTF8.self)
    let lines = try #require(SearchIndexFile.lines(of: text))
    #expect(lines == [page.path: SearchIndexFile.line(for: page)])
    #expect(text.components(separatedBy: "\n").count == 5, "header, opening, one page, closing, end")
  }

  @Test("a page's line is the bytes JSONEncoder writes (sorted keys, slashes as they are), whatever the characters")
  func lineMatchesJSONEncoder() throws {
    let every = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
    let strange = every + "\u{2028}\u{2029}\u{FEFF}中文 한국어 😀 a/b </script>"
    let pages = [
      SearchDocument(path: "en/a/index.html", title: "", sections: []),
      SearchDocument(path: "en/s/index.html", title: "S", sections: [], summary: strange),
      SearchDocument(path: "en/e/index.html", title: "E", sections: [], summary: ""),
      SearchDocument(
        path: "zh/\(strange)/index.html", title: strange,
        sections: [
          .init(anchor: strange, heading: "", text: strange, code: "x"),
          .init(anchor: "", heading: strange, text: "", code: strange),
        ]),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for page in pages {
      #expect(SearchIndexFile.line(for: page) == String(decoding: try encoder.encode(page), as: UTF8.self))
    }
  }

  @Test("anything but an index docgen wrote is refused")
  func foreign() {
    let page = SearchDocument(path: "a", title: "A", sections: [])
    let good = String(
      decoding: SearchIndexFile.assemble(part: 0, lines: [(page.path, Data(SearchIndexFile.line(for: page).utf8))]),
      as: UTF8.self)
    #expect(SearchIndexFile.read(good) == [page])
    #expect(SearchIndexFile.lines(of: good.replacingOccurrences(of: "{\"p\":", with: "{\"q\":")) == nil)
    #expect(SearchIndexFile.lines(of: good.replacingOccurrences(of: "]});", with: "]}); alert(1);")) == nil)
    #expect(SearchIndexFile.read("") == nil)
    #expect(SearchIndexFile.read("docgenSearchPartLoaded({\"pages\": 1});\n") == nil)
    #expect(SearchIndexFile.read(language: "en", in: ["search/en.js": Data("alert(1)".utf8)]) == nil)
    let named = SearchIndexFile.entry(language: Self.language(tag: "en"), partCount: 2)
    let code = Self.language(tag: "en").code
    #expect(
      SearchIndexFile.read(language: code, in: ["search/\(code).js": named, "search/\(code)/0.js": Data(good.utf8)])
        == nil, "a part is missing")
    #expect(SearchIndexFile.read("alert(1)") == nil)
  }
}

@Suite("Search: stop words and spelling variants")
struct SearchWordsTests {
  @Test("the file's sections, comments and groups are read as written")
  func parse() {
    let lists = SearchWords.parse(
      "# comment\n[stop en]\na an  the\nwhy\n[variants ko]\n탭 바 = 탭바 = tab bar\n  # indented comment\n한 = \n[unknown xx]\nq\n[stop ko]\n왜 왜\n"
    )
    #expect(lists["en"] == SearchWords.Lists(stop: ["a", "an", "the", "why"], variants: []))
    #expect(lists["ko"] == SearchWords.Lists(stop: ["왜"], variants: [["탭 바", "탭바", "tab bar"]]))
    #expect(lists["xx"] == nil)
  }

  @Test("search-words.txt: every group has two spellings at least, and no spelling is in two groups of a language")
  func shipped() {
    #expect(SearchWords.byLanguage.keys.sorted() == ["en", "ko", "zh"])
    for (language, lists) in SearchWords.byLanguage {
      #expect(lists.stop.count >= 20, "\(language)")
      // A spelling is found without its spaces: 탭 바 and 탭바 are one key, of one group.
      var seen: [String: Int] = [:]
      for (number, group) in lists.variants.enumerated() {
        #expect(group.count >= 2 && Set(group).count == group.count, "\(language) \(group)")
        for member in group {
          let key = member.replacingOccurrences(of: " ", with: "").lowercased()
          #expect(seen[key] ?? number == number, "\(language): \(member) is in two groups")
          seen[key] = number
        }
      }
    }
  }

  @Test("a language's lists by its tag; English stop words everywhere")
  func byTag() {
    #expect(SearchWords.lists(tag: "zh-Hans").variants == SearchWords.byLanguage["zh"]?.variants)
    #expect(SearchWords.lists(tag: "ko").stop.contains("the"))
    #expect(SearchWords.lists(tag: "fr").variants.isEmpty)
    #expect(SearchWords.lists(tag: "fr").stop == SearchWords.byLanguage["en"]?.stop)
  }
}

@Suite("Search: the Traditional → Simplified table from OpenCC")
struct HanFoldTests {
  static let pairs: [(Character, Character)] = {
    let characters = Array(HanFold.pairs.filter { $0 != "\n" })
    return stride(from: 0, to: characters.count - 1, by: 2).map { (characters[$0], characters[$0 + 1]) }
  }()

  @Test("pairs of single characters in the Basic Multilingual Plane, so folding keeps lengths")
  func shape() {
    #expect(HanFold.pairs.filter { $0 != "\n" }.count % 2 == 0)
    #expect(Self.pairs.count > 2500)
    for (traditional, simplified) in Self.pairs {
      #expect(traditional.utf16.count == 1 && simplified.utf16.count == 1 && traditional != simplified)
    }
  }

  @Test("folding twice is folding once (no simplified character is folded again)")
  func idempotent() {
    let keys = Set(Self.pairs.map(\.0))
    #expect(Self.pairs.filter { keys.contains($0.1) }.isEmpty)
  }

  @Test("known pairs", arguments: [("視", "视"), ("圖", "图"), ("層", "层"), ("級", "级"), ("爲", "为"), ("為", "为"), ("麼", "么")])
  func known(_ pair: (String, String)) {
    let table = Dictionary(Self.pairs.map { (String($0.0), String($0.1)) }, uniquingKeysWith: { first, _ in first })
    #expect(table[pair.0] == pair.1)
  }

  @Test("simplified characters are left alone", arguments: ["么", "视", "图", "控", "制", "器"])
  func untouched(_ character: String) {
    #expect(!Self.pairs.contains { String($0.0) == character })
  }

  @Test("Taiwan phrases: pairs of two different texts, already folded, a candidate a line")
  func phrases() {
    let table = Dictionary(Self.pairs.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    let lines = HanFold.phrases.split(separator: "\n")
    #expect(lines.count > 400)
    var pairs: Set<String> = []
    for line in lines {
      let sides = line.split(separator: " ")
      #expect(sides.count == 2 && sides[0] != sides[1], "\(line)")
      #expect(!line.contains { table[$0] != nil }, "\(line) is folded")
      pairs.insert(String(line))
    }
    #expect(pairs.isSuperset(of: ["记忆体 内存", "软体 软件", "检视 查看", "检视 视图", "程式码 代码"]))
  }
}

@Suite("Search: built with the site")
struct SearchBuildTests {
  @Test("every language has an index of its pages, fallback pages included; every page points at its own")
  func indexes() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    let report = build(content, into: site)
    #expect(report.succeeded)
    let files = tree(at: site)
    for language in ["en", "zh", "ko"] {
      let pages = try #require(SearchIndexFile.read(language: language, in: files))
      let expected = files.keys.filter { $0.hasPrefix(language + "/") && $0.hasSuffix("index.html") }.sorted()
      #expect(pages.map(\.path) == expected, "\(language)")
      for page in expected {
        let html = String(decoding: files[page]!, as: UTF8.self)
        let depth = page.split(separator: "/").count - 1
        #expect(
          html.contains("data-index=\"\(String(repeating: "../", count: depth))search/\(language).js\""), "\(page)")
        #expect(html.contains("<form class=\"search\" role=\"search\" hidden"), "\(page)")
      }
    }
    #expect(files["assets/search.js"] != nil)
  }

  @Test("an index edited by hand is not trusted: the next build that updates it writes a clean build's index")
  func tamperedIndex() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let clean = tree(at: site)
    let index = site + "/search/en/0.js"
    let original = try String(contentsOfFile: index, encoding: .utf8)
    try original.replacingOccurrences(of: "\"t\":\"", with: "\"t\":\"Injected ").write(
      toFile: index, atomically: true, encoding: .utf8)
    try scratch.append("\nMore words.\n", to: "Content/en/first.md")
    #expect(build(content, into: site).succeeded)
    let rebuilt = tree(at: site)
    #expect(!String(decoding: rebuilt["search/en/0.js"]!, as: UTF8.self).contains("Injected"))
    #expect(String(decoding: rebuilt["search/en/0.js"]!, as: UTF8.self).contains("More words."))
    #expect(rebuilt["search/zh/0.js"] == clean["search/zh/0.js"], "an index with nothing changed is left alone")
    #expect(rebuilt == cleanBuild(of: content))
  }

  @Test("a one-page edit rewrites that page and its part of the index; adding a page redistributes the parts")
  func editRewritesOnePart() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    for number in 0..<300 {
      try scratch.write("# Bulk page \(number)\n\nWords of page \(number).\n", to: "Content/en/bulk/page-\(number).md")
    }
    let site = scratch.path + "/site"
    let first = build(content, into: site)
    #expect(first.succeeded)
    let partCount = SearchIndexFile.partCount(pages: first.pageCount / 3)
    #expect(partCount == 3, "the English index (and every other, as fallbacks fill the gaps) has three parts")
    #expect(tree(at: site).keys.filter { $0.hasPrefix("search/en/") }.count == partCount)
    try scratch.write("# Bulk page 7\n\nOther words of page 7.\n", to: "Content/en/bulk/page-7.md")
    let edited = build(content, into: site)
    // The page, its Markdown twin and its part in every language: Chinese and Korean show it
    // as a fallback.
    let expected = ["en", "zh", "ko"].flatMap { code in
      [
        "\(code)/bulk/page-7/index.html",
        "\(code)/bulk/page-7.md",
        "search/\(code)/\(SearchIndexFile.part(of: "\(code)/bulk/page-7/index.html", partCount: partCount)).js",
      ]
    }
    #expect(edited.changedPaths == expected.sorted())
    func expectCleanBuild(_ step: String) {
      #expect(build(content, into: site).succeeded, "\(step)")
      #expect(tree(at: site) == cleanBuild(of: content), "\(step)")
    }
    try scratch.write("# Bulk page 300\n", to: "Content/en/bulk/page-300.md")
    expectCleanBuild("a page added")
    // A new title (every page's sidebar may show it, every part is written again from the
    // previous parts' lines) while one part was deleted from the site.
    try FileManager.default.removeItem(atPath: site + "/search/en/0.js")
    try scratch.write("# Bulk page three\n\nWords of page 3.\n", to: "Content/en/bulk/page-3.md")
    expectCleanBuild("a title edit with a part deleted")
    // Fewer pages, fewer parts: the last part goes.
    for number in 200...300 {
      try FileManager.default.removeItem(atPath: scratch.path + "/Content/en/bulk/page-\(number).md")
    }
    expectCleanBuild("pages removed")
    #expect(FileManager.default.fileExists(atPath: site + "/search/en/1.js"))
    #expect(!FileManager.default.fileExists(atPath: site + "/search/en/2.js"), "the third part is gone")
  }

  @Test("a language's first file edited by hand is written again by the next build that plans")
  func tamperedFirstFile() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    try "\"use strict\";\ndocgenSearchIndexLoaded({\"fold\":\"\",\"language\":\"ko\",\"parts\":[]});\n"
      .write(toFile: site + "/search/ko.js", atomically: true, encoding: .utf8)
    try scratch.append("\nMore words.\n", to: "Content/en/first.md")
    #expect(build(content, into: site).succeeded)
    #expect(tree(at: site) == cleanBuild(of: content))
  }

  @Test("a deleted index is written again by a build that has nothing else to do")
  func deletedIndex() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let clean = tree(at: site)
    try FileManager.default.removeItem(atPath: site + "/search/ko.js")
    try FileManager.default.removeItem(atPath: site + "/search/zh/0.js")
    #expect(build(content, into: site).succeeded)
    #expect(tree(at: site) == clean)
  }
}

@Suite("Search: the spool of index lines")
struct SearchLineSpoolTests {
  @Test("lines added from every core, past several flushes to the scratch file, read back as added")
  func linesReadBack() {
    let scratch = Scratch()
    let spool = SearchLineSpool(folder: scratch.path)
    let pages = (0..<3_000).map { index in
      (
        language: ["en", "zh", "ko"][index % 3], path: "p\(index)/index.html",
        line: "{\"p\":\(index),\"t\":\"" + String(repeating: "提示 ", count: index % 97) + "\"}\n"
      )
    }
    _ = pages.parallelMap { page in spool.add(language: page.language, path: page.path, line: page.line) }
    for language in ["en", "zh", "ko"] {
      let expected = Dictionary(
        uniqueKeysWithValues: pages.filter { $0.language == language }.map { ($0.path, Data($0.line.utf8)) })
      #expect(spool.lines(language: language) == expected)
    }
    #expect(spool.lines(language: "fr").isEmpty)
  }
}

@Suite("Search: collapsing whitespace")
struct SearchTextCollapseTests {
  @Test(
    "runs of whitespace become one space, trimmed; a line break between Han characters goes; a block break stays a space",
    arguments: [
      ("  a  b\t\tc \n", "a b c"),
      ("", ""),
      ("   ", ""),
      ("呈现\n控制器", "呈现控制器"),
      ("呈现 \r\n 控制器", "呈现控制器"),
      ("呈现 控制器", "呈现 控制器"),
      ("呈现\u{1F}控制器", "呈现 控制器"),
      ("呈现\n\u{1F}控制器", "呈现 控制器"),
      ("한국어\n문장", "한국어 문장"),
      ("カナ\nかな", "カナかな"),
      ("end 呈\n", "end 呈"),
      ("a\u{0C}b", "a b"),
      ("é\n呈", "é 呈"),
    ] as [(String, String)])
  func collapse(input: String, expected: String) {
    #expect(String(decoding: SearchText.collapse(Array(input.utf8)), as: UTF8.self) == expected)
  }
}
