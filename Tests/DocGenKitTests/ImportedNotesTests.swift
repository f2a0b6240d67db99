import Foundation
import Testing

@testable import DocGenKit

/// `Fixtures/imported`: notes as a Korean TIL repository on GitHub, a Chinese Hexo blog and an
/// English GitBook write them — READMEs as folder pages, other generators' front matter,
/// pictures beside the notes, raw HTML, GitHub's heading ids — with a site.yml of a few lines.
@Suite("Notes written for GitHub, Hexo and GitBook")
struct ImportedNotesTests {
  @Test("they build as their authors wrote them, into the golden pages")
  func goldenSite() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "imported")
    let report = build(content, into: scratch.path + "/site")
    #expect(report.succeeded)
    #expect(report.pageCount == 15)
    #expect(
      headlines(report, under: scratch.path, including: [.error, .warning]).filter { !$0.contains("not translated") }
        == [
          "Content/en/README.md:3:1: warning: front matter 'layout' ignored: docgen has no use for it (see README's front matter)",
          "Content/ko/ViewController/lifecycle.md:2:1: warning: front matter 'layout', 'categories', 'tags' ignored: docgen has no use for them (see README's front matter)",
          "Content/ko/ViewController/lifecycle.md:19:1: warning: <script> is not kept: notes may use the HTML listed in README (img, br, kbd, details, tables…); set 'rawHTML: true' in site.yml to keep all HTML",
          "Content/ko/ViewController/lifecycle.md:20:33: warning: 'onerror' on <img> is not kept: event handlers never are",
          "Content/ko/ViewController/lifecycle.md:20:52: warning: 'style' on <img> is not kept: the site's stylesheet styles notes",
          "Content/zh/_posts/present.md:5:1: warning: front matter 'tags' ignored: docgen has no use for it (see README's front matter)",
          "Content/zh/index.md:5:1: warning: front matter 'tags', 'categories', 'comments' ignored: docgen has no use for them (see README's front matter)",
        ])
    // Kept <details> text is searched; a dropped script's is not.
    let search = try String(contentsOfFile: scratch.path + "/site/search/ko/0.js", encoding: .utf8)
    #expect(search.contains("정답 보기 present(_:animated:completion:)은 프레젠트하는 쪽에서 호출합니다."))
    #expect(!search.contains("tracking"))
    for asset in [Stylesheet.css, SiteScript.javaScript, SearchScript.javaScript, SearchScript.engineJavaScript].indices
    {
      let path =
        scratch.path + "/site/"
        + ["assets/style.css", SiteScript.path, SearchScript.path, SearchScript.enginePath][asset]
      try FileManager.default.removeItem(atPath: path)
    }
    try expectMatchesGolden(scratch.path + "/site", golden: fixtures.appendingPathComponent("imported/expected"))
  }

  @Test("an incremental build after each kind of edit writes what a clean build writes")
  func incremental() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "imported")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let edits: [(file: String, change: (String) -> String)] = [
      ("ko/README.md", { $0.replacingOccurrences(of: "<kbd>⌘</kbd>", with: "<kbd>Cmd</kbd>") }),
      ("zh/_posts/present.md", { $0.replacingOccurrences(of: "/2021/03/05/present/", with: "/posts/present/") }),
      ("zh/_posts/unfinished.md", { $0.replacingOccurrences(of: "published: false", with: "published: true") }),
      (
        "en/presenting.md",
        { $0.replacingOccurrences(of: ".gitbook/assets/sheet.png", with: "../ko/images/banner.png") }
      ),
    ]
    for edit in edits {
      let path = content + "/" + edit.file
      try scratch.write(edit.change(try String(contentsOfFile: path, encoding: .utf8)), to: "Content/" + edit.file)
      #expect(build(content, into: site).succeeded, "\(edit.file)")
      #expect(tree(at: site) == cleanBuild(of: content), "\(edit.file)")
    }
  }
}
