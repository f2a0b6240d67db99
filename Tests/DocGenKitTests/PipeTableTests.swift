import Foundation
import Testing

@testable import DocGenKit

/// Pipe tables follow GitHub Flavored Markdown's rules: the 8 table examples of the GFM spec
/// (Fixtures/gfm-table-examples.json, copied from github/cmark-gfm's test/spec.txt) render as
/// GFM renders them, compared without the line breaks between tags.
@Suite("Pipe tables")
struct PipeTableTests {
  struct Example: Decodable, CustomTestStringConvertible, Sendable {
    var markdown: String
    var html: String
    var testDescription: String { markdown.split(separator: "\n").first.map(String.init) ?? "" }
  }

  static let examples: [Example] = {
    struct File: Decodable { var examples: [Example] }
    let url = fixtures.appendingPathComponent("gfm-table-examples.json")
    return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).examples) ?? []
  }()

  /// A note of the example's Markdown, rendered by the article renderer as pages are.
  static func render(_ markdown: String) throws -> String {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write("# T\n\n" + markdown + "\n", to: "Content/en/first.md")
    #expect(build(content, into: scratch.path + "/site").succeeded)
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    let start = try #require(page.range(of: "<h1 id=\"t\">T</h1>\n"))
    let end = try #require(page.range(of: "</article>"))
    return String(page[start.upperBound..<end.lowerBound])
  }

  static func squeezed(_ html: String) -> String {
    html.replacingOccurrences(of: "\n", with: "")
  }

  /// Our page's table without what only the phone layout uses (`class="reflow"`, each body
  /// cell's `data-label`): what is left must be GFM's HTML.
  static func withoutReflow(_ html: String) -> String {
    var text = html.replacingOccurrences(of: "<table class=\"reflow\">", with: "<table>")
    while let start = text.range(of: " data-label=\"") {
      guard let end = text[start.upperBound...].firstIndex(of: "\"") else { break }
      text.removeSubrange(start.lowerBound...end)
    }
    return text
  }

  @Test("a page's table labels every body cell with its column's header, as text, for the phone layout")
  func reflowLabels() throws {
    let rendered = Self.squeezed(
      try Self.render("| `style` | *who* \"goes\" |\n| --- | --- |\n| `.fullScreen` | presenter |"))
    #expect(
      rendered
        == "<table class=\"reflow\"><thead><tr><th><code>style</code></th><th><em>who</em> “goes”</th></tr></thead>"
        + "<tbody><tr><td data-label=\"style\"><code>.fullScreen</code></td><td data-label=\"who “goes”\">presenter</td></tr></tbody></table>"
    )
  }

  @Test(arguments: examples)
  func rendersAsGFM(_ example: Example) throws {
    let rendered = Self.withoutReflow(Self.squeezed(try Self.render(example.markdown)))
    if example.html.contains("<table>") {
      #expect(rendered == Self.squeezed(example.html), "\(example.markdown)")
    } else {
      // Not a table: a paragraph, as in GFM (our paragraphs use smart punctuation, so the
      // `---` of this example becomes a dash, which GFM's reference output does not do).
      #expect(rendered.hasPrefix("<p>| abc | def |") && !rendered.contains("<table>"))
    }
  }

  @Test("a pipe table becomes an HTML table with inline Markdown in its cells")
  func table() {
    let html = PipeTable.html(for: [
      "| style | presenter |", "| :--- | ---: |", "| `.fullScreen` | *removed* |", "| a \\| b | |",
    ])
    #expect(
      Self.squeezed(html ?? "")
        == "<table><thead><tr><th align=\"left\">style</th><th align=\"right\">presenter</th></tr></thead><tbody><tr><td align=\"left\"><code>.fullScreen</code></td><td align=\"right\"><em>removed</em></td></tr><tr><td align=\"left\">a | b</td><td align=\"right\"></td></tr></tbody></table>"
    )
  }

  @Test(
    "lines that are not a table stay a paragraph",
    arguments: [
      ["| just a bar"],
      ["| a | b |", "| not | dashes |"],
      ["| a | b |", "| --- |"],
      ["text", "| --- | --- |"],
    ])
  func notTables(lines: [Substring]) {
    #expect(PipeTable.html(for: lines) == nil)
  }

  @Test("all 8 examples are there")
  func examplesLoaded() {
    #expect(Self.examples.count == 8)
  }
}
