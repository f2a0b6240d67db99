import Foundation
import Testing

@testable import DocGenKit

/// A page's navigation shows its own neighbourhood, so its size does not grow with the site.
@Suite("Navigation")
struct NavigationTests {
  /// A one-language site config with the words the layout needs.
  static func config() throws -> SiteConfig {
    let text = try String(contentsOf: fixtures.appendingPathComponent("trilingual/Content/site.yml"), encoding: .utf8)
    return try #require(SiteConfigLoader.load(text: text, file: "site.yml").0)
  }

  static func pages(_ keys: [String]) -> [SourcePage] {
    keys.enumerated().map { number, key in
      SourcePage(
        language: "en", relativePath: key, file: "en/\(key)", text: "",
        frontMatter: FrontMatter(title: "T\(number)", order: number),
        body: "")
    }
  }

  static func navigation(_ keys: [String]) throws -> Navigation {
    let pages = pages(keys)
    let index = SiteIndex(config: try config(), pages: pages)
    return Navigation(
      index: index, language: "en",
      titles: Dictionary(uniqueKeysWithValues: pages.map { ($0.file, $0.frontMatter.title!) }))
  }

  @Test("a page in a long section sees a window of pages around it and counts of the rest")
  func window() throws {
    let keys = ["index.md"] + (1...100).map { String(format: "p%03d.md", $0) }
    let navigation = try Self.navigation(keys)
    let middle = try #require(navigation.entries.firstIndex { $0.key == "p050.md" })
    let level = try #require(navigation.sidebar(for: middle).levels.first)
    #expect(level.pages.count == 2 * Navigation.window + 1)
    #expect(level.pages.map(\.title).first == "T40" && level.pages.map(\.title).last == "T60")
    #expect(level.pages.filter(\.isCurrent).map(\.title) == ["T50"])
    #expect(level.hiddenBefore == 40 && level.hiddenAfter == 40)
    let first = try #require(navigation.sidebar(for: 0).levels.first)
    #expect(first.hiddenBefore == 0 && first.pages.count == 21 && first.hiddenAfter == 80)
  }

  @Test("folders are sections: the way to the page is open, other folders are one link each")
  func sections() throws {
    let keys = ["index.md", "a.md", "guide/index.md", "guide/b.md", "guide/deeper/c.md", "other/d.md"]
    let navigation = try Self.navigation(keys)
    let position = try #require(navigation.entries.firstIndex { $0.key == "guide/deeper/c.md" })
    let levels = navigation.sidebar(for: position).levels
    #expect(levels.map(\.folder) == ["", "guide/", "guide/deeper/"])
    #expect(levels[0].pages.map(\.title) == ["T0", "T1"])
    #expect(levels[0].sections.map(\.title) == ["T2", "other"])
    #expect(levels[0].expanded == "guide/")
    #expect(levels[1].pages.map(\.title) == ["T2", "T3"])
    #expect(levels[1].sections.map(\.title) == ["deeper"])
    #expect(levels[2].pages.map { "\($0.title)\($0.isCurrent ? "*" : "")" } == ["T4*"])
  }

  @Test("a page's HTML is the same size in a site of 50 pages and of 2000")
  func boundedPages() throws {
    func middlePage(of count: Int) throws -> Int {
      let keys = ["index.md"] + (1...count).map { String(format: "p%05d.md", $0) }
      let pages = Self.pages(keys)
      let index = SiteIndex(config: try Self.config(), pages: pages)
      let navigation = Navigation(
        index: index, language: "en", titles: Dictionary(uniqueKeysWithValues: pages.map { ($0.file, "Same title") }))
      let entry = try #require(index.entry(key: "p00025.md", language: "en"))
      let article = RenderedArticle(html: "<p>x</p>\n", title: "Same title", hasTitleHeading: false, diagnostics: [])
      return PageLayout(index: index).render(entry, article: article, navigation: navigation).utf8.count
    }
    let small = try middlePage(of: 50)
    let large = try middlePage(of: 2000)
    #expect(large - small < 16, "50 pages: \(small) bytes, 2000 pages: \(large) bytes")
  }
}
