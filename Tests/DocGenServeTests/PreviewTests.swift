import DocGenKit
import Foundation
import Testing

@testable import DocGenServe

/// A scratch folder, removed when the value goes away.
final class Scratch {
  let path: String

  init() {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-serve-tests-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func write(_ text: String, to relative: String) throws {
    let file = path + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
  }
}

@Suite struct SiteFileResolverTests {
  /// A small site with the traps a request might aim at: hidden files, folders without an
  /// index, and symbolic links that lead out of the site.
  func makeSite() throws -> (Scratch, SiteFileResolver) {
    let scratch = Scratch()
    for file in [
      "site/index.html", "site/en/index.html", "site/en/page/index.html", "site/assets/style.css",
      "site/.docgen-site", "site/en/.hidden.html", "site/empty/readme.txt", "site/en/404.html", "outside/secret.txt",
    ] {
      try scratch.write(file, to: file)
    }
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path + "/site/en/escape", withDestinationPath: scratch.path + "/outside")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path + "/site/en/secret.txt", withDestinationPath: scratch.path + "/outside/secret.txt")
    return (scratch, SiteFileResolver(root: scratch.path + "/site"))
  }

  enum Expected: Equatable {
    case file(String)
    case redirect(String)
    case notFound(String?)
  }

  static let cases: [(path: String, expected: Expected)] = [
    ("/", .file("index.html")),
    ("/en/", .file("en/index.html")),
    ("/en", .redirect("/en/")),
    // A redirect is a path on this server: never `//en/`, which a browser reads as the host `en`.
    ("//en", .redirect("/en/")),
    ("///en/page", .redirect("/en/page/")),
    ("/en/page/", .file("en/page/index.html")),
    ("/en/page/index.html", .file("en/page/index.html")),
    ("/assets/style.css", .file("assets/style.css")),
    ("/en/missing/", .notFound("en")),
    ("/missing.html", .notFound(nil)),
    // Traversal, raw and encoded, and encoded separators.
    ("/../outside/secret.txt", .notFound(nil)),
    ("/%2e%2e/outside/secret.txt", .notFound(nil)),
    ("/en/..%2f..%2foutside%2fsecret.txt", .notFound("en")),
    ("/%2E%2E%2Foutside/secret.txt", .notFound(nil)),
    ("/en/./index.html", .notFound("en")),
    // Hidden files, NUL, backslashes, control characters, broken encoding.
    ("/.docgen-site", .notFound(nil)),
    ("/en/.hidden.html", .notFound("en")),
    ("/en/index.html%00.css", .notFound("en")),
    ("/en\\..\\..\\outside", .notFound(nil)),
    ("/en/%0aindex.html", .notFound("en")),
    ("/en/%ZZ", .notFound(nil)),
    ("relative/path", .notFound(nil)),
    // Symbolic links out of the site.
    ("/en/escape/secret.txt", .notFound("en")),
    ("/en/secret.txt", .notFound("en")),
    // A folder without index.html is never listed.
    ("/empty/", .notFound(nil)),
  ]

  @Test(arguments: cases)
  func resolves(path: String, expected: Expected) throws {
    let (scratch, resolver) = try makeSite()
    let root = SiteFileResolver.realPath(scratch.path + "/site")!
    let actual: Expected =
      switch resolver.resolve(path) {
      case .file(let file): .file(String(file.dropFirst(root.count + 1)))
      case .redirect(let location): .redirect(location)
      case .notFound(let folder): .notFound(folder)
      }
    #expect(actual == expected, "\(path)")
  }
}

@Suite struct MediaTypeTests {
  @Test(arguments: [
    ("en/page/index.html", "text/html; charset=utf-8"),
    ("assets/style.css", "text/css; charset=utf-8"),
    ("assets/site.js", "text/javascript; charset=utf-8"),
    ("picture.SVG", "image/svg+xml"),
    ("sitemap.xml", "application/xml"),
    ("no-extension", "application/octet-stream"),
    ("archive.tar.gz", "application/octet-stream"),
    ("folder.html/file", "application/octet-stream"),
  ])
  func typeFromExtension(path: String, type: String) {
    #expect(MediaType.of(path: path) == type)
  }
}

@Suite struct LiveReloadScriptTests {
  @Test func scriptGoesBeforeTheLastClosingBody() {
    let html = "<p>&lt;/body&gt; in text</p>\n<pre></body></pre>\n</body>\n</html>\n"
    let injected = String(decoding: LiveReloadScript.inject(into: Data(html.utf8), build: 7), as: UTF8.self)
    #expect(injected.hasSuffix("<script src=\"/__docgen/live.js\" data-build=\"7\"></script>\n</body>\n</html>\n"))
    #expect(injected.components(separatedBy: "live.js").count == 2)
  }

  @Test func pageWithoutBodyGetsTheScriptAtTheEnd() {
    let injected = String(decoding: LiveReloadScript.inject(into: Data("<p>hi".utf8)), as: UTF8.self)
    #expect(injected == "<p>hi<script src=\"/__docgen/live.js\" data-build=\"0\"></script>\n")
  }

  @Test func aPageOpenedAfterALaterBuildReloads() {
    // The script compares the build its page came from with the first message's.
    #expect(LiveReloadScript.javaScript.contains("document.currentScript?.dataset.build"))
    #expect(LiveReloadScript.javaScript.contains("message.build > servedBuild"))
  }

  @Test func overlayTextNeverBecomesMarkup() {
    // Diagnostics carry note text; the overlay must set it as text only.
    #expect(!LiveReloadScript.javaScript.contains("innerHTML"))
    #expect(LiveReloadScript.javaScript.contains("pre.textContent = problem.text"))
  }
}

@Suite struct LiveUpdatesTests {
  @Test func newPageHearsTheCurrentStateFirstWithNothingChanged() async {
    let updates = LiveUpdates(initial: .ok(build: 3, server: "s", changed: ["en/index.html"]))
    var iterator = updates.subscribe().makeAsyncIterator()
    let first = await iterator.next().flatMap { try? JSONDecoder().decode(LiveMessage.self, from: Data($0.utf8)) }
    #expect(first == .ok(build: 3, server: "s", changed: []))
  }

  @Test func publishedBuildsReachEveryOpenPageAndStopWhenFinished() async {
    let updates = LiveUpdates(initial: .ok(build: 0, server: "s", changed: []))
    let pages = [updates.subscribe(), updates.subscribe()]
    #expect(updates.subscriberCount == 2)
    updates.publish(.ok(build: 1, server: "s", changed: ["en/a/index.html"]))
    updates.finishAll()
    for page in pages {
      var received: [LiveMessage] = []
      for await text in page { received.append(try! JSONDecoder().decode(LiveMessage.self, from: Data(text.utf8))) }
      #expect(received.map(\.build) == [0, 1])
      #expect(received.last?.changed == ["en/a/index.html"])
    }
  }

  @Test func failedBuildCarriesEachErrorAsTheTerminalShowsIt() {
    let location = SourceLocation(file: "Content/en/a.md", line: 2, column: 1)
    let diagnostics = [
      Diagnostic.error(.staleClaim, at: location, "the log differs", details: ["-old\n+new"]),
      Diagnostic(.warning, .rawHTML, at: location, "a warning"),
    ]
    let message = LiveMessage.failed(
      build: 2, server: "s", diagnostics: diagnostics, sources: ["Content/en/a.md": "one\ntwo\n"])
    #expect(message.problems.count == 1)
    #expect(message.problems[0].location == "Content/en/a.md:2:1")
    #expect(message.problems[0].text == "Content/en/a.md:2:1: error: the log differs\n 2 | two\n   | ^\n-old\n+new\n")
  }
}

@Suite(.serialized) struct ContentWatcherTests {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func bump() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }

    /// Waits up to `seconds` for the count to reach `target`.
    func wait(for target: Int, seconds: Double) async -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if value >= target { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
      }
      return value >= target
    }
  }

  @Test func savesRenamesNewFoldersAndDeletionsAreSeenButEditorScratchIsNot() async throws {
    let scratch = Scratch()
    try scratch.write("a", to: "en/a.md")
    let counter = Counter()
    let watcher = ContentWatcher(root: scratch.path) { counter.bump() }
    watcher.start()
    defer { watcher.stop() }
    try await Task.sleep(nanoseconds: 100_000_000)

    try scratch.write("b", to: "en/a.md")
    #expect(await counter.wait(for: 1, seconds: 2), "a save")

    try scratch.write(".a.md.swp", to: "en/.a.md.swp")
    try scratch.write("backup", to: "en/a.md~")
    try await Task.sleep(nanoseconds: 300_000_000)
    #expect(counter.value == 1, "editor scratch files alone start no build")

    try scratch.write("c", to: "en/a.md.tmp~")
    try FileManager.default.moveItem(atPath: scratch.path + "/en/a.md.tmp~", toPath: scratch.path + "/en/b.md")
    #expect(await counter.wait(for: 2, seconds: 2), "a save by rename")

    try FileManager.default.createDirectory(atPath: scratch.path + "/ko/deep", withIntermediateDirectories: true)
    #expect(await counter.wait(for: 3, seconds: 2), "a new folder")
    try await Task.sleep(nanoseconds: 100_000_000)
    try scratch.write("d", to: "ko/deep/c.md")
    #expect(await counter.wait(for: 4, seconds: 2), "a file in the new folder")

    try FileManager.default.removeItem(atPath: scratch.path + "/en/b.md")
    #expect(await counter.wait(for: 5, seconds: 2), "a deletion")
  }

  @Test func picturesInHiddenFoldersAreSeenButVersionControlIsNot() async throws {
    let scratch = Scratch()
    try scratch.write("a", to: "en/a.md")
    try scratch.write("v1", to: "en/.gitbook/assets/a.png")
    try scratch.write("x", to: "en/.git/HEAD")
    let counter = Counter()
    let watcher = ContentWatcher(root: scratch.path) { counter.bump() }
    watcher.start()
    defer { watcher.stop() }
    try await Task.sleep(nanoseconds: 100_000_000)

    try scratch.write("y", to: "en/.git/HEAD")
    try await Task.sleep(nanoseconds: 300_000_000)
    #expect(counter.value == 0, "git's own files start no build")
    try scratch.write("v2", to: "en/.gitbook/assets/a.png")
    #expect(await counter.wait(for: 1, seconds: 2), "a picture saved in GitBook's assets")
  }

  @Test func aBurstOfWritesIsOneChange() async throws {
    let scratch = Scratch()
    let counter = Counter()
    // The burst takes milliseconds, but the whole test suite shares two cores: a quiet period
    // of 0.2 s was once outlasted by a stall between two writes (two changes, not one).
    let watcher = ContentWatcher(root: scratch.path, quietPeriod: 0.6) { counter.bump() }
    watcher.start()
    defer { watcher.stop() }
    try await Task.sleep(nanoseconds: 100_000_000)
    for index in 0..<5 { try scratch.write("\(index)", to: "en/page\(index).md") }
    #expect(await counter.wait(for: 1, seconds: 3))
    try await Task.sleep(nanoseconds: 900_000_000)
    #expect(counter.value == 1)
  }
}

/// Events of a watcher, in order, for tests that wait for one.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [ContentWatcher.Event] = []

  func append(_ event: ContentWatcher.Event) { lock.withLock { events.append(event) } }
  var all: [ContentWatcher.Event] { lock.withLock { events } }

  func wait(for event: ContentWatcher.Event, count: Int = 1, seconds: Double) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if all.filter({ $0 == event }).count >= count { return true }
      try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return false
  }
}

@Suite struct ContentFolderReplacementTests {
  @Test func aRemovedFolderIsReportedAndAReplacementFollowed() async throws {
    let scratch = Scratch()
    let root = scratch.path + "/Content"
    try scratch.write("a", to: "Content/en/a.md")
    let log = EventLog()
    let watcher = ContentWatcher(root: root) { log.append($0) }
    watcher.start()
    defer { watcher.stop() }
    try await Task.sleep(nanoseconds: 100_000_000)

    // Moved away: the watcher must not go on watching the old folder under its new name.
    try FileManager.default.moveItem(atPath: root, toPath: scratch.path + "/Content.old")
    #expect(await log.wait(for: .missing, seconds: 2))
    try scratch.write("edit of the old folder", to: "Content.old/en/a.md")
    try await Task.sleep(nanoseconds: 400_000_000)
    #expect(!log.all.contains(.changed), "edits to the moved-away folder are not the preview's")

    // Another folder put in its place is followed, and its edits rebuild.
    try scratch.write("b", to: "Content/en/a.md")
    #expect(await log.wait(for: .replaced, seconds: 2))
    try await Task.sleep(nanoseconds: 100_000_000)
    try scratch.write("c", to: "Content/en/a.md")
    #expect(await log.wait(for: .changed, seconds: 2))
  }

  @Test func aFolderSwappedInPlaceIsFollowed() async throws {
    let scratch = Scratch()
    let root = scratch.path + "/Content"
    try scratch.write("a", to: "Content/en/a.md")
    try scratch.write("other", to: "Next/en/a.md")
    let log = EventLog()
    let watcher = ContentWatcher(root: root) { log.append($0) }
    watcher.start()
    defer { watcher.stop() }
    try await Task.sleep(nanoseconds: 100_000_000)
    // As a checkout tool swaps folders: the old one removed, the new one renamed into place.
    try FileManager.default.removeItem(atPath: root)
    try FileManager.default.moveItem(atPath: scratch.path + "/Next", toPath: root)
    #expect(await log.wait(for: .replaced, seconds: 2))
    let before = log.all.filter { $0 == .changed }.count
    try await Task.sleep(nanoseconds: 100_000_000)
    try scratch.write("edited", to: "Content/en/a.md")
    #expect(await log.wait(for: .changed, count: before + 1, seconds: 2))
  }
}

@Suite struct PreviewBuildsTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../DocGenKitTests/Fixtures/trilingual/Content").standardized.path

  @Test func buildsTellPagesWhatChangedAndWhatFailed() throws {
    let scratch = Scratch()
    let content = scratch.path + "/Content"
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: content)
    let builds = PreviewBuilds(
      contentPath: content, outputPath: scratch.path + "/preview", cache: ScenarioCache(folder: nil), serverID: "test"
    ) { _ in }

    let first = builds.buildNow()
    #expect(first.report.succeeded)
    #expect(first.report.changedPaths.contains("en/first/index.html"))
    #expect(builds.updates.current.type == .ok)

    let second = builds.buildNow()
    #expect(second.number == 2)
    #expect(second.report.changedPaths.isEmpty, "nothing changed, nothing to reload")

    let note = content + "/en/first.md"
    let original = try String(contentsOfFile: note, encoding: .utf8)
    try (original + "\nSee [nowhere](no-such-page.md).\n").write(toFile: note, atomically: true, encoding: .utf8)
    let broken = builds.buildNow()
    #expect(!broken.report.succeeded)
    let current = builds.updates.current
    #expect(current.type == .failed)
    #expect(current.problems.contains { $0.location.hasPrefix(note + ":") && $0.text.contains("no-such-page.md") })
    #expect(
      FileManager.default.fileExists(atPath: scratch.path + "/preview/en/first/index.html"), "the last good site stays")

    try (original + "\nOne more line.\n").write(toFile: note, atomically: true, encoding: .utf8)
    let fixed = builds.buildNow()
    #expect(fixed.report.succeeded)
    #expect(builds.updates.current.type == .ok)
    #expect(fixed.report.changedPaths.contains("en/first/index.html"))
    #expect(!fixed.report.changedPaths.contains("en/guide/deep/index.html"), "only what the edit touched")
  }

  @Test func aPictureSavedReloadsThePagesShowingIt() throws {
    let scratch = Scratch()
    let content = scratch.path + "/Content"
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: content)
    try scratch.write("v1", to: "Content/en/shot.png")
    let note = content + "/en/first.md"
    let original = try String(contentsOfFile: note, encoding: .utf8)
    try (original + "\n![A shot](shot.png)\n").write(toFile: note, atomically: true, encoding: .utf8)
    let builds = PreviewBuilds(
      contentPath: content, outputPath: scratch.path + "/preview", cache: ScenarioCache(folder: nil), serverID: "test"
    ) { _ in }
    let first = builds.buildNow()
    #expect(first.report.succeeded)
    let copies = { (report: SiteBuilder.Report) in report.changedPaths.filter { $0.hasPrefix("files/") } }
    #expect(copies(first.report).count == 1)

    try scratch.write("v2", to: "Content/en/shot.png")
    let edited = builds.buildNow()
    #expect(edited.report.succeeded)
    #expect(edited.report.changedPaths.contains("en/first/index.html"))
    #expect(copies(edited.report).count == 2, "the new copy, and the old one removed")
    #expect(!edited.report.changedPaths.contains("en/guide/deep/index.html"))
  }

  @Test func previewFolderIsPrivateAndStablePerContentFolder() {
    let environment = ["XDG_CACHE_HOME": "/tmp/xdg"]
    let one = PreviewBuilds.defaultOutput(forContent: "/notes/a/Content", environment: environment)
    #expect(one.hasPrefix("/tmp/xdg/docgen/serve/"))
    #expect(one == PreviewBuilds.defaultOutput(forContent: "/notes/a/Content", environment: environment))
    #expect(one != PreviewBuilds.defaultOutput(forContent: "/notes/b/Content", environment: environment))
  }
}

@Suite struct NotFoundPageTests {
  @Test(arguments: [
    ("<head><base href=\"/docs/en/\"></head>", "<head><base href=\"/en/\"></head>"),
    ("<head><base href=\"/ko/\"></head>", "<head><base href=\"/ko/\"></head>"),
    ("<head></head>", "<head></head>"),
  ])
  func baseIsMovedToTheRootTheServerUses(page: String, served: String) {
    #expect(String(decoding: SiteResponder.rebased(Data(page.utf8)), as: UTF8.self) == served)
  }
}
