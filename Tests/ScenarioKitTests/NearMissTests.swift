import DocEngine
import Testing

@testable import ScenarioKit

/// Near-miss suggestions in scenario errors (``NearMiss`` itself: DocDiagnosticsTests).
@Suite struct NearMissSuggestionTests {
  @Test func unknownMembersUseTheEnginesPropertyList() {
    let outcome = run(
      """
      let a = UIViewController()
      print(a.isBeingPresnted)
      """)
    #expect(outcome.error?.id == DiagnosticID.unknownMember)
    #expect(
      outcome.error?.message
        == "value of type 'UIViewController' has no member 'isBeingPresnted'; did you mean 'isBeingPresented'?")
  }

  @Test func unknownMethodsUseTheSupportedCalls() {
    let outcome = run(
      """
      let nav = UINavigationController()
      nav.pushViewControler(UIViewController(), animated: true)
      """)
    #expect(outcome.error?.message.hasSuffix("did you mean 'pushViewController'?") == true)
    #expect(outcome.error?.location.column == 5)
  }

  @Test func userMembersAndNamesToo() {
    let outcome = run(
      """
      class ListViewController: UIViewController {
          func didFinish(_ value: Int) {}
      }
      let list = ListViewController()
      list.didFinsh(1)
      """)
    #expect(outcome.error?.message.hasSuffix("did you mean 'didFinish'?") == true)
    let names = run("let detail = UIViewController()\nprint(detial)")
    #expect(names.error?.message == "cannot find 'detial' in scope; did you mean 'detail'?")
    let builtins = run("windw.rootViewController = UIViewController()")
    #expect(builtins.error?.message == "cannot find 'windw' in scope; did you mean 'window'?")
  }
}

@Suite struct EnumNearMissTests {
  @Test func presentationStyles() {
    let outcome = run("let a = UIViewController()\na.modalPresentationStyle = .fullscreen")
    #expect(
      outcome.error?.message == "type 'UIModalPresentationStyle' has no member 'fullscreen'; did you mean 'fullScreen'?"
    )
    #expect(outcome.error?.location.column == 28)
  }

  @Test func builtInArguments() {
    let swipe = run("let a = UIViewController()\nuser.swipeDown(a, releases: .cancle)")
    #expect(swipe.error?.message == "type 'release' has no member 'cancle'; did you mean 'cancel'?")
    let segue = run(
      "let a = UIViewController()\nstoryboard.segue(\"s\", from: a, to: BViewController.self, kind: .shw)")
    #expect(segue.error?.message == "type 'SegueKind' has no member 'shw'; did you mean 'show'?")
  }
}

@Suite struct UnsimulatedNameTests {
  @Test func commonTutorialNamesSayWhatToDoInstead() {
    let timer = run("let t = Timer()")
    #expect(timer.error?.id == DiagnosticID.notSimulated)
    #expect(timer.error?.message.hasPrefix("'Timer' is Foundation API that DocEngine does not simulate yet:") == true)
    let queue = run("DispatchQueue.global().async { print(1) }")
    #expect(queue.error?.message.hasPrefix("only 'DispatchQueue.main' is simulated") == true)
    let picker = run("let a = UIViewController()\nlet picker = UIImagePickerController()")
    #expect(
      picker.error?.message
        == "'UIImagePickerController' is UIKit API that DocEngine does not simulate yet: system pickers are not simulated; present a UIViewController instead"
    )
    #expect(picker.error?.location.column == 14)
    // A table view controller is simulated now: it is a controller, its view a table view.
    let table = run(
      "let list = UITableViewController()\nassert(list is UIViewController)\nassert(list.view === list.tableView)")
    #expect(table.error == nil)
    // A scroll view is not simulated: refused with what to use instead.
    let scroll = run("let scroll = UIScrollView()")
    #expect(scroll.error?.id == DiagnosticID.notSimulated)
  }
}

@Suite struct UIKitMethodNameTests {
  @Test("a kind's methods are known by base name, as cutting its selectors at '(' gives them")
  func methodNames() {
    let names = ObjectKind.allCases.flatMap { Interpreter.uikitMethodSelectors(of: $0) }.map {
      String($0.prefix { $0 != "(" })
    }
    for kind in ObjectKind.allCases {
      let expected = Set(Interpreter.uikitMethodSelectors(of: kind).map(UIKitBindings.baseName(of:)))
      for name in names + ["", "present(", "viewDidLoad", "nope"] {
        #expect(Interpreter.isUIKitMethod(name, of: kind) == expected.contains(name), "\(name) of \(kind)")
      }
    }
    #expect(Interpreter.isUIKitMethod("present", of: .viewController))
    #expect(!Interpreter.isUIKitMethod("present", of: .object))
  }
}
