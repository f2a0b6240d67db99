import Foundation
import Testing

@testable import DocGenKit

/// Notes arrive in pull requests and `--output` is typed by hand: every hostile or careless
/// input gets a located error, exit status 1, and leaves the previous site — and everything
/// else outside the content folder — byte for byte as it was.
@Suite("Hostile and careless input")
struct HostileInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Breaks the (copied, already built) content of a scratch folder.
    var breakContent: @Sendable (Scratch) throws -> Void = { _ in }
    var output = "site"
    /// Each must appear on standard error, scratch path removed: `file:line:col: error: …`.
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "translationOf climbing out of the content folder",
      breakContent: {
        try $0.write("---\ntitle: 逃\ntranslationOf: ../../../escaped/pwned.md\n---\n# 逃\n", to: "Content/zh/first.md")
      },
      expected: [
        "Content/zh/first.md:3:16: error: translationOf: '../../../escaped/pwned.md' leads outside the default language's folder"
      ]),
    Case(
      name: "an absolute translationOf",
      breakContent: { try $0.write("---\ntranslationOf: /etc/passwd.md\n---\n# x\n", to: "Content/ko/first.md") },
      expected: [
        "Content/ko/first.md:2:16: error: translationOf: '/etc/passwd.md' is absolute; name the original's path inside the default language's folder"
      ]),
    Case(
      name: "a language code that is a path",
      breakContent: { scratch in
        let file = scratch.path + "/Content/site.yml"
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
          of: "code: ko", with: "code: ../../elsewhere")
        try scratch.write(text, to: "Content/site.yml")
      },
      expected: [
        "Content/site.yml:132:11: error: language code '../../elsewhere' must look like a BCP 47 tag (letters, digits and '-': en, zh, pt-br)"
      ]),
    Case(
      name: "a note that is a symlink out of the content folder",
      breakContent: {
        try FileManager.default.createSymbolicLink(
          atPath: $0.path + "/Content/en/x.md", withDestinationPath: "/etc/passwd")
      },
      expected: [
        "Content/en/x.md:1:1: error: this note is a symbolic link to '/etc/passwd', outside the content folder"
      ]),
    Case(
      name: "two notes that become one page",
      breakContent: { try $0.write("# Also first\n", to: "Content/en/first/index.md") },
      expected: [
        "Content/en/first/index.md:1:1: error: Content/en/first/index.md and Content/en/first.md would both be written to first/index.html: rename one of them"
      ]),
    Case(
      name: "a NUL byte",
      breakContent: {
        try $0.write(Data("# First\n\nab".utf8) + Data([0]) + Data("cd\n".utf8), to: "Content/en/first.md")
      },
      expected: [
        "Content/en/first.md:3:3: error: a NUL byte (0x00) in the text: remove it (Markdown stops reading there)"
      ]),
    Case(
      name: "lone carriage returns",
      breakContent: { try $0.write("---\rtitle: x\r---\r# First\r", to: "Content/en/first.md") },
      expected: [
        "Content/en/first.md:1:4: error: a carriage return (\\r) without a line feed: save the file with LF or CRLF line endings"
      ]),
    Case(
      name: "a file name with a control character",
      breakContent: { try $0.write("# Tab\n", to: "Content/en/a\tb.md") },
      expected: [
        "Content/en/a\\u{0009}b.md:1:1: error: the name 'a\\u{0009}b.md' contains the control character U+0009; rename the file"
      ]),
    Case(
      name: "a scenario with a byte-order mark inside its code",
      breakContent: {
        try $0.write(
          "# First\n\n```swift scenario\nlet a \u{FEFF}= UIViewController()\n```\n", to: "Content/en/first.md")
      },
      expected: [
        "Content/en/first.md:4:7: error: the invisible character U+FEFF in the code; remove it (it is often pasted in with the code)"
      ]),
    Case(
      name: "a scenario with a postfix chain of 1 000 '!'",
      breakContent: {
        try $0.write(
          "# First\n\n```swift scenario\nlet a: UIViewController? = nil\nprint(a" + String(repeating: "!", count: 1000)
            + ")\n```\n", to: "Content/en/first.md")
      },
      expected: ["Content/en/first.md:5:40: error: more than 32 '!' or '?' in a row; scenarios are limited to 32"]),
    Case(
      name: "--output that is empty text", output: "",
      expected: ["--output:1:1: error: the output folder is empty text (an unset shell variable?)"]),
    Case(name: "--output .", output: ".", expected: ["error: the output folder '.' is the current folder"]),
    Case(name: "--output ..", output: "..", expected: ["error: the output folder '..' contains the current folder"]),
    Case(name: "--output /", output: "/", expected: ["error: refusing to write the site to '/'"]),
    Case(
      name: "--output naming a file",
      breakContent: { try $0.write("my notes\n", to: "notes.txt") },
      output: "notes.txt", expected: ["error: the output 'notes.txt' is a file, not a folder: name a folder"]),
    Case(
      name: "--output naming someone's folder",
      breakContent: { try $0.write("keep me\n", to: "work/thesis.tex") },
      output: "work",
      expected: [
        "error: the output folder 'work' holds files docgen did not build (it has no .docgen-site): name a new or empty folder, or pass --force to replace it"
      ]),
    Case(
      name: "--output inside the notes", output: "Content/site",
      expected: ["error: the output folder 'Content/site' is inside the content folder 'Content'"]),
  ]

  @Test(arguments: cases)
  func refusedWithoutDamage(_ testCase: Case) throws {
    let scratch = Scratch()
    _ = try scratch.content(from: "trilingual")
    try scratch.write("keep me\n", to: "site.previous/mine.txt")
    let first = try CommandLineTests.docgen(["build", "--content", "Content", "--output", "site"], in: scratch.path)
    try #require(first.status == 0, "\(first.stderr)")
    try testCase.breakContent(scratch)
    let before = tree(at: scratch.path).filter { !$0.key.hasPrefix("Content/") }

    let result = try CommandLineTests.docgen(
      ["build", "--content", "Content", "--output", testCase.output], in: scratch.path)

    #expect(result.status == 1)
    let stderr = result.stderr.replacingOccurrences(of: scratch.path + "/", with: "")
    for line in testCase.expected {
      #expect(stderr.contains(line), "\(stderr)")
    }
    #expect(tree(at: scratch.path).filter { !$0.key.hasPrefix("Content/") } == before)
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/escaped"))
  }

  @Test("--force replaces a folder docgen did not build; a site docgen built is replaced without it")
  func forceAndMarker() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write("old\n", to: "out/old.txt")
    #expect(!SiteBuilder(contentPath: content, outputPath: scratch.path + "/out").build().succeeded)
    #expect(SiteBuilder(contentPath: content, outputPath: scratch.path + "/out", force: true).build().succeeded)
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/out/old.txt"))
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/out/" + OutputFolder.markerName))
    #expect(SiteBuilder(contentPath: content, outputPath: scratch.path + "/out").build().succeeded)
  }

  @Test("folders made ahead of the writes are made only for paths a write would accept, inside the staging folder")
  func foldersAheadStayInside() throws {
    let scratch = Scratch()
    let content = scratch.path + "/Content"
    try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
    let output = try OutputFolder.check(scratch.path + "/site", content: content, force: false).get()
    let writer = try SiteWriter(output: output)
    writer.makeFoldersAhead(for: [
      "../outside/x.html", "a/../../escaped/x.html", "/absolute/x.html", "a/b/c.html", "top.html", "d//e.html",
      "f/\u{1}/g.html",
    ])
    try writer.write("a/b/c.html", text: "c")
    try writer.commit()
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/site/a/b/c.html"))
    for stray in ["/outside", "/escaped", "/site/d", "/site/f", "/absolute"] {
      #expect(!FileManager.default.fileExists(atPath: scratch.path + stray), "\(stray)")
    }
    #expect(!FileManager.default.fileExists(atPath: "/absolute"))
    #expect(SiteWriter.folder(of: "en/a/index.html") == "en/a")
    #expect(SiteWriter.folder(of: "index.html") == "")
  }

  @Test("the home folder and the folders above the current one are refused, even with --force")
  func homeAndAncestors() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let home = OutputFolder.check(
      scratch.path, content: content, force: true, currentFolder: content + "/en", home: scratch.path)
    #expect(home == .failure(.home(scratch.path)))
    let ancestor = OutputFolder.check(
      scratch.path, content: content, force: true, currentFolder: content + "/en", home: "/nonexistent")
    #expect(ancestor == .failure(.containsCurrentFolder(scratch.path)))
  }

  @Test("builds of one output at the same time take turns and leave a whole site")
  func concurrentBuilds() async throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let output = scratch.path + "/site"
    let reports = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<4 {
        group.addTask { SiteBuilder(contentPath: content, outputPath: output).build().succeeded }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(reports == [true, true, true, true])
    let reference = Scratch()
    _ = build(content, into: reference.path + "/site")
    #expect(tree(at: output) == tree(at: reference.path + "/site"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains("staging") }
    #expect(leftovers.isEmpty)
  }

  @Test("a staging folder left by a killed build is cleared; a user's look-alike folder is not")
  func leftoverStaging() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write("x", to: ".site.docgen-staging-AbC123/" + OutputFolder.markerName)
    try scratch.write("mine", to: ".site.docgen-staging-mine99/notes.txt")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/.site.docgen-staging-AbC123"))
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/.site.docgen-staging-mine99/notes.txt"))
  }

  @Test(
    "notes are the .md files below a folder: hidden ones and linked folders are left out, a linked note is listed for the scan to judge"
  )
  func markdownFileListing() throws {
    let scratch = Scratch()
    for file in [
      "root/a.md", "root/b.txt", "root/.h.md", "root/.git/x.md", "root/sub/c.md", "root/sub/.d.md",
      "root/sub/deeper/f.md", "outside/e.md",
    ] {
      try scratch.write("# x\n", to: file)
    }
    try FileManager.default.createSymbolicLink(atPath: scratch.path + "/root/linked", withDestinationPath: "../outside")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path + "/root/l.md", withDestinationPath: "../outside/e.md")
    #expect(
      SourceText.markdownFiles(under: scratch.path + "/root").files == ["a.md", "l.md", "sub/c.md", "sub/deeper/f.md"])
    #expect(
      SourceText.markdownFiles(under: scratch.path + "/root/").files == ["a.md", "l.md", "sub/c.md", "sub/deeper/f.md"])
    #expect(SourceText.markdownFiles(under: scratch.path + "/missing") == SourceText.Listing())
  }

  /// Makes a file or folder whose name ends in bytes that are not UTF-8 (which no Swift
  /// string can hold), through the C call.
  static func make(
    _ folder: String, named prefix: String, _ invalid: [UInt8], _ suffix: String, folder isFolder: Bool = false
  ) {
    let path = Array((folder + "/" + prefix).utf8) + invalid + Array(suffix.utf8) + [0]
    path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name in
        if isFolder {
          #expect(mkdir(name.baseAddress!, 0o755) == 0)
        } else {
          let descriptor = open(name.baseAddress!, O_CREAT | O_WRONLY, 0o644)
          #expect(descriptor >= 0)
          _ = "# Café\n".withCString { write(descriptor, $0, 7) }
          close(descriptor)
        }
      }
    }
  }

  @Test("a note or folder whose name is not UTF-8 is an error naming it with its bytes shown, in build and in check")
  func fileNamesThatAreNotUTF8() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    Self.make(content + "/en", named: "caf", [0xE9], ".md")
    Self.make(content + "/zh", named: "bad", [0xFF, 0xFE], "", folder: true)
    Self.make(content + "/en", named: "notes", [0xE9], ".txt")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/en/caf\\xE9.md:1:1: error: the file name is not valid UTF-8 (its bytes are shown as \\xHH): rename the file",
        "Content/zh/bad\\xFF\\xFE:1:1: error: the folder name is not valid UTF-8 (its bytes are shown as \\xHH), so the notes in it are not read: rename the folder",
      ])
    let checked = Checker(paths: [content + "/en"]).run()
    #expect(
      checked.diagnostics.map { $0.location.file.replacingOccurrences(of: scratch.path + "/", with: "") } == [
        "Content/en/caf\\xE9.md"
      ])
    #expect(ContentPath.visible(bytes: Array("a".utf8) + [0xC3] + Array("\u{1B}é".utf8)) == "a\\xC3\\u{001B}é")
  }

  @Test("the site writer refuses paths that leave its folder")
  func writerGate() throws {
    for path in ["../x.html", "/etc/x", "a/../../x", "", "a//b", "./a", "a\nb"] {
      #expect(!SiteWriter.isPlainRelativePath(path), "\(path)")
    }
    #expect(SiteWriter.isPlainRelativePath("en/a\"b #?%/index.html"))
  }

  @Test(
    "unsafe HTML and javascript: links are dropped with a warning, safe HTML kept; rawHTML: true lets HTML through, never javascript:"
  )
  func safeHTML() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let note =
      "# First\n\n<script>alert(1)</script>\n\nText <b onclick=\"x()\">bold</b> and [a link](javascript:alert(1)) and [another](JaVaScRiPt:alert(2)) and ![pic](data:text/html,x).\n"
    try scratch.write(note, to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(report.succeeded)
    #expect(
      headlines(report, under: scratch.path, including: [.warning]).filter { !$0.contains("not translated") } == [
        "Content/en/first.md:3:1: warning: <script> is not kept: notes may use the HTML listed in README (img, br, kbd, details, tables…); set 'rawHTML: true' in site.yml to keep all HTML",
        "Content/en/first.md:5:9: warning: 'onclick' on <b> is not kept: event handlers never are",
        "Content/en/first.md:5:45: warning: link to 'javascript:alert(1)' dropped: javascript:, vbscript:, file: and data: URLs are never published",
        "Content/en/first.md:5:80: warning: link to 'JaVaScRiPt:alert(2)' dropped: javascript:, vbscript:, file: and data: URLs are never published",
        "Content/en/first.md:5:112: warning: link to 'data:text/html,x' dropped: javascript:, vbscript:, file: and data: URLs are never published",
      ])
    let page = String(
      decoding: FileManager.default.contents(atPath: scratch.path + "/site/en/first/index.html")!, as: UTF8.self)
    #expect(!page.contains("<script>alert") && !page.contains("onclick") && !page.contains("javascript:"))
    #expect(page.contains("Text <b>bold</b> and a link and another and pic."))

    let config = scratch.path + "/Content/site.yml"
    try scratch.write("rawHTML: true\n" + String(contentsOfFile: config, encoding: .utf8), to: "Content/site.yml")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    let allowed = String(
      decoding: FileManager.default.contents(atPath: scratch.path + "/site/en/first/index.html")!, as: UTF8.self)
    #expect(allowed.contains("<b onclick=\"x()\">bold</b>") && !allowed.contains("javascript:"))
  }

  @Test(
    "pages with hostile names build into a site whose every page parses with no injected attribute or element and whose links all resolve"
  )
  func hostileNames() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let names = [
      "a\"onmouseover=alert(1) x=\".md", "b#c.md", "d?e.md", "f%g.md", "<img src=x onerror=alert(1)>.md",
      "javascript:alert(1).md", "空 格.md", "q'uote.md", "amp&er.md", "back\\slash.md",
    ]
    var links = "# Links\n\n"
    for (number, name) in names.enumerated() {
      try scratch.write("---\ntitle: \"T\\\"\(number)<i>\"\n---\n\nPage \(number).\n", to: "Content/en/\(name)")
      try scratch.write(
        "---\ntranslationOf: \"\(name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"\n---\n\n第\(number)页。\n",
        to: "Content/zh/renamed-\(number).md")
      let encoded = HTML.percentEncode(name).replacingOccurrences(of: "%2F", with: "/")
      links += "- [\(number)](\(encoded))\n"
    }
    try scratch.write(links, to: "Content/en/links.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == [])
    #expect(report.succeeded)

    let audit = Process()
    audit.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    audit.arguments = [
      "python3", CommandLineTests.packageRoot.appendingPathComponent("scripts/html-audit.py").path,
      scratch.path + "/site",
    ]
    let out = Pipe()
    audit.standardOutput = out
    audit.standardError = out
    try audit.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    audit.waitUntilExit()
    #expect(audit.terminationStatus == 0, "\(text)")
    #expect(text.contains("0 failed"), "\(text)")

    // The search index holds the same names as data: it reads back whole, one entry a page.
    let site = tree(at: scratch.path + "/site")
    let index = try #require(SearchIndexFile.read(language: "en", in: site))
    #expect(
      Set(index.map(\.path))
        == Set(
          site.keys.filter {
            $0.hasPrefix("en/") && $0.hasSuffix(".html") && !$0.hasSuffix("404.html") && $0 != "en/contents.html"
          }))
  }
}
