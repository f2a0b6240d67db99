import Foundation
import Testing

@testable import ScenarioKit

/// Every input the fuzzer (`make fuzz`, docs/fuzzing.md) found to crash or hang, kept here and
/// run exactly as the fuzz target runs it: it must now end, with diagnostics if it is wrong.
@Suite("Fuzzer findings")
struct FuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "FuzzRegressions")

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test(arguments: inputs)
  func endsWithoutCrashing(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let source = String(decoding: data, as: UTF8.self)
    let outcome = ScenarioRunner.run(Scenario.parse(source: source, origin: SourceOrigin(file: name)))
    #expect(outcome.diagnostics.contains { $0.severity == .error })
  }

  @Test("an '=' with a replacement character on one side is a parse error, not swift-syntax's trap")
  func equalsBesideReplacementCharacter() {
    let outcome = run("let a \u{FFFD}= 1\n")
    #expect(
      outcome.error.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        == "1:8: '=' must have consistent whitespace on both sides")
  }

  @Test("the folder of findings is not empty (a test that cannot run would pass silently)")
  func findingsAreThere() {
    #expect(!Self.inputs.isEmpty)
  }
}
