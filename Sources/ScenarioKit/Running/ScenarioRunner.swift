/// Runs a page's scenario blocks: each block without `continue` on a fresh session, each
/// `continue` block on the previous block's session.
public enum ScenarioRunner {
  /// One block of a page, as the Markdown front end found it.
  public struct Block: Sendable {
    public var scenario: Scenario
    public var continues: Bool

    public init(scenario: Scenario, continues: Bool) {
      self.scenario = scenario
      self.continues = continues
    }
  }

  /// Runs one block on a fresh window.
  public static func run(_ scenario: Scenario, stepLimit: Int = 10_000) -> ScenarioOutcome {
    ScenarioSession(stepLimit: stepLimit).run(scenario)
  }

  /// Runs a page's blocks in order. A `continue` block that is the page's first block gets a
  /// `scenario.continue` warning and runs on a fresh window.
  public static func runPage(_ blocks: [Block], stepLimit: Int = 10_000) -> [ScenarioOutcome] {
    var session: ScenarioSession?
    var outcomes: [ScenarioOutcome] = []
    for block in blocks {
      var warning: Diagnostic?
      if !block.continues || session == nil {
        if block.continues {
          warning = Diagnostic(
            .warning, DiagnosticID.continuation, at: block.scenario.origin.location(of: block.scenario.origin.start),
            "'continue' on the page's first scenario block: it starts from a fresh window")
        }
        session = ScenarioSession(stepLimit: stepLimit)
      }
      var outcome = session!.run(block.scenario)
      if let warning { outcome.diagnostics.insert(warning, at: 0) }
      outcomes.append(outcome)
    }
    return outcomes
  }
}
