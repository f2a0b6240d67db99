import Testing

@testable import DocGenKit

@Suite("Links between notes")
struct LinkResolverTests {
  static let config: SiteConfig = {
    let text = try! String(contentsOf: fixtures.appendingPathComponent("trilingual/Content/site.yml"), encoding: .utf8)
    return SiteConfigLoader.load(text: text, file: "site.yml").0!
  }()

  static func page(_ language: String, _ path: String, translationOf: String? = nil) -> SourcePage {
    SourcePage(
      language: language, relativePath: path, file: "Content/\(language)/\(path)", text: "",
      frontMatter: FrontMatter(translationOf: translationOf), body: "")
  }

  static let index = SiteIndex(config: config, pages: [
    page("en", "index.md"), page("en", "first.md"), page("en", "guide/deep.md"),
    page("ko", "first.md"), page("ko", "erste.md", translationOf: "guide/deep.md"),
  ])

  @Test(arguments: [
    ("en", "index.md", "first.md", LinkResolver.Resolution.rewritten("first/index.html")),
    ("en", "index.md", "first.md#a-section", .rewritten("first/index.html#a-section")),
    ("en", "first.md", "guide/deep.md", .rewritten("../guide/deep/index.html")),
    ("en", "guide/deep.md", "../first.md", .rewritten("../../first/index.html")),
    ("en", "guide/deep.md", "../index.md", .rewritten("../../index.html")),
    ("en", "first.md", "../ko/first.md", .rewritten("../../ko/first/index.html")),
    ("ko", "first.md", "index.md", .rewritten("../index.html")),
    ("ko", "first.md", "erste.md", .rewritten("../guide/deep/index.html")),
    ("en", "first.md", "https://developer.apple.com/a.md", .unchanged),
    ("en", "first.md", "#local", .unchanged),
    ("en", "first.md", "picture.png", .unchanged),
    ("en", "first.md", "nothing.md", .broken(reason: "link to a page that does not exist: 'nothing.md'")),
    ("en", "first.md", "../../up.md", .broken(reason: "'../../up.md' leads outside the content folder")),
    ("en", "first.md", "../fr/first.md", .broken(reason: "'../fr/first.md' does not lead into a language folder")),
    ("en", "first.md", "./guide//deep.md?x=1", .rewritten("../guide/deep/index.html?x=1")),
    ("en", "first.md", "guide/%64eep.md", .rewritten("../guide/deep/index.html")),
    ("en", "first.md", "guide/%zz.md", .broken(reason: "link to a page that does not exist: 'guide/%zz.md'")),
  ])
  func resolves(language: String, from: String, destination: String, expected: LinkResolver.Resolution) {
    let source = Self.index.entry(key: Self.page(language, from).translationKey, language: language)?.source
      ?? Self.page(language, from)
    #expect(LinkResolver(index: Self.index).resolve(destination, from: source) == expected)
  }
}

@Suite("Heading ids")
struct HeadingSlugTests {
  @Test("ASCII headings get the ids the Character-by-Character rule gives, over 5 000 generated headings")
  func asciiMatchesUnicode() {
    // A linear congruential sequence: the same headings on every run, so a failure replays.
    var state: UInt64 = 9
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let pieces = ["Present", "ing", " ", "-", "_", "/", "vs", "2", "UIKit", "(", ")", ".", "\r\n", "\t", "A", "z", "9", "`", "#", "\u{1}", "  "]
    for _ in 0..<5_000 {
      let heading = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
      #expect(HeadingSlugger.asciiSlug(heading) == HeadingSlugger.unicodeSlug(heading), "\(heading.debugDescription)")
    }
    for byte in UInt8(0)..<0x80 {
      let heading = "a" + String(UnicodeScalar(byte)) + "b"
      #expect(HeadingSlugger.asciiSlug(heading) == HeadingSlugger.unicodeSlug(heading), "\(heading.debugDescription)")
    }
    var slugger = HeadingSlugger()
    #expect(slugger.slug(for: "Presenting vs presented") == "presenting-vs-presented")
    #expect(slugger.slug(for: "Presenting vs presented") == "presenting-vs-presented-2")
    #expect(slugger.slug(for: "呈现与解除") == "呈现与解除")
    #expect(slugger.slug(for: "!!") == "section")
  }
}
