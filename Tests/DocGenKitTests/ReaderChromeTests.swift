import Foundation
import Testing

@testable import DocGenKit

@Suite("The stylesheet's dark rules under a chosen theme")
struct ThemeRulesTests {
  @Test(
    "each dark block is kept for readers who did not choose light and repeated for those who chose dark",
    arguments: [
      (
        ":root { --bg: #fff; }\n@media (prefers-color-scheme: dark) {\n  :root { --bg: #000; }\n}\np { x: y; }\n",
        ":root { --bg: #fff; }\n@media (prefers-color-scheme: dark) {\n:root:where(:not([data-theme=light])) { --bg: #000; }\n}\n"
          + ":root:where([data-theme=dark]) { --bg: #000; }\n" + ThemeRules.colorSchemes + "\np { x: y; }\n"
      ),
      (
        "@media (prefers-color-scheme: dark){.dp-svg, a:is(.b, .c){--x:1}}",
        "@media (prefers-color-scheme: dark) {\n:root:where(:not([data-theme=light])) .dp-svg, :root:where(:not([data-theme=light])) a:is(.b, .c) {--x:1}\n}\n"
          + ":root:where([data-theme=dark]) .dp-svg, :root:where([data-theme=dark]) a:is(.b, .c) {--x:1}\n"
          + ThemeRules.colorSchemes
      ),
      ("p { color: red; }\n", "p { color: red; }\n"),
    ])
  func rewrites(css: String, expected: String) {
    #expect(ThemeRules.apply(css) == expected)
  }

  @Test("the colour schemes follow the choice once, after the first dark block")
  func schemesOnce() {
    let css = "@media (prefers-color-scheme: dark){a{b:c}}\n@media (prefers-color-scheme: dark){d{e:f}}\n"
    #expect(ThemeRules.apply(css).components(separatedBy: ThemeRules.colorSchemes).count == 2)
  }

  @Test("the site's stylesheet has every dark rule under both qualifiers, and no bare dark :root")
  func siteStylesheet() {
    let css = Stylesheet.css
    let kept = css.components(separatedBy: ":root" + ThemeRules.unlessLight).count - 1
    let chosen = css.components(separatedBy: ":root" + ThemeRules.chosenDark).count - 1
    #expect(kept >= 1)
    #expect(kept == chosen - 1)  // the chosen side also sets `color-scheme: dark`
    #expect(!css.contains("@media (prefers-color-scheme: dark) {\n  :root {"))
  }
}

@Suite("Predict the log: the exercise's lines and their order")
struct PredictTheLogTests {
  @Test(
    "the shuffle is the same in every build and leaves at least half of the lines out of place",
    arguments: [
      ["b.viewWillDisappear", "a.viewWillAppear", "a.viewDidAppear", "b.viewDidDisappear"],
      ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"],
      ["x", "y"],
      (1...12).map { "c\($0).viewDidLoad" },
    ])
  func shuffle(lines: [String]) {
    let order = ScenarioHTML.shuffled(lines, code: "let a = 1")
    #expect(order.sorted() == Array(lines.indices))
    #expect(order == ScenarioHTML.shuffled(lines, code: "let a = 1"))
    let misplaced = order.enumerated().filter { lines[$0.element] != lines[$0.offset] }.count
    #expect(misplaced >= (lines.count + 1) / 2, "\(order)")
  }

  @Test("lines that cannot be out of order are left as they are", arguments: [[String](), ["a"], ["a", "a"]])
  func nothingToShuffle(lines: [String]) {
    #expect(ScenarioHTML.shuffled(lines, code: "").map { lines[$0] } == lines)
  }
}
