import Foundation
import Testing

@testable import DocGenKit

/// A rebuild renders only what changed, and its output is a clean build's, byte for byte.
@Suite("Incremental builds")
struct IncrementalBuildTests {
  struct Step: Sendable {
    var name: String
    var edit: @Sendable (Scratch) throws -> Void
    /// Pages the rebuild must render (nil: don't care, e.g. everything).
    var rendered: Int?
  }

  static let steps: [Step] = [
    Step(name: "nothing changed", edit: { _ in }, rendered: 0),
    Step(name: "a body edit", edit: { try $0.append("\nMore words.\n", to: "Content/zh/first.md") }, rendered: 1),
    Step(name: "a touched but unchanged file", edit: { try $0.touch("Content/ko/first.md") }, rendered: 0),
    Step(
      name: "site files deleted from the output, nothing else changed",
      edit: { scratch in
        for file in ["sitemap.xml", "assets/style.css", "en/contents.html", "404.html"] {
          try FileManager.default.removeItem(atPath: scratch.path + "/site/" + file)
        }
      }, rendered: 0),
    Step(
      name: "a Markdown twin deleted from the output, nothing else changed",
      edit: { try FileManager.default.removeItem(atPath: $0.path + "/site/zh/first.md") }, rendered: 0),
    Step(
      name: "a body edit while a page and a part of an index were deleted from the site",
      edit: { scratch in
        try FileManager.default.removeItem(atPath: scratch.path + "/site/ko/first/index.html")
        try FileManager.default.removeItem(atPath: scratch.path + "/site/search/zh/0.js")
        try scratch.append("\nEven more words.\n", to: "Content/en/first.md")
      }, rendered: nil),
    Step(
      name: "an original's section renamed (its translations keep the old ids as aliases)",
      edit: { try $0.replace("## A section\n\nBack", with: "## Another section\n\nBack", in: "Content/en/first.md") },
      rendered: 3),
    Step(
      name: "a new title (the neighbours' sidebars and pagers show it)",
      edit: {
        try $0.replace("title: \"First \\\"page\\\"\"", with: "title: The first page", in: "Content/en/first.md")
      }, rendered: nil),
    Step(name: "a new page", edit: { try $0.write("# Second\n\nNew.\n", to: "Content/en/second.md") }, rendered: nil),
    Step(
      name: "a translation of a fallback", edit: { try $0.write("# 둘째\n", to: "Content/ko/second.md") }, rendered: nil),
    Step(
      name: "a page in a new folder", edit: { try $0.write("# Extra\n", to: "Content/en/extra/page.md") }, rendered: nil
    ),
    Step(
      name: "pages removed",
      edit: { scratch in
        for file in ["en/second.md", "ko/second.md", "en/extra/page.md"] {
          try FileManager.default.removeItem(atPath: scratch.path + "/Content/" + file)
        }
      }, rendered: nil),
    Step(
      name: "a page with a scenario (its pictures are files of the site)",
      edit: {
        try $0.write(
          "# Scenes\n\n```swift scenario id=one\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n",
          to: "Content/en/scenes.md")
      }, rendered: nil),
    Step(
      name: "a picture deleted from the site comes back with the page that shows it",
      edit: { scratch in
        let folder = scratch.path + "/site/pictures"
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first)
        try FileManager.default.removeItem(atPath: folder + "/" + first)
      }, rendered: nil),
    Step(
      name: "a scenario changed: its new pictures are written and the old ones removed",
      edit: {
        try $0.replace(
          "window.rootViewController = a\n", with: "window.rootViewController = a\nprintHierarchy()\n",
          in: "Content/en/scenes.md")
      },
      rendered: nil),
    Step(
      name: "the scenario removed: no page shows its pictures",
      edit: { try $0.write("# Scenes\n\nNone left.\n", to: "Content/en/scenes.md") }, rendered: nil),
    Step(
      name: "site.yml changed",
      edit: { try $0.replace("title: Fixture Notes", with: "title: Notes", in: "Content/site.yml") }, rendered: nil),
    Step(name: "nothing changed again", edit: { _ in }, rendered: 0),
  ]

  @Test("after each of a sequence of edits, the rebuilt site equals a clean build")
  func sequenceOfEdits() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    for step in Self.steps {
      try step.edit(scratch)
      let report = build(content, into: site)
      #expect(report.succeeded, "\(step.name): \(headlines(report, under: scratch.path))")
      if let rendered = step.rendered {
        #expect(report.pagesRendered == rendered, "\(step.name)")
      }
      let clean = Scratch()
      let cleanReport = SiteBuilder(contentPath: content, outputPath: clean.path + "/site", incremental: false).build()
      #expect(cleanReport.succeeded)
      #expect(tree(at: site) == tree(at: clean.path + "/site"), "\(step.name)")
      // What the rebuild says (its warnings, some replayed from the manifest) is what a clean build says.
      #expect(report.pageCount == cleanReport.pageCount, "\(step.name)")
      #expect(
        headlines(report, under: scratch.path, including: [.warning, .error]).sorted()
          == headlines(cleanReport, under: scratch.path, including: [.warning, .error]).sorted(), "\(step.name)")
    }
    #expect(!FileManager.default.fileExists(atPath: site + "/en/extra"), "an emptied folder is removed")
  }

  @Test("a manifest damaged after its notes is not trusted for them either: the build is a clean build")
  func manifestDamagedAfterNotes() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let path = scratch.path + "/.site.docgen-manifest"
    var manifest = try #require(BuildManifest.read(from: path))
    // A record the scan would reuse (same size and time), with a title the note does not have,
    // in a manifest one byte short: its notes decode, the rest does not.
    let key = "en/first.md"
    manifest.notes[key]?.title = "Forged title"
    try Data(manifest.encoded().dropLast()).write(to: URL(fileURLWithPath: path))
    var handedOver: [String: ContentLoader.NoteRecord]?
    #expect(BuildManifest.read(from: path) { _, notes in handedOver = notes } == nil)
    #expect(handedOver?[key]?.title == "Forged title")
    let reading = ManifestReading(path: path)
    #expect(reading.notes(writtenBy: manifest.binary)?[key]?.title == "Forged title")
    #expect(reading.notes(writtenBy: "another docgen") == nil)
    #expect(reading.value == nil)
    #expect(build(content, into: site).succeeded)
    #expect(tree(at: site) == cleanBuild(of: content))
  }

  @Test("a first build's chrome keys, taken from its render, are the keys the plan lays out itself")
  func chromeKeysFromRender() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    let manifest = try #require(BuildManifest.read(from: scratch.path + "/.site.docgen-manifest"))
    let scanned = try #require(ContentLoader(contentPath: content).scan().0)
    #expect(SitePlan(scanned: scanned, binary: manifest.binary, previous: nil).chromeKeysFromRender)
    // A previous build of another shape (no notes): the plan lays every page's chrome out.
    var otherShape = manifest
    otherShape.notes = [:]
    let plan = SitePlan(scanned: scanned, binary: manifest.binary, previous: otherShape)
    #expect(!plan.chromeKeysFromRender)
    // Nine pages and their nine Markdown twins.
    #expect(plan.pages.count == 18)
    #expect(plan.pages.keys.filter { $0.hasSuffix(".md") }.count == 9)
    #expect(plan.pages == manifest.pages)
  }

  @Test(
    "a page laid out with its chrome key: the page its chrome makes around the article, and the key its chrome makes around the placeholder",
    arguments: ["trilingual", "Content"])
  func pageWithChromeKey(_ content: String) throws {
    let scratch = Scratch()
    let root =
      content == "Content"
      ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content").standardized
        .path
      : try scratch.content(from: content)
    let scanned = try #require(ContentLoader(contentPath: root).scan().0)
    let plan = SitePlan(scanned: scanned, binary: "test", previous: nil)
    // Every page outdated too, for the notice in its main column.
    let layouts = [
      plan.layout,
      PageLayout(index: plan.index, outdated: Set(plan.pages.keys)).withSidebarItems(plan.navigations.all()),
    ]
    var checked = 0
    for layout in layouts {
      for source in plan.sources {
        let placeholder = try #require(plan.placeholders[source.page.file])
        let outline = [
          OutlineItem(level: 2, id: "a", text: "A <b>", section: "a"),
          OutlineItem(level: 3, id: "b", text: "B", section: "b"),
        ]
        // The article as rendered (its title, sections and a heading of its own), and one
        // whose title is not the placeholder's (laid out twice).
        let articles = [
          RenderedArticle(
            html: "<h1>T</h1>\n<p>body</p>\n", title: placeholder.title, hasTitleHeading: true, diagnostics: [],
            outline: outline),
          RenderedArticle(html: "<p>body</p>\n", title: placeholder.title, hasTitleHeading: false, diagnostics: []),
          RenderedArticle(
            html: "<p>body</p>\n", title: placeholder.title + " (other)", hasTitleHeading: false, diagnostics: []),
        ]
        for entry in source.entries {
          let navigation = try #require(plan.navigations[entry.language])
          let chrome = try #require(layout.chrome(for: entry, navigation: navigation))
          for article in articles {
            let keyed = layout.renderKeyed(chrome, article: article, placeholder: placeholder)
            #expect(keyed.page == layout.render(chrome, article: article), "\(entry.outputPath)")
            #expect(keyed.chromeKey == layout.chromeKey(chrome, around: placeholder), "\(entry.outputPath)")
            checked += 1
          }
        }
      }
    }
    #expect(checked >= 2 * 3 * 9)
  }

  @Test("a rebuild with nothing changed rewrites nothing: every file keeps its inode and time")
  func noOpTouchesNothing() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let before = try Self.identities(under: site)
    let report = build(content, into: site)
    #expect(report.succeeded && report.pagesRendered == 0 && report.pageCount == 9)
    #expect(try Self.identities(under: site) == before)
  }

  @Test("a rebuild from the same notes under another name for their folder reports their files by that name")
  func renamedContentFolder() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let link = scratch.path + "/Notes"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: content)
    let report = build(link, into: site)
    let files = Set(report.diagnostics.map(\.location.file))
    #expect(report.succeeded && !files.isEmpty)
    #expect(files.allSatisfy { $0.hasPrefix(link + "/") }, "\(files.sorted())")
  }

  @Test("a failed rebuild leaves the site as it was and its warnings are still reported")
  func failedRebuild() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    let first = build(content, into: site)
    let warnings = headlines(first, under: scratch.path, including: [.warning])
    #expect(!warnings.isEmpty)
    #expect(headlines(build(content, into: site), under: scratch.path, including: [.warning]) == warnings)
    let before = tree(at: site)
    try scratch.append("\n[broken](nowhere.md)\n", to: "Content/en/first.md")
    #expect(!build(content, into: site).succeeded)
    #expect(tree(at: site) == before)
  }

  /// Inode and modification time of every file: what a rewrite would change.
  static func identities(under root: String) throws -> [String: String] {
    var result: [String: String] = [:]
    for (path, _) in tree(at: root) {
      let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
      result[path] = "\(attributes[.systemFileNumber] ?? 0) \(attributes[.modificationDate] ?? 0)"
    }
    return result
  }
}

extension Scratch {
  func append(_ text: String, to relativePath: String) throws {
    let existing = try String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    try write(existing + text, to: relativePath)
  }

  func replace(_ old: String, with new: String, in relativePath: String) throws {
    let existing = try String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    precondition(existing.contains(old), "\(old) not in \(relativePath)")
    try write(existing.replacingOccurrences(of: old, with: new), to: relativePath)
  }

  /// Sets the file's modification time to now without changing its bytes.
  func touch(_ relativePath: String) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path + "/" + relativePath)
  }
}
