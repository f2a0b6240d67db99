import Foundation
import Testing

@testable import DocGenKit

/// Bad input gets a clear error at file:line:col, every problem in one run.
@Suite("Errors in content")
struct ContentErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var contents: Data
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "front matter that is not YAML", file: "Content/en/first.md",
      contents: Data("---\ntitle: First\norder: [1\n---\n# First\n".utf8),
      expected: [
        "Content/en/first.md:4:1: error: front matter is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence"
      ]),
    Case(
      name: "front matter that is never closed", file: "Content/en/first.md",
      contents: Data("---\ntitle: First\n# First\n".utf8),
      expected: ["Content/en/first.md:1:1: error: front matter opened with '---' is never closed"]),
    Case(
      name: "a misspelt front matter key", file: "Content/en/first.md",
      contents: Data("---\ntitel: First\n---\n# First\n".utf8),
      expected: ["Content/en/first.md:2:1: error: unknown key 'titel'; did you mean 'title'?"]),
    Case(
      name: "an order that is not a number", file: "Content/en/first.md",
      contents: Data("---\ntitle: First\norder: first\n---\n# First\n".utf8),
      expected: ["Content/en/first.md:3:8: error: 'order' must be a whole number, not 'first'"]),
    Case(
      name: "a file that is not UTF-8", file: "Content/ko/first.md",
      contents: Data("---\ntitle: 첫\n---\n\nab".utf8) + Data([0xC3, 0x28]) + Data("\n".utf8),
      expected: ["Content/ko/first.md:5:3: error: invalid UTF-8 (byte 0xC3): save the file as UTF-8"]),
    Case(
      name: "a folder that is not a language", file: "Content/fr/first.md",
      contents: Data("# Premier\n".utf8),
      expected: ["Content/fr:1:1: error: folder 'fr' is not a language of Content/site.yml (languages: en, zh, ko)"]),
  ]

  @Test(arguments: cases)
  func reportsAtLocation(_ testCase: Case) throws {
    let scratch = Scratch()
    _ = try scratch.content(from: "trilingual")
    try scratch.write(testCase.contents, to: testCase.file)
    let report = build(scratch.path + "/Content", into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == testCase.expected)
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))
  }

  @Test(
    "a file where a language's folder belongs is an error; a note named like a language beside the folders is a warning"
  )
  func filesNamedLikeLanguages() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try FileManager.default.removeItem(atPath: content + "/zh")
    try scratch.write("# 中文\n", to: "Content/zh")
    let refused = build(content, into: scratch.path + "/site")
    #expect(
      headlines(refused, under: scratch.path) == [
        "Content/zh:1:1: error: 'zh' is a language of Content/site.yml, but this is a file, not a folder: the pages of 'zh' go in the folder Content/zh/"
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))

    try FileManager.default.removeItem(atPath: content + "/zh")
    try scratch.write("# 한국어\n", to: "Content/ko.md")
    try scratch.write("# Notes for maintainers\n", to: "Content/README.md")
    let warned = build(content, into: scratch.path + "/site")
    #expect(warned.succeeded)
    #expect(
      headlines(warned, under: scratch.path, including: [.warning]).filter { !$0.contains("not translated") } == [
        "Content/ko.md:1:1: warning: this file is not a page: the pages of 'ko' are the notes in the folder Content/ko/ (its home page is Content/ko/index.md)"
      ])
  }

  @Test("every problem is reported in one run")
  func allProblemsAtOnce() throws {
    let scratch = Scratch()
    _ = try scratch.content(from: "trilingual")
    try scratch.write("---\ntitel: x\n---\n[a](nowhere.md)\n", to: "Content/en/first.md")
    try scratch.write(Data([0xFF]), to: "Content/zh/first.md")
    let report = build(scratch.path + "/Content", into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/en/first.md:2:1: error: unknown key 'titel'; did you mean 'title'?",
        "Content/en/first.md:4:5: error: link to a page that does not exist: 'nowhere.md'",
        "Content/zh/first.md:1:1: error: invalid UTF-8 (byte 0xFF): save the file as UTF-8",
      ])
  }

  @Test(
    "a baseURL with a query, a fragment or a user name is an error at its place, naming the part",
    arguments: [
      ("https://x.example/docs/?ref=feed", "a query ('?ref=feed')"),
      ("https://x.example/docs/#top", "a fragment ('#top')"),
      ("/docs?v=2", "a query ('?v=2')"),
      ("https://user:secret@x.example/", "a user name or password (the part before '@' in its host)"),
      ("http://me@x.example/docs/", "a user name or password (the part before '@' in its host)"),
    ])
  func baseURLParts(baseURL: String, part: String) {
    let text =
      "baseURL: \(baseURL)\ndefaultLanguage: en\nlanguages:\n  - code: en\n    tag: en\n    name: English\n    title: T\n    strings: {}\n"
    let (_, diagnostics) = SiteConfigLoader.load(text: text, file: "site.yml")
    let messages = diagnostics.map { "\($0.location): \($0.message)" }.filter { $0.contains("baseURL") }
    #expect(
      messages == [
        "site.yml:1:10: baseURL must not have \(part): page paths are appended to it in every canonical URL and the sitemap"
      ])
    #expect(!messages.joined().contains("secret"))
  }

  @Test("a baseURL with '@' in its path, or a plain one, is no error")
  func baseURLAllowed() {
    for baseURL in ["https://x.example/@team/docs/", "/docs/", "https://x.example"] {
      #expect(SiteConfigLoader.partNotAllowed(in: baseURL) == nil, "\(baseURL)")
    }
  }

  @Test("the site config names its problems at their lines")
  func siteConfigErrors() {
    let (config, diagnostics) = SiteConfigLoader.load(
      text:
        "baseURL: https://x.example/\ndefaultLanguage: fr\nlanguages:\n  - code: en\n    tag: en_US\n    name: English\n    title: T\n    strings: {}\n",
      file: "site.yml")
    #expect(config == nil)
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "site.yml:5:10: 'en_US' is not a BCP 47 language tag",
        "site.yml:8:14: strings of 'en' lack \(UIStrings.keys.dropLast().map { "'\($0)'" }.joined(separator: ", ")) \(PictureWordsTests.builtInTags)",
        "site.yml:8:14: picture words of 'en' lack \(PictureWords.keys.map { "'\($0.key)'" }.joined(separator: ", ")) \(PictureWordsTests.builtInTags)",
        "site.yml:2:18: default language 'fr' is not one of the languages",
      ])
  }
}
