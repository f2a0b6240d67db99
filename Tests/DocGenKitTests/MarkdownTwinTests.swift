import Foundation
import Testing

@testable import DocGenKit

/// Every page has a Markdown twin beside its note's path, with the logs the engine produced,
/// and `llms.txt` lists the twins.
@Suite("Markdown twins and llms.txt")
struct MarkdownTwinTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var body: String
    /// Edits by the code block's first and last line and its column.
    var edits: [(start: Int, end: Int, column: Int, edit: MarkdownTwinText.Edit)]
    var expected: String
    var testDescription: String { name }
  }

  static let header =
    "---\ntitle: \"T\"\n" + "logs: \"verified by docgen's DocEngine, a simulation of UIKit on iOS 17\"\n---\n\n"

  static let cases: [Case] = [
    Case(
      name: "a scenario's claim is replaced by the engine's log",
      body: "\n\n\nText.\n\n```swift scenario\nlet a = 1\n```\n\n```log\nold\n```\n\nAfter.\n",
      edits: [(6, 8, 1, .appendLog(["new"])), (10, 12, 1, .drop)],
      expected: "Text.\n\n```swift scenario\nlet a = 1\n```\n\n```log\nnew\n```\n\nAfter.\n"),
    Case(
      name: "a hidden scenario is left out, with one blank line where it was",
      body: "One.\n\n```swift scenario hidden\nsetUp()\n```\n\nTwo.\n",
      edits: [(3, 5, 1, .drop)],
      expected: "One.\n\nTwo.\n"),
    Case(
      name: "a log under a scenario in a list item keeps the item's indentation",
      body: "- Step:\n\n  ```swift scenario\n  go()\n  ```\n",
      edits: [(3, 5, 3, .appendLog(["a.viewDidLoad"]))],
      expected: "- Step:\n\n  ```swift scenario\n  go()\n  ```\n\n  ```log\n  a.viewDidLoad\n  ```\n"),
    Case(
      name: "a log holding backticks gets a longer fence",
      body: "```swift scenario\nprint(\"```\")\n```\n",
      edits: [(1, 3, 1, .appendLog(["```"]))],
      expected: "```swift scenario\nprint(\"```\")\n```\n\n````log\n```\n````\n"),
  ]

  @Test(arguments: cases)
  func twinText(_ example: Case) {
    let blocks = example.edits.map { edit in
      (
        block: CodeBlock(
          handle: MarkdownNode.Handle(rawValue: 0), info: "", literal: "", startLine: edit.start, endLine: edit.end,
          startColumn: edit.column),
        edit: edit.edit
      )
    }
    let twin = MarkdownTwinText.make(body: example.body, blocks: blocks, title: "T", iOS: "17")
    #expect(twin == Self.header + example.expected)
  }

  @Test func titlesAreQuotedForYAML() {
    #expect(MarkdownTwinText.quoted("a \"b\" \\ c\n") == "\"a \\\"b\\\" \\\\ c\\n\"")
    #expect(MarkdownTwinText.quoted("\u{7}") == "\"\\u0007\"")
  }

  @Test func aBuiltPageHasATwinWithItsVerifiedLogAndLLMsTextListsIt() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write(
      """
      ---
      title: Logs
      summary: A page whose log is [checked].
      ---
      # Logs

      ```swift scenario hidden
      let root = UIViewController()
      ```

      ```swift scenario continue
      window.rootViewController = root
      ```

      Done.
      """, to: "Content/en/logs.md")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    let twin = try String(contentsOfFile: site + "/en/logs.md", encoding: .utf8)
    #expect(twin.hasPrefix("---\ntitle: \"Logs\"\n"))
    #expect(!twin.contains("hidden"))
    let scenario = "```swift scenario continue\nwindow.rootViewController = root\n```\n"
    #expect(twin.contains(scenario + "\n```log\nroot.viewDidLoad\n"))
    // The fallback pages show the English note, and have its twin under their language.
    #expect(try String(contentsOfFile: site + "/zh/logs.md", encoding: .utf8) == twin)
    let page = try String(contentsOfFile: site + "/en/logs/index.html", encoding: .utf8)
    #expect(page.contains("<link rel=\"alternate\" type=\"text/markdown\" href=\"../logs.md\">"))
    let llms = try String(contentsOfFile: site + "/llms.txt", encoding: .utf8)
    #expect(llms.contains("- [Logs](<en/logs.md>): A page whose log is [checked].\n"))
    let english = try String(contentsOfFile: site + "/en/llms.txt", encoding: .utf8)
    #expect(english.contains("- [Logs](<logs.md>)"))
    // Chinese lists its own pages only, not the fallback.
    #expect(!(try String(contentsOfFile: site + "/zh/llms.txt", encoding: .utf8)).contains("logs.md"))
  }

  @Test func aFallbackNeverTakesATranslationsTwin() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    // A Korean page at `second.md` translating `guide/deep.md`, and an English `second.md` that
    // Korean shows as a fallback: the translation keeps `ko/second.md`.
    try scratch.write("# Second\n", to: "Content/en/second.md")
    try scratch.write("---\ntranslationOf: guide/deep.md\n---\n# 깊이\n", to: "Content/ko/second.md")
    let (scan, _) = ContentLoader(contentPath: content).scan()
    let scanned = try #require(scan)
    let index = SiteIndex(config: scanned.config, pages: scanned.pages)
    let twins = MarkdownTwins(index: index)
    let owners = index.allEntries.filter { twins[$0.outputPath] == "ko/second.md" }
    #expect(owners.count == 1)
    #expect(owners.first?.isFallback == false)
  }
}
