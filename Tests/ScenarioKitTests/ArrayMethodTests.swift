import Testing

@testable import ScenarioKit

/// The everyday array methods, on numbers and on controllers (by identity).
@Suite("Array methods")
struct ArrayMethodTests {
  static let examples: [LogExample] = [
    LogExample(
      source: "let list = [3, 5, 3]\nprint(list.firstIndex(of: 3), list.lastIndex(of: 3), list.firstIndex(of: 9))",
      lines: ["Optional(0) Optional(2) nil"]),
    LogExample(
      source: "let list = [3, 5]\nprint(list.contains(5), list.contains(4), list.reversed())",
      lines: ["true false [5, 3]"]),
    LogExample(
      source:
        "let a = UIViewController()\nlet b = UIViewController()\nlet stack = [a, b]\nprint(stack.firstIndex(of: b), stack.contains(a))",
      lines: ["Optional(1) true"]),
    LogExample(source: "var list = [1]\nlist.append(2)\nlist.insert(0, at: 0)\nprint(list)", lines: ["[0, 1, 2]"]),
    LogExample(
      source: "var list = [1, 2, 3]\nlet gone = list.remove(at: 1)\nprint(gone, list, list.removeLast(), list)",
      lines: ["2 [1, 3] 3 [1]"]),
    LogExample(
      source:
        "var screens = [UIViewController()]\nscreens.append(UIViewController())\nprint(screens.count)\nscreens.removeAll()\nprint(\"emptied\")",
      lines: ["2", "UIViewController.deinit", "UIViewController#2.deinit", "emptied"]),
    LogExample(
      source:
        "var screens: [UIViewController] = []\nfor _ in 1...3 {\n  screens.append(UIViewController())\n}\nprint(screens.count)",
      lines: ["3"]),
  ]

  @Test("runs", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    var testDescription: String { message }
  }

  static let refused: [Refused] = [
    Refused(
      source: "let list = [1]\nlist.append(2)",
      message: "cannot use mutating member on immutable value: 'list' is a 'let' constant"),
    Refused(source: "var list = [1]\nlist.remove(at: 3)", message: "index 3 is out of range (the array has 1 element)"),
    Refused(
      source: "var list: [Int] = []\nlist.removeLast()", message: "can't remove last element from an empty collection"),
    Refused(
      source: "print([1].append(2))",
      message:
        "cannot use mutating member 'append' here: in scenarios it changes an array held by a variable or a property ('list.append(…)')"
    ),
  ]

  @Test("refuses", arguments: refused)
  func refuses(_ example: Refused) {
    #expect(run(example.source).diagnostics.map(\.message) == [example.message])
  }
}
