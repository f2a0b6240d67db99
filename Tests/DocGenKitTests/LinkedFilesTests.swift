import Foundation
import Testing

@testable import DocGenKit

@Suite("Files beside the notes")
struct LinkedFilesTests {
  @Test(
    "a relative URL names a file inside the content folder, or is refused with a reason, or is not a file",
    arguments: [
      ("images/a.png", "guide/intro.md", LinkedFileTarget.file(path: "en/guide/images/a.png", suffix: "")),
      ("../images/a.png", "guide/intro.md", .file(path: "en/images/a.png", suffix: "")),
      ("./a/./b//c.png", "intro.md", .file(path: "en/a/b/c.png", suffix: "")),
      ("../zh/images/a.png", "intro.md", .file(path: "zh/images/a.png", suffix: "")),
      ("talk.pdf#page=2", "intro.md", .file(path: "en/talk.pdf", suffix: "#page=2")),
      ("my%20shot.png?v=2", "intro.md", .file(path: "en/my shot.png", suffix: "?v=2")),
      ("스크린샷 1.png", "intro.md", .file(path: "en/스크린샷 1.png", suffix: "")),
      ("../../up.png", "intro.md", .refused("'../../up.png' leads outside the content folder")),
      (
        "a/../../../../etc/passwd", "guide/intro.md",
        .refused("'a/../../../../etc/passwd' leads outside the content folder")
      ),
      ("../", "intro.md", .notAFile),
      ("..", "intro.md", .refused("'..' names the content folder itself")),
      (".gitbook/assets/a.png", "intro.md", .file(path: "en/.gitbook/assets/a.png", suffix: "")),
      (".env", "intro.md", .refused("'.env' names a hidden file or version control data, which is never published")),
      (
        "../../.git/config", "a/b.md",
        .refused("'../../.git/config' names a hidden file or version control data, which is never published")
      ),
      (
        "a\u{1}b.png", "intro.md",
        .refused("the name 'en/a\\u{0001}b.png' contains the control character U+0001; rename the file")
      ),
      ("https://example.org/a.png", "intro.md", .notAFile), ("data:image/png;base64,AA", "intro.md", .notAFile),
      ("javascript:alert(1)", "intro.md", .notAFile), ("#section", "intro.md", .notAFile),
      ("/abs.png", "intro.md", .notAFile),
      ("//cdn.example/a.png", "intro.md", .notAFile), ("other.md#part", "intro.md", .notAFile),
      ("OTHER.MD", "intro.md", .notAFile),
      ("folder/", "intro.md", .notAFile), ("", "intro.md", .notAFile), ("?query", "intro.md", .notAFile),
    ] as [(String, String, LinkedFileTarget)])
  func targets(url: String, from note: String, target: LinkedFileTarget) {
    #expect(LinkedFileTarget(url, language: "en", relativePath: note) == target)
  }

  @Test(
    "the scan parses a note for files only when its bytes could name one",
    arguments: [
      ("[a](b.md) [c](#d) [e](https://x.example/a.png) [f](B.MD#g)", false), ("No links at all < 3", false),
      ("![x](a.png)", true), ("[x][r]\n\n[r]: a.png", true), ("<img src=a.png>", true), ("<A HREF=x.pdf>", true),
      ("[a](<b c.png>)", true), ("[a](b.md?x)", true), ("[a](\nb.png)", true), ("[a](b(1).md)", true),
      ("[a](mailto:a@b.example)", false), ("[a](b.md \"title\")", false),
    ])
  func prefilter(markdown: String, mayName: Bool) {
    #expect(LinkedFileReferences.mayHaveAny(markdown) == mayName)
  }

  @Test("the prefilter never says no to a note that names a file")
  func prefilterIsSafe() {
    var generator = SeededGenerator(seed: 1)
    let pieces = [
      "[a](", "](", "b.md", ".png", ")", "#x", "<", "img src=", "href=", "https://", " ", "\n", "![", "]:", "(", "?",
      "MD", "x",
    ]
    let page = SourcePage(
      language: "en", relativePath: "a.md", file: "a.md", text: "", frontMatter: FrontMatter(), body: "")
    for _ in 0..<5000 {
      let markdown = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)!
      }
      .joined()
      guard !LinkedFileReferences.mayHaveAny(markdown) else { continue }
      let found = LinkedFileReferences.paths(in: MarkdownDocument(parsing: markdown), of: page)
      #expect(found.isEmpty, "\(markdown.debugDescription) names \(found)")
    }
  }

  /// The trilingual fixture with pictures and a download beside its notes.
  static func content(in scratch: Scratch) throws -> String {
    let content = try scratch.content(from: "trilingual")
    try scratch.write(Data(TinyImages.png(width: 640, height: 1136)), to: "Content/en/images/shot.png")
    try scratch.write(
      Data(TinyImages.jpeg(width: 4000, height: 3000, orientation: 6)), to: "Content/en/images/photo.jpg")
    try scratch.write(Data("%PDF-1.7\n".utf8), to: "Content/en/files/talk.pdf")
    try scratch.write(
      """
      ---
      title: First
      ---

      # First page

      ![The first screen](images/shot.png "A title")

      Turned: <img src="images/photo.jpg" width="300" alt="A photo">, and [the slides](files/talk.pdf#page=2).

      ![Again](images/shot.png)

      """, to: "Content/en/first.md")
    // The translation names the same picture in the English folder: one copy serves both.
    try scratch.write("# 第一页\n\n![截图](../en/images/shot.png)\n", to: "Content/zh/first.md")
    return content
  }

  static func copyPath(of bytes: [UInt8], name: String) -> String {
    "files/\(ContentHash.of(Data(bytes)).prefix(16))/\(name)"
  }

  @Test("pictures and downloads are copied, named by their bytes, their references rewritten, pictures sized")
  func copied() throws {
    let scratch = Scratch()
    let content = try Self.content(in: scratch)
    let report = build(content, into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == [])
    let shot = Self.copyPath(of: TinyImages.png(width: 640, height: 1136), name: "shot.png")
    let photo = Self.copyPath(of: TinyImages.jpeg(width: 4000, height: 3000, orientation: 6), name: "photo.jpg")
    let talk = Self.copyPath(of: Array("%PDF-1.7\n".utf8), name: "talk.pdf")
    let site = tree(at: scratch.path + "/site")
    #expect(site[shot] == Data(TinyImages.png(width: 640, height: 1136)))
    #expect(site[photo] != nil && site[talk] == Data("%PDF-1.7\n".utf8))
    #expect(site.keys.filter { $0.hasPrefix("files/") }.count == 3)
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    // The first picture loads at once; the others lazily. A given width keeps the proportions
    // of the picture as shown (turned by its EXIF orientation).
    #expect(
      page.contains(
        "<img src=\"../../\(shot)\" alt=\"The first screen\" title=\"A title\" width=\"640\" height=\"1136\" />"))
    #expect(
      page.contains(
        "<img src=\"../../\(photo)\" width=\"300\" alt=\"A photo\" height=\"400\" loading=\"lazy\">"))
    #expect(page.contains("<a href=\"../../\(talk)#page=2\">the slides</a>"))
    #expect(page.contains("<img src=\"../../\(shot)\" alt=\"Again\" width=\"640\" height=\"1136\" />"))
    let zh = try String(contentsOfFile: scratch.path + "/site/zh/first/index.html", encoding: .utf8)
    #expect(zh.contains("<img src=\"../../\(shot)\" alt=\"截图\" width=\"640\" height=\"1136\" />"))
  }

  @Test("a Markdown twin points its pictures and downloads at the copies, code left as written")
  func twinsPointAtCopies() throws {
    let scratch = Scratch()
    let content = try Self.content(in: scratch)
    try scratch.write(
      "# 第一页\n\n![截图](../en/images/shot.png)\n\n```text\n![kept](images/shot.png)\n```\n",
      to: "Content/zh/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == [])
    let shot = Self.copyPath(of: TinyImages.png(width: 640, height: 1136), name: "shot.png")
    let photo = Self.copyPath(of: TinyImages.jpeg(width: 4000, height: 3000, orientation: 6), name: "photo.jpg")
    let talk = Self.copyPath(of: Array("%PDF-1.7\n".utf8), name: "talk.pdf")
    // `en/first.md` is one folder below the site's root.
    let en = try String(contentsOfFile: scratch.path + "/site/en/first.md", encoding: .utf8)
    #expect(en.contains("![The first screen](../\(shot) \"A title\")"))
    #expect(en.contains("<img src=\"../\(photo)\" width=\"300\" alt=\"A photo\">"))
    #expect(en.contains("[the slides](../\(talk)#page=2)"))
    #expect(en.contains("![Again](../\(shot))"))
    let zh = try String(contentsOfFile: scratch.path + "/site/zh/first.md", encoding: .utf8)
    #expect(zh.contains("![截图](../\(shot))"))
    #expect(zh.contains("![kept](images/shot.png)"))
  }

  @Test(
    "a file that is missing, a folder, hidden, a link out of the content folder or a scripted SVG is an error at its place"
  )
  func refused() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try FileManager.default.createDirectory(atPath: content + "/en/images", withIntermediateDirectories: true)
    try scratch.write("not a note's\n", to: "outside.png")
    try FileManager.default.createSymbolicLink(
      atPath: content + "/en/images/out.png", withDestinationPath: ContentPath.resolved(scratch.path) + "/outside.png")
    try scratch.write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"></svg>", to: "Content/en/images/bad.svg")
    try scratch.write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 20 10\"></svg>", to: "Content/en/images/good.svg")
    try scratch.write(
      """
      # First page

      ![gone](images/missing.png) ![folder](images) ![out](images/out.png)

      <img src="images/bad.svg"> [secret](.env) ![up](../../../etc/passwd)

      ![fine](images/good.svg)

      """, to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/en/first.md:3:9: error: the picture 'images/missing.png' is not published: no such file: 'Content/en/images/missing.png'",
        "Content/en/first.md:3:39: error: the picture 'images' is not published: 'Content/en/images' is a folder, not a file",
        "Content/en/first.md:3:54: error: the picture 'images/out.png' is not published: 'Content/en/images/out.png' is a symbolic link to 'outside.png', outside the content folder 'Content': copy the file in instead",
        "Content/en/first.md:5:6: error: 'images/bad.svg' is not published: it has an event handler ('onload'), and docgen does not publish an SVG that could run script on the site's address when opened",
        "Content/en/first.md:5:37: error: '.env' names a hidden file or version control data, which is never published",
        "Content/en/first.md:5:49: error: '../../../etc/passwd' leads outside the content folder",
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))
  }

  @Test(
    "an edited, removed or no longer named file is noticed by an incremental build, which writes what a clean build writes"
  )
  func incremental() throws {
    let scratch = Scratch()
    let content = try Self.content(in: scratch)
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let nothing = build(content, into: site)
    #expect(nothing.pagesRendered == 0 && nothing.changedPaths.isEmpty)

    // A picture edited: the pages showing it are rendered again, its old copy goes.
    let bigger = TinyImages.png(width: 800, height: 600)
    try scratch.write(Data(bigger), to: "Content/en/images/shot.png")
    let edited = build(content, into: site)
    #expect(edited.succeeded)
    #expect(edited.pagesRendered == 2)
    #expect(edited.changedPaths.contains(Self.copyPath(of: bigger, name: "shot.png")))
    #expect(edited.changedPaths.contains(Self.copyPath(of: TinyImages.png(width: 640, height: 1136), name: "shot.png")))
    #expect(tree(at: site) == cleanBuild(of: content))
    let page = try String(contentsOfFile: site + "/en/first/index.html", encoding: .utf8)
    #expect(page.contains("width=\"800\" height=\"600\""))

    // A copy deleted from the output is written again.
    try FileManager.default.removeItem(atPath: site + "/" + Self.copyPath(of: bigger, name: "shot.png"))
    #expect(build(content, into: site).succeeded)
    #expect(tree(at: site) == cleanBuild(of: content))

    // A file removed while a note still names it: an error, and the site stays as it was.
    try FileManager.default.removeItem(atPath: content + "/en/files/talk.pdf")
    let failed = build(content, into: site)
    #expect(headlines(failed, under: scratch.path).count == 1)
    #expect(
      FileManager.default.fileExists(atPath: site + "/" + Self.copyPath(of: Array("%PDF-1.7\n".utf8), name: "talk.pdf"))
    )

    // No note names it any more: its copy goes.
    let note = try String(contentsOfFile: content + "/en/first.md", encoding: .utf8)
    try scratch.write(
      note.replacingOccurrences(of: ", and [the slides](files/talk.pdf#page=2)", with: ""), to: "Content/en/first.md")
    #expect(build(content, into: site).succeeded)
    #expect(tree(at: site) == cleanBuild(of: content))
    #expect(!tree(at: site).keys.contains { $0.hasSuffix("talk.pdf") })
  }

  @Test("with rawHTML: true, HTML stays as written but for the files' URLs")
  func rawHTML() throws {
    let scratch = Scratch()
    let content = try Self.content(in: scratch)
    let config = try String(contentsOfFile: content + "/site.yml", encoding: .utf8)
    try scratch.write("rawHTML: true\n" + config, to: "Content/site.yml")
    try scratch.write(
      "# First page\n\n<IMG SRC=images/shot.png onclick=\"zoom()\" data-x='1'> <a href='first.md'>self</a>\n",
      to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == [])
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    let shot = Self.copyPath(of: TinyImages.png(width: 640, height: 1136), name: "shot.png")
    #expect(
      page.contains("<IMG SRC=../../\(shot) onclick=\"zoom()\" data-x='1'> <a href='../first/index.html'>self</a>"))
  }
}
