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

  static let index = SiteIndex(
    config: config,
    pages: [
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
    ("en", "first.md", "mailto:a@b.md", .unchanged),
    ("en", "first.md", "c++.x-1:first.md", .unchanged),  // a scheme of letters, digits, `+`, `-`, `.`
    ("en", "first.md", "화면:first.md", .unchanged),  // letters of any script
    ("en", "first.md", "a b:first.md", .broken(reason: "link to a page that does not exist: 'a b:first.md'")),
    ("en", "first.md", ":first.md", .broken(reason: "link to a page that does not exist: ':first.md'")),
    ("en", "first.md", "first.md?a#b", .rewritten("../first/index.html?a#b")),
    ("en", "first.md", "first.md#b?a", .rewritten("../first/index.html#b?a")),
    ("en", "first.md", "guide/deep.md#화면", .rewritten("../guide/deep/index.html#화면")),
  ])
  func resolves(language: String, from: String, destination: String, expected: LinkResolver.Resolution) {
    let source =
      Self.index.entry(key: Self.page(language, from).translationKey, language: language)?.source
      ?? Self.page(language, from)
    #expect(LinkResolver(index: Self.index).resolve(destination, from: source) == expected)
  }

  @Test("the page count is the number of entries")
  func pageCount() {
    #expect(Self.index.pageCount == Self.index.allEntries.count)
    #expect(Self.index.pageCount == 9)
  }
}
