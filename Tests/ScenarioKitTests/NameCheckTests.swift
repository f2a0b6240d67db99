import DocEngine
import Foundation
import Testing

@testable import ScenarioKit

/// The names and members of a block, checked before it runs (`NameCheck`): every one that is
/// nothing is reported at once, in swiftc's words, with a near miss only among real names;
/// whatever the check cannot tell without running is left to the run.
@Suite("Names checked before running: every unknown name at once")
struct NameCheckTests {
  /// A block and every diagnostic it gets, in order (`message` or `message | note`).
  struct Finding: CustomTestStringConvertible, Sendable {
    let rule: String
    let source: String
    let diagnostics: [String]
    var testDescription: String { rule }
  }

  static let header = """
    protocol PickerDelegate: AnyObject {
        func didPick(_ name: String)
    }
    struct Item {
        var name: String
        var count = 0
    }
    enum Tab: Int, CaseIterable { case home, settings }
    class Counter {
        static var total = 0
        static let shared = Counter()
        func bump() { Counter.total += 1 }
    }

    """

  static func within(_ body: String) -> String {
    header + "class Detail: UIViewController {\n"
      + "    var item: Item?\n    var items: [String] = []\n    weak var delegate: PickerDelegate?\n"
      + "    func check() {\n" + body + "\n    }\n}\n"
  }

  static let found: [Finding] = [
    Finding(
      rule: "a misspelt property of self, assigned, in a method never called",
      source: within("        self.titel = \"Detail\""),
      diagnostics: [
        "value of type 'Detail' has no member 'titel'; did you mean 'title'? | replace 'titel' with 'title'"
      ]),
    Finding(
      rule: "a UIKit method misspelt through an optional UIKit property of self",
      source: within("        navigationController?.pushViewControler(UIViewController(), animated: true)"),
      diagnostics: [
        "value of type 'UINavigationController' has no member 'pushViewControler'; did you mean 'pushViewController'? | replace 'pushViewControler' with 'pushViewController'"
      ]),
    Finding(
      rule: "a name nothing in scope declares",
      source: within("        print(undefinedThing)"),
      diagnostics: ["cannot find 'undefinedThing' in scope"]),
    Finding(
      rule: "an array's member, its type printed as swiftc prints it",
      source: within("        items.apend(\"x\")"),
      diagnostics: [
        "value of type '[String]' has no member 'apend'; did you mean 'append'? | replace 'apend' with 'append'"
      ]),
    Finding(
      rule: "a protocol's member, through a weak delegate",
      source: within("        delegate?.didPik(\"a\")"),
      diagnostics: [
        "value of type 'any PickerDelegate' has no member 'didPik'; did you mean 'didPick'? | replace 'didPik' with 'didPick'"
      ]),
    Finding(
      rule: "a struct's field, through an optional property",
      source: within("        print(item?.nmae ?? \"none\")"),
      diagnostics: [
        "value of type 'Item' has no member 'nmae'; did you mean 'name'? | replace 'nmae' with 'name'"
      ]),
    Finding(
      rule: "a static member and an enum case, on their types",
      source: within("        print(Counter.totl, Tab.hom)"),
      diagnostics: [
        "type 'Counter' has no member 'totl'; did you mean 'total'? | replace 'totl' with 'total'",
        "type 'Tab' has no member 'hom'; did you mean 'home'? | replace 'hom' with 'home'",
      ]),
    Finding(
      rule: "a method, through a static property's type",
      source: within("        Counter.shared.bumpp()"),
      diagnostics: ["value of type 'Counter' has no member 'bumpp'; did you mean 'bump'? | replace 'bumpp' with 'bump'"]
    ),
    Finding(
      rule: "a member of a local made with a UIKit initializer",
      source: within("        let other = UIViewController()\n        other.dismis(animated: true)"),
      diagnostics: [
        "value of type 'UIViewController' has no member 'dismis'; did you mean 'dismiss'? | replace 'dismis' with 'dismiss'"
      ]),
    Finding(
      rule: "a member of a controller's view",
      source: within("        view.backgroundColr = .red"),
      diagnostics: [
        "value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'? | replace 'backgroundColr' with 'backgroundColor'"
      ]),
    Finding(
      rule: "a member of a parameter with a written type",
      source: header
        + "class Detail: UIViewController {\n    func show(_ other: Detail) {\n        other.shw(self)\n    }\n}",
      diagnostics: [
        "value of type 'Detail' has no member 'shw'; did you mean 'show'? | replace 'shw' with 'show'"
      ]),
    Finding(
      rule: "a member of a cast's result",
      source: header
        + "class Detail: UIViewController {\n    var count = 0\n}\nlet shown: UIViewController = Detail()\nif let detail = shown as? Detail {\n    print(detail.cuont)\n}",
      diagnostics: [
        "value of type 'Detail' has no member 'cuont'; did you mean 'count'? | replace 'cuont' with 'count'"
      ]),
    Finding(
      rule: "a loop's element, typed by the array",
      source: header + "let list = [Item(name: \"a\")]\nfor element in list {\n    print(element.nam)\n}",
      diagnostics: ["value of type 'Item' has no member 'nam'; did you mean 'name'? | replace 'nam' with 'name'"]),
    Finding(
      rule: "a misspelt global at the top level",
      source: "let detail = UIViewController()\nwindow.rootViewController = detial",
      diagnostics: ["cannot find 'detial' in scope; did you mean 'detail'? | replace 'detial' with 'detail'"]),
    Finding(
      rule: "a far miss gets no suggestion",
      source: "let a = UIViewController()\nprint(a.presentingControllerOfView)",
      diagnostics: ["value of type 'UIViewController' has no member 'presentingControllerOfView'"]),
  ]

  @Test(arguments: found)
  func reportsWhatSwiftcReports(_ finding: Finding) {
    let outcome = run(finding.source)
    #expect(
      outcome.diagnostics.map { ([$0.message] + $0.notes.map(\.message)).joined(separator: " | ") }
        == finding.diagnostics)
    #expect(outcome.lines.isEmpty, "a block with unknown names does not run")
  }

  @Test("one pass reports every unknown name and member of the block, in source order, none of them run")
  func everyProblemAtOnce() {
    let outcome = run(
      Self.within(
        """
                self.titel = "Detail"
                items.apend("x")
                delegate?.didPik("a")
                navigationController?.pushViewControler(UIViewController(), animated: true)
                print(item?.nmae ?? "none", undefinedThing)
                Counter.shared.bumpp()
        """) + "let detail = Detail()\nwindow.rootViewController = detail\ndetail.itemz = []")
    #expect(
      outcome.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.id)" } == [
        "19:14 scenario.unknown-member", "20:15 scenario.unknown-member", "21:19 scenario.unknown-member",
        "22:31 scenario.unknown-member", "23:21 scenario.unknown-member", "23:37 scenario.unknown-name",
        "24:24 scenario.unknown-member", "29:8 scenario.unknown-member",
      ])
    #expect(outcome.lines.isEmpty)
  }

  @Test("the names earlier blocks of the session declared are known, and their members checked")
  func earlierBlocksNames() {
    let session = ScenarioSession()
    let first = session.run(
      Scenario.parse(
        source: "class Home: UIViewController {\n    var count = 0\n}\nlet home = Home()",
        origin: SourceOrigin(file: "t.md", firstLine: 1)))
    #expect(first.diagnostics.isEmpty)
    let second = session.run(
      Scenario.parse(
        source: "home.count += 1\nextension Home {\n    func reset() { cuont = 0 }\n}\nprint(hme.count)",
        origin: SourceOrigin(file: "t.md", firstLine: 10)))
    #expect(
      second.diagnostics.map(\.message) == [
        "cannot find 'cuont' in scope; did you mean 'count'?", "cannot find 'hme' in scope; did you mean 'home'?",
      ])
    #expect(second.diagnostics.map(\.location.line) == [12, 14])
  }

  @Test("a class that cannot be declared does not make its own members' uses fail again")
  func noCascadeFromARefusedClass() {
    let outcome = run(
      """
      class Cell: UIButton {
          var count = 0
          func bump() { count += 1 }
      }
      extension Cell {
          func reset() { count = 0 }
      }
      """)
    #expect(outcome.diagnostics.map(\.id) == [.notSimulated])
  }

  /// Blocks the check leaves alone: what it cannot tell without running. Each runs up to a
  /// `print("ran")`, so any error is the run's, not the check's.
  struct LeftToTheRun: CustomTestStringConvertible, Sendable {
    let rule: String
    let source: String
    /// The run's error, or nil when the block runs to its end.
    let error: String?
    var testDescription: String { rule }
  }

  static let leftToTheRun: [LeftToTheRun] = [
    LeftToTheRun(
      rule: "an untyped closure parameter",
      source: "let controllers = [UIViewController()]\nprint(\"ran\")\ncontrollers.forEach { $0.titel = \"x\" }",
      error: "value of type 'UIViewController' has no member 'titel'; did you mean 'title'?"),
    LeftToTheRun(
      rule: "a value typed 'Any'",
      source: "let thing: Any = 1\nprint(\"ran\")\nprint(thing.size)",
      error: "value of type 'Int' has no member 'size'"),
    LeftToTheRun(
      rule: "a member reached through an optional without '?' or '!' (swiftc's unwrap error, the run's)",
      source:
        "class Home: UIViewController {\n    func go() {\n        navigationController.pushViewControler(UIViewController(), animated: true)\n    }\n}\nprint(\"ran\")\nHome().go()",
      error:
        "value of optional type 'UINavigationController?' must be unwrapped to refer to member 'pushViewControler' of wrapped base type 'UINavigationController'"
    ),
    LeftToTheRun(
      rule: "a subclass's member reached through its superclass's type (the interpreter finds it)",
      source:
        "class Detail: UIViewController {\n    var name = \"d\"\n}\nlet shown: UIViewController = Detail()\nprint(\"ran\")\nprint(shown.name)",
      error: nil),
    LeftToTheRun(
      rule: "a name in an Apple framework's style the interpreter does not know (it may be real API)",
      source: "print(\"ran\")\nlet badge = UIBadgeView()",
      error: "cannot find 'UIBadgeView' in scope"),
    LeftToTheRun(
      rule: "a local used before its declaration (swiftc's error of another kind)",
      source: "func f() {\n    print(later)\n    let later = 1\n}\nprint(\"ran\")\nf()",
      error: "cannot find 'later' in scope"),
    LeftToTheRun(
      rule: "a protocol extension's unqualified names (whatever conforms has them)",
      source:
        "protocol Named: AnyObject {}\nextension Named {\n    func describe() -> String { nickname }\n}\nclass Pet: Named {\n    var nickname = \"Rex\"\n}\nprint(\"ran\")\nprint(Pet().describe())",
      error: nil),
  ]

  @Test(arguments: leftToTheRun)
  func leavesWhatItCannotTellToTheRun(_ example: LeftToTheRun) {
    let outcome = run(example.source)
    #expect(outcome.lines.first == "ran", "the check refused the block: \(outcome.diagnostics.map(\.message))")
    #expect(outcome.error?.message == example.error)
  }

  static let neverReported: [LogExample] = [
    LogExample(
      name: "a global declared after the class that uses it",
      source: "class Home {\n    func greet() { print(greeting) }\n}\nlet greeting = \"hi\"\nHome().greet()",
      lines: ["hi", "Home.deinit"]),
    LogExample(
      name: "guard let self in a closure, then self's members",
      source: """
        class Home: UIViewController {
            var count = 1
            func later() {
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    print(self.count, count)
                }
            }
        }
        let home = Home()
        home.later()
        """,
      lines: ["1 1"]),
    LogExample(
      name: "a UIKit class's extension names its members unqualified",
      source: """
        extension UIViewController {
            func describeTitle() -> String { title ?? "untitled" }
        }
        let a = UIViewController()
        a.title = "A"
        print(a.describeTitle())
        """,
      lines: ["A"]),
    LogExample(
      name: "nested types and static members, qualified and not",
      source: """
        class ListViewController: UIViewController {
            enum Section: CaseIterable { case header, rows }
            static let defaultSection = Section.rows
            func sections() -> [Section] { Section.allCases }
        }
        print(ListViewController().sections().count, ListViewController.defaultSection)
        """,
      lines: ["2 rows", "ListViewController.deinit"]),
    LogExample(
      name: "UIKit names refused elsewhere are real, never 'no member'",
      source: """
        class Card {
            var layer = 2
        }
        print(Card().layer)
        """,
      lines: ["2", "Card.deinit"]),
  ]

  @Test(arguments: neverReported)
  func validCodeIsNotReported(_ example: LogExample) {
    example.check()
  }

  /// The measure of "no false positives": every corpus snippet and seed runs the same with
  /// the check as without it, unless running meets a name that is nothing, which the check
  /// then reports at the same place (with the rest of the block's).
  @Test("on the corpus and the seeds, the check reports only what running meets")
  func agreesWithRunningOnTheCorpus() throws {
    var reported = 0
    for name in CorpusTests.names {
      let source = try String(
        contentsOf: CorpusTests.corpusDirectory.appendingPathComponent("\(name).swift"), encoding: .utf8)
      let scenario = Scenario.parse(source: source, origin: SourceOrigin(file: "Corpus/\(name).swift"))
      let stepLimit = CorpusTests.stepLimit(in: source) ?? 10_000
      let unchecked = ScenarioSession(stepLimit: stepLimit)
      unchecked.checksNamesBeforeRunning = false
      let ran = unchecked.run(scenario)
      let checked = ScenarioSession(stepLimit: stepLimit).run(scenario)
      let names: [DiagnosticID] = [.unknownName, .unknownMember]
      let found = checked.diagnostics.filter { names.contains($0.id) }
      reported += found.count
      guard let first = ran.diagnostics.first(where: { $0.severity == .error }), names.contains(first.id) else {
        #expect(checked.diagnostics.map(\.message) == ran.diagnostics.map(\.message), "\(name)")
        #expect(checked.lines == ran.lines, "\(name)")
        continue
      }
      #expect(
        found.contains { $0.location == first.location && $0.message == first.message },
        "\(name): running met \(first.message)")
    }
    #expect(reported == 2, "the corpus's two deliberate misspellings")
  }
}
