import Foundation
import Testing

@testable import DocGenKit

/// Translations that fall behind their original are found, shown on the page, checked, and
/// cleared by `docgen ack`.
@Suite("Translation status")
struct TranslationStatusTests {
  static func status(_ content: String, history: OriginalHistory? = nil) throws -> TranslationStatus {
    let scanned = try #require(ContentLoader(contentPath: content).scan().0)
    return TranslationStatus.of(scanned, history: history)
  }

  static func states(_ status: TranslationStatus, page: String) -> [String: TranslationStatus.State] {
    Dictionary(uniqueKeysWithValues: status.rows.filter { $0.page == page }.map { ($0.language, $0.state) })
  }

  @Test("ack, edit the original, see status, the page notice and check change; ack again, see them clear")
  func lifecycle() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    #expect(
      Self.states(try Self.status(content), page: "first.md") == ["en": .original, "zh": .untracked, "ko": .untracked])
    #expect(
      Self.states(try Self.status(content), page: "guide/deep.md") == ["en": .original, "zh": .missing, "ko": .missing])

    let acked = Acknowledger(paths: [content + "/zh", content + "/ko"]).run()
    #expect(acked.diagnostics.isEmpty)
    #expect(acked.stamped.count == 4)
    #expect(
      Self.states(try Self.status(content), page: "first.md") == ["en": .original, "zh": .upToDate, "ko": .upToDate])
    #expect(Acknowledger(paths: [content + "/zh"]).run().stamped.isEmpty, "a second ack changes nothing")

    try scratch.replace("Some *text*", with: "Some new *text*", in: "Content/en/first.md")
    let status = try Self.status(content)
    #expect(Self.states(status, page: "first.md") == ["en": .original, "zh": .outdated, "ko": .outdated])
    let scanned = try #require(ContentLoader(contentPath: content).scan().0)
    #expect(
      status.outdatedPages(in: SiteIndex(config: scanned.config, pages: scanned.pages)) == [
        "zh/first/index.html", "ko/first/index.html",
      ])

    #expect(build(content, into: scratch.path + "/site").succeeded)
    let zh = try String(contentsOfFile: scratch.path + "/site/zh/first/index.html", encoding: .utf8)
    #expect(
      zh.contains(
        "<p class=\"notice outdated\" role=\"note\">本页的<a href=\"../../en/first/index.html\" hreflang=\"en\">English</a>原文在翻译之后又有改动，这份译文可能已经过时。</p>"
      ))
    let en = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    #expect(!en.contains("notice outdated"))

    let warned = Checker(paths: [content]).run()
    #expect(warned.failed == 0)
    #expect(warned.diagnostics.filter { $0.id == .outdatedTranslation }.map(\.severity) == [.warning, .warning])
    let strict = Checker(paths: [content], strictTranslations: true).run()
    #expect(strict.failed == 2)
    #expect(
      strict.diagnostics.first { $0.id == .outdatedTranslation }?.message.hasSuffix(
        "run 'docgen ack \(content)/ko/first.md'") == true)

    #expect(Acknowledger(paths: [content + "/zh/first.md", content + "/ko/first.md"]).run().stamped.count == 2)
    #expect(
      Self.states(try Self.status(content), page: "first.md") == ["en": .original, "zh": .upToDate, "ko": .upToDate])
    #expect(build(content, into: scratch.path + "/site").succeeded)
    #expect(
      try !String(contentsOfFile: scratch.path + "/site/zh/first/index.html", encoding: .utf8).contains(
        "notice outdated"))
    #expect(Checker(paths: [content], strictTranslations: true).run().failed == 0)
  }

  @Test("stamps do not change with line endings, order or other front matter; they do with title, summary and text")
  func hashStability() {
    let text = "---\ntitle: A\norder: 1\n---\n\n# A\n\nText.\n"
    let stamp = TranslationHash.of(text, frontMatter: FrontMatter(title: "A", order: 1))
    #expect(stamp.count == 12 && TranslationHash.isWellFormed(stamp))
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(TranslationHash.of(crlf, frontMatter: FrontMatter(title: "A", order: 1)) == stamp)
    #expect(
      TranslationHash.of(
        text.replacingOccurrences(of: "order: 1", with: "order: 7"), frontMatter: FrontMatter(title: "A", order: 7))
        == stamp)
    #expect(TranslationHash.of(text, frontMatter: FrontMatter(title: "B", order: 1)) != stamp)
    #expect(TranslationHash.of(text, frontMatter: FrontMatter(title: "A", summary: "s")) != stamp)
    #expect(
      TranslationHash.of(
        text.replacingOccurrences(of: "Text.", with: "Text!"), frontMatter: FrontMatter(title: "A", order: 1)) != stamp)
  }

  @Test("ack touches only the stamp line, keeps CRLF, and adds front matter where there is none")
  func stampEditing() {
    #expect(
      Acknowledger.stamp("---\r\ntitle: x\r\n---\r\nbody\r\n", with: "0123456789ab")
        == .success("---\r\ntitle: x\r\ntranslatedFrom: 0123456789ab\r\n---\r\nbody\r\n"))
    #expect(
      Acknowledger.stamp("---\ntranslatedFrom: aaaaaaaaaaaa\ntitle: x\n---\nbody", with: "0123456789ab")
        == .success("---\ntranslatedFrom: 0123456789ab\ntitle: x\n---\nbody"))
    #expect(
      Acknowledger.stamp("# Body\n", with: "0123456789ab")
        == .success("---\ntranslatedFrom: 0123456789ab\n---\n# Body\n"))
  }

  @Test(
    "ack replaces the stamp however YAML spells its key, and the note still reads",
    arguments: [
      ("translatedFrom : aaaaaaaaaaaa", ""),
      ("\"translatedFrom\": aaaaaaaaaaaa", ""),
      ("'translatedFrom': 'aaaaaaaaaaaa'", ""),
      ("translatedFrom:    aaaaaaaaaaaa   # old", ""),
      ("translatedFrom:\n  aaaaaaaaaaaa", ""),
      ("? translatedFrom\n: aaaaaaaaaaaa", ""),
      ("translatedFrom: aaaaaaaaaaaa\n# a comment that stays", "# a comment that stays\n"),
    ])
  func stampSpellings(entry: String, kept: String) throws {
    let text = "---\ntitle: x\n\(entry)\norder: 2\n---\nbody\n"
    let stamped = try Acknowledger.stamp(text, with: "0123456789ab").get()
    #expect(stamped == "---\ntitle: x\ntranslatedFrom: 0123456789ab\n\(kept)order: 2\n---\nbody\n")
    let (split, problems) = FrontMatterParser.split(stamped, file: "a.md")
    #expect(problems.isEmpty)
    #expect(split.frontMatter.translatedFrom == "0123456789ab" && split.frontMatter.order == 2)
  }

  @Test("ack keeps an indented mapping's indentation, and leaves front matter it cannot stamp as it is, saying why")
  func stampRefusals() throws {
    #expect(
      try Acknowledger.stamp("---\n  title: x\n  translatedFrom: aaaaaaaaaaaa\n---\nb", with: "0123456789ab").get()
        == "---\n  title: x\n  translatedFrom: 0123456789ab\n---\nb")
    #expect(
      try Acknowledger.stamp("---\n  title: x\n---\nb", with: "0123456789ab").get()
        == "---\n  title: x\n  translatedFrom: 0123456789ab\n---\nb")
    for text in [
      "---\n{title: x, translatedFrom: aaaaaaaaaaaa}\n---\nb", "---\n{title: x}\n---\nb", "---\ntitle: [x\n---\nb",
    ] {
      guard case .failure(let problem) = Acknowledger.stamp(text, with: "0123456789ab") else {
        Issue.record("stamped \(text)")
        continue
      }
      #expect(problem.message.contains("run docgen ack again"))
    }
  }

  @Test(
    "ack writes through a symbolic link to its note, keeps the note's permissions, and refuses a link out of the content folder"
  )
  func ackOnLinksAndModes() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    // zh/first.md becomes a link to a copy elsewhere in the content folder.
    try FileManager.default.createDirectory(atPath: content + "/shared", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: content + "/zh/first.md", toPath: content + "/shared/zh-first.md")
    try FileManager.default.createSymbolicLink(
      atPath: content + "/zh/first.md", withDestinationPath: "../shared/zh-first.md")
    chmod(content + "/shared/zh-first.md", 0o600)
    // ko/first.md becomes a link to a file outside it.
    try FileManager.default.moveItem(atPath: content + "/ko/first.md", toPath: scratch.path + "/outside.md")
    try FileManager.default.createSymbolicLink(
      atPath: content + "/ko/first.md", withDestinationPath: scratch.path + "/outside.md")
    chmod(content + "/ko/index.md", 0o640)
    let outsideBefore = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/outside.md"))

    let report = Acknowledger(paths: [content + "/zh/first.md", content + "/ko"]).run()
    #expect(report.stamped.count == 2, "\(report.stamped)")
    #expect(report.diagnostics.map(\.id) == [.ackSymlink])
    #expect(report.diagnostics.first?.location.file == content + "/ko/first.md")

    let link = try FileManager.default.attributesOfItem(atPath: content + "/zh/first.md")
    #expect(link[.type] as? FileAttributeType == .typeSymbolicLink, "the link is still a link")
    #expect(try String(contentsOfFile: content + "/shared/zh-first.md", encoding: .utf8).contains("translatedFrom: "))
    func mode(_ path: String) throws -> Int {
      try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }
    #expect(try mode(content + "/shared/zh-first.md") == 0o600)
    #expect(try mode(content + "/ko/index.md") == 0o640)
    #expect(try String(contentsOfFile: content + "/ko/index.md", encoding: .utf8).contains("translatedFrom: "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/outside.md")) == outsideBefore)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: content + "/shared") == ["zh-first.md"],
      "no temporary file left")
  }

  @Test("a hand-written stamp that is not one is an error at its line")
  func malformedStamp() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write("---\ntitle: 첫\ntranslatedFrom: yesterday\n---\n# 첫\n", to: "Content/ko/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/ko/first.md:3:17: error: translatedFrom: 'yesterday' is not a translation stamp (12 hex digits); run 'docgen ack' instead of writing it"
      ])
  }

  @Test("with git, an outdated page lists the original's sections changed since the acknowledged version")
  func changedSectionsFromGit() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["git", "-C", scratch.path, "-c", "user.name=t", "-c", "user.email=t@example.org"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0)
    }
    try git("init", "-q")
    _ = Acknowledger(paths: [content + "/zh"]).run()
    try git("add", "-A")
    try git("commit", "-q", "-m", "translated")
    try scratch.replace(
      "Back [home](index.md).", with: "Back [home](index.md), now with more words.", in: "Content/en/first.md")
    let row = try #require(
      try Self.status(content, history: OriginalHistory()).rows.first { $0.page == "first.md" && $0.language == "zh" })
    #expect(row.state == .outdated)
    #expect(row.changedSections == ["A section"])
    #expect(row.diff?.contains("+Back [home](index.md), now with more words.") == true)
  }
}
