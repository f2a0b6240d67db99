import Foundation
import Testing

@testable import DocGenKit

/// docs/tutorials.md says which scenario demonstrates which engine rule; keep it true.
@Suite("Tutorial coverage of the engine's rules")
struct TutorialCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let ruleIDs = [
    "P1", "P2", "P3", "P4", "P5", "P6", "P7", "D1", "D2", "D3", "D4", "D5", "G1", "G2", "G3", "G4", "G5",
    "C1", "C2", "C3", "C4", "C5", "C6", "N0", "N1", "N2", "N3", "N4", "N5", "T1", "S1", "S2", "S3", "S4",
    "X1", "X2", "X3", "W1", "W2", "W3", "R1", "R2",
  ]

  /// rule id → [(page, scenario id)] from the table in docs/tutorials.md.
  static func table() throws -> [String: [(page: String, id: String)]] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/tutorials.md"), encoding: .utf8)
    var rows: [String: [(String, String)]] = [:]
    for line in text.sourceLines where line.hasPrefix("| ") && !line.hasPrefix("| rule") && !line.hasPrefix("| ---") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2 else { continue }
      rows[cells[0]] = cells[1].split(separator: ",").map { reference in
        let parts = reference.trimmingCharacters(in: .whitespaces).split(separator: "#")
        return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
      }
    }
    return rows
  }

  @Test("every rule id of the engine is demonstrated on some page")
  func everyRuleHasARow() throws {
    let rows = try Self.table()
    #expect(Self.ruleIDs.filter { rows[$0]?.isEmpty ?? true } == [])
  }

  @Test("every scenario the table names exists on its page in every language", arguments: ["en", "zh", "ko"])
  func scenariosExist(language: String) throws {
    for (rule, references) in try Self.table() {
      for (page, id) in references {
        let file = Self.root.appendingPathComponent("Content/\(language)/\(page).md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let fence = "```swift scenario id=\(id)"
        #expect(
          text.contains(fence + " ") || text.contains(fence + "\n"),
          "\(rule): \(language)/\(page).md has no scenario '\(id)'")
      }
    }
  }
}
