import Foundation
import Testing

@testable import ScenarioKit

/// The seed notes' observed device logs (../shared/seeds/002, `.fullScreen` and `.automatic`
/// between A and B, with `deinit`), compared with what the seed's own code prints when it runs
/// as a corpus case. Only the scenario's printed lines count (the engine's callback lines are
/// ours, not the device's); blank lines are the seed's `\n` padding.
@Suite("Seed snippets against their device logs")
struct SeedLogTests {
  struct Seed: CustomTestStringConvertible, Sendable {
    let corpusCase: String
    let presentLog: [String]
    let dismissLog: [String]
    var testDescription: String { corpusCase }
  }

  static let seeds = [
    Seed(
      corpusCase: "seed-002-fullscreen-lifecycle",
      presentLog: [
        "---------- [ viewWillDisappear - A vc ] ----------", "---------- [ viewWillAppear - B vc ] ----------",
        "---------- [ viewDidAppear - B vc ] ----------", "---------- [ viewDidDisappear - A vc ] ----------",
      ],
      dismissLog: [
        "---------- [ viewWillDisappear - B vc ] ----------", "---------- [ viewWillAppear - A vc ] ----------",
        "---------- [ viewDidAppear - A vc ] ----------", "---------- [ viewDidDisappear - B vc ] ----------",
        "Deinitialized - Next View Controller",
      ]),
    Seed(
      corpusCase: "seed-002-automatic-lifecycle",
      presentLog: [
        "---------- [ viewWillAppear - B vc ] ----------", "---------- [ viewDidAppear - B vc ] ----------",
      ],
      dismissLog: [
        "---------- [ viewWillDisappear - B vc ] ----------", "---------- [ viewDidDisappear - B vc ] ----------",
        "Deinitialized - Next View Controller",
      ]),
  ]

  @Test(arguments: seeds)
  func printsWhatTheDevicePrinted(_ seed: Seed) throws {
    let url = CorpusTests.corpusDirectory.appendingPathComponent("\(seed.corpusCase).swift")
    let outcome = run(try String(contentsOf: url, encoding: .utf8))
    #expect(outcome.succeeded)
    let printed = outcome.events.compactMap { event -> String? in
      if case .printed(let text) = event.kind { return text }
      return nil
    }.flatMap { $0.split(separator: "\n").map(String.init) }
    let present = try #require(printed.firstIndex(of: "A -> B"))
    let dismiss = try #require(printed.firstIndex(of: "B -> A"))
    #expect(Array(printed[(present + 1)..<dismiss]) == seed.presentLog)
    #expect(Array(printed[(dismiss + 1)...]) == seed.dismissLog)
  }
}
