import Testing

@testable import ScenarioKit

/// Ownership as scenarios see it: scopes, rebinding, weak and strong stored properties.
@Suite struct MemoryTests {
  @Test("an array property given a new array releases the old one's objects at that statement")
  func arrayPropertyReplacedReleasesItsOldObjects() {
    let outcome = run(
      """
      class Holder: UIViewController {
          var kids: [UIViewController] = []
      }
      let h = Holder()
      do {
          let a = UIViewController()
          h.kids = [a]
      }
      h.kids = [UIViewController(), UIViewController()]
      print("replaced")
      h.kids = []
      print("emptied")
      """)
    #expect(
      outcome.lines == ["a.deinit", "replaced", "UIViewController.deinit", "UIViewController#2.deinit", "emptied"])
  }

  @Test func doScopeReleasesItsBindingsInReverseOrder() {
    let outcome = run(
      """
      do {
          let first = UIViewController()
          let second = UIViewController()
          print("in scope")
      }
      print("after")
      """)
    #expect(outcome.lines == ["in scope", "second.deinit", "first.deinit", "after"])
  }

  @Test func rebindingReleasesTheOldValue() {
    let outcome = run(
      """
      var x: UIViewController? = UIViewController()
      let y = x
      x = nil
      print("y still holds it")
      """)
    #expect(outcome.lines == ["y still holds it"])
    let released = run("var x = UIViewController()\nx = UIViewController()\nprint(\"end\")")
    #expect(released.lines == ["x.deinit", "end"])
  }

  @Test func weakPropertiesDoNotKeepObjectsAlive() {
    let outcome = run(
      """
      class Holder: NSObject {
          weak var weakRef: UIViewController?
          var strongRef: UIViewController? = nil
      }
      let holder = Holder()
      do {
          let w = UIViewController()
          let s = UIViewController()
          holder.weakRef = w
          holder.strongRef = s
      }
      print("weak is \\(holder.weakRef), strong is \\(holder.strongRef!)")
      holder.strongRef = nil
      print("end")
      """)
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.lines == ["w.deinit", "weak is nil, strong is s", "s.deinit", "end"])
  }

  @Test func parametersAreNotReleasedByTheMethod() {
    let outcome = run(
      """
      class Shower: NSObject {
          func show(_ vc: UIViewController) { print("showing \\(vc)") }
      }
      let shower = Shower()
      let a = UIViewController()
      shower.show(a)
      shower.show(a)
      print("a alive: \\(a.isViewLoaded == false)")
      """)
    #expect(outcome.lines == ["showing a", "showing a", "a alive: true"])
  }

  @Test func ifBranchesAreScopes() {
    let outcome = run(
      """
      if true {
          let temp = UIViewController()
      }
      print("after")
      """)
    #expect(outcome.lines == ["temp.deinit", "after"])
  }

  @Test func temporariesDieAtTheEndOfTheirStatement() {
    let outcome = run("print(UIViewController().isViewLoaded)\nprint(\"next\")")
    #expect(outcome.lines == ["false", "UIViewController.deinit", "next"])
  }
}

@Suite struct ConditionalBindingMemoryTests {
  @Test func bindingsOfAFailedIfAreReleased() {
    let outcome = run(
      """
      var holder: UIViewController? = UIViewController()
      if let held = holder, held.isViewLoaded {
          print("loaded")
      } else {
          print("not loaded")
      }
      holder = nil
      print("end")
      """)
    #expect(outcome.lines == ["not loaded", "holder.deinit", "end"])
  }
}

@Suite struct StoredArrayMemoryTests {
  @Test func shrinkingAStoredArrayReleasesTheRest() {
    let outcome = run(
      """
      class Stack: NSObject {
          var items: [UIViewController] = []
      }
      let stack = Stack()
      do {
          let first = UIViewController()
          let second = UIViewController()
          let third = UIViewController()
          stack.items = [first, second, third]
      }
      print("held: \\(stack.items.count)")
      stack.items = [stack.items[0]]
      print("one left")
      stack.items = []
      print("end")
      """)
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.lines == ["held: 3", "second.deinit", "third.deinit", "one left", "first.deinit", "end"])
  }
}
