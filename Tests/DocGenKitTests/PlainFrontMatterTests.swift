import Foundation
import Testing

@testable import DocGenKit

@Suite("Front matter read without Yams where it is plain")
struct PlainFrontMatterTests {
  /// Values that are plain, and values that only look plain: YAML indicators, comments,
  /// colons, quotes and escapes, numbers in YAML's other forms, spaces, tabs, line breaks
  /// that are not `\n`, controls, a byte-order mark, CJK and Korean text.
  static let values = [
    "Presenting", "提示与关闭", "제스처로 닫기", "a, b and c", "Tom's page", "a [b] {c}", "a  b", "1e3", "yes", "~", "null",
    "true", "0", "7", "07", "+7", "-7", "0x1F", "0o17", "1_000", "123456789012345678", "1234567890123456789",
    "9223372036854775808", "1.5", "\"quoted\"", "\"a: b # c\"", "\"\"", "\"a\\\"b\"", "\"a\\nb\"", "\"open", "'single'",
    "'it''s'", "''", "'open", "\"mixed'", "a: b", "a:b", "a:", "f(for:sender:)", "a:\tb", "a: ", "#comment", "a #b",
    "a#b", "-a", "- a", "?a", ":a", ",a",
    "[a]", "{a}", "&anchor", "*alias", "!tag", "|", ">", "%a", "@a", "`a`", " lead", "trail ", "trail\t", "tab\tinside",
    "\u{2028}", "a\u{2029}b", "a\u{85}b", "\u{FEFF}bom", "a\u{7F}b", "a\u{1}b", "a\u{FFFE}", "🙂 emoji", "e2bb4de82fc8",
    "E2BB4DE82FC8", "e2bb4de82fc", "page.md", "./page.md", "a/../page.md", "../page.md", "/abs.md", "page", "",
    "a\r",
  ]
  static let keys = ["title", "order", "summary", "translatedFrom", "translationOf", "titel", "Title", " title"]

  /// Front matters of one to three lines from `keys` and `values`, with separators other than
  /// `": "` now and then: the same cases on every run (a linear congruential sequence).
  static func cases() -> [[Substring]] {
    var state: UInt64 = 5
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var cases: [[Substring]] = []
    for key in keys { for value in values { cases.append(["\(key): \(value)"]) } }
    for _ in 0..<10_000 {
      let count = 1 + next(3)
      cases.append(
        (0..<count).map { _ in
          let separator = [": ", ": ", ": ", ":", ":  ", " : ", ":\t"][next(7)]
          // Mostly known keys, so that many cases are plain throughout.
          let key = next(10) < 9 ? keys[next(5)] : keys[next(keys.count)]
          return Substring(key + separator + values[next(values.count)])
        })
    }
    cases.append([])
    cases.append(["title: a", ""])
    cases.append(["title: a", "# note"])
    return cases
  }

  @Test("wherever the plain reader answers, Yams reads the same front matter and finds nothing wrong")
  func agreesWithYams() {
    var answered = 0
    for lines in Self.cases() {
      guard let plain = PlainFrontMatter.read(lines[...]) else { continue }
      answered += 1
      let (yams, problems) = FrontMatterParser.readYAML(lines.joined(separator: "\n"), file: "x.md")
      #expect(problems.isEmpty, "\(lines)")
      #expect(plain == yams, "\(lines)")
    }
    // Enough of the cases are plain for the comparison to mean something, and not all.
    #expect(answered > 300)
    #expect(answered < Self.cases().count / 2)
  }

  @Test(
    "what the plain reader leaves to Yams",
    arguments: [
      "order: 07", "order: +7", "order: 1234567890123456789", "title: a: b", "title: #x", "title: a #b",
      "title: \"a\\\"b\"",
      "title: 'it''s'", "title: trail ", "title:  two spaces", "title:a", "titel: typo", "title: a\r",
      "title: \u{FEFF}x",
      "translatedFrom: e2bb4de82fc", "translationOf: /abs.md", "title:",
    ])
  func leftToYams(line: String) {
    #expect(PlainFrontMatter.read([Substring(line)][...]) == nil)
  }

  @Test("a key given twice is left to Yams, which reports it")
  func duplicateKey() {
    let lines: [Substring] = ["title: a", "title: b"]
    #expect(PlainFrontMatter.read(lines[...]) == nil)
    #expect(!FrontMatterParser.readYAML(lines.joined(separator: "\n"), file: "x.md").1.isEmpty)
  }

  @Test("every note of Content/ has plain front matter, read as Yams reads it")
  func contentNotes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content")
      .standardized.path
    var notes = 0
    for language in ["en", "ko", "zh"] {
      let folder = root + "/" + language
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".md") {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = try #require(lines.dropFirst().firstIndex(of: "---"))
        let plain = PlainFrontMatter.read(lines[1..<end])
        #expect(plain != nil, "\(language)/\(name)")
        #expect(
          plain == FrontMatterParser.readYAML(lines[1..<end].joined(separator: "\n"), file: name).0,
          "\(language)/\(name)")
        notes += 1
      }
    }
    #expect(notes == 39)
  }
}
