import DocDiagnostics
import Foundation
import Testing

/// The registry and the docs that list its ids say the same.
@Suite struct DiagnosticIDTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The backquoted ids of the first column of a section's table: `| \`scenario.parse\` | …`.
  static func tableIDs(in text: String, section heading: String) -> [String] {
    guard let start = text.range(of: "\n" + heading + "\n") else { return [] }
    let rest = text[start.upperBound...]
    let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    return section.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| `") else { return nil }
      return line.dropFirst(3).split(separator: "`").first.map(String.init)
    }
  }

  @Test("docs/scenario-language.md §7 lists every scenario id, once, and nothing else")
  func scenarioLanguageListsTheScenarioIDs() throws {
    let listed = Self.tableIDs(in: try Self.text("docs/scenario-language.md"), section: "## 7. Diagnostic ids")
    let registered = DiagnosticID.allCases.map(\.rawValue).filter { $0.hasPrefix("scenario.") }
    #expect(listed.count == Set(listed).count)
    #expect(Set(listed) == Set(registered))
  }

  @Test("every id the docs and the README name is in the registry")
  func namedIDsAreRegistered() throws {
    let areas = Set(DiagnosticID.allCases.compactMap { $0.rawValue.split(separator: ".").first.map(String.init) })
    // Names in an id's form that are something else: a SARIF property.
    let notIDs: Set = ["run.tool"]
    let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    for path in docs + ["README.md"] {
      for quoted in try Self.text(path).split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where quoted.offset % 2 == 1 {
        let name = String(quoted.element)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, areas.contains(String(parts[0])),
          parts[1].allSatisfy({ $0.isLowercase || $0 == "-" }), !parts[1].isEmpty, !notIDs.contains(name)
        else { continue }
        #expect(DiagnosticID(rawValue: name) != nil, "\(path) names '\(name)', which no diagnostic has")
      }
    }
  }
}
