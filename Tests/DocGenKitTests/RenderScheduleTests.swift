import Foundation
import Testing

@testable import DocGenKit

@Suite("The render's schedule: search indexes made as soon as their pages are")
struct RenderScheduleTests {
  /// A page named `language/…`, shown in its own language and in those after `+`
  /// (`ko/a+zh` stands in for the Chinese page too).
  static func languages(of page: String) -> Set<String> {
    let parts = page.split(separator: "+").map(String.init)
    return Set([String(parts[0].prefix { $0 != "/" })] + parts.dropFirst())
  }

  static func describe(_ steps: [RenderSchedule<String>.Step]) -> [String] {
    steps.map { step in
      switch step {
      case .page(let page): page
      case .index(let language): "index " + language
      }
    }
  }

  @Test("each index comes right after the last page its language shows; a language with none comes first")
  func order() {
    let schedule = RenderSchedule(
      pages: ["en/a", "en/b", "ko/a+zh", "zh/b", "en/c"], languages: ["en", "ko", "zh", "fr"],
      languagesOf: Self.languages)
    #expect(
      Self.describe(schedule.steps) == [
        "index fr", "en/a", "en/b", "ko/a+zh", "index ko", "zh/b", "index zh", "en/c", "index en",
      ])
    let none = RenderSchedule(pages: ["en/a"], languages: [], languagesOf: Self.languages)
    #expect(Self.describe(none.steps) == ["en/a"])
  }

  @Test("on every core, an index is made only after all its pages finished, and the run always ends")
  func waits() {
    let pages = (0..<60).map { number -> String in
      let language = ["en", "ko", "zh"][number % 3]
      return "\(language)/\(number)" + (number % 7 == 0 ? "+fr" : "")
    }
    for round in 0..<20 {
      let schedule = RenderSchedule(pages: pages, languages: ["en", "ko", "zh", "fr"], languagesOf: Self.languages)
      let finished = Finished()
      let seen = schedule.steps.parallelMap { step -> (language: String, finished: Int)? in
        switch step {
        case .page(let page):
          // Uneven pages, so workers overtake one another.
          usleep(UInt32((page.hashValue & 0xFF) + round))
          finished.add(page)
          schedule.finished(page)
          return nil
        case .index(let language):
          schedule.waitForPages(of: language)
          return (language, finished.count { Self.languages(of: $0).contains(language) })
        }
      }
      for case let result? in seen {
        let (language, count) = result
        #expect(
          count == pages.filter { Self.languages(of: $0).contains(language) }.count, "\(language), round \(round)")
      }
    }
  }

  final class Finished: @unchecked Sendable {
    private var pages: [String] = []
    private let lock = NSLock()
    func add(_ page: String) { lock.withLock { pages.append(page) } }
    func count(where matches: (String) -> Bool) -> Int { lock.withLock { pages.filter(matches).count } }
  }
}
