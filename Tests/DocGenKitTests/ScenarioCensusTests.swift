import Foundation
import Testing

@testable import DocGenKit

@Suite("Counting recurring scenarios, so each is drawn once")
struct ScenarioCensusTests {
  /// Notes and the scenario code the quick look finds in them; where cmark parses the note the
  /// same way (a fence at the top level), its code blocks must give the same list.
  static let cases: [(name: String, note: String, codes: [String], cmarkAgrees: Bool)] = [
    ("one block", "# T\n\n```swift scenario id=a\nlet a = 1\n```\n", ["let a = 1\n"], true),
    (
      "tildes, and a longer fence holding a shorter one",
      "~~~swift scenario\na\n~~~\n\n````swift scenario\n```\nb\n````\n", ["a\n", "```\nb\n"], true
    ),
    (
      "an indented fence takes its indent off each line", "  ```swift scenario\n    x\n  y\nz\n  ```\n",
      ["  x\ny\nz\n"], true
    ),
    ("a fence never closed runs to the end", "```swift scenario\nlet a = 1\n\nmore", ["let a = 1\n\nmore\n"], true),
    ("other fences are skipped, with what they hold", "```markdown\n```swift scenario\nno\n```\n", [], true),
    ("a log or plain swift block is not a scenario", "```swift\na\n```\n```log\nb\n```\n", [], true),
    ("four spaces in is indented code, not a fence", "    ```swift scenario\n    a\n    ```\n", [], true),
    ("a backtick in a backtick fence's info makes it inline code", "```swift scenario `x`\na\n```\n", [], true),
    ("an empty block", "```swift scenario\n```\n", [""], true),
    ("a closing fence may be longer and trail spaces", "```swift scenario\na\n`````  \n", ["a\n"], true),
    ("CR LF line ends", "```swift scenario\r\nlet a = 1\r\n```\r\n", ["let a = 1\n"], false),
    (
      "a fence inside a list item is missed (only a hint)", "- item\n\n  ```swift scenario\n  a\n  ```\n", ["a\n"],
      false
    ),
  ]

  @Test(arguments: cases)
  func scenarioCodes(_ example: (name: String, note: String, codes: [String], cmarkAgrees: Bool)) {
    #expect(ScenarioFences.codes(in: example.note) == example.codes, "\(example.name)")
    if example.cmarkAgrees {
      let parsed = MarkdownDocument(parsing: example.note).codeBlocks().compactMap { node -> String? in
        guard case .codeBlock(let info, let literal) = node.kind, ScenarioBlockParser.isScenario(info) else {
          return nil
        }
        return literal
      }
      #expect(parsed == example.codes, "\(example.name)")
    }
  }

  @Test("counts are per language and code, over the fingerprints given")
  func counts() {
    let note = "```swift scenario\na\n```\n\n```swift scenario id=b\na\n```\n```swift scenario\nb\n```\n"
    let census = ScenarioCensus(
      counting: ScenarioFences.fingerprints(of: note, language: "en")
        + ScenarioFences.fingerprints(of: note, language: "zh"))
    #expect(census.uses(language: "en", code: "a\n") == 2)
    #expect(census.uses(language: "zh", code: "b\n") == 1)
    #expect(census.uses(language: "ko", code: "a\n") == 0)
    #expect(ScenarioCensus().uses(language: "en", code: "a\n") == 0)
  }

  @Test(
    "a value expected N times is computed once and let go after the Nth; unknown ones are kept from their second sighting"
  )
  func memoPolicy() {
    let memo = RecurringMemo<String, Int>()
    var computed = 0
    let compute = { () -> Int in
      computed += 1
      return computed
    }
    #expect((1...3).map { _ in memo.value(for: "three", expectedUses: 3, compute: compute) } == [1, 1, 1])
    #expect(computed == 1 && memo.keptCount == 0)
    #expect(memo.value(for: "once", expectedUses: 1, compute: compute) == 2)
    #expect(memo.keptCount == 0)
    // Unknown (0): drawn at the first and second sighting, kept from the second on.
    #expect((1...4).map { _ in memo.value(for: "unknown", compute: compute) } == [3, 4, 4, 4])
    #expect(memo.keptCount == 1)
  }
}
