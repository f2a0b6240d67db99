import DocEngine

/// User code for tests: method bodies per class name, as the scenario interpreter would run
/// them.
final class TestHost: UserCodeHost {
  typealias Body = (ObjectID, [EngineValue]) throws -> EngineValue
  /// className → selector → body.
  var classes: [String: [String: Body]] = [:]
  weak var engine: Engine?

  func implements(_ selector: String, on object: ObjectID) -> Bool {
    guard let engine else { return false }
    return classes[engine.className(of: object)]?[selector] != nil
  }

  func invoke(_ selector: String, on object: ObjectID, arguments: [EngineValue]) throws -> EngineValue {
    guard let engine, let body = classes[engine.className(of: object)]?[selector] else { return .void }
    return try body(object, arguments)
  }

  /// Defines `selector` on `className`.
  func define(_ className: String, _ selector: String, _ body: @escaping Body) {
    classes[className, default: [:]][selector] = body
  }
}

/// A scenario written in Swift against the engine: each `step` is one statement.
final class Script {
  let engine: Engine
  let host = TestHost()
  private var line = 0

  init(stepLimit: Int = 10_000) {
    engine = Engine(host: host, stepLimit: stepLimit)
    host.engine = engine
  }

  /// Runs one top-level statement.
  func step<T>(_ body: (Engine) throws -> T) throws -> T {
    line += 1
    return try engine.statement(StatementTag(line: line, column: 1)) { try body(engine) }
  }

  /// `let name = ClassName()`: makes, binds and retains.
  @discardableResult
  func let_(_ name: String, _ kind: ObjectKind = .viewController, _ className: String? = nil) throws
    -> ObjectID
  {
    try step { e in
      let id = e.make(kind, className: className)
      e.bind(id, variable: name)
      e.retain(id)
      return id
    }
  }

  /// `var.prop = value`.
  func set(_ id: ObjectID, _ name: String, _ value: EngineValue) throws {
    try step { try $0.setProperty(name, of: id, to: value) }
  }

  /// The formatted log.
  var log: String { LogFormatter(engine: engine).format(engine.events) }

  /// The log from event `index` on.
  func log(from index: Int) -> String {
    LogFormatter(engine: engine).format(Array(engine.events[index...]))
  }

  /// The number of events so far (a mark for `log(from:)`).
  var mark: Int { engine.events.count }

  /// A `print` from user code, as the interpreter would forward it.
  func say(_ text: String) throws { try engine.printLine(text) }
}

extension String {
  /// A golden log written as an indented multi-line literal, trimmed.
  var golden: String {
    split(separator: "\n", omittingEmptySubsequences: true)
      .map { line in String(line.drop { $0 == " " }) }
      .joined(separator: "\n")
  }
}

extension Script {
  /// A root controller `a` on screen (events after it are what a test looks at).
  func rootA(_ className: String? = nil) throws -> ObjectID {
    let a = try let_("a", .viewController, className)
    try step { try $0.setRoot(a) }
    return a
  }

  /// `x.modalPresentationStyle = .style`.
  func style(_ id: ObjectID, _ style: ModalPresentationStyle) throws {
    try set(id, "modalPresentationStyle", .enumCase(style.rawValue))
  }

  /// `source.present(vc, animated: true) { print("done") }`.
  func present(_ vc: ObjectID, from source: ObjectID) throws {
    try step { e in try e.present(vc, from: source, animated: true) { try e.printLine("done") } }
  }

  /// `x.dismiss(animated: true) { print("done") }`.
  func dismiss(_ x: ObjectID) throws {
    try step { e in try e.dismiss(from: x, animated: true) { try e.printLine("done") } }
  }

  /// The display name of an object-valued property, for prints.
  func name(_ property: String, of id: ObjectID) throws -> String {
    switch try engine.property(property, of: id) {
    case .object(let target?): return engine.displayName(of: target)
    case .object(nil): return "nil"
    case .bool(let flag): return String(flag)
    case let other: return "\(other)"
    }
  }

  /// Makes every `viewWill/Did…` of `className` print `label: property` after its log line.
  func printOn(_ className: String, _ selector: String, _ properties: [String]) {
    host.define(className, selector) { [unowned self] id, _ in
      let values = try properties.map { "\($0)=\(try self.name($0, of: id))" }
      try self.say("  " + values.joined(separator: " "))
      return .void
    }
  }
}
