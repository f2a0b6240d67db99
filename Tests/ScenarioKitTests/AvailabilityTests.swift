import Testing

@testable import ScenarioKit

/// `#available` and `#unavailable`, checked against the iOS version scenarios run on.
@Suite("#available")
struct AvailabilityTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let condition: String
    let iOS: String
    let holds: Bool
    var testDescription: String { "\(condition) on iOS \(iOS)" }
  }

  static let cases: [Case] = [
    Case(condition: "#available(iOS 15, *)", iOS: "17", holds: true),
    Case(condition: "#available(iOS 17, *)", iOS: "17", holds: true),
    Case(condition: "#available(iOS 17.4, *)", iOS: "17", holds: false),
    Case(condition: "#available(iOS 17.4, *)", iOS: "17.4", holds: true),
    Case(condition: "#available(iOS 18, *)", iOS: "17", holds: false),
    Case(condition: "#available(macOS 14, *)", iOS: "13", holds: true),
    Case(condition: "#available(iOS 16, macOS 13, *)", iOS: "15", holds: false),
    Case(condition: "#unavailable(iOS 16)", iOS: "15", holds: true),
    Case(condition: "#unavailable(iOS 16)", iOS: "17", holds: false),
  ]

  @Test("holds", arguments: cases)
  func holds(_ example: Case) throws {
    let version = try #require(PlatformVersion(parsing: example.iOS))
    let session = ScenarioSession(iOS: version)
    let outcome = session.run(
      Scenario.parse(
        source: "if \(example.condition) {\n  print(\"yes\")\n} else {\n  print(\"no\")\n}", origin: .standalone()))
    #expect(outcome.diagnostics.map(\.message) == [])
    #expect(outcome.lines == [example.holds ? "yes" : "no"])
  }

  @Test("iOS 17 when nothing says otherwise")
  func defaultVersion() {
    #expect(run("if #available(iOS 17, *) {\n  print(\"17\")\n}").lines == ["17"])
    #expect(run("if #available(iOS 18, *) {\n  print(\"18\")\n}").lines == [])
  }

  @Test(
    "what swiftc rejects",
    arguments: [
      ("if #available(iOS 15) {}", "must handle potential future platforms with '*'"),
      ("if #unavailable(iOS 15, *) {}", "platform wildcard '*' is always implicit in #unavailable"),
    ])
  func rejects(_ example: (String, String)) {
    #expect(run(example.0).diagnostics.map(\.message) == [example.1])
  }

  @Test(
    "versions parse as site.yml writes them",
    arguments: [("17", "17"), ("16.4", "16.4"), ("17.0.1", "17"), ("x", nil), ("", nil), ("17.", nil), ("-1", nil)])
  func parsing(_ example: (String, String?)) {
    #expect(PlatformVersion(parsing: example.0)?.description == example.1)
  }
}
