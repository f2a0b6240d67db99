import Foundation
import Testing

@testable import DocGenKit

@Suite("Edit links and last-updated dates")
struct PageMetaTests {
  @Test("git log's output: the newest commit that touched a note gives its date")
  func parse() {
    let output = Data("\u{0}2030-01-02\u{0}\nen/a.md\u{0}\u{0}2026-11-25\u{0}\nen/a.md\u{0}en/b c.md\u{0}".utf8)
    #expect(GitDates.parse(output) == ["en/a.md": "2030-01-02", "en/b c.md": "2026-11-25"])
    #expect(GitDates.parse(Data()) == [:])
  }

  func prependToSiteConfig(_ lines: String, in content: String) throws {
    let config = content + "/site.yml"
    try (lines + String(contentsOfFile: config, encoding: .utf8)).write(
      toFile: config, atomically: true, encoding: .utf8)
  }

  /// Runs git in `folder` with a fixed author and commit date.
  func git(_ arguments: [String], in folder: String, date: String = "2026-01-01T12:00:00Z") throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.org"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date], uniquingKeysWith: { $1 })
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
  }

  @Test("pages link to their note's source and show its last commit's date; a new commit updates it")
  func editAndDate() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try prependToSiteConfig(
      "editURL: https://git.example/notes/edit/main/Content/{path}\nlastUpdated: git\n", in: content)
    try git(["init", "-q"], in: content)
    try git(["add", "."], in: content)
    try git(["commit", "-q", "-m", "notes"], in: content, date: "2026-03-04T10:00:00Z")

    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let page = try String(contentsOfFile: site + "/en/first/index.html", encoding: .utf8)
    #expect(
      page.contains(
        "<footer class=\"page-meta\"><a class=\"edit\" href=\"https://git.example/notes/edit/main/Content/en/first.md\">Edit this page</a> "
          + "<span class=\"updated\">Last updated on <time datetime=\"2026-03-04\">2026-03-04</time></span></footer>"))
    // The zh page of a note only English has edits the English note.
    let fallback = try String(contentsOfFile: site + "/zh/guide/deep/index.html", encoding: .utf8)
    #expect(fallback.contains("href=\"https://git.example/notes/edit/main/Content/en/guide/deep.md\""))

    // A commit changes no file, yet the date it brings reaches the page.
    try "Changed.\n".write(toFile: content + "/en/first.md", atomically: true, encoding: .utf8)
    #expect(build(content, into: site).succeeded)
    try git(["commit", "-q", "-a", "-m", "edit"], in: content, date: "2026-05-06T10:00:00Z")
    #expect(build(content, into: site).succeeded)
    let updated = try String(contentsOfFile: site + "/en/first/index.html", encoding: .utf8)
    #expect(updated.contains("<time datetime=\"2026-05-06\">2026-05-06</time>"))
    #expect(
      tree(at: site)
        == { () -> [String: Data] in
          _ = build(content, into: scratch.path + "/clean")
          return tree(at: scratch.path + "/clean")
        }(), "the incremental build is the clean build")
  }

  @Test("outside git, or with no dates asked for, pages have no footer")
  func noGit() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try prependToSiteConfig("lastUpdated: git\n", in: content)
    #expect(build(content, into: scratch.path + "/site").succeeded)
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    #expect(!page.contains("page-meta"))
  }
}

@Suite("site.yml's editURL and lastUpdated")
struct PageMetaConfigTests {
  @Test(arguments: [
    (
      "editURL: javascript:alert(1)//{path}\n",
      "site.yml:1:10: error: editURL must be an http(s) URL containing {path}, without spaces or quotes"
    ),
    (
      "editURL: https://git.example/edit/\n",
      "site.yml:1:10: error: editURL must be an http(s) URL containing {path}, without spaces or quotes"
    ),
    (
      "editURL: \"https://git.example/{path}\\\" onclick=\\\"x\"\n",
      "site.yml:1:10: error: editURL must be an http(s) URL containing {path}, without spaces or quotes"
    ),
    (
      "lastUpdated: yesterday\n",
      "site.yml:1:14: error: lastUpdated can only be 'git' (the date of the last commit that changed the note)"
    ),
  ])
  func refused(line: String, message: String) throws {
    let yaml = try String(contentsOf: fixtures.appendingPathComponent("trilingual/Content/site.yml"), encoding: .utf8)
    let (config, diagnostics) = SiteConfigLoader.load(text: line + yaml, file: "site.yml")
    #expect(config == nil)
    #expect(diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [message])
  }
}

@Suite("Finding a git work tree")
struct GitWorkTreeTests {
  @Test func workTreeIsFoundAboveTheContentFolder() throws {
    let scratch = Scratch()
    try scratch.write("x", to: "repo/notes/Content/en/a.md")
    #expect(!GitDates.isInsideWorkTree(scratch.path + "/repo/notes/Content"))
    try FileManager.default.createDirectory(atPath: scratch.path + "/repo/.git", withIntermediateDirectories: true)
    #expect(GitDates.isInsideWorkTree(scratch.path + "/repo/notes/Content"))
    #expect(!GitDates.isInsideWorkTree(scratch.path + "/missing"))
  }
}

@Suite("site.yml's iOS version")
struct IOSVersionConfigTests {
  static func yaml(_ line: String) throws -> String {
    line + (try String(contentsOf: fixtures.appendingPathComponent("trilingual/Content/site.yml"), encoding: .utf8))
  }

  @Test(
    "17 unless site.yml says otherwise",
    arguments: [("", "17"), ("iOS: 16\n", "16"), ("iOS: 16.4\n", "16.4"), ("iOS: \"18\"\n", "18"), ("iOS: 12\n", "12")])
  func read(line: String, version: String) throws {
    #expect(SiteConfigLoader.load(text: try Self.yaml(line), file: "site.yml").0?.iOSVersion.description == version)
  }

  @Test(arguments: ["iOS: banana\n", "iOS: 9\n", "iOS: 11\n", "iOS: 17.x\n"])
  func refused(line: String) throws {
    let (config, diagnostics) = SiteConfigLoader.load(text: try Self.yaml(line), file: "site.yml")
    #expect(config == nil)
    #expect(
      diagnostics.map { "\($0.location): \($0.message)" } == [
        "site.yml:1:6: iOS must be the iOS version scenarios run on, such as 17 or 16.4 (12 or later)"
      ])
  }

  @Test("a page's scenario runs on the site's iOS, in build and in check")
  func buildAndCheck() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let scenario =
      "```swift scenario\nif #available(iOS 17, *) {\n  print(\"new\")\n} else {\n  print(\"old\")\n}\n```\n"
    try scratch.write("# Versions\n\n" + scenario, to: "Content/en/versions.md")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    #expect(try String(contentsOfFile: scratch.path + "/site/en/versions/index.html", encoding: .utf8).contains("new"))

    try PageMetaTests().prependToSiteConfig("iOS: 16\n", in: content)
    #expect(build(content, into: scratch.path + "/site").succeeded)
    let page = try String(contentsOfFile: scratch.path + "/site/en/versions/index.html", encoding: .utf8)
    #expect(page.contains("<span class=\"printed\">old</span>"), "site.yml's iOS reaches the build")

    try scratch.write("# Versions\n\n" + scenario + "\n```log\nnew\n```\n", to: "Content/en/versions.md")
    let report = Checker(paths: [content + "/en/versions.md"]).run()
    #expect(report.failed == 1, "check runs on iOS 16 too: the claim 'new' is stale")
  }
}
