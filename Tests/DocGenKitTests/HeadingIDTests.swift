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
}
