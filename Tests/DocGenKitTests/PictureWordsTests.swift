import DocPictures
import Foundation
import Testing

@testable import DocGenKit

@Suite("Picture words from site.yml")
struct PictureWordsTests {
  /// A scenario whose pictures show a title, a state and a timeline.
  static let scenario = "\n```swift scenario id=words\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n"

  @Test("a zh-Hant language draws its pictures with the words its site.yml gives, under its tag")
  func traditionalChinese() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    var config = try String(contentsOfFile: content + "/site.yml", encoding: .utf8)
    // The fixture's zh becomes Traditional Chinese: its tag, and some of its picture words.
    for (simplified, traditional) in [
      ("tag: zh-Hans", "tag: zh-Hant"), ("hierarchyTitle: 视图控制器层级", "hierarchyTitle: 檢視控制器階層"),
      ("appeared: 已显示", "appeared: 已顯示"), ("timelineTitle: 生命周期时间线", "timelineTitle: 生命週期時間軸"),
      ("childOf: \"{parent} 的子控制器\"", "childOf: \"{parent} 的子視圖控制器\""),
    ] {
      #expect(config.contains(simplified), "\(simplified)")
      config = config.replacingOccurrences(of: simplified, with: traditional)
    }
    try scratch.write(config, to: "Content/site.yml")
    for language in ["en", "zh", "ko"] {
      let page = try String(contentsOfFile: content + "/\(language)/first.md", encoding: .utf8)
      try scratch.write(page + Self.scenario, to: "Content/\(language)/first.md")
    }
    let report = build(content, into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == [])

    // A page's words and those of the pictures it shows (files of their own).
    func shown(_ path: String) throws -> String {
      let page = try String(contentsOfFile: scratch.path + "/site/" + path, encoding: .utf8)
      let pictures = try page.matches(of: /src="(?:\.\.\/)+(pictures\/[0-9a-f]+\.svg)"/).map {
        try String(contentsOfFile: scratch.path + "/site/" + $0.1, encoding: .utf8)
      }
      return ([page] + pictures).joined()
    }
    let zh = try shown("zh/first/index.html")
    #expect(zh.contains("lang=\"zh-Hant\""))
    for word in ["檢視控制器階層", "已顯示", "生命週期時間軸"] {
      #expect(zh.contains(word), "\(word)")
    }
    for word in ["视图控制器层级", "已显示", "生命周期时间线"] {
      #expect(!zh.contains(word), "\(word)")
    }
    // The other languages keep their own words.
    let ko = try shown("ko/first/index.html")
    #expect(ko.contains("뷰 컨트롤러 계층") && ko.contains(">나타남<"))
    let en = try shown("en/first/index.html")
    #expect(en.contains("View controller hierarchy") && en.contains(">appeared<"))
  }

  @Test("named arguments become DocPictures' numbered ones, each key with its own names")
  func arguments() {
    let words = PictureWords.strings(tag: "x-test") { key in
      ["childOf": "{parent}'s child", "timelineSummary": "{statements}/{lanes}/{events}", "covered": "{parent} stays"][
        key] ?? key
    }
    #expect(words.language == "x-test")
    #expect(words.format(\.childOf, "nav") == "nav's child")
    #expect(words.format(\.timelineSummary, "1", "2", "3") == "3/2/1")
    // A name that is not this key's stays as written.
    #expect(words.format(\.covered, "sheet") == "{parent} stays")
  }

  @Test("every word DocPictures draws has a key in site.yml")
  func everyField() {
    let fields = Mirror(reflecting: PictureStrings.english).children.compactMap(\.label).filter { $0 != "language" }
    #expect(Set(PictureWords.keys.map(\.key)) == Set(fields))
    #expect(PictureWords.keys.count == fields.count)
  }

  /// A site.yml of one language whose `strings` hold every chrome word and `pictures`; its tag
  /// (French) has no built-in words.
  static func config(pictures: String) -> String {
    let chrome = UIStrings.keys.filter { $0 != "pictures" }.map { "      \($0): w\n" }.joined()
    return
      "baseURL: https://x.example/\ndefaultLanguage: fr\nlanguages:\n  - code: fr\n    tag: fr\n    name: Français\n    title: T\n    strings:\n"
      + chrome + pictures
  }

  static let builtInTags = "(docgen has its own words only for en, zh-Hans, zh-Hant, ko, ja)"

  @Test("without built-in words, picture words are strict: a missing or unknown key is an error at its line")
  func strict() {
    let some = PictureWords.keys.dropFirst(2).map { "        \($0.key): w\n" }.joined()
    let (config, diagnostics) = SiteConfigLoader.load(
      text: Self.config(pictures: "      pictures:\n        appeerd: w\n" + some), file: "site.yml")
    #expect(config == nil)
    let line = 9 + UIStrings.keys.count - 1
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "site.yml:\(line + 1):9: unknown key 'appeerd'; did you mean 'appeared'?",
        "site.yml:\(line + 1):9: picture words of 'fr' lack 'appeared', 'disappeared' \(Self.builtInTags)",
      ])
  }

  @Test("a language without picture words, or with text for them, is an error")
  func missingOrNotAMapping() {
    let (_, missing) = SiteConfigLoader.load(text: Self.config(pictures: ""), file: "site.yml")
    let all = PictureWords.keys.map { "'\($0.key)'" }.joined(separator: ", ")
    #expect(missing.map(\.message) == ["picture words of 'fr' lack \(all) \(Self.builtInTags)"])
    let (_, text) = SiteConfigLoader.load(text: Self.config(pictures: "      pictures: none\n"), file: "site.yml")
    #expect(text.map(\.message) == ["the picture words of 'fr' must be a mapping of words (see README's site.yml)"])
  }

  @Test("Content/site.yml gives every language all its picture words")
  func contentSiteYML() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Content/site.yml"
    ).standardized.path
    let (config, diagnostics) = SiteConfigLoader.load(
      text: try String(contentsOfFile: path, encoding: .utf8), file: path)
    #expect(diagnostics.isEmpty)
    let languages = try #require(config).languages
    #expect(languages.map(\.strings.pictures.language) == languages.map(\.tag))
    #expect(languages.map(\.strings.pictures.hierarchyTitle) == ["View controller hierarchy", "视图控制器层级", "뷰 컨트롤러 계층"])
  }
}
