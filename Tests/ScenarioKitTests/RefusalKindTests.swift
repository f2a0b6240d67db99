import Testing

@testable import ScenarioKit

/// A refused block says which of three things is wrong, never mixing them up: the code is not
/// Swift (swiftc's wording, fix-its included), it uses UIKit that DocEngine does not simulate
/// yet (named, with the page listing what runs), or it uses a Swift feature scenarios do not
/// support (named). Every problem of a block is reported in one pass, and a refused
/// declaration does not make its uses fail again.
@Suite("Refusals: what is missing, every problem at once")
struct RefusalKindTests {

  /// One refusal: the block, and the first diagnostic's id, kind and message.
  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let id: DiagnosticID
    let kind: ScenarioProblemKind
    let message: String
    var notes: [String]? = nil
    var testDescription: String { name }
  }

  static let notSimulatedPage = "(see \"What scenarios can use\" in docs/engine-api.md)"

  static let kinds: [Refusal] = [
    Refusal(
      name: "not Swift: a syntax error, in SwiftParser's words",
      source: "let a = UIViewController(\nwindow.rootViewController = a",
      id: .parse, kind: .notSwift, message: "expected ')' to end function call"),
    Refusal(
      name: "not Swift: a name nothing declares (no suggestion that replaces the whole name)",
      source: "let a = UIViewController()\nwindow.rootViewController = b",
      id: .unknownName, kind: .notSwift, message: "cannot find 'b' in scope"),
    Refusal(
      name: "not Swift: a pre-Swift-4.2 name, swiftc's renamed error",
      source: "let a = UIViewController()\nlet b = UIViewController()\na.addChildViewController(b)",
      id: .renamed, kind: .notSwift, message: "'addChildViewController(_:)' has been renamed to 'addChild(_:)'",
      notes: ["replace 'addChildViewController' with 'addChild'"]),
    Refusal(
      name: "UIKit not simulated: a member, named with its type and the page",
      source:
        "class A: UIViewController {\n    override func viewDidLoad() {\n        overrideUserInterfaceStyle = .dark\n    }\n}",
      id: .notSimulated, kind: .notSimulated,
      message:
        "'UIViewController.overrideUserInterfaceStyle' is UIKit API that DocEngine does not simulate yet \(notSimulatedPage)"
    ),
    Refusal(
      name: "UIKit not simulated: a type",
      source: "let slider = UISlider()",
      id: .notSimulated, kind: .notSimulated,
      message:
        "'UISlider' is UIKit API that DocEngine does not simulate yet: sliders are not simulated yet (docs/engine-api.md lists what is)"
    ),
    Refusal(
      name: "UIKit not simulated: an initializer of a simulated type",
      source: "let item = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)",
      id: .notSimulated, kind: .notSimulated,
      message:
        "'UIBarButtonItem.init(image:style:target:action:)' is UIKit API that DocEngine does not simulate yet \(notSimulatedPage)"
    ),
    Refusal(
      name: "UIKit not simulated: a type with what to write instead",
      source: "let width = UIScreen.main.bounds.width",
      id: .notSimulated, kind: .notSimulated,
      message:
        "'UIScreen' is UIKit API that DocEngine does not simulate yet: the engine has no screen geometry; use user.rotate(to:)"
    ),
    Refusal(
      name: "Foundation not simulated is named as Foundation",
      source: "let defaults = UserDefaults.standard",
      id: .notSimulated, kind: .notSimulated,
      message: "'UserDefaults' is Foundation API that DocEngine does not simulate yet \(notSimulatedPage)"),
    Refusal(
      name: "UIKit not simulated: an override UIKit would call and the engine never does",
      source:
        "class A: UIViewController {\n    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {\n        print(size)\n    }\n}",
      id: .notSimulated, kind: .notSimulated,
      message:
        "'UIViewController.viewWillTransition(to:with:)' is UIKit API that DocEngine does not simulate yet: it never calls this override \(notSimulatedPage)"
    ),
    Refusal(
      name: "a Swift feature scenarios do not support, named",
      source: "func f() rethrows {}\ntry f()",
      id: .unsupported, kind: .unsupportedSwift,
      message: "'rethrows' is not supported in scenarios; declare the function 'throws'"),
  ]

  @Test(arguments: kinds)
  func saysWhichKindOfProblemItIs(_ refusal: Refusal) throws {
    let outcome = run(refusal.source)
    let first = try #require(outcome.diagnostics.first)
    #expect(first.id == refusal.id)
    #expect(ScenarioProblemKind(first.id) == refusal.kind)
    #expect(first.message == refusal.message)
    if let notes = refusal.notes { #expect(first.notes.map(\.message) == notes) }
    #expect(outcome.lines.isEmpty, "a refused block does not run")
  }

  /// The renamed API of tutorials, one row each, as tutorials write them: swiftc's message and
  /// every fix-it.
  static let renamed: [Refusal] = [
    renamedRow(
      "let a = UIViewController()\nlet b = UIViewController()\na.presentViewController(b, animated: true, completion: nil)",
      "'presentViewController(_:animated:completion:)' has been renamed to 'present(_:animated:completion:)'",
      ["replace 'presentViewController' with 'present'"]),
    renamedRow(
      "let a = UIViewController()\nlet b = UIViewController()\na.presentViewController(b, animated: true)",
      "'presentViewController(_:animated:completion:)' has been renamed to 'present(_:animated:completion:)'",
      ["replace 'presentViewController' with 'present'"]),
    renamedRow(
      "let a = UIViewController()\na.dismissViewControllerAnimated(true, completion: nil)",
      "'dismissViewControllerAnimated(_:completion:)' has been renamed to 'dismiss(animated:completion:)'",
      ["replace 'dismissViewControllerAnimated' with 'dismiss'", "insert 'animated: '"]),
    renamedRow(
      "let a = UIViewController()\na.dismissViewControllerAnimated(true) { print(\"gone\") }",
      "'dismissViewControllerAnimated(_:completion:)' has been renamed to 'dismiss(animated:completion:)'",
      ["replace 'dismissViewControllerAnimated' with 'dismiss'", "insert 'animated: '"]),
    renamedRow(
      "let a = UIViewController()\nlet b = UIViewController()\na.addChildViewController(b)",
      "'addChildViewController(_:)' has been renamed to 'addChild(_:)'",
      ["replace 'addChildViewController' with 'addChild'"]),
    renamedRow(
      "let b = UIViewController()\nb.removeFromParentViewController()",
      "'removeFromParentViewController()' has been renamed to 'removeFromParent()'",
      ["replace 'removeFromParentViewController' with 'removeFromParent'"]),
    renamedRow(
      "let a = UIViewController()\nlet b = UIViewController()\nb.didMove(toParentViewController: a)",
      "'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'",
      ["replace 'toParentViewController' with 'toParent'"]),
    renamedRow(
      "let a = UIViewController()\nlet b = UIViewController()\nb.willMove(toParentViewController: a)",
      "'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'",
      ["replace 'toParentViewController' with 'toParent'"]),
    renamedRow(
      "class Child: UIViewController {\n    override func didMove(toParentViewController parent: UIViewController?) {\n        super.didMove(toParentViewController: parent)\n    }\n}",
      "'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'",
      ["replace 'toParentViewController' with 'toParent'"]),
    renamedRow(
      "class Child: UIViewController {\n    override func willMove(toParentViewController parent: UIViewController?) {}\n}",
      "'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'",
      ["replace 'toParentViewController' with 'toParent'"]),
    renamedRow(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: UIAlertControllerStyle.alert)",
      "'UIAlertControllerStyle' has been renamed to 'UIAlertController.Style'",
      ["replace 'UIAlertControllerStyle' with 'UIAlertController.Style'"]),
    renamedRow(
      "let style: UIAlertActionStyle = .cancel",
      "'UIAlertActionStyle' has been renamed to 'UIAlertAction.Style'",
      ["replace 'UIAlertActionStyle' with 'UIAlertAction.Style'"]),
    renamedRow(
      "let a = UIViewController()\na.modalPresentationStyle = .OverCurrentContext",
      "'OverCurrentContext' has been renamed to 'overCurrentContext'",
      ["replace 'OverCurrentContext' with 'overCurrentContext'"]),
    renamedRow(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .ActionSheet)",
      "'ActionSheet' has been renamed to 'actionSheet'", ["replace 'ActionSheet' with 'actionSheet'"]),
    renamedRow(
      "let nav = UINavigationController()\nprint(nav.childViewControllers)",
      "'childViewControllers' has been renamed to 'children'", ["replace 'childViewControllers' with 'children'"]),
    renamedRow(
      "let a = UIViewController()\nprint(a.parentViewController)",
      "'parentViewController' has been renamed to 'parent'", ["replace 'parentViewController' with 'parent'"]),
    renamedRow(
      "let a = UIViewController()\na.performSegueWithIdentifier(\"next\", sender: nil)",
      "'performSegueWithIdentifier(_:sender:)' has been renamed to 'performSegue(withIdentifier:sender:)'",
      ["replace 'performSegueWithIdentifier' with 'performSegue'", "insert 'withIdentifier: '"]),
    renamedRow(
      "let nav = UINavigationController()\nnav.popViewControllerAnimated(true)",
      "'popViewControllerAnimated(_:)' has been renamed to 'popViewController(animated:)'",
      ["replace 'popViewControllerAnimated' with 'popViewController'", "insert 'animated: '"]),
    renamedRow(
      "let v = UIView()\nlet w = UIView()\nv.addSubview(w)\nv.bringSubview(toFront: w)",
      "'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'",
      ["replace 'bringSubview' with 'bringSubviewToFront'", "remove 'toFront: '"]),
  ]

  static func renamedRow(_ source: String, _ message: String, _ notes: [String]) -> Refusal {
    Refusal(name: message, source: source, id: .renamed, kind: .notSwift, message: message, notes: notes)
  }

  @Test(arguments: renamed)
  func oldUIKitNamesGetSwiftcsRenamedError(_ refusal: Refusal) throws {
    try saysWhichKindOfProblemItIs(refusal)
  }

  /// Every entry of the table is found where tutorials use it (a call with its labels, a
  /// property, a type, an implicit member), so none is dead.
  @Test func everyRenamedNameIsFoundInUse() {
    var uses: [(source: String, old: String)] = []
    for (old, _) in RenamedUIKitNames.methods {
      let labels = UnsimulatedUIKit.selectorLabels(old)
      let arguments = labels.map { ($0.map { "\($0): " } ?? "") + "x" }.joined(separator: ", ")
      uses.append(("let x = UIViewController()\nx.\(UIKitBindings.baseName(of: old))(\(arguments))", old))
    }
    for (old, _) in RenamedUIKitNames.properties { uses.append(("let x = UIViewController()\nprint(x.\(old))", old)) }
    for (old, _) in RenamedUIKitNames.types { uses.append(("let x: \(old)? = nil", old)) }
    for (old, _) in RenamedUIKitNames.cases { uses.append(("let x = UIViewController()\nprint(x, .\(old))", old)) }
    for use in uses {
      let messages = run(use.source).diagnostics.map(\.message)
      #expect(messages.first?.hasPrefix("'\(use.old)' has been renamed to") == true, "\(use.source): \(messages)")
    }
  }

  @Test("one pass reports every problem of the block, of all three kinds, in source order")
  func everyProblemAtOnce() {
    let outcome = run(
      """
      class Home: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              overrideUserInterfaceStyle = .dark
              let slider = UISlider()
          }
          func close() {
              dismissViewControllerAnimated(true, completion: nil)
          }
      }
      func load() rethrows {}
      let home = Home()
      window.rootViewController = home
      home.addChildViewController(UIViewController())
      """)
    #expect(
      outcome.diagnostics.map { "\($0.location.line):\($0.id)" } == [
        "4:scenario.not-simulated", "5:scenario.not-simulated", "8:scenario.renamed", "11:scenario.unsupported",
        "14:scenario.renamed",
      ])
    #expect(outcome.lines.isEmpty)
  }

  @Test("the checks of classes before running report every class's problem, not the first")
  func everyDeclarationProblemAtOnce() {
    let outcome = run(
      """
      class A: UIViewController {
          func viewDidLoad() {}
      }
      class B: UIViewController {
          func viewWillAppear(_ animated: Bool) {}
      }
      let a = A()
      """)
    #expect(outcome.diagnostics.map(\.location.line) == [2, 5])
    #expect(outcome.diagnostics.allSatisfy { $0.id == .classDeclaration })
  }

  @Test("a class that cannot be declared does not make its extension fail again")
  func noCascadeFromARefusedClass() {
    let outcome = run(
      """
      class Cell: UIButton {}
      extension Cell {
          func configure() {}
      }
      """)
    #expect(outcome.diagnostics.count == 1)
    #expect(outcome.diagnostics.first?.location.line == 1)
  }

  @Test("a renamed override is reported once, not again at its super call")
  func noCascadeFromARenamedOverride() {
    let outcome = run(
      """
      class Child: UIViewController {
          override func didMove(toParentViewController parent: UIViewController?) {
              super.didMove(toParentViewController: parent)
              print("moved")
          }
      }
      """)
    #expect(outcome.diagnostics.map(\.location.line) == [2])
  }

  @Test("an old name called on another object is reported even where the block overrides today's")
  func aRenamedCallBesideTodaysOverride() {
    let outcome = run(
      """
      class Parent: UIViewController {
          override func didMove(toParent parent: UIViewController?) {
              super.didMove(toParent: parent)
          }
          func adopt(_ child: UIViewController) {
              addChild(child)
              child.didMove(toParentViewController: self)
          }
      }
      """)
    #expect(
      outcome.diagnostics.map(\.message) == [
        "'didMove(toParentViewController:)' has been renamed to 'didMove(toParent:)'"
      ])
  }

  static let ownNames: [LogExample] = [
    LogExample(
      name: "a property of the block's own class named like an unsimulated UIKit one",
      source: """
        class Card {
            var tabBarItem = "card"
            var layer = 2
        }
        let card = Card()
        print(card.tabBarItem, card.layer)
        """,
      lines: ["card 2"]),
    LogExample(
      name: "an enum case of the block's own named like an old UIKit case",
      source: """
        enum Mode { case Default, Alert }
        let mode = Mode.Alert
        print(mode == .Default)
        """,
      lines: ["false"]),
    LogExample(
      name: "a method of the block's own named like an old UIKit method",
      source: """
        func presentViewController(_ name: String) -> String { "presenting \\(name)" }
        print(presentViewController("a"))
        """,
      lines: ["presenting a"]),
  ]

  @Test(arguments: ownNames)
  func theBlocksOwnNamesAreNeverRefused(_ example: LogExample) {
    example.check()
  }

  @Test("a misspelling far from every name gets no suggestion; a typo does")
  func nearMissesStayNear() {
    #expect(
      run("let a = UIViewController()\na.presentingViewControler = nil").error?.message.contains("did you mean") == true
    )
    let far = run("let a = UIViewController()\nprint(a.presentingControllerOfView)")
    #expect(far.error?.message == "value of type 'UIViewController' has no member 'presentingControllerOfView'")
  }
}
