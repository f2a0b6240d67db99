import Testing

@testable import ScenarioKit

/// Enums with raw values (implicit ones as Swift gives them), associated values matched by
/// patterns, `CaseIterable`, methods, computed and static properties and nested types. The
/// expected lines are what swiftc's build prints (without the module prefix).
@Suite("Enums: raw values, associated values, methods")
struct EnumValueTests {
  static let examples: [LogExample] = [
    LogExample(
      name: "Int raw values count up from the last written one",
      source: #"""
        enum Priority: Int { case low = 1, medium, high = 10, urgent }
        print(Priority.low.rawValue, Priority.medium.rawValue, Priority.urgent.rawValue)
        """#,
      lines: ["1 2 11"]),
    LogExample(
      name: "String raw values default to the case's name",
      source: #"""
        enum Direction: String { case north, south = "S", east }
        print(Direction.north.rawValue, Direction.south.rawValue, Direction.east.rawValue)
        """#,
      lines: ["north S east"]),
    LogExample(
      name: "init?(rawValue:) is optional",
      source: #"""
        enum Tab: Int { case home, search, profile }
        print(Tab(rawValue: 2), Tab(rawValue: 7))
        if let tab = Tab(rawValue: 1) { print(tab) }
        let fallback = Tab(rawValue: 9) ?? .home
        print(fallback)
        """#,
      lines: ["Optional(Tab.profile) nil", "search", "home"]),
    LogExample(
      name: "CaseIterable lists every case in order",
      source: #"""
        enum Weekday: String, CaseIterable { case mon, tue, wed }
        print(Weekday.allCases.count, Weekday.allCases.map { $0.rawValue })
        for day in Weekday.allCases { print(day) }
        """#,
      lines: ["3 [\"mon\", \"tue\", \"wed\"]", "mon", "tue", "wed"]),
    LogExample(
      name: "associated values are bound by switch patterns",
      source: #"""
        enum Response {
            case success(data: [String])
            case failure(code: Int, message: String)
            case empty
        }
        let responses: [Response] = [.success(data: ["a", "b"]), .failure(code: 404, message: "missing"), .empty]
        for response in responses {
            switch response {
            case .success(let data):
                print("got", data.count)
            case .failure(let code, _) where code >= 500:
                print("server")
            case let .failure(code, message):
                print(code, message)
            case .empty:
                print("nothing")
            }
        }
        """#,
      lines: ["got 2", "404 missing", "nothing"]),
    LogExample(
      name: "if case matches one case",
      source: #"""
        enum Download { case waiting, progress(Double), done }
        let state = Download.progress(0.25)
        if case .progress(let fraction) = state { print(fraction * 100) }
        if case .done = state { print("done") } else { print("not yet") }
        """#,
      lines: ["25.0", "not yet"]),
    LogExample(
      name: "enums have methods, computed properties and mutating methods",
      source: #"""
        enum Switch {
            case on, off
            var symbol: String {
                if self == .on { return "I" }
                return "O"
            }
            func describe() -> String { "switch \(symbol)" }
            mutating func toggle() {
                switch self {
                case .on: self = .off
                case .off: self = .on
                }
            }
        }
        var power = Switch.off
        power.toggle()
        print(power, power.describe())
        """#,
      lines: ["on switch I"]),
    LogExample(
      name: "types nested in a struct are named through it",
      source: #"""
        struct Settings {
            enum Theme: String, CaseIterable { case light, dark }
            struct Font { var size = 14 }
            var theme = Theme.light
            var font = Font()
        }
        var settings = Settings()
        settings.theme = .dark
        print(settings.theme, Settings.Theme.allCases, settings.font.size, Settings.Font(size: 9))
        """#,
      lines: ["dark [Settings.Theme.light, Settings.Theme.dark] 14 Font(size: 9)"]),
    LogExample(
      name: "enums without associated values are Equatable; with them, when declared",
      source: #"""
        enum Mode { case read, write }
        enum Token: Equatable { case word(String), number(Int) }
        print(Mode.read == .read, Mode.read != .write)
        print(Token.word("a") == .word("a"), Token.word("a") == .number(1))
        """#,
      lines: ["true true", "true false"]),
    LogExample(
      name: "a case prints without its type, inside a value with it",
      source: #"""
        enum Shape { case circle(radius: Double), square(Double), dot }
        let shapes = [Shape.circle(radius: 1.5), .square(2), .dot]
        print(shapes[0], shapes[1], shapes[2])
        print(shapes)
        print(Optional(Shape.dot))
        """#,
      lines: [
        "circle(radius: 1.5) square(2.0) dot", "[Shape.circle(radius: 1.5), Shape.square(2.0), Shape.dot]",
        "Optional(Shape.dot)",
      ]),
    LogExample(
      name: "static members of an enum",
      source: #"""
        enum Level: Int {
            case easy = 1, hard = 3
            static let start = Level.easy
            static func from(score: Int) -> Level {
                if score > 50 { return .hard }
                return .easy
            }
        }
        print(Level.start, Level.from(score: 80), Level.from(score: 10).rawValue)
        """#,
      lines: ["easy hard 1"]),
    LogExample(
      name: "optional enum values match case patterns",
      source: #"""
        enum Filter: String { case all, recent }
        let chosen = Filter(rawValue: "recent")
        switch chosen {
        case .recent?: print("recent")
        case .all?: print("all")
        case nil: print("none")
        }
        """#,
      lines: ["recent"]),
  ]

  @Test("runs as Swift runs it", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "raw values must be unique",
      source: "enum T: Int { case a = 1, b = 1 }", message: "raw value for enum case is not unique"),
    RefusalExample(
      name: "a raw value needs a raw type",
      source: "enum T { case a = 1 }", message: "enum case cannot have a raw value if the enum does not have a raw type"
    ),
    RefusalExample(
      name: "raw values and associated values do not mix",
      source: "enum T: Int { case a(Int) }", message: "enum with raw type cannot have cases with arguments"),
    RefusalExample(
      name: "a raw value of the wrong type",
      source: "enum T: Int { case a = \"x\" }", message: "cannot convert value of type 'String' to raw type 'Int'"),
    RefusalExample(
      name: "allCases needs CaseIterable",
      source: "enum E { case a }\nprint(E.allCases)",
      message: "type 'E' has no member 'allCases'; declare it 'CaseIterable'"),
    RefusalExample(
      name: "== on an enum with associated values needs Equatable",
      source: "enum E { case a(Int) }\nprint(E.a(1) == E.a(1))",
      message: "binary operator '==' cannot be applied to two 'E' operands (declare 'E: Equatable')"),
    RefusalExample(
      name: "an implicit member that is not a case",
      source: "enum Tab { case home }\nlet t: Tab = .settings", message: "type 'Tab' has no member 'settings'"),
    RefusalExample(
      name: "stored properties in an enum",
      source: "enum E { case a\n  var x = 1\n}", message: "enums must not contain stored properties"),
  ]

  @Test("is refused as swiftc refuses it", arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }

  @Test("a switch over an enum with associated values must cover every case")
  func exhaustiveWithPayloads() {
    let outcome = run(
      "enum S { case loaded([String]), idle }\nlet s = S.idle\nswitch s {\ncase .loaded(let x) where x.isEmpty:\n  print(1)\ncase .idle:\n  print(2)\n}"
    )
    #expect(outcome.error?.message == "switch must be exhaustive")
    #expect(outcome.error?.notes.map(\.message) == ["add missing case: '.loaded'"])
  }
}
