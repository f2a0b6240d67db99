import Testing

@testable import ScenarioKit

/// Seeded random scenarios built from the subset's operations: the interpreter must never
/// crash, must stop on at most one error, and must give the same bytes on every run.
@Suite struct RandomScenarioTests {
  /// A small deterministic generator (SplitMix64), so failures reproduce from their seed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  static let names = ["a", "b", "c", "d"]
  static let styles = [
    ".fullScreen", ".pageSheet", ".formSheet", ".overFullScreen", ".currentContext", ".overCurrentContext",
    ".automatic",
  ]

  static func statement(_ g: inout Generator) -> String {
    let x = names[g.next(names.count)]
    let y = names[g.next(names.count)]
    switch g.next(16) {
    case 0: return "\(x).present(\(y), animated: \(g.next(2) == 0)) { print(\"presented \(y)\") }"
    case 1: return "\(x).dismiss(animated: true)"
    case 2: return "\(x).modalPresentationStyle = \(styles[g.next(styles.count)])"
    case 3: return "nav.pushViewController(\(x), animated: true)"
    case 4: return "_ = nav.popViewController(animated: true)"
    case 5: return "user.swipeDown(\(x))"
    case 6: return "user.swipeDown(\(x), releases: .cancel)"
    case 7: return "\(x).addChild(\(y))"
    case 8: return "\(x).removeFromParent()"
    case 9: return "\(x).view.addSubview(\(y).view)"
    case 10: return "window.rootViewController = \(x)"
    case 11: return "print(\"\(x) presents \\(\(x).presentedViewController) in \\(\(x).parent)\")"
    case 12: return "if \(x).presentingViewController != nil { \(x).dismiss(animated: false) }"
    case 13: return "do { let t = UIViewController()\n\(x).present(t, animated: true) }"
    case 14: return "user.swipeBack(nav)"
    default: return "printHierarchy()"
    }
  }

  static func scenario(seed: UInt64) -> String {
    var g = Generator(state: seed)
    var lines = [
      "let a = UIViewController()", "let b = UIViewController()", "let c = UIViewController()",
      "let d = UIViewController()", "let nav = UINavigationController(rootViewController: UIViewController())",
      "window.rootViewController = nav",
    ]
    for _ in 0..<(8 + g.next(12)) { lines.append(statement(&g)) }
    return lines.joined(separator: "\n")
  }

  @Test(arguments: 0..<150)
  func randomScenario(seed: Int) {
    let source = Self.scenario(seed: UInt64(seed))
    let scenario = Scenario.parse(source: source, origin: .standalone("seed-\(seed)"))
    #expect(scenario.diagnostics.isEmpty, "seed \(seed): \(scenario.diagnostics)")
    let first = ScenarioRunner.run(scenario, stepLimit: 2_000)
    let second = ScenarioRunner.run(scenario, stepLimit: 2_000)
    #expect(first.log == second.log, "seed \(seed) is not deterministic")
    #expect(first.diagnostics == second.diagnostics)
    #expect(first.diagnostics.filter { $0.severity == .error }.count <= 1, "seed \(seed)")
    if let error = first.error {
      #expect(
        [DiagnosticID.uikit, DiagnosticID.runaway].contains(error.id),
        "seed \(seed): unexpected \(error)\n\(source)")
    }
  }
}
