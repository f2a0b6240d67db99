import Testing

@testable import ScenarioKit

/// `enum` declarations and `switch`: what runs, and what Swift would not compile.
@Suite("enum and switch")
struct SwitchTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "a scenario enum, every case covered",
      source: """
        enum Layout { case list, grid }
        for layout in [Layout.list, .grid] {
          switch layout {
          case .list:
            print("rows")
          case .grid:
            print("tiles")
          }
        }
        """,
      lines: ["rows", "tiles"]),
    LogExample(
      name: "several patterns in a case, and default",
      source: "let n = 3\nswitch n {\ncase 1, 2:\n  print(\"small\")\ndefault:\n  print(\"other\")\n}",
      lines: ["other"]),
    LogExample(
      name: "'break' as a case's only statement does nothing",
      source: "let n = 2\nswitch n {\ncase 2:\n  break\ndefault:\n  print(\"other\")\n}\nprint(\"done\")",
      lines: ["done"]),
    LogExample(
      name: "a UIKit enum value needs no default",
      source: """
        let a = UIViewController()
        a.modalPresentationStyle = .pageSheet
        switch a.modalPresentationStyle {
        case .fullScreen, .overFullScreen:
          print("covers")
        case .pageSheet, .formSheet:
          print("card")
        }
        """,
      lines: ["card"]),
    LogExample(
      name: "each case is a scope: what it made is freed at its end",
      source:
        "switch true {\ncase true:\n  let temp = UIViewController()\n  print(\"made\")\ncase false:\n  print(\"no\")\n}\nprint(\"after\")",
      lines: ["made", "temp.deinit", "after"]),
    LogExample(
      name: "a method returns from inside a switch",
      source: """
        enum Step { case first, second }
        class Flow: UIViewController {
          func title(for step: Step) -> String {
            switch step {
            case .first:
              return "One"
            case .second:
              return "Two"
            }
          }
        }
        let flow = Flow()
        print(flow.title(for: .second))
        """,
      lines: ["Two"]),
  ]

  @Test("runs", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    let notes: [String]
    let line: Int
    var testDescription: String { message + " " + notes.joined() }
  }

  static let refused: [Refused] = [
    Refused(
      source: "enum Layout { case list, grid, cards }\nlet l = Layout.list\nswitch l {\ncase .list:\n  print(1)\n}",
      message: "switch must be exhaustive", notes: ["add missing case: '.grid'", "add missing case: '.cards'"], line: 3),
    Refused(
      source: "let n = 1\nswitch n {\ncase 1:\n  print(1)\n}", message: "switch must be exhaustive",
      notes: ["add a default clause"], line: 2),
    Refused(
      source: "let n = 1\nswitch n {\ndefault:\n  print(1)\ncase 1:\n  print(2)\n}",
      message: "additional 'case' blocks cannot appear after the 'default' block of a 'switch'", notes: [], line: 5),
    Refused(
      source: "let n = 1\nswitch n {\ncase 1:\ndefault:\n  print(2)\n}",
      message: "'case' label in a 'switch' must have at least one executable statement", notes: [], line: 3),
    Refused(
      source: "enum Layout { case list }\nprint(Layout.table)", message: "type 'Layout' has no member 'table'",
      notes: [], line: 2),
    Refused(
      source: "enum Code<T> { case a }", message: "generic enums are not supported in scenarios", notes: [], line: 1),
    Refused(
      source: "enum Layout { case list }\nenum Layout { case grid }", message: "invalid redeclaration of 'Layout'",
      notes: [], line: 2),
  ]

  @Test("refuses", arguments: refused)
  func refuses(_ example: Refused) {
    let outcome = run(example.source)
    #expect(outcome.diagnostics.map(\.message) == [example.message])
    #expect(outcome.diagnostics.first?.notes.map(\.message) == example.notes)
    #expect(outcome.diagnostics.first?.location.line == example.line)
    #expect(outcome.lines.isEmpty, "nothing runs")
  }
}
