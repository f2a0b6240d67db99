import DocPictures
import Foundation
import Testing

@testable import DocGenKit

@Suite("Building a site")
struct SiteBuildTests {
  @Test("the trilingual fixture builds into its golden pages")
  func goldenSite() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path, including: [.error, .warning]) == [
        "Content/en/guide/deep.md:1:1: warning: not translated into 简体中文 (zh), 한국어 (ko) yet: those readers get this text with a notice"
      ])
    #expect(report.succeeded)
    #expect(report.pageCount == 9)
    // The stylesheet is written as is; the goldens hold the pages, not a second copy of it.
    let stylesheet = scratch.path + "/site/assets/style.css"
    #expect(FileManager.default.contents(atPath: stylesheet) == Data(Stylesheet.css.utf8))
    try FileManager.default.removeItem(atPath: stylesheet)
    let script = scratch.path + "/site/" + SiteScript.path
    #expect(FileManager.default.contents(atPath: script) == Data(SiteScript.javaScript.utf8))
    try FileManager.default.removeItem(atPath: script)
    let search = scratch.path + "/site/" + SearchScript.path
    #expect(FileManager.default.contents(atPath: search) == Data(SearchScript.javaScript.utf8))
    try FileManager.default.removeItem(atPath: search)
    let engine = scratch.path + "/site/" + SearchScript.enginePath
    #expect(FileManager.default.contents(atPath: engine) == Data(SearchScript.engineJavaScript.utf8))
    try FileManager.default.removeItem(atPath: engine)
    try expectMatchesGolden(scratch.path + "/site", golden: fixtures.appendingPathComponent("trilingual/expected"))
  }

  /// The trilingual fixture with `en/guide/deep.md` replaced by `markdown`, built into
  /// `scratch/site`; returns that page's HTML.
  func builtDeepPage(_ markdown: String, in scratch: Scratch) throws -> String {
    let content = try scratch.content(from: "trilingual")
    try scratch.write(markdown, to: "Content/en/guide/deep.md")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    return try String(contentsOfFile: scratch.path + "/site/en/guide/deep/index.html", encoding: .utf8)
  }

  @Test("pictures are files of their own, shown by sized images with their text, from any depth")
  func picturesAreFiles() throws {
    let scratch = Scratch()
    let page = try builtDeepPage(
      "# Pictures\n\n```swift scenario id=show\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n",
      in: scratch)
    #expect(!page.contains("<svg"))
    let images = page.matches(
      of:
        /<img class="picture" src="\.\.\/\.\.\/\.\.\/(pictures\/[0-9a-f]{20}\.svg)" width="\d+" height="\d+" alt="([^"]+)" loading="lazy" decoding="async">/
    )
    #expect(images.count == 2)  // the timeline and the hierarchy
    #expect(images.contains { $0.2.hasPrefix("Lifecycle timeline. 3 events") })
    for image in images {
      let svg = try String(contentsOfFile: scratch.path + "/site/" + image.1, encoding: .utf8)
      // Named by its bytes, and styled by itself, light and dark.
      #expect(String(image.1) == PictureFiles.path(of: svg))
      #expect(svg.hasPrefix("<svg") && svg.contains("<style>") && svg.contains("prefers-color-scheme: dark"))
    }
    let stylesheet = try String(contentsOfFile: scratch.path + "/site/assets/style.css", encoding: .utf8)
    #expect(!stylesheet.contains(".dp-svg"))
  }

  @Test("a scenario that recurs under other ids is drawn once but each copy carries its own id")
  func recurringScenarioKeepsItsID() throws {
    let scratch = Scratch()
    let code = "let a = UIViewController()\nwindow.rootViewController = a\n"
    let page = try builtDeepPage(
      "# Twice\n\n"
        + ["one", "two", "three"].map { "```swift scenario id=\($0)\n\(code)```\n" }.joined(separator: "\n"),
      in: scratch)
    let sections = page.components(separatedBy: "<section class=\"scenario\"").dropFirst()
    #expect(sections.count == 3)
    for (section, id) in zip(sections, ["one", "two", "three"]) {
      #expect(section.hasPrefix(" id=\"scenario-\(id)\""))
      #expect(section.components(separatedBy: "<img class=\"picture\" src=\"../../../pictures/").count == 3)
    }
    // Apart from the id, the three are the same bytes: one drawing, three ids.
    let neutral = zip(sections, ["one", "two", "three"]).map { $0.replacingOccurrences(of: $1, with: "ID") }
    #expect(Set(neutral.map { $0.components(separatedBy: "</section>")[0] }).count == 1)
    #expect(!page.contains("docgen-id-") && !page.contains("docgen-root-"))
  }

  @Test("a page lists its sections, nested once, and marks each with a key its translations share")
  func tableOfContents() throws {
    let scratch = Scratch()
    let page = try builtDeepPage(
      "# Deep\n\n## One\n\n```swift scenario id=first\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n\n### One a\n\n## Two\n",
      in: scratch)
    #expect(page.contains("<h2 data-section=\"scenario:first\" id=\"one\">"))
    #expect(page.contains("<h3 data-section=\"§2\" id=\"one-a\">"))
    #expect(page.contains("<h2 data-section=\"§3\" id=\"two\">"))
    let list =
      "<ol>\n<li><a href=\"#one\">One</a>\n<ol>\n<li><a href=\"#one-a\">One a</a></li>\n</ol></li>\n<li><a href=\"#two\">Two</a></li>\n</ol>\n"
    #expect(
      page.contains(
        "<details class=\"toc toc-inline\" lang=\"en\"><summary>On this page</summary>\n" + list + "</details>"))
    #expect(
      page.contains(
        "<nav class=\"toc toc-rail\" aria-label=\"On this page\"><h2>On this page</h2>\n<div lang=\"en\">\n" + list))
    // The list comes after the title, not before it.
    #expect(page.range(of: "<h1")!.lowerBound < page.range(of: "toc-inline")!.lowerBound)
    // The zh fallback of this page shows the same sections with the same keys.
    let fallback = try String(contentsOfFile: scratch.path + "/site/zh/guide/deep/index.html", encoding: .utf8)
    #expect(fallback.contains("data-section=\"scenario:first\""))
  }

  @Test("the log marks the scenario's own prints and hierarchy trees apart from the engine's lines")
  func logLineKinds() throws {
    let scratch = Scratch()
    let page = try builtDeepPage(
      "# Log\n\n```swift scenario id=log\nlet a = UIViewController()\nwindow.rootViewController = a\nprint(\"two\\nlines\")\nprintHierarchy()\n```\n",
      in: scratch)
    #expect(
      page.contains(
        "<pre>a.viewDidLoad\na.viewWillAppear\na.viewDidAppear\n<span class=\"printed\">two</span>\n<span class=\"printed\">lines</span>\n<span class=\"hierarchy\">"
      ))
  }

  @Test("the same content gives byte-identical sites")
  func deterministic() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    _ = build(content, into: scratch.path + "/one")
    _ = build(content, into: scratch.path + "/two")
    let one = tree(at: scratch.path + "/one")
    #expect(!one.isEmpty)
    #expect(one == tree(at: scratch.path + "/two"))
  }

  @Test(
    "a missing translation is built from the default language, with a notice, and left out of hreflang and the sitemap")
  func fallbackPage() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    _ = build(content, into: scratch.path + "/site")
    let page = try String(contentsOfFile: scratch.path + "/site/ko/guide/deep/index.html", encoding: .utf8)
    #expect(page.contains("<html lang=\"ko\""))
    #expect(page.contains("<p class=\"notice\" role=\"note\">아직 한국어로 번역되지 않았습니다. 아래는 English 원문입니다.</p>"))
    #expect(page.contains("<article lang=\"en\">"))
    #expect(!page.contains("hreflang=\"x-default\""))
    #expect(page.contains("<link rel=\"canonical\" href=\"https://fixture.example/docs/en/guide/deep/index.html\">"))
    let translated = try String(contentsOfFile: scratch.path + "/site/en/guide/deep/index.html", encoding: .utf8)
    #expect(translated.contains("hreflang=\"en\""))
    #expect(!translated.contains("hreflang=\"ko\" href=\"https"))
    let sitemap = try String(contentsOfFile: scratch.path + "/site/sitemap.xml", encoding: .utf8)
    #expect(sitemap.contains("<loc>https://fixture.example/docs/en/guide/deep/index.html</loc>"))
    #expect(!sitemap.contains("<loc>https://fixture.example/docs/ko/guide/deep/index.html</loc>"))
    #expect(sitemap.contains("<loc>https://fixture.example/docs/ko/first/index.html</loc>"))
  }

  @Test("the language switcher stays on the same page in every language")
  func switcherStaysOnPage() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    _ = build(content, into: scratch.path + "/site")
    let page = try String(contentsOfFile: scratch.path + "/site/zh/first/index.html", encoding: .utf8)
    for target in ["../../en/first/index.html", "../../ko/first/index.html", "../../zh/first/index.html"] {
      #expect(page.contains("href=\"\(target)\""))
      let resolved = URL(fileURLWithPath: scratch.path + "/site/zh/first/").appendingPathComponent(target).standardized
        .path
      #expect(FileManager.default.fileExists(atPath: resolved), "\(target) does not exist")
    }
  }

  @Test("a broken link is an error at its file:line:col and nothing is written")
  func brokenLink() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write("---\ntitle: 第一页\n---\n\n回到[首页](index.md)，\n或者[不存在](missing.md)。\n", to: "Content/zh/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/zh/first.md:6:9: error: link to a page that does not exist: 'missing.md'"
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))
  }

  @Test("a failed build leaves the previous output untouched")
  func failedBuildKeepsOutput() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let output = scratch.path + "/site"
    #expect(build(content, into: output).succeeded)
    let before = tree(at: output)
    try scratch.write("---\ntitle: [unclosed\n---\n# x\n", to: "Content/en/first.md")
    let report = build(content, into: output)
    #expect(!report.succeeded)
    #expect(tree(at: output) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("site.") }
    #expect(leftovers.isEmpty)
  }

  @Test("a rebuild replaces the output whole: files of removed pages disappear")
  func rebuildReplaces() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let output = scratch.path + "/site"
    _ = build(content, into: output)
    try FileManager.default.removeItem(atPath: content + "/en/guide/deep.md")
    try scratch.write("---\ntitle: Home\n---\n\n[first](first.md)\n", to: "Content/en/index.md")
    try scratch.write("---\ntitle: 首页\n---\n\n[第一页](first.md)\n", to: "Content/zh/index.md")
    try scratch.write("---\ntitle: 홈\n---\n\n[첫 페이지](first.md)\n", to: "Content/ko/index.md")
    #expect(build(content, into: output).succeeded)
    #expect(!FileManager.default.fileExists(atPath: output + "/en/guide/deep/index.html"))
  }

  @Test(
    "refuses output folders that would overwrite the content",
    arguments: [
      ("{scratch}/Content", "the output folder 'Content' is the content folder"),
      ("{scratch}", "the output folder '' contains the content folder 'Content'"),
      ("{scratch}/Content/site", "the output folder 'Content/site' is inside the content folder 'Content'"),
      ("/", "refusing to write the site to '/'"),
    ])
  func refusesUnsafeOutput(output: String, message: String) throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let before = tree(at: content)
    let report = build(content, into: output.replacingOccurrences(of: "{scratch}", with: scratch.path))
    #expect(
      report.diagnostics.map {
        $0.message.replacingOccurrences(of: scratch.path + "/", with: "").replacingOccurrences(
          of: scratch.path, with: "")
      } == [message])
    #expect(report.pageCount == 0)
    #expect(tree(at: content) == before)
  }
}

@Suite("Files with Windows line endings")
struct CRLFTests {
  @Test("front matter, headings and link positions work in CRLF files")
  func crlf() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write(
      "---\r\ntitle: CRLF page\r\norder: 1\r\n---\r\n\r\n## Part\r\n\r\n[gone](gone.md)\r\n", to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/en/first.md:8:8: error: link to a page that does not exist: 'gone.md'"
      ])
    try scratch.write("---\r\ntitle: CRLF page\r\norder: 1\r\n---\r\n\r\n## Part\r\n", to: "Content/en/first.md")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    #expect(page.contains("<title>CRLF page · Fixture Notes</title>"))
    #expect(
      page.contains(
        "<h2 data-section=\"§1\" id=\"part\">Part <a class=\"anchor\" href=\"#part\" aria-label=\"Link to this section\">#</a></h2>"
      ))
  }
}
