import Testing

@testable import ScenarioKit

/// Structs as The Swift Programming Language describes them: copied when assigned, passed or
/// captured in a copy, changed by `mutating` methods and through places, initialized by the
/// memberwise initializer or their own. The expected lines are what swiftc's build prints
/// (with the module prefix Swift puts before nested type names left out).
@Suite("Structs: value semantics, initializers, methods")
struct StructTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "assigning a struct copies it",
      source: #"""
        struct Point { var x = 0; var y = 0 }
        var a = Point(x: 1, y: 2)
        var b = a
        b.x = 10
        print(a.x, b.x)
        """#,
      lines: ["1 10"]),
    LogExample(
      name: "the memberwise initializer takes the properties in order and leaves out defaults",
      source: #"""
        struct Size { var width = 10; var height: Int; let unit = "pt"; var note: String? }
        print(Size(height: 2))
        print(Size(width: 3, height: 4))
        print(Size(height: 5, note: "wide"))
        """#,
      lines: [
        "Size(width: 10, height: 2, unit: \"pt\", note: nil)", "Size(width: 3, height: 4, unit: \"pt\", note: nil)",
        "Size(width: 10, height: 5, unit: \"pt\", note: Optional(\"wide\"))",
      ]),
    LogExample(
      name: "a let property with a value is not a parameter of the memberwise initializer",
      source: #"""
        struct Badge { let kind = "new"; var count: Int }
        let badge = Badge(count: 3)
        print(badge.kind, badge.count)
        """#,
      lines: ["new 3"]),
    LogExample(
      name: "a mutating method changes the variable it is called on",
      source: #"""
        struct Counter {
            var value = 0
            mutating func increment(by step: Int) { value += step }
        }
        var counter = Counter()
        counter.increment(by: 2)
        counter.increment(by: 3)
        print(counter.value)
        """#,
      lines: ["5"]),
    LogExample(
      name: "a method that is not mutating returns a changed copy",
      source: #"""
        struct Point {
            var x = 0
            func shifted(by d: Int) -> Point { Point(x: x + d) }
        }
        let origin = Point()
        let moved = origin.shifted(by: 5)
        print(origin.x, moved.x)
        """#,
      lines: ["0 5"]),
    LogExample(
      name: "computed properties read the stored ones",
      source: #"""
        struct Rect {
            var width: Double
            var height: Double
            var area: Double { width * height }
            var isSquare: Bool { return width == height }
        }
        var r = Rect(width: 2, height: 3)
        print(r.area, r.isSquare)
        r.height = 2
        print(r.area, r.isSquare)
        """#,
      lines: ["6.0 false", "4.0 true"]),
    LogExample(
      name: "a custom initializer sets every property",
      source: #"""
        struct User {
            let name: String
            var score: Int
            init(name: String) {
                self.name = name.uppercased()
                score = 0
            }
        }
        let account = User(name: "mina")
        print(account.name, account.score)
        """#,
      lines: ["MINA 0"]),
    LogExample(
      name: "an initializer in an extension keeps the memberwise one",
      source: #"""
        struct Color { var red: Int; var green: Int }
        extension Color {
            init(gray: Int) { self.init(red: gray, green: gray) }
        }
        print(Color(red: 1, green: 2), Color(gray: 7))
        """#,
      lines: ["Color(red: 1, green: 2) Color(red: 7, green: 7)"]),
    LogExample(
      name: "a struct passed to a closure is a copy",
      source: #"""
        struct Point { var x = 0 }
        let bump = { (p: Point) -> Point in
            var copy = p
            copy.x += 1
            return copy
        }
        let start = Point()
        let next = bump(start)
        print(start.x, next.x)
        """#,
      lines: ["0 1"]),
    LogExample(
      name: "a closure captures a variable, so it sees later changes",
      source: #"""
        struct Point { var x = 0 }
        var p = Point()
        let show = { print(p.x) }
        p.x = 5
        show()
        """#,
      lines: ["5"]),
    LogExample(
      name: "an element of an array changes in place",
      source: #"""
        struct Todo { var title: String; var done = false }
        var todos = [Todo(title: "milk"), Todo(title: "eggs")]
        let before = todos
        todos[1].done = true
        todos[0].title = "bread"
        print(todos.map { $0.title }, todos.map { $0.done })
        print(before.map { $0.title }, before.map { $0.done })
        """#,
      lines: ["[\"bread\", \"eggs\"] [false, true]", "[\"milk\", \"eggs\"] [false, false]"]),
    LogExample(
      name: "Equatable is synthesized when declared",
      source: #"""
        struct Tag: Equatable { var name: String; var count = 0 }
        let a = Tag(name: "swift")
        var b = a
        print(a == b, a != b)
        b.count = 1
        print(a == b, [a, b].contains(Tag(name: "swift", count: 1)))
        """#,
      lines: ["true false", "false true"]),
    LogExample(
      name: "a property of a property changes through the path",
      source: #"""
        struct Point { var x = 0; var y = 0 }
        struct Line { var start = Point(); var end = Point() }
        var line = Line()
        line.end.x = 3
        line.end.y += 4
        print(line)
        """#,
      lines: ["Line(start: Point(x: 0, y: 0), end: Point(x: 3, y: 4))"]),
    LogExample(
      name: "a mutating method can replace self",
      source: #"""
        struct Player {
            var lives = 3
            mutating func reset() { self = Player() }
            mutating func lose() { lives -= 1 }
        }
        var player = Player()
        player.lose()
        player.lose()
        print(player.lives)
        player.reset()
        print(player.lives)
        """#,
      lines: ["1", "3"]),
    LogExample(
      name: "a mutating method calls another one on self",
      source: #"""
        struct Stack {
            var items: [Int] = []
            mutating func push(_ item: Int) { items.append(item) }
            mutating func pushTwice(_ item: Int) {
                push(item)
                push(item)
            }
        }
        var stack = Stack()
        stack.pushTwice(4)
        stack.push(5)
        print(stack.items)
        """#,
      lines: ["[4, 4, 5]"]),
    LogExample(
      name: "static properties and methods belong to the type",
      source: #"""
        struct Config {
            static let appName = "Notes"
            static var launches = 0
            static func launch() -> Int {
                launches += 1
                return launches
            }
        }
        print(Config.appName, Config.launch(), Config.launch(), Config.launches)
        """#,
      lines: ["Notes 1 2 2"]),
    LogExample(
      name: "a struct prints with its properties, a nested one with its type",
      source: #"""
        struct Point { var x = 1; var y = 2 }
        struct Shape { var name = "dot"; var origin = Point(); var tags: [String] = []; var size: Int? = nil }
        print(Shape())
        print([Point()])
        print("\(Point())")
        """#,
      lines: [
        "Shape(name: \"dot\", origin: Point(x: 1, y: 2), tags: [], size: nil)", "[Point(x: 1, y: 2)]",
        "Point(x: 1, y: 2)",
      ]),
    LogExample(
      name: "a Hashable struct is a set element and a dictionary key",
      source: #"""
        struct Cell: Hashable { let row: Int; let column: Int }
        var visited: Set<Cell> = [Cell(row: 0, column: 0)]
        visited.insert(Cell(row: 0, column: 0))
        visited.insert(Cell(row: 1, column: 0))
        let names = [Cell(row: 1, column: 0): "b1"]
        print(visited.count, visited.contains(Cell(row: 1, column: 0)), names[Cell(row: 1, column: 0)])
        """#,
      lines: ["2 true Optional(\"b1\")"]),
    LogExample(
      name: "description is what print shows",
      source: #"""
        struct Money: CustomStringConvertible {
            var cents: Int
            var description: String { "\(cents / 100) won" }
        }
        print(Money(cents: 1500), [Money(cents: 200)])
        """#,
      lines: ["15 won [2 won]"]),
    LogExample(
      name: "a struct with static func < sorts",
      source: #"""
        struct Version: Comparable {
            var major: Int
            var minor: Int
            static func < (a: Version, b: Version) -> Bool {
                if a.major != b.major { return a.major < b.major }
                return a.minor < b.minor
            }
        }
        let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 5), Version(major: 1, minor: 2)]
        print(versions.sorted().map { "\($0.major).\($0.minor)" }, versions.max()!.major)
        """#,
      lines: ["[\"1.2\", \"1.5\", \"2.0\"] 2"]),
    LogExample(
      name: "a property of optional type starts as nil",
      source: #"""
        struct Profile { var nickname: String? }
        var profile = Profile()
        print(profile.nickname)
        profile.nickname = "k"
        print(profile.nickname, profile.nickname?.count, profile.nickname ?? "-")
        """#,
      lines: ["nil", "Optional(\"k\") Optional(1) k"]),
    LogExample(
      name: "static members of a class",
      source: #"""
        class Session {
            static let appName = "Notes"
            static var openCount = 0
            static func open() -> Int {
                openCount += 1
                return openCount
            }
        }
        print(Session.appName, Session.open(), Session.open(), Session.openCount)
        Session.openCount = 10
        print(Session.openCount)
        """#,
      lines: ["Notes 1 2 2", "10"]),
    LogExample(
      name: "a closure a struct method makes keeps its copy of self",
      source: #"""
        struct Greeter {
            var name: String
            func makeGreeting() -> () -> String {
                return { "Hello, \(self.name)" }
            }
        }
        var greeter = Greeter(name: "Ana")
        let greet = greeter.makeGreeting()
        greeter.name = "Ben"
        print(greet(), greeter.makeGreeting()())
        """#,
      lines: ["Hello, Ana Hello, Ben"]),
    LogExample(
      name: "lazy properties are made on first use",
      source: #"""
        class Report {
            var title = "Q1"
            lazy var header: String = {
                print("making the header")
                return "Report: \(title)"
            }()
        }
        let report = Report()
        print("made")
        report.title = "Q2"
        print(report.header)
        print(report.header)
        """#,
      lines: ["made", "making the header", "Report: Q2", "Report: Q2"]),
    LogExample(
      name: "a class's static array changes in place",
      source: #"""
        class Store {
            static var items: [String] = []
            static func add(_ item: String) { items.append(item) }
        }
        Store.add("tea")
        Store.items.append("cake")
        Store.items[0] = "green tea"
        print(Store.items, Store.items.count)
        """#,
      lines: ["[\"green tea\", \"cake\"] 2"]),
    LogExample(
      name: "functions give values their declared types",
      source: #"""
        enum Tab: Int { case home, settings }
        struct Point { var x = 0 }
        func pick(_ n: Int) -> Tab { n == 0 ? .home : .settings }
        func describe(_ tab: Tab?) -> String { "\(tab)" }
        func origin() -> Point? { Point() }
        print(pick(1), describe(.home), origin())
        """#,
      lines: ["settings Optional(Tab.home) Optional(Point(x: 0))"]),
    LogExample(
      name: "guard let and while let unwrap optionals",
      source: #"""
        let scores = ["kim": 90]
        func score(of name: String) -> Int {
            guard let value = scores[name] else { return -1 }
            return value + 1
        }
        var stack = [1, 2]
        while let top = stack.popLast() { print("popped", top) }
        print(score(of: "kim"), score(of: "lee"))
        """#,
      lines: ["popped 2", "popped 1", "91 -1"]),
  ]

  @Test("runs as Swift runs it", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a mutating method on a let",
      source: "struct C { var n = 0; mutating func up() { n += 1 } }\nlet c = C()\nc.up()",
      message: "cannot use mutating member on immutable value: 'c' is a 'let' constant"),
    RefusalExample(
      name: "a property of a let",
      source: "struct P { var x = 0 }\nlet p = P()\np.x = 1",
      message: "cannot assign to property: 'p' is a 'let' constant"),
    RefusalExample(
      name: "a let property",
      source: "struct P { let id: Int }\nvar p = P(id: 1)\np.id = 2",
      message: "cannot assign to property: 'id' is a 'let' constant"),
    RefusalExample(
      name: "self in a method that is not mutating",
      source: "struct P { var x = 0; func reset() { x = 0 } }\nvar p = P()\np.reset()",
      message: "cannot assign to property: 'self' is immutable"),
    RefusalExample(
      name: "a mutating call from a method that is not mutating",
      source:
        "struct P {\n  var x = 0\n  mutating func bump() { x += 1 }\n  func twice() { bump() }\n}\nvar p = P()\np.twice()",
      message: "cannot use mutating member on immutable value: 'self' is immutable"),
    RefusalExample(
      name: "== without Equatable",
      source: "struct P { var x = 0 }\nprint(P() == P())",
      message: "binary operator '==' cannot be applied to two 'P' operands (declare 'P: Equatable')"),
    RefusalExample(
      name: "a missing argument of the memberwise initializer",
      source: "struct P { var x: Int; var y: Int }\nprint(P(x: 1))",
      message: "missing argument for parameter 'y' in call"),
    RefusalExample(
      name: "memberwise arguments out of order",
      source: "struct P { var x: Int; var y: Int }\nprint(P(y: 1, x: 2))",
      message: "argument 'x' must precede argument 'y'"),
    RefusalExample(
      name: "an argument the memberwise initializer does not have",
      source: "struct P { var x = 0 }\nprint(P(x: 1, z: 2))",
      message: "extra argument 'z' in call"),
    RefusalExample(
      name: "no memberwise initializer once the struct declares one",
      source: "struct P {\n  var x: Int\n  init() { x = 0 }\n}\nprint(P(x: 1))",
      message: "no initializer of 'P' takes the labels (x:); it has init()"),
    RefusalExample(
      name: "an initializer that leaves a property unset",
      source: "struct P {\n  var x: Int\n  var y: Int\n  init() { x = 0 }\n}\nprint(P())",
      message: "return from initializer without initializing all stored properties"),
    RefusalExample(
      name: "a struct cannot inherit from a class",
      source: "struct P: UIViewController {}",
      message: "non-class type 'P' cannot inherit from class 'UIViewController'"),
    RefusalExample(
      name: "a Hashable key must be declared so",
      source: "struct P { var x = 0 }\nlet s: Set<P> = [P()]",
      message:
        "type 'P' does not conform to protocol 'Hashable' (a dictionary key or a set element must be a String, a number, a Bool, an enum case or a Hashable struct)"
    ),
  ]

  @Test("is refused as swiftc refuses it", arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }
}
