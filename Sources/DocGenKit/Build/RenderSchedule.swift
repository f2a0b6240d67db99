import Foundation
import Workers

/// The order of a build's render work: every page, and each language's search index right
/// after the last page that language shows, so the indexes of languages whose pages are done
/// are made while later pages still render (at the end of a 3 000-page build they were a
/// tenth of a second with one core idle).
///
/// An index waits until every page it shows has finished. Workers take steps in this order,
/// so when one takes an index, every page the index waits for has already been taken by a
/// worker, and page steps wait for nothing: waiting cannot deadlock.
struct RenderSchedule<Page: Sendable>: Sendable {
  enum Step: Sendable {
    case page(Page)
    case index(language: String)
  }

  let steps: [Step]
  private let languagesOf: @Sendable (Page) -> Set<String>
  private let countdowns: [String: Countdown]

  /// `languagesOf`: the languages whose indexes hold a page (its own, and those it stands in
  /// for as a fallback).
  init(pages: [Page], languages: [String], languagesOf: @escaping @Sendable (Page) -> Set<String>) {
    let shown = pages.map(languagesOf)
    var after: [Int: [Step]] = [:]
    var countdowns: [String: Countdown] = [:]
    for language in languages {
      let showing = shown.indices.filter { shown[$0].contains(language) }
      countdowns[language] = Countdown(showing.count)
      after[showing.last ?? -1, default: []].append(.index(language: language))
    }
    var steps = after[-1] ?? []
    for (position, page) in pages.enumerated() {
      steps.append(.page(page))
      steps += after[position] ?? []
    }
    self.steps = steps
    self.languagesOf = languagesOf
    self.countdowns = countdowns
  }

  /// Call once for every page step, when it is done (failed or not).
  func finished(_ page: Page) {
    for language in languagesOf(page) { countdowns[language]?.arrive() }
  }

  /// Returns once every page of `language` is finished.
  func waitForPages(of language: String) {
    countdowns[language]?.wait()
  }
}
