import Testing

@testable import ScenarioKit

/// Errors found while running: each stops the scenario at its position with a stable id.
@Suite struct RuntimeErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let id: DiagnosticID
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "wrong labels",
      source: "let a = UIViewController()\nlet b = UIViewController()\na.present(b, animate: true)",
      id: DiagnosticID.arguments,
      message: "'present' is called as 'present(_:animated:completion:)', not with the labels (_:animate:)",
      line: 3, column: 1),
    Case(
      name: "lifecycle called directly",
      source: "let a = UIViewController()\na.viewWillAppear(true)", id: DiagnosticID.unknownMember,
      message: "value of type 'UIViewController' has no member 'viewWillAppear'", line: 2, column: 3),
    Case(
      name: "missing override",
      source: "class A: UIViewController {\n  func viewDidLoad() {}\n}", id: DiagnosticID.classDeclaration,
      message: "overriding declaration requires an 'override' keyword: 'viewDidLoad()'", line: 2, column: 8),
    Case(
      name: "misspelt override",
      source: "class A: UIViewController {\n  override func viewWillAppear() {}\n}", id: DiagnosticID.classDeclaration,
      message: "method does not override any method from its superclass; UIKit's is 'viewWillAppear(_:)'", line: 2,
      column: 17),
    Case(
      name: "self outside a class", source: "print(self)", id: DiagnosticID.unsupported,
      message: "'self' is available only inside class bodies", line: 1, column: 7),
    Case(
      name: "index out of range", source: "let list = [UIViewController()]\nprint(list[1])", id: DiagnosticID.index,
      message: "index 1 is out of range (the array has 1 element)", line: 2, column: 12),
    Case(
      name: "forced cast", source: "let a = UIViewController()\nlet nav = a as! UINavigationController",
      id: DiagnosticID.unwrap, message: "could not cast value of type 'UIViewController' to 'UINavigationController'",
      line: 2, column: 11),
    Case(
      name: "identity on numbers", source: "assert(1 === 1)", id: DiagnosticID.type,
      message: "'===' compares objects; an Int is not one", line: 1, column: 8),
    Case(
      name: "read-only UIKit property", source: "let a = UIViewController()\na.parent = UIViewController()",
      id: DiagnosticID.uikit, message: "", line: 2, column: 1),
    Case(
      name: "reading through UIKit's optional", source: "let a = UIViewController()\nprint(a.parent.title)",
      id: DiagnosticID.unwrap,
      message:
        "value of optional type 'UIViewController?' must be unwrapped to refer to member 'title' of wrapped base type 'UIViewController'",
      line: 2, column: 16),
    Case(
      name: "reading through nil",
      source: "class H: NSObject { var next: UIViewController? }\nlet h = H()\nprint(h.next.title)",
      id: DiagnosticID.unwrap, message: "cannot read 'title' of nil; use '?.' to read through an optional",
      line: 3, column: 14),
    Case(
      name: "class used as a value", source: "let c = UIViewController", id: DiagnosticID.type,
      message:
        "'UIViewController' is a class; write 'UIViewController.self' to pass it, or 'UIViewController()' to make one",
      line: 1, column: 9),
    Case(
      name: "implicit controller with arguments", source: "let d = DetailViewController(item: 1)",
      id: DiagnosticID.arguments,
      message:
        "'DetailViewController' is not declared; an undeclared '…Controller' class can only be made with 'DetailViewController()'",
      line: 1, column: 9),
    Case(
      name: "storing a void result", source: "let a = UIViewController()\nlet r = a.loadViewIfNeeded()",
      id: DiagnosticID.type, message: "this call returns no value", line: 2, column: 9),
    Case(
      name: "unknown segue kind",
      source:
        "let a = UIViewController()\nstoryboard.segue(\"s\", from: a, to: DetailViewController.self, kind: .push)",
      id: DiagnosticID.type,
      message: "'kind:' takes '.show', '.present', '.presentModally(style)', '.custom' or '.unwind(action:)'",
      line: 2, column: 69),
  ]

  @Test(arguments: cases)
  func stopsWithADiagnostic(_ testCase: Case) {
    let outcome = run(testCase.source)
    let error = outcome.error
    #expect(error?.id == testCase.id)
    if !testCase.message.isEmpty {
      #expect(error?.message == testCase.message)
    }
    #expect(error?.location.line == testCase.line)
    #expect(error?.location.column == testCase.column)
  }

  @Test func nothingRunsWhenTheScenarioHasStaticErrors() {
    let outcome = run("print(\"before\")\ntypealias E = Int")
    #expect(outcome.lines.isEmpty)
    #expect(outcome.diagnostics.count == 1)
  }
}
