import Testing

@testable import ScenarioKit

/// Classes with many members and long chains of classes: lookups that scanned every method for
/// every engine callback made such scenarios take seconds.
@Suite struct ClassTableTests {
  @Test("a class of 2 000 methods, made and pushed 300 times, runs (methods are looked up, not scanned)")
  func manyMethodsRun() {
    let methods = (0..<2000).map { "  func m\($0)() {}\n" }.joined()
    let source =
      "class Big: UIViewController {\n\(methods)}\n"
      + "let nav = UINavigationController(rootViewController: Big())\nwindow.rootViewController = nav\n"
      + "for _ in 0..<300 { nav.pushViewController(Big(), animated: false) }\nprint(nav.viewControllers.count)\n"
    let outcome = run(source)
    #expect(outcome.error == nil)
    #expect(outcome.lines.last == "301")
  }

  @Test(
    "the first of two methods of one name is the one a base-name selector finds; overrides are found through the chain")
  func lookupsFollowDeclarationOrderAndTheChain() {
    var table = ClassTable()
    let classes =
      Scenario.parse(
        source: """
          class A: UIViewController {
              func unwindToA(_ segue: UIStoryboardSegue) {}
              func unwindToA(from segue: UIStoryboardSegue) {}
              var count = 0
          }
          class B: A {
              override func viewDidLoad() { super.viewDidLoad() }
          }
          """,
        origin: SourceOrigin(file: "test.md", firstLine: 1)
      ).program?.classes ?? []
    #expect(table.add(classes).isEmpty)
    #expect(table.method(selector: "unwindToA", in: "B").map { "\($0.1).\($0.0.signature)" } == "A.unwindToA(_:)")
    #expect(table.method(selector: "unwindToA(from:)", in: "B")?.1 == "A")
    #expect(table.method(selector: "viewDidLoad()", in: "B")?.1 == "B")
    #expect(table.method(selector: "viewDidLoad()", in: "A") == nil)
    #expect(table.storedProperty("count", in: "B")?.name == "count")
    #expect(table.declaresMember("count") && !table.declaresMember("title"))
  }
}
