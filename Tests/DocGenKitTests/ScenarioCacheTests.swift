import Foundation
import ScenarioKit
import Testing

@testable import DocGenKit

@Suite("The scenario cache")
struct ScenarioCacheTests {
  static let text = "# P\n\n```swift scenario id=one\nlet a = UIViewController()\nwindow.rootViewController = a\n```\n"

  func page() -> SourcePage {
    SourcePage(language: "en", relativePath: "p.md", file: "p.md", text: Self.text, frontMatter: FrontMatter(), body: Self.text)
  }

  @Test("a build keeps each block's highlighted code with its result; entries a check cached gain it once")
  func highlightedCodeIsCached() throws {
    let scratch = Scratch()
    let folder = scratch.path + "/cache"
    // check: results cached, no highlighting.
    let checked = PageRunner(cache: ScenarioCache(folder: folder)).run(page())
    #expect(checked.blocks.map(\.highlighted) == [nil])
    let code = try #require(checked.blocks.first?.block.code)

    // build, in a new process's cache (disk only): highlighted once, stored with the result.
    var building = PageRunner(cache: ScenarioCache(folder: folder))
    building.highlights = true
    #expect(building.run(page()).blocks.map(\.highlighted) == [SwiftHighlighter.html(code)])

    // Another build reads it back from disk.
    var again = PageRunner(cache: ScenarioCache(folder: folder))
    again.highlights = true
    #expect(again.run(page()).blocks.map(\.highlighted) == [SwiftHighlighter.html(code)])
    let files = tree(at: folder + "/v1").values.map { String(decoding: $0, as: UTF8.self) }
    #expect(files.count == 1 && files[0].contains("\"highlighted\""))
  }
}
