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
    #expect(ScenarioHTML.lines(of: code) == code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
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
    let kinds = CacheEntryCodingTests.everyKind + [
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
    let files = tree(at: folder + "/v1")
    #expect(files.count == 1)
    #expect(files.values.first.map { String(decoding: $0, as: UTF8.self) } == SwiftHighlighter.html(code))

    // What a later process finds on disk is what it shows (a planted entry proves it was read).
    let path = try #require(files.keys.first)
    try Data("planted".utf8).write(to: URL(fileURLWithPath: folder + "/v1/" + path))
    #expect(ScenarioCache(folder: folder).highlighted(code) == "planted")
    // Without a folder, memory only.
    #expect(ScenarioCache(folder: nil).highlighted(code) == SwiftHighlighter.html(code))
  }

  @Test("a result stored by one process is read by the next; a damaged entry is a miss, not a crash")
  func resultsAreSharedOnDisk() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    let outcome = ScenarioRunner.run(Scenario.parse(source: "let a = UIViewController()\nwindow.rootViewController = a\n", origin: .standalone()))
    let key = ScenarioCache(folder: folder, binaryIdentity: "test").key(chain: ["code"], stepLimit: 10)
    ScenarioCache(folder: folder, binaryIdentity: "test").store(.init(outcome: outcome, names: [.init(id: 1, name: "a")]), for: key)
    let read = try #require(ScenarioCache(folder: folder, binaryIdentity: "test").entry(for: key))
    #expect(read.outcome.lines == outcome.lines)
    #expect(read.outcome.events == outcome.events)

    let files = tree(at: folder + "/v1")
    let path = try #require(files.keys.first)
    let bytes = try #require(files.values.first)
    try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: folder + "/v1/" + path))
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
    let page = SourcePage(language: "en", relativePath: "p.md", file: "p.md", text: text, frontMatter: FrontMatter(), body: text)
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
    #expect(ScenarioCache(folder: folder, binaryIdentity: "test").entry(for: key)?.highlighted == SwiftHighlighter.html(code))

    // A fresh cache: the block runs, highlighted from the same parse.
    var fresh = PageRunner(cache: ScenarioCache(folder: scratch.path + "/other", binaryIdentity: "test"))
    fresh.highlights = true
    #expect(fresh.run(page).blocks.map(\.highlighted) == [SwiftHighlighter.html(code)])
    #expect(ScenarioSplicer(runner: PageRunner()).runner.highlights)
  }
}
