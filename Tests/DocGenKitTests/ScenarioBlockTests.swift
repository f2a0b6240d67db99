import Testing

@testable import DocGenKit

@Suite("Scenario blocks and claims in Markdown")
struct ScenarioBlockTests {
  static func parse(_ text: String) -> ([ScenarioBlock], [String]) {
    let page = SourcePage(
      language: "en", relativePath: "p.md", file: "p.md", text: text, frontMatter: FrontMatter(), body: text)
    let document = MarkdownDocument(parsing: text)
    let codeBlocks = document.nodes().compactMap { node -> CodeBlock? in
      guard case .codeBlock(let info, let literal) = node.kind else { return nil }
      return CodeBlock(
        handle: node.handle, info: info, literal: literal, startLine: node.startLine, endLine: node.endLine,
        startColumn: node.startColumn)
    }
    let (blocks, diagnostics) = ScenarioBlockParser.blocks(in: codeBlocks, of: page)
    return (blocks, diagnostics.map { "\($0.location): \($0.message)" })
  }

  @Test(
    "an info string splits into the words a Character split gives",
    arguments: [
      "swift scenario id=a continue", "  swift\tscenario  ", "swift\u{0B}scenario\u{0C}fails", "log", "", "   ",
      "swift scenario\u{A0}id=nbsp", "swift\u{3000}scenario", "swift \u{301}scenario", "swift\r\nscenario",
      "\u{1F}swift scenario",
    ])
  func infoWords(info: String) {
    let words = info.split(whereSeparator: \.isWhitespace)
    #expect(ScenarioBlockParser.infoWords(info) == words)
    for limit in 1...3 {
      #expect(ScenarioBlockParser.infoWords(info, upTo: limit) == Array(words.prefix(limit)), "at most \(limit)")
    }
  }

  @Test("options, default ids and the claim that follows")
  func optionsAndClaims() {
    let (blocks, problems) = Self.parse(
      """
      Intro.

      ```swift scenario id=first hidden
      let a = UIViewController()
      ```

      ```log
      a.viewDidLoad
      ```

      ```swift scenario continue fails
      a.nothing()
      ```
      ```swift
      // not a scenario
      ```

      """)
    #expect(problems.isEmpty)
    #expect(blocks.map(\.id) == ["first", "scenario-2"])
    #expect(blocks[0].options == .init(continues: false, hidden: true, fails: false))
    #expect(blocks[1].options == .init(continues: true, hidden: false, fails: true))
    #expect(blocks[0].codeLine == 4)
    #expect(blocks[0].claim?.lines == ["a.viewDidLoad"])
    #expect(blocks[0].claim?.fenceLine == 7)
    #expect(blocks[0].claim?.closingFenceLine == 9)
    #expect(blocks[1].claim == nil)
  }

  @Test(
    "bad options and stray claims are errors at the fence",
    arguments: [
      (
        "```swift scenario id=a contineu\nx\n```\n",
        ["p.md:1:1: unknown scenario option 'contineu'; did you mean 'continue'?"]
      ),
      (
        "```swift scenario continue\nx\n```\n",
        ["p.md:1:1: 'continue' on the page's first scenario: there is no earlier scenario to continue"]
      ),
      (
        "```swift scenario id=a\nx\n```\n```swift scenario id=a\ny\n```\n",
        ["p.md:4:1: scenario id 'a' is already used on line 1"]
      ),
      (
        "```swift scenario id=a/b\nx\n```\n",
        ["p.md:1:1: 'a/b' is not a usable scenario id: use letters, digits, '-' and '_'"]
      ),
      (
        "Text\n\n```log\nx\n```\n",
        ["p.md:3:1: a 'log' block must follow a scenario block directly (only blank lines between)"]
      ),
      (
        "```swift scenario\nx\n```\nText\n\n```log\nx\n```\n",
        ["p.md:6:1: a 'log' block must follow a scenario block directly (only blank lines between)"]
      ),
      (
        "```swift scenario hidden quiz\nx\n```\n",
        ["p.md:1:1: 'quiz' on a 'hidden' scenario: a reader cannot predict a log the page does not show"]
      ),
      (
        "```swift scenario qiuz\nx\n```\n",
        ["p.md:1:1: unknown scenario option 'qiuz'; did you mean 'quiz'?"]
      ),
    ])
  func problems(text: String, expected: [String]) {
    #expect(Self.parse(text).1 == expected)
  }

  @Test("'quiz' marks a predict-the-log exercise, beside the other options")
  func quizOption() {
    let (blocks, problems) = Self.parse(
      "```swift scenario id=a quiz\nx\n```\n```swift scenario continue quiz fails\ny\n```\n")
    #expect(problems.isEmpty)
    #expect(blocks.map(\.options.quiz) == [true, true])
    #expect(blocks[1].options == .init(continues: true, hidden: false, fails: true, quiz: true))
  }
}

@Suite("Unified diffs of claims")
struct UnifiedDiffTests {
  @Test("a changed line with context")
  func changed() {
    let diff = UnifiedDiff.lines(
      from: ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"],
      to: ["a.viewDidLoad", "a.viewWillAppear", "b.viewDidLoad", "a.viewDidAppear"])
    #expect(diff == ["@@ -1,3 +1,4 @@", " a.viewDidLoad", " a.viewWillAppear", "+b.viewDidLoad", " a.viewDidAppear"])
  }

  @Test("equal lists have no hunks; distant changes make two")
  func hunks() {
    #expect(UnifiedDiff.lines(from: ["x"], to: ["x"]).isEmpty)
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[1] = "changed 2"
    new[18] = "changed 19"
    let diff = UnifiedDiff.lines(from: old, to: new, context: 1)
    #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,3 +1,3 @@", "@@ -18,3 +18,3 @@"])
  }

  @Test("from nothing, to nothing")
  func empty() {
    #expect(UnifiedDiff.lines(from: [], to: ["a"]) == ["@@ -0,0 +1,1 @@", "+a"])
    #expect(UnifiedDiff.lines(from: ["a"], to: []) == ["@@ -1,1 +0,0 @@", "-a"])
  }
}

@Suite("Rewriting claims in place")
struct ClaimEditorTests {
  @Test("only the claim's body changes, byte for byte")
  func onlyClaimBytes() {
    let text = "Intro  \r\n\n```log\nold\nlines\n```\ntrailing  \n```log\n```\nno newline at end"
    let edited = ClaimEditor.apply(
      [
        .init(fenceLine: 3, closingFenceLine: 6, newLines: ["new"]),
        .init(fenceLine: 8, closingFenceLine: 9, newLines: ["x", "y"]),
      ],
      to: text)
    #expect(edited == "Intro  \r\n\n```log\nnew\n```\ntrailing  \n```log\nx\ny\n```\nno newline at end")
  }

  @Test("claims inside a list keep their indentation; CRLF files stay CRLF")
  func prefixes() {
    #expect(
      ClaimEditor.apply(
        [.init(fenceLine: 2, closingFenceLine: 4, newLines: ["b"])], to: "- item\n  ```log\n  a\n  ```\n")
        == "- item\n  ```log\n  b\n  ```\n")
    #expect(
      ClaimEditor.apply([.init(fenceLine: 1, closingFenceLine: 3, newLines: ["b"])], to: "```log\r\na\r\n```\r\n")
        == "```log\r\nb\r\n```\r\n")
  }

  @Test("applying the same edit twice changes nothing the second time")
  func idempotent() {
    let edit = ClaimEditor.Edit(fenceLine: 1, closingFenceLine: 3, newLines: ["b", "c"])
    let once = ClaimEditor.apply([edit], to: "```log\na\n```\n")
    let twice = ClaimEditor.apply(
      [ClaimEditor.Edit(fenceLine: 1, closingFenceLine: 4, newLines: ["b", "c"])], to: once)
    #expect(once == twice)
  }
}

@Suite("A text's lines, one at a time")
struct SourceLineTests {
  @Test(
    "line i sliced from the break offsets is sourceLines[i], and nothing past the last line",
    arguments: [
      "", "one", "one\n", "\n\n", "a\r\nb\r\n", "提示\n표시\n\nend", "```swift scenario\nlet a = 1\n```\n\n```log\nx\n```",
    ])
  func linesFromBreaks(text: String) {
    let lines = text.sourceLines
    let breaks = text.lineBreakOffsets
    #expect(breaks.count == lines.count - 1)
    for index in lines.indices {
      #expect(Substring(text).line(index, breaks: breaks) == lines[index])
    }
    #expect(Substring(text).line(lines.count, breaks: breaks) == nil)
    #expect(Substring(text).line(-1, breaks: breaks) == nil)
  }
}
