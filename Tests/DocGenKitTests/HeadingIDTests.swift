import Foundation
import Testing

@testable import DocGenKit

@Suite("GitHub's heading ids and in-page links")
struct HeadingIDTests {
  @Test(
    "GitHub's slug: lowercased, punctuation but - and _ dropped, each space a dash, every script's letters kept",
    arguments: [
      ("Presenting vs. presented", "presenting-vs-presented"),
      ("뷰 컨트롤러 생명주기", "뷰-컨트롤러-생명주기"),
      ("视图控制器：生命周期", "视图控制器生命周期"),
      ("viewWillAppear(_:)", "viewwillappear_"),
      ("A / B", "a--b"),
      ("C++ & Swift 5.9", "c--swift-59"),
      ("Ünïcödé Title", "ünïcödé-title"),
      ("🚀 Launch", "-launch"),
      ("  spaced  ", "--spaced--"),
      ("モーダル表示とは？", "モーダル表示とは"),
      ("1. Ｆｕｌｌ width", "1-ｆｕｌｌ-width"),
      ("snake_case-and-kebab", "snake_case-and-kebab"),
    ])
  func slug(heading: String, id: String) {
    #expect(GitHubSlugger.slug(heading) == id)
  }

  @Test("repeated headings get -1, -2, skipping ids already taken")
  func repeats() {
    var slugger = GitHubSlugger()
    #expect(
      ["Intro", "Intro", "Intro-1", "Intro"].map { slugger.slug(for: $0) } == [
        "intro", "intro-1", "intro-1-1", "intro-2",
      ])
  }

  @Test("a page carries GitHub's ids beside its own; in-page links to either resolve, others are errors at their place")
  func inPageLinks() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let note = """
      # First page

      [목차](#뷰-컨트롤러-생명주기) · [again](#intro-1) · [method](#viewwillappear_) · [ours](#intro-2) · [top](#top)
      · <a href="#own">own</a> · [encoded](#%EB%B7%B0-%EC%BB%A8%ED%8A%B8%EB%A1%A4%EB%9F%AC-%EC%83%9D%EB%AA%85%EC%A3%BC%EA%B8%B0)

      ## 뷰 컨트롤러 생명주기

      ## Intro

      ## Intro

      ## viewWillAppear(_:)

      <p id="own">An element of the note's own.</p>

      [nowhere](#does-not-exist) and <a href="#nor-here">here</a>.

      """
    try scratch.write(note, to: "Content/en/first.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(
      headlines(report, under: scratch.path) == [
        "Content/en/first.md:16:11: error: no heading or element has the id 'does-not-exist' on this page",
        "Content/en/first.md:16:35: error: no heading or element has the id 'nor-here' on this page",
      ])
    try scratch.write(
      note.replacingOccurrences(of: "[nowhere](#does-not-exist) and <a href=\"#nor-here\">here</a>.", with: ""),
      to: "Content/en/first.md")
    let fixed = build(content, into: scratch.path + "/site")
    #expect(headlines(fixed, under: scratch.path) == [])
    let page = try String(contentsOfFile: scratch.path + "/site/en/first/index.html", encoding: .utf8)
    #expect(page.contains("<h2 data-section=\"§2\" id=\"intro\">Intro"))
    #expect(page.contains("<h2 data-section=\"§3\" id=\"intro-2\"><span id=\"intro-1\"></span>Intro"))
    #expect(page.contains("id=\"viewwillappear\"><span id=\"viewwillappear_\"></span>viewWillAppear(_:)"))
    // Where both rules agree, no second id.
    #expect(page.contains("<h2 data-section=\"§1\" id=\"뷰-컨트롤러-생명주기\">뷰 컨트롤러 생명주기"))
  }
}
