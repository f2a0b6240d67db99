import DocEngine
import Foundation
import ScenarioKit
import Testing

@testable import DocGenKit

@Suite("The scenario cache")
struct ScenarioCacheTests {
  @Test(
    "a drawn block is cut at every stand-in id, and only there",
    arguments: [
      ("a<ID>b<ID>c", ["a", "b", "c"]),
      ("<ID>start and end<ID>", ["", "start and end", ""]),
      ("<ID><ID>", ["", "", ""]),
      ("no id here", ["no id here"]),
      ("", [""]),
      ("<I<ID>D>", ["<I", "D>"]),
      ("한국어<ID>中文<ID>", ["한국어", "中文", ""]),
      ("e<ID>\u{301}b<ID", ["e", "\u{301}b<ID"]),
    ] as [(String, [String])])
  func splitAtStandIn(text: String, pieces: [String]) {
    #expect(RenderedBlocks.split(text, at: "<ID>") == pieces)
    #expect(pieces.joined(separator: "<ID>") == text)
  }

  @Test(
    "a scenario's lines for its timeline are the lines a Character split gives",
    arguments: ["", "one", "one\n", "a\n\nb", "é\u{301}\n\u{1F1F0}\u{1F1F7}\nend", "\n\n", "crlf\r\nstays one line"])
  func timelineLines(code: String) {
    #expect(
      ScenarioHTML.lines(of: code) == code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test(
    "a log line's count of lines is the count a Character split gives",
    arguments: [
      "", "one", "one\n", "a\n\nb", "\n", "\n\n", "crlf\r\nstays one line", "cr\ralone", "lf\n\r\n\r",
      "é\u{301}\n\u{1F1F0}\u{1F1F7}\nend", "\n\u{301}combining after a break", "한국어\n中文\r\n",
    ])
  func logLineCount(text: String) {
    #expect(ScenarioHTML.lineCount(text) == text.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test("a log's lines are classed one for one with the lines the formatter writes, for every kind of event")
  func lineKindsMatchFormattedLines() {
    let kinds =
      CacheEntryCodingTests.everyKind + [
        .printed("one\ntwo\r\nthree"), .segue(CacheEntryCodingTests.a, .shouldPerform(identifier: "two\nlines")),
        .warning(.noUnwindDestination(source: CacheEntryCodingTests.a, action: "a\nb")),
      ]
    let events = kinds.enumerated().map { LogEvent(kind: $1, cause: nil, origin: nil, index: $0) }
    let formatter = LogFormatter(name: { _ in "" })
    for event in events {
      let lines = formatter.lines(for: event).reduce(0) { $0 + ScenarioHTML.lineCount($1) }
      #expect(ScenarioHTML.lineKinds([event]).count == lines, "\(event.kind)")
    }
  }

  @Test("highlighted code is kept on disk by its text: a second process reads it instead of parsing")
  func highlightedCodeIsCached() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    let code = "let a = UIViewController()\nwindow.rootViewController = a\n"
    #expect(ScenarioCache(folder: folder).highlighted(code) == SwiftHighlighter.html(code))
    let files = tree(at: folder + "/v2")
    #expect(files.count == 1)
    let sealed = try #require(files.values.first)
    #expect(String(decoding: sealed.dropFirst(CacheSeal.headerSize), as: UTF8.self) == SwiftHighlighter.html(code))

    // A later process reads what it sealed: a changed copy with the same seal proves it read it.
    let path = try #require(files.keys.first)
    let later = ScenarioCache(folder: folder)
    #expect(later.highlighted(code) == SwiftHighlighter.html(code))
    #expect(later.problems().isEmpty)
    // HTML planted without the seal (it would go into every page unescaped) is not used.
    try Data("<script>planted</script>".utf8).write(to: URL(fileURLWithPath: folder + "/v2/" + path))
    let planted = ScenarioCache(folder: folder)
    #expect(planted.highlighted(code) == SwiftHighlighter.html(code))
    #expect(planted.problems().map(\.id) == [.cacheIntegrity])
    // Without a folder, memory only.
    #expect(ScenarioCache(folder: nil).highlighted(code) == SwiftHighlighter.html(code))
  }

  @Test("a result stored by one process is read by the next; a damaged entry is a miss, not a crash")
  func resultsAreSharedOnDisk() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    let outcome = ScenarioRunner.run(
      Scenario.parse(source: "let a = UIViewController()\nwindow.rootViewController = a\n", origin: .standalone()))
    let key = ScenarioCache(folder: folder, binaryIdentity: "test").key(chain: ["code"], stepLimit: 10)
    ScenarioCache(folder: folder, binaryIdentity: "test").store(
      .init(outcome: outcome, names: [.init(id: 1, name: "a")]), for: key)
    let read = try #require(ScenarioCache(folder: folder, binaryIdentity: "test").entry(for: key))
    #expect(read.outcome.lines == outcome.lines)
    #expect(read.outcome.events == outcome.events)

    let files = tree(at: folder + "/v2")
    let path = try #require(files.keys.first)
    let bytes = try #require(files.values.first)
    try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: folder + "/v2/" + path))
    #expect(ScenarioCache(folder: folder, binaryIdentity: "test").entry(for: key) == nil)
  }

  @Test(
    "a scenario highlighted from the parse that runs it is the code highlighted on its own",
    arguments: [
      "let a = UIViewController()\nwindow.rootViewController = a // root\n", "let x = \"text\" + 1.5\n",
      "let broken = (\n", "@objc class A: UIViewController {}\n", "", String(repeating: "(", count: 300) + "\n",
      "let a = 1\u{200B}\n",
    ])
  func highlightedFromTheRunsParse(code: String) {
    let scenario = Scenario.parse(source: code, origin: .standalone(), highlighted: true)
    #expect(scenario.highlighted == SwiftHighlighter.html(code))
    #expect(Scenario.parse(source: code, origin: .standalone()).highlighted == nil)
  }

  @Test("a highlighting runner keeps each block's HTML with its result; an entry `check` wrote without it gets it once")
  func highlightsKeptWithResults() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    let text = "# P\n\n```swift scenario id=a\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n"
    let page = SourcePage(
      language: "en", relativePath: "p.md", file: "p.md", text: text, frontMatter: FrontMatter(), body: text)
    let code = "let a = UIViewController()\nwindow.rootViewController = a\n"
    let key = ScenarioCache(folder: folder, binaryIdentity: "test").key(chain: [code], stepLimit: 10_000)

    // `check` runs without highlighting: the entry has no HTML.
    let checked = PageRunner(cache: ScenarioCache(folder: folder, binaryIdentity: "test")).run(page)
    #expect(checked.blocks.map(\.highlighted) == [nil])
    #expect(ScenarioCache(folder: folder, binaryIdentity: "test").entry(for: key)?.highlighted == nil)

    // A build's runner adds it and writes the entry again; the next process reads it.
    var runner = PageRunner(cache: ScenarioCache(folder: folder, binaryIdentity: "test"))
    runner.highlights = true
    #expect(runner.run(page).blocks.map(\.highlighted) == [SwiftHighlighter.html(code)])
    #expect(
      ScenarioCache(folder: folder, binaryIdentity: "test").entry(for: key)?.highlighted == SwiftHighlighter.html(code))

    // A fresh cache: the block runs, highlighted from the same parse.
    var fresh = PageRunner(cache: ScenarioCache(folder: scratch.path + "/other", binaryIdentity: "test"))
    fresh.highlights = true
    #expect(fresh.run(page).blocks.map(\.highlighted) == [SwiftHighlighter.html(code)])
    #expect(ScenarioSplicer(runner: PageRunner()).runner.highlights)
  }

}

@Suite("The scenario cache's seal")
struct CacheSealTests {
  /// A note whose claim is wrong: the scenario logs `a`'s calls, the claim those of `b`.
  static let wrongClaim = """
    # W

    ```swift scenario id=w
    let a = UIViewController()
    window.rootViewController = a
    ```

    ```log
    b.viewDidLoad
    b.viewWillAppear
    b.viewDidAppear
    ```
    """
  /// The scenario whose true log is that claim.
  static let donor = """
    # D

    ```swift scenario id=d
    let b = UIViewController()
    window.rootViewController = b
    ```

    ```log
    b.viewDidLoad
    b.viewWillAppear
    b.viewDidAppear
    ```
    """

  static func key(_ code: String, folder: String) -> String {
    ScenarioCache(folder: folder).key(chain: [code], stepLimit: 10_000)
  }

  static func entryPath(_ key: String, folder: String) -> String {
    folder + "/v2/" + key.prefix(2) + "/" + key
  }

  @Test(
    "an entry changed on disk never passes a wrong claim: it is a miss, named in a warning",
    arguments: ["copied from another scenario", "one byte changed", "sealed with another key", "unsealed"])
  func tamperedEntryNeverPassesAWrongClaim(tampering: String) throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    try scratch.write(Self.wrongClaim, to: "w.md")
    try scratch.write(Self.donor, to: "d.md")
    let wrongCode = "let a = UIViewController()\nwindow.rootViewController = a\n"
    let donorCode = "let b = UIViewController()\nwindow.rootViewController = b\n"

    // Honest runs fill the cache: the wrong claim fails, the donor passes.
    #expect(
      Checker(paths: [scratch.path + "/w.md"], runner: PageRunner(cache: ScenarioCache(folder: folder))).run().failed
        == 1)
    #expect(
      Checker(paths: [scratch.path + "/d.md"], runner: PageRunner(cache: ScenarioCache(folder: folder))).run().failed
        == 0)
    let target = Self.entryPath(Self.key(wrongCode, folder: folder), folder: folder)
    let donorPath = Self.entryPath(Self.key(donorCode, folder: folder), folder: folder)
    let donorBytes = try #require(FileManager.default.contents(atPath: donorPath))
    #expect(FileManager.default.fileExists(atPath: target))

    // The attacker's entry: the donor's result (the claimed log) in the wrong scenario's place.
    var planted: Data
    switch tampering {
    case "copied from another scenario":
      planted = donorBytes
    case "one byte changed":
      planted = try #require(FileManager.default.contents(atPath: target))
      planted[planted.count - 3] ^= 0x01
    case "sealed with another key":
      let stranger = CacheSeal(key: .init(size: .bits256))
      planted = stranger.seal(donorBytes.dropFirst(CacheSeal.headerSize), name: Self.key(wrongCode, folder: folder))
    default:
      planted = Data(donorBytes.dropFirst(CacheSeal.headerSize))
    }
    try planted.write(to: URL(fileURLWithPath: target))

    let cache = ScenarioCache(folder: folder)
    let report = Checker(paths: [scratch.path + "/w.md"], runner: PageRunner(cache: cache)).run()
    #expect(report.failed == 1, "the wrong claim still fails")
    #expect(cache.problems().map(\.id) == [.cacheIntegrity])
    #expect(cache.problems().first?.location.file == target)
    // The entry was replaced by the fresh run's: the next run is quiet and still right.
    let next = ScenarioCache(folder: folder)
    #expect(Checker(paths: [scratch.path + "/w.md"], runner: PageRunner(cache: next)).run().failed == 1)
    #expect(next.problems().isEmpty)
  }

  @Test(
    "a key that others can read or write, or that is a link, turns the disk cache off with a warning",
    arguments: ["group-readable", "world-writable", "symlink", "damaged"])
  func keyMustBePrivate(problem: String) throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    _ = ScenarioCache(folder: folder).highlighted("let a = 1\n")
    let key = folder + "/key"
    switch problem {
    case "group-readable": chmod(key, 0o640)
    case "world-writable": chmod(key, 0o602)
    case "symlink":
      try FileManager.default.moveItem(atPath: key, toPath: scratch.path + "/elsewhere")
      try FileManager.default.createSymbolicLink(atPath: key, withDestinationPath: scratch.path + "/elsewhere")
    default:
      try Data("short".utf8).write(to: URL(fileURLWithPath: key))
      chmod(key, 0o600)
    }
    let cache = ScenarioCache(folder: folder)
    #expect(cache.folder == nil)
    #expect(cache.problems().map(\.id) == [.untrustedCache])
    #expect(cache.highlighted("let a = 1\n") == SwiftHighlighter.html("let a = 1\n"))
  }

  @Test("a cache folder whose parents do not exist yet is made, private")
  func folderWithMissingParents() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/no/such/parents/cache"
    let cache = ScenarioCache(folder: folder)
    #expect(cache.folder == folder)
    #expect(cache.problems().isEmpty)
    var info = stat()
    #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
  }

  @Test("the first use makes a private key; later uses share it")
  func keyIsMadePrivate() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    _ = ScenarioCache(folder: folder)
    var info = stat()
    #expect(stat(folder + "/key", &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    let first = try #require(FileManager.default.contents(atPath: folder + "/key"))
    _ = ScenarioCache(folder: folder)
    #expect(FileManager.default.contents(atPath: folder + "/key") == first)
    #expect(first.count == 32)
  }
}
