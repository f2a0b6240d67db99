import Testing

@testable import ScenarioKit

/// Top-level functions, default arguments, argument labels, `static`/`class` members, access
/// levels, `final`, and the functions that stop a program — each as The Swift Programming
/// Language describes them ("Functions", "Methods", "Access Control", "Inheritance").
@Suite("Functions and members")
struct FunctionTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "a top-level function with a return value, called before its declaration",
      source: """
        print(greet("Mina"))
        func greet(_ name: String) -> String {
          return "Hello, \\(name)!"
        }
        """,
      lines: ["Hello, Mina!"]),
    LogExample(
      name: "default arguments may be left out, in order",
      source: """
        func describe(_ name: String, count: Int = 1, suffix: String = "") -> String {
          "\\(name) x\\(count)\\(suffix)"
        }
        print(describe("a"))
        print(describe("b", count: 2))
        print(describe("c", suffix: "!"))
        print(describe("d", count: 3, suffix: "?"))
        """,
      lines: ["a x1", "b x2", "c x1!", "d x3?"]),
    LogExample(
      name: "overloads are told apart by their labels",
      source: """
        func show(_ vc: UIViewController) { print("show \\(vc)") }
        func show(title: String) { print("show titled \\(title)") }
        let a = UIViewController()
        show(a)
        show(title: "Settings")
        """,
      lines: ["show a", "show titled Settings"]),
    LogExample(
      name: "recursion",
      source: "func fib(_ n: Int) -> Int {\n  n < 2 ? n : fib(n - 1) + fib(n - 2)\n}\nprint(fib(10))",
      lines: ["55"]),
    LogExample(
      name: "a function's locals are released when it returns; the returned object lives on",
      source: """
        func makeStack() -> UINavigationController {
          let root = UIViewController()
          let scratch = UIViewController()
          print("made \\(scratch)")
          return UINavigationController(rootViewController: root)
        }
        let nav = makeStack()
        print("have \\(nav.viewControllers.count)")
        """,
      lines: [
        "made scratch", "root.willMove(toParent: nav)", "root.didMove(toParent: nav)", "scratch.deinit", "have 1",
      ]),
    LogExample(
      name: "a trailing closure fills the parameter that takes a function, after defaulted ones",
      source: """
        func load(animated: Bool = true, completion: () -> Void) {
          print("animated \\(animated)")
          completion()
        }
        load { print("done") }
        load(animated: false) { print("done again") }
        """,
      lines: ["animated true", "done", "animated false", "done again"]),
    LogExample(
      name: "a method's default argument",
      source: """
        class Screen: UIViewController {
          func close(animated: Bool = true) { print("close animated \\(animated)") }
        }
        let s = Screen()
        s.close()
        s.close(animated: false)
        """,
      lines: ["close animated true", "close animated false"]),
    LogExample(
      name: "static stored properties are made on first use and shared",
      source: """
        class Session: NSObject {
          static let shared: Session = {
            print("session made")
            return Session()
          }()
          static var opened = 0
        }
        print("before")
        Session.opened += 1
        let a = Session.shared
        let b = Session.shared
        print(a === b, Session.opened)
        """,
      lines: ["before", "session made", "true 1"]),
    LogExample(
      name: "static methods see static members unqualified; 'self' is the class",
      source: """
        class Counter {
          static var total = 0
          static func add(_ n: Int) { total += n }
          static func reset() { self.total = 0 }
          class var label: String { "counter" }
        }
        Counter.add(2)
        Counter.add(3)
        print(Counter.label, Counter.total)
        Counter.reset()
        print(Counter.total)
        """,
      lines: ["counter 5", "0"]),
    LogExample(
      name: "a class method is found on the subclass it is called on",
      source: """
        class Base {
          class func name() -> String { "base" }
        }
        class Sub: Base {
          override class func name() -> String { "sub" }
        }
        print(Base.name(), Sub.name())
        """,
      lines: ["base sub"]),
    LogExample(
      name: "private members are visible to the class's own code and its extensions",
      source: """
        class Vault {
          private var code = 1234
          private(set) var opened = 0
          func open() {
            opened += 1
            print("open with \\(code)")
          }
        }
        extension Vault {
          func peek() -> Int { code }
        }
        let v = Vault()
        v.open()
        print(v.opened, v.peek())
        """,
      lines: ["open with 1234", "1 1234"]),
    LogExample(
      name: "access modifiers without effect inside one file are accepted",
      source: """
        public final class Panel: UIViewController {
          fileprivate var shown = false
          internal func show() { shown = true }
          open override func viewDidLoad() { super.viewDidLoad() }
        }
        private func make() -> Panel { Panel() }
        let p = make()
        p.show()
        print(p.shown)
        """,
      lines: ["true"]),
  ]

  @Test("an Int literal takes a declared Double type: parameters, results, properties")
  func declaredDoubles() {
    LogExample(
      source: """
        func half(_ x: Double) -> Double { x / 2 }
        func zero() -> Double { 0 }
        class Gauge {
          var level: Double = 1
          var scale: CGFloat { 2 }
        }
        let g = Gauge()
        g.level = 3
        print(half(5), zero(), g.level, g.scale)
        """,
      lines: ["2.5 0.0 3.0 2.0"]
    ).check()
  }

  @Test("runs", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let source: String
    let id: DiagnosticID
    let message: String
    var testDescription: String { message }
  }

  static let refusals: [Refusal] = [
    Refusal(
      source: "func greet(_ name: String) {}\ngreet(name: \"x\")", id: DiagnosticID.arguments,
      message: "extraneous argument label 'name:' in call"),
    Refusal(
      source: "func greet(name: String) {}\ngreet(\"x\")", id: DiagnosticID.arguments,
      message: "missing argument label 'name:' in call"),
    Refusal(
      source: "func greet(name: String, age: Int) {}\ngreet(name: \"x\")", id: DiagnosticID.arguments,
      message: "missing argument for parameter 'age' in call"),
    Refusal(
      source: "func greet(_ name: String) {}\ngreet()", id: DiagnosticID.arguments,
      message: "missing argument for parameter #1 in call"),
    Refusal(
      source: "func f(a: Int) {}\nfunc f(b: Int) {}\nf(c: 1)", id: DiagnosticID.arguments,
      message: "no exact matches in call to global function 'f'"),
    Refusal(
      source: "func f() {}\nfunc f() {}", id: DiagnosticID.redeclaration, message: "invalid redeclaration of 'f()'"),
    Refusal(
      source: "enum Mode { case a, b }\nfunc f(_ m: Mode) {\n  switch m {\n  case .a: print(1)\n  }\n}",
      id: DiagnosticID.swiftRule, message: "switch must be exhaustive"),
    Refusal(
      source: "class Vault { private var code = 1 }\nprint(Vault().code)", id: DiagnosticID.unknownMember,
      message: "'code' is inaccessible due to 'private' protection level"),
    Refusal(
      source: "class Base { private func reset() {} }\nclass Sub: Base {\n  func go() { reset() }\n}\nSub().go()",
      id: DiagnosticID.unknownMember, message: "'reset' is inaccessible due to 'private' protection level"),
    Refusal(
      source: "class Vault { private(set) var opened = 0 }\nlet v = Vault()\nv.opened = 3", id: DiagnosticID.immutable,
      message: "cannot assign to property: 'opened' setter is inaccessible"),
    Refusal(
      source: "final class A {}\nclass B: A {}", id: DiagnosticID.classDeclaration,
      message: "inheritance from a final class 'A'"),
    Refusal(
      source: "class A { final func f() {} }\nclass B: A { override func f() {} }", id: DiagnosticID.classDeclaration,
      message: "instance method overrides a 'final' instance method"),
    Refusal(
      source: "class A { static func f() {} }\nclass B: A { override static func f() {} }",
      id: DiagnosticID.classDeclaration, message: "cannot override static method"),
    Refusal(
      source: "class A { static var n = 0 }\nprint(A().n)", id: DiagnosticID.unknownMember,
      message: "static member 'n' cannot be used on instance of type 'A'"),
    Refusal(
      source: "class A { var m = 0 }\nprint(A.m)", id: DiagnosticID.unknownMember,
      message: "instance member 'm' cannot be used on type 'A'"),
    Refusal(
      source: "func stop() -> Never { print(\"no\") }\nstop()", id: DiagnosticID.type,
      message:
        "function with uninhabited return type 'Never' is missing call to another never-returning function on all paths"
    ),
    Refusal(
      source: "func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))", id: DiagnosticID.runaway,
      message: "the scenario did not settle: more than 200 nested calls (a method that calls itself?)"),
    Refusal(
      source: "func f() {}\nlet g = f", id: DiagnosticID.unsupported,
      message:
        "using the function 'f' as a value is not supported in scenarios; call it, or wrap it in a closure"),
  ]

  @Test("refused with swiftc's wording", arguments: refusals)
  func refused(_ refusal: Refusal) {
    let outcome = run(refusal.source)
    #expect(outcome.error?.id == refusal.id)
    #expect(outcome.error?.message == refusal.message)
  }

  static let staticRefusals: [(source: String, message: String)] = [
    ("override func f() {}", "'override' can only be specified on class members"),
    ("static func f() {}", "static methods may only be declared on a type"),
    ("static var n = 1", "static properties may only be declared on a type"),
  ]

  @Test("member modifiers on top-level declarations are errors before running")
  func topLevelModifiers() {
    for (source, message) in Self.staticRefusals {
      let scenario = Scenario.parse(source: source, origin: .standalone())
      #expect(scenario.program == nil)
      #expect(scenario.diagnostics.first?.message == message)
    }
  }

  struct Trap: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    let column: Int
    var testDescription: String { message }
  }

  static let traps: [Trap] = [
    Trap(source: "print(1)\nfatalError(\"boom\")", message: "Fatal error: boom", column: 1),
    Trap(source: "print(1)\nfatalError()", message: "Fatal error", column: 1),
    Trap(source: "print(1)\nprecondition(1 > 2, \"math\")", message: "Precondition failed: math", column: 1),
    Trap(source: "print(1)\nprecondition(false)", message: "Precondition failed", column: 1),
    Trap(source: "print(1)\npreconditionFailure(\"nope\")", message: "Fatal error: nope", column: 1),
    Trap(source: "print(1)\nassertionFailure(\"bad\")", message: "Fatal error: bad", column: 1),
    Trap(
      source: "print(1)\nlet x: Int? = nil\nguard let y = x else { fatalError(\"no x\") }".replacingOccurrences(
        of: "\nlet x", with: "; let x"), message: "Fatal error: no x", column: 24),
  ]

  @Test("fatalError and the preconditions stop the scenario with Swift's message, at the call", arguments: traps)
  func trap(_ trap: Trap) {
    let outcome = run(trap.source)
    #expect(outcome.lines == ["1"])
    #expect(outcome.error?.id == DiagnosticID.fatalError)
    #expect(outcome.error?.message == trap.message)
    #expect(outcome.error?.location.line == 2)
    #expect(outcome.error?.location.column == trap.column)
  }

  @Test("a precondition that holds does nothing, and its message is not evaluated")
  func preconditionHolds() {
    let outcome = run("let x: Int? = nil\nprecondition(true, \"\\(x!)\")\nprint(\"on\")")
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.lines == ["on"])
  }

  @Test("a guard whose else calls a function declared '-> Never' does not fall through")
  func neverReturningGuard() {
    let outcome = run(
      "let x: Int? = nil\nguard let y = x else { stop(\"no value\") }\nfunc stop(_ why: String) -> Never {\n  fatalError(why)\n}"
    )
    #expect(outcome.error?.message == "Fatal error: no value")
  }
}

/// Swift's argument matching, on its own: labels, defaults, trailing closures.
@Suite struct ArgumentMatcherTests {
  typealias Source = ArgumentMatcher.Source

  @Test func labelsMatchInOrderAndDefaultsFillTheRest() throws {
    let matcher = ArgumentMatcher(labels: [nil, "count", "suffix"], hasDefault: [false, true, true])
    #expect(try matcher.match([nil], trailingClosure: false).get() == [.argument(0), .defaultValue, .defaultValue])
    #expect(
      try matcher.match([nil, "suffix"], trailingClosure: false).get() == [.argument(0), .defaultValue, .argument(1)])
    #expect(throws: ArgumentMatcher.Mismatch.self) {
      try matcher.match([nil, "suffix", "count"], trailingClosure: false).get()
    }
  }

  @Test func trailingClosuresGoToTheFirstFunctionParameterTheyCanFill() throws {
    let matcher = ArgumentMatcher(
      labels: ["animated", "completion"], hasDefault: [true, false], takesFunction: [false, true])
    #expect(try matcher.match([], trailingClosure: true).get() == [.defaultValue, .trailing])
    let both = ArgumentMatcher(
      labels: ["animations", "completion"], hasDefault: [false, true], takesFunction: [true, true])
    #expect(try both.match([], trailingClosure: true).get() == [.trailing, .defaultValue])
    let skipDefaulted = ArgumentMatcher(
      labels: ["filter", "handler"], hasDefault: [true, false], takesFunction: [true, true])
    #expect(try skipDefaulted.match([], trailingClosure: true).get() == [.defaultValue, .trailing])
  }

  @Test func mismatchesAreWordedAsSwiftcWordsThem() {
    func message(_ labels: [String?], _ arguments: [String?], defaults: [Bool] = []) -> String? {
      guard
        case .failure(let mismatch) = ArgumentMatcher(labels: labels, hasDefault: defaults).match(
          arguments, trailingClosure: false)
      else { return nil }
      return mismatch.message
    }
    #expect(message(["a", "b"], ["a", "c"]) == "incorrect argument label in call (have 'a:c:', expected 'a:b:')")
    #expect(message(["a", "b"], ["x", "y"]) == "incorrect argument labels in call (have 'x:y:', expected 'a:b:')")
    #expect(message(["a", "b"], [nil, nil]) == "missing argument labels 'a:b:' in call")
    #expect(message([nil, nil], ["a", nil]) == "extraneous argument label 'a:' in call")
    #expect(message(["a"], ["a", "b"]) == "extra argument 'b' in call")
    #expect(message([nil], [nil, nil]) == "extra argument in call")
    #expect(message(["a", "b"], ["a"]) == "missing argument for parameter 'b' in call")
    #expect(message([], ["y"]) == "argument passed to call that takes no arguments")
  }
}
