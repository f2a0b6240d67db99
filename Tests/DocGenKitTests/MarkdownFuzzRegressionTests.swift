import Foundation
import Testing

@testable import DocGenKit

/// Every input the Markdown fuzz target (`FuzzMarkdown`, docs/fuzzing.md) found, kept here and
/// run exactly as the target runs it (`MarkdownExtensionCheck`, first byte the selector): every
/// property must now hold.
@Suite("Fuzzer findings (Markdown)")
struct MarkdownFuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "FuzzRegressions")

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test(arguments: inputs)
  func propertiesHold(_ name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    #expect(MarkdownExtensionCheck.run(data) == [])
  }

  @Test("the folder of findings is not empty (a test that cannot run would pass silently)")
  func findingsAreThere() {
    #expect(!Self.inputs.isEmpty)
  }
}
