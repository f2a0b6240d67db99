import Testing

@testable import ScenarioKit

/// `guard`, `while`, `repeat`, `break`, `continue`, labels, `defer` and `?:`, each checked
/// against The Swift Programming Language's rules ("Control Flow", "Early Exit", "Deferred
/// Actions", "Ternary Conditional Operator").
@Suite("Control flow")
struct ControlFlowTests {
  static let guards: [LogExample] = [
    LogExample(
      name: "a guard's binding is visible after it, to the end of the enclosing scope",
      source: """
        class Greeter: UIViewController {
          func greet(_ name: String?) {
            guard let name = name else {
              print("no name")
              return
            }
            print("hello \\(name)")
          }
        }
        let g = Greeter()
        g.greet("Mina")
        g.greet(nil)
        """,
      lines: ["hello Mina", "no name"]),
    LogExample(
      name: "condition lists stop at the first clause that fails",
      source: """
        class Checker: UIViewController {
          func check(_ a: Int?, _ b: Int?) {
            guard let a, a > 2, let b = b else {
              print("rejected")
              return
            }
            print(a + b)
          }
        }
        let c = Checker()
        c.check(3, 4)
        c.check(1, 4)
        c.check(3, nil)
        c.check(nil, 4)
        """,
      lines: ["7", "rejected", "rejected", "rejected"]),
    LogExample(
      name: "'guard var' binds a variable",
      source: """
        class Counter: UIViewController {
          func next(_ start: Int?) -> Int {
            guard var n = start else { return 0 }
            n += 1
            return n
          }
        }
        print(Counter().next(41), Counter().next(nil))
        """,
      lines: ["42 0", "Counter.deinit", "Counter#2.deinit"]),
    LogExample(
      name: "a guard's bindings are released at the end of the scope, last bound first",
      source: """
        let make: (String) -> UIViewController? = { title in
          let vc = UIViewController()
          vc.title = title
          return vc
        }
        for _ in 1...1 {
          guard let first = make("1") else { break }
          guard let second = make("2") else { break }
          print("open \\(first.title!) \\(second.title!)")
        }
        print("after")
        """,
      lines: ["open 1 2", "vc#2.deinit", "vc.deinit", "after"]),
    LogExample(
      name: "bindings made before the failing clause are released before 'else' runs",
      source: """
        let make: () -> UIViewController? = { UIViewController() }
        for _ in 1...1 {
          guard let temp = make(), temp.isViewLoaded else {
            print("else")
            break
          }
          print("not reached")
        }
        """,
      lines: ["temp.deinit", "else"]),
    LogExample(
      name: "a guard at the top level binds a global",
      source: """
        let root: UIViewController? = UIViewController()
        for _ in 1...1 {
          guard let shown = root else { break }
          window.rootViewController = shown
        }
        print(window.rootViewController === root)
        """,
      lines: ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear", "true"]),
    LogExample(
      name: "'guard' with '#available' and 'continue' in a loop",
      source: """
        for n in 1...4 {
          guard n % 2 == 0, #available(iOS 13, *) else { continue }
          print(n)
        }
        """,
      lines: ["2", "4"]),
    LogExample(
      name: "'guard let self' in a closure written in a method",
      source: """
        class Loader: UIViewController {
          var done = false
          func load() {
            let finish = { [weak self] in
              guard let self = self else { return }
              self.done = true
              print("loaded by \\(self)")
            }
            finish()
          }
        }
        let loader = Loader()
        loader.load()
        print(loader.done)
        """,
      lines: ["loaded by loader", "true"]),
  ]

  @Test("guard", arguments: guards)
  func guardStatement(_ example: LogExample) {
    example.check()
  }

  static let loops: [LogExample] = [
    LogExample(
      name: "while checks its condition before each pass",
      source: "var n = 3\nwhile n > 0 {\n  print(n)\n  n -= 1\n}\nwhile n > 0 {\n  print(\"never\")\n}",
      lines: ["3", "2", "1"]),
    LogExample(
      name: "repeat runs its body once before checking",
      source: "var n = 0\nrepeat {\n  print(\"pass \\(n)\")\n  n += 1\n} while n < 0",
      lines: ["pass 0"]),
    LogExample(
      name: "'while let' binds for each pass; each pass is a scope",
      source: """
        var stack: [UIViewController] = [UIViewController(), UIViewController()]
        while let top = stack.last {
          stack.removeLast()
          print("popped \\(top)")
        }
        print("empty \\(stack.isEmpty)")
        """,
      lines: ["popped top", "top.deinit", "popped top#2", "top#2.deinit", "empty true"]),
    LogExample(
      name: "break leaves the innermost loop, continue starts its next pass",
      source: """
        var i = 0
        while true {
          i += 1
          if i == 2 { continue }
          if i == 4 { break }
          print(i)
        }
        for n in 1...5 {
          if n % 2 == 1 { continue }
          print("even \\(n)")
        }
        """,
      lines: ["1", "3", "even 2", "even 4"]),
    LogExample(
      name: "continue in 'repeat' goes on to the condition",
      source: "var n = 0\nrepeat {\n  n += 1\n  if n < 3 { continue }\n  print(n)\n} while n < 4",
      lines: ["3", "4"]),
    LogExample(
      name: "labeled statements: 'continue outer' and 'break outer'",
      source: """
        outer: for a in 1...3 {
          inner: for b in 1...3 {
            if b == 2 { continue outer }
            if a == 3 { break outer }
            print("\\(a)\\(b)")
          }
        }
        var k = 0
        search: while k < 10 {
          k += 1
          repeat {
            if k == 5 { break search }
          } while false
        }
        print(k)
        """,
      lines: ["11", "21", "5"]),
    LogExample(
      name: "break in a switch leaves the switch; continue in a switch continues the loop",
      source: """
        for n in 1...3 {
          switch n {
          case 1:
            print("one")
            break
          case 2:
            continue
          default:
            break
          }
          print("after switch \\(n)")
        }
        """,
      lines: ["one", "after switch 1", "after switch 3"]),
    LogExample(
      name: "a labeled 'if' and 'do' are left by 'break label'",
      source: """
        check: if true {
          print("in if")
          break check
        }
        block: do {
          print("in do")
          if true { break block }
          print("not reached")
        }
        print("end")
        """,
      lines: ["in if", "in do", "end"]),
    LogExample(
      name: "break releases what the pass made",
      source:
        "for n in 1...3 {\n  let temp = UIViewController()\n  if n == 2 { break }\n  print(n)\n}\nprint(\"after\")",
      lines: ["1", "temp.deinit", "temp#2.deinit", "after"]),
  ]

  @Test("loops", arguments: loops)
  func loop(_ example: LogExample) {
    example.check()
  }

  static let defers: [LogExample] = [
    LogExample(
      name: "defers run at the end of their scope, last written first",
      source:
        "do {\n  defer { print(\"first\") }\n  defer { print(\"second\") }\n  print(\"body\")\n}\nprint(\"after\")",
      lines: ["body", "second", "first", "after"]),
    LogExample(
      name: "a return value is computed before the defers run",
      source: """
        class Box: UIViewController {
          var value = 1
          func take() -> Int {
            defer {
              value = 2
              print("defer")
            }
            return value
          }
        }
        let box = Box()
        print(box.take(), box.value)
        """,
      lines: ["defer", "1 2"]),
    LogExample(
      name: "defers run on break and continue, each pass",
      source: """
        for n in 1...3 {
          defer { print("end of \\(n)") }
          if n == 1 { continue }
          if n == 2 { break }
        }
        """,
      lines: ["end of 1", "end of 2"]),
    LogExample(
      name: "defers and releases interleave in Swift's cleanup order",
      source: """
        do {
          let a = UIViewController()
          defer { print("defer after a, sees \\(a)") }
          let b = UIViewController()
          print("body \\(b)")
        }
        """,
      lines: ["body b", "b.deinit", "defer after a, sees a", "a.deinit"]),
    LogExample(
      name: "a defer in a guard's else runs before the function returns",
      source: """
        class Form: UIViewController {
          func submit(_ text: String?) {
            guard let text else {
              defer { print("cleanup") }
              print("empty")
              return
            }
            print("sent \\(text)")
          }
        }
        Form().submit(nil)
        """,
      lines: ["empty", "cleanup", "Form.deinit"]),
  ]

  @Test("defer", arguments: defers)
  func deferStatement(_ example: LogExample) {
    example.check()
  }

  static let ternaries: [LogExample] = [
    LogExample(
      name: "only the chosen side is evaluated",
      source: """
        class Side: UIViewController {
          func say(_ text: String) -> String {
            print("evaluated \\(text)")
            return text
          }
        }
        let s = Side()
        print(true ? s.say("then") : s.say("else"))
        print(false ? s.say("then") : s.say("else"))
        """,
      lines: ["evaluated then", "then", "evaluated else", "else"]),
    LogExample(
      name: "?: binds looser than || and is right-associative",
      source: """
        let a = false || true ? "yes" : "no"
        let n = 5
        let size = n < 3 ? "small" : n < 10 ? "medium" : "large"
        let total = 1 + (n > 4 ? 10 : 20)
        print(a, size, total)
        """,
      lines: ["yes medium 11"]),
    LogExample(
      name: "a ternary as an argument and in an assignment",
      source: """
        let a = UIViewController()
        var animated = false
        animated = a.isViewLoaded ? false : true
        a.title = animated ? "A" : "B"
        print(a.title ?? "-", animated)
        """,
      lines: ["A true"]),
  ]

  @Test("?:", arguments: ternaries)
  func ternary(_ example: LogExample) {
    example.check()
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { message }
  }

  static let refusals: [Refusal] = [
    Refusal(
      source: "let x: Int? = 1\nguard let y = x else {\n  print(\"none\")\n}",
      message: "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope", line: 4,
      column: 1),
    Refusal(
      source: "for n in [1] {\n  guard n > 0 else {\n    if n < 0 { break }\n  }\n}",
      message: "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope", line: 4,
      column: 3),
    Refusal(
      source: "break", message: "'break' is only allowed inside a loop, if, do, or switch", line: 1, column: 1),
    Refusal(
      source: "if true {\n  break\n}",
      message:
        "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do",
      line: 2, column: 3),
    Refusal(source: "continue", message: "'continue' is only allowed inside a loop", line: 1, column: 1),
    Refusal(
      source: "for n in [1] {\n  let f = { continue }\n}", message: "'continue' is only allowed inside a loop", line: 2,
      column: 13),
    Refusal(
      source: "for n in [1] {\n  defer { break }\n}",
      message: "'break' cannot transfer control out of a defer statement",
      line: 2, column: 11),
    Refusal(
      source: "class A: UIViewController {\n  func f() {\n    defer { return }\n  }\n}",
      message: "'return' cannot transfer control out of a defer statement", line: 3, column: 13),
    Refusal(
      source: "pick: switch 1 {\ndefault:\n  continue pick\n}",
      message: "'continue' cannot be used with switch statements", line: 3, column: 3),
    Refusal(
      source: "for n in [1] {\n  break outer\n}", message: "cannot find label 'outer' in scope", line: 2, column: 3),
    Refusal(
      source: "defer { print(1) }",
      message: "'defer' at the top level of a scenario is not supported; put it in a function, method or 'do' block",
      line: 1, column: 1),
    Refusal(
      source: "a: for x in [1] {\n  a: for y in [2] {\n  }\n}",
      message: "label 'a' cannot be reused on an inner statement",
      line: 2, column: 3),
  ]

  @Test("refused before running, with swiftc's wording", arguments: refusals)
  func refused(_ refusal: Refusal) {
    let scenario = Scenario.parse(source: refusal.source, origin: .standalone("s.swift"))
    #expect(scenario.program == nil)
    #expect(scenario.diagnostics.first?.message == refusal.message)
    #expect(
      scenario.diagnostics.first.map { [$0.location.line, $0.location.column] } == [refusal.line, refusal.column])
  }

  @Test("a loop that never ends stops at the work budget, at the loop")
  func runawayLoops() {
    for source in ["while true {}", "var n = 0\nrepeat {\n  n += 1\n} while n > 0"] {
      let outcome = run(source)
      #expect(outcome.error?.id == DiagnosticID.limit)
      #expect(outcome.error?.message.hasPrefix("this scenario did more than 1000000 steps of work") == true)
    }
  }
}
