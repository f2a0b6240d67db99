import DocPictures
import Foundation
import Testing

@testable import DocGenKit

@Suite("Built-in interface words and a first site.yml")
struct BuiltInWordsTests {
  @Test(
    "a language's words are chosen by its tag",
    arguments: [
      ("en", "en"), ("en-GB", "en"), ("zh", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-CN", "zh-Hans"),
      ("zh-Hant", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("zh-HK", "zh-Hant"), ("ko", "ko"),
      ("ko-KR", "ko"), ("ja", "ja"), ("fr", nil), ("de-CH", nil), ("en_US", nil),
    ] as [(String, String?)])
  func byTag(tag: String, words: String?) {
    #expect(BuiltInWords.forTag(tag)?.tag == words)
  }

  @Test("every built-in language has every word, with the arguments each word takes")
  func complete() {
    let chromeKeys = Set(UIStrings.keys.filter { $0 != "pictures" })
    for language in BuiltInWords.languages {
      #expect(Set(language.chrome.keys) == chromeKeys, "\(language.tag)")
      #expect(Set(language.pictures.keys) == Set(PictureWords.keys.map(\.key)), "\(language.tag)")
      for (key, arguments) in PictureWords.keys {
        for argument in arguments {
          #expect(language.pictures[key]?.contains("{\(argument)}") == true, "\(language.tag) \(key)")
        }
      }
      for (key, argument) in [
        ("notTranslated", "{language}"), ("notTranslated", "{source}"), ("line", "{line}"), ("outdated", "{original}"),
        ("notFoundText", "{contents}"), ("lastUpdated", "{date}"), ("noResults", "{query}"),
      ] {
        #expect(language.chrome[key]?.contains(argument) == true, "\(language.tag) \(key)")
      }
    }
  }

  @Test("the built-in English, Chinese and Korean words are Content/site.yml's")
  func sameAsContent() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Content/site.yml"
    ).standardized.path
    let config = try #require(
      SiteConfigLoader.load(text: try String(contentsOfFile: path, encoding: .utf8), file: path).0)
    for language in config.languages {
      let minimal = SiteConfigLoader.load(
        text:
          "baseURL: https://x.example/\ndefaultLanguage: \(language.code)\nlanguages:\n  - code: \(language.code)\n    tag: \(language.tag)\n    name: N\n    title: T\n",
        file: "site.yml")
      let built = try #require(minimal.0, "\(minimal.1)")
      #expect(built.languages[0].strings == language.strings, "\(language.tag)")
    }
  }

  @Test("site.yml lists only the words it changes; a tag without built-in words lists them all")
  func override() throws {
    let (config, diagnostics) = SiteConfigLoader.load(
      text:
        "baseURL: https://x.example/\ndefaultLanguage: ko\nlanguages:\n  - code: ko\n    tag: ko\n    name: 한국어\n    title: T\n    strings:\n      next: 다음 글\n      pictures:\n        window: 창\n",
      file: "site.yml")
    #expect(diagnostics.isEmpty)
    let strings = try #require(config).languages[0].strings
    #expect(strings.next == "다음 글")
    #expect(strings.previous == "이전")
    #expect(strings.pictures.window == "창")
    #expect(strings.pictures.root == "루트")
  }

  @Test("without baseURL: one warning, no sitemap, no canonical, hreflang or og:url, 404 pages based at /")
  func noBaseURL() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let config = try String(contentsOfFile: content + "/site.yml", encoding: .utf8)
    let withoutBase = config.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasPrefix("baseURL:")
    }.joined(separator: "\n")
    #expect(withoutBase != config)
    try scratch.write(withoutBase, to: "Content/site.yml")
    let report = build(content, into: scratch.path + "/site")
    #expect(report.succeeded)
    #expect(
      headlines(report, under: scratch.path, including: [.warning]).filter { $0.contains("baseURL") } == [
        "Content/site.yml:1:1: warning: no baseURL: pages get no canonical or hreflang links and no sitemap.xml is written; set baseURL to the address the site is published at"
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site/sitemap.xml"))
    for page in ["en/first/index.html", "zh/guide/deep/index.html", "index.html"] {
      let html = try String(contentsOfFile: scratch.path + "/site/" + page, encoding: .utf8)
      #expect(
        !html.contains("rel=\"canonical\"") && !html.contains("rel=\"alternate\" hreflang")
          && !html.contains("og:url"), "\(page)")
    }
    let fallback = try String(contentsOfFile: scratch.path + "/site/zh/guide/deep/index.html", encoding: .utf8)
    #expect(fallback.contains("<meta name=\"robots\" content=\"noindex\">"))
    let notFound = try String(contentsOfFile: scratch.path + "/site/en/404.html", encoding: .utf8)
    #expect(notFound.contains("<base href=\"/en/\">"))
  }
}

@Suite("docgen init")
struct StarterContentTests {
  @Test(
    "--languages names languages docgen has words for, the default first",
    arguments: [
      ("en", ["en"]), ("ko, en", ["ko", "en"]), ("zh,zh-Hant,ja", ["zh", "zh-hant", "ja"]), ("ZH-TW", ["zh-hant"]),
    ])
  func languages(list: String, codes: [String]) throws {
    #expect(try StarterContent.languages(list).get().map(\.code) == codes)
  }

  @Test(
    "--languages refuses what it cannot write",
    arguments: [
      ("fr", "'fr' is not a language docgen has words for: choose from en, zh (Simplified Chinese), zh-Hant, ko, ja"),
      ("en,ko,en", "'en' is named twice"), (" , ", "name a language"),
    ])
  func refused(list: String, message: String) {
    guard case .failure(let problem) = StarterContent.languages(list) else {
      Issue.record("accepted \(list)")
      return
    }
    #expect(problem.message == message)
  }

  @Test("the starter content checks and builds in every language, with one warning: no baseURL yet")
  func checksAndBuilds() throws {
    let scratch = Scratch()
    let content = scratch.path + "/Content"
    let report = StarterContent.write(to: content, languages: try StarterContent.languages("ja,en,zh,zh-Hant,ko").get())
    #expect(report.diagnostics.isEmpty)
    #expect(report.kept.isEmpty)
    #expect(report.written.count == 11)
    let checked = Checker(paths: [content]).run()
    #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
    let built = build(content, into: scratch.path + "/site")
    #expect(built.succeeded)
    #expect(built.pageCount == 10)
    #expect(built.diagnostics.map(\.id) == [.baseURL])
    let home = try String(contentsOfFile: scratch.path + "/site/ja/index.html", encoding: .utf8)
    #expect(home.contains("<html lang=\"ja\"") && home.contains("目次"))
  }

  @Test("init never overwrites: a file that is there is kept as it is")
  func keeps() throws {
    let scratch = Scratch()
    try scratch.write("mine\n", to: "Content/en/index.md")
    let report = StarterContent.write(
      to: scratch.path + "/Content", languages: try StarterContent.languages("en").get())
    #expect(report.kept == [scratch.path + "/Content/en/index.md"])
    #expect(report.written.count == 2)
    #expect(try String(contentsOfFile: scratch.path + "/Content/en/index.md", encoding: .utf8) == "mine\n")
    let again = StarterContent.write(to: scratch.path + "/Content", languages: try StarterContent.languages("en").get())
    #expect(again.written.isEmpty && again.kept.count == 3)
  }
}
