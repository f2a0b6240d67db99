import Testing

@testable import DocEngine

/// SplitMix64: a tiny, seedable generator so the random scenarios are the same everywhere.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random operation sequences checked against the model's invariants after every statement.
@Suite struct PropertyTests {
  static let sequences = 1_000
  static let operationsPerSequence = 40

  @Test("1,000 random operation sequences keep the invariants") func randomSequences() throws {
    var rng = SplitMix64(seed: 0xD0C_E061_2026)
    var failures: [String] = []
    var errorsSeen = 0
    var statementsRun = 0
    var eventsSeen = 0
    for sequence in 0..<Self.sequences {
      let engine = Engine(stepLimit: 5_000)
      var variables: [ObjectID] = []
      var line = 0
      for _ in 0..<Self.operationsPerSequence {
        line += 1
        statementsRun += 1
        do {
          try engine.statement(StatementTag(line: line)) {
            try Self.randomOperation(engine, &variables, &rng)
          }
        } catch is EngineError {
          errorsSeen += 1
          break  // an exception stops the scenario, as in UIKit
        }
        if let problem = Self.invariantViolation(engine) {
          failures.append("sequence \(sequence), statement \(line): \(problem)\n" + Self.trace(engine))
          break
        }
      }
      eventsSeen += engine.events.count
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    #expect(errorsSeen > 0, "the generator should also reach UIKit's exceptions")
    #expect(statementsRun > Self.sequences * Self.operationsPerSequence / 4, "\(statementsRun) statements")
    #expect(eventsSeen > Self.sequences * 10, "\(eventsSeen) events")
  }

  // MARK: - Generator

  static func randomOperation(
    _ e: Engine, _ variables: inout [ObjectID], _ rng: inout SplitMix64
  ) throws {
    let controllers = e.allObjects.filter { e.kind(of: $0).isViewController && !e.isDeallocated($0) }
    // Mostly operands UIKit accepts; sometimes any, to reach the exceptions too.
    let careless = Int.random(in: 0..<10, using: &rng) == 0
    let free = controllers.filter {
      careless
        || (e[controller: $0].parent == nil && e[controller: $0].presentation == nil && e.rootViewController != $0)
    }
    let visible = controllers.filter { careless || e.appearance(of: $0) == .appeared }
    func any() -> ObjectID? { controllers.randomElement(using: &rng) }
    func anyFree() -> ObjectID? { free.randomElement(using: &rng) }
    func anyOf(_ kind: ObjectKind) -> ObjectID? {
      controllers.filter { e.kind(of: $0) == kind }.randomElement(using: &rng)
    }
    if controllers.count < 3 {
      for kind in [ObjectKind.viewController, .navigationController, .viewController] {
        let id = e.make(kind)
        e.retain(id)
        variables.append(id)
      }
      return
    }
    let animated = Bool.random(using: &rng)
    switch Int.random(in: 0..<20, using: &rng) {
    case 0, 1:
      let kinds: [ObjectKind] = [.viewController, .viewController, .navigationController, .tabBarController]
      let id = e.make(kinds.randomElement(using: &rng)!)
      if Bool.random(using: &rng) {
        e.retain(id)
        variables.append(id)
      }
      if let nav = anyOf(.navigationController), Bool.random(using: &rng),
        e.property("viewControllers", nav).isEmpty, e.kind(of: id) == .viewController
      {
        try e.setViewControllers([id], of: nav)
      }
    case 2 where e.rootViewController != nil && !careless:
      break
    case 2:
      if let vc = anyFree(), e.rootViewController == nil || Int.random(in: 0..<4, using: &rng) == 0 {
        try e.setRoot(vc)
      }
    case 3, 4, 5:
      if let source = visible.randomElement(using: &rng), let vc = anyFree(), vc != source || careless {
        let style = ModalPresentationStyle.allCases.filter { $0 != .none }.randomElement(using: &rng)!
        try e.setProperty("modalPresentationStyle", of: vc, to: .enumCase(style.rawValue))
        try e.present(vc, from: source, animated: animated) { try e.printLine("done") }
      }
    case 6, 7:
      if let vc = any() { try e.dismiss(from: vc, animated: animated) }
    case 8:
      if let nav = anyOf(.navigationController), let vc = anyFree(), e.kind(of: vc) == .viewController {
        try e.push(vc, onto: nav, animated: animated)
      }
    case 9:
      if let nav = anyOf(.navigationController) { try e.pop(from: nav, animated: animated) }
    case 10:
      if let nav = anyOf(.navigationController) { try e.popToRoot(of: nav, animated: animated) }
    case 11:
      if let parent = any(), let child = anyFree(), e.kind(of: parent) == .viewController, parent != child {
        try e.addChild(child, to: parent)
        try e.addSubview(viewOf: child, toViewOf: parent)
        try e.didMove(child, toParent: parent)
      }
    case 12:
      if let child = any() {
        try e.willMove(child, toParent: nil)
        try e.removeFromSuperview(viewOf: child)
        try e.removeFromParent(child)
      }
    case 13:
      if let tabs = anyOf(.tabBarController) {
        let pool = free.filter { e.kind(of: $0) == .viewController }.shuffled(using: &rng)
        try e.setViewControllers(Array(pool.prefix(Int.random(in: 0...3, using: &rng))), of: tabs)
      }
    case 14:
      if let tabs = anyOf(.tabBarController) {
        let count = e.property("viewControllers", tabs).count
        if count > 0 { try e.selectTab(Int.random(in: 0..<count, using: &rng), in: tabs) }
      }
    case 15:
      if let vc = any() { try e.swipeDown(vc, cancel: Bool.random(using: &rng)) }
    case 16:
      if let nav = anyOf(.navigationController) { try e.swipeBack(nav, cancel: Bool.random(using: &rng)) }
    case 17:
      if !variables.isEmpty {
        let index = Int.random(in: 0..<variables.count, using: &rng)
        e.release(variables.remove(at: index))
      }
    case 18:
      if let vc = any() { _ = try e.property("view", of: vc) }
    default:
      if let vc = any() {
        try e.setProperty("definesPresentationContext", of: vc, to: .bool(Bool.random(using: &rng)))
      }
    }
  }

  // MARK: - Invariants

  /// The log grouped by statement and the final hierarchy, to read a failure.
  static func trace(_ e: Engine) -> String {
    let formatter = LogFormatter(engine: e)
    var lines: [String] = []
    var last: Int?
    for event in e.events {
      if event.cause?.line != last {
        last = event.cause?.line
        lines.append("-- statement \(last ?? 0)")
      }
      lines += formatter.lines(for: event)
    }
    try? e.printHierarchy()
    return (lines + formatter.lines(for: e.events[e.events.count - 1])).joined(separator: "\n")
  }

  static func invariantViolation(_ e: Engine) -> String? {
    let name = e.displayName(of:)
    let live = e.objects.filter { !$0.isDead && $0.kind.isViewController }
    for record in live {
      if let presentation = e[controller: record.id].presentation {
        let presenters = live.filter { e[controller: $0.id].presented == record.id }
        if presenters.map(\.id) != [presentation.presenting] {
          return "\(name(record.id)) has presenters \(presenters.map { name($0.id) })"
        }
        if e[controller: record.id].parent != nil { return "\(name(record.id)) is both a child and presented" }
      }
      let onScreen = e.isOnScreen(record.id)
      let expected: AppearanceState = onScreen ? .appeared : .disappeared
      if e[controller: record.id].appearance != expected {
        return "\(name(record.id)) is \(e[controller: record.id].appearance) but on screen is \(onScreen)"
      }
    }
    // Deinit exactly once, and exactly for the deallocated.
    var deinits: [ObjectID: Int] = [:]
    for event in e.events {
      if case .deinitialized(let id) = event.kind { deinits[id, default: 0] += 1 }
    }
    if let twice = deinits.first(where: { $0.value > 1 }) { return "\(name(twice.key)) deinit twice" }
    for record in e.objects where !record.isInternal && record.kind.isViewController {
      if record.isDead != (deinits[record.id] != nil) {
        return "\(name(record.id)) dead=\(record.isDead) but deinit logged=\(deinits[record.id] != nil)"
      }
    }
    // Nothing reachable from a root is dead; everything unheld is dead.
    var reachable = Set<ObjectID>()
    var stack = e.objects.filter { $0.externalRetains + $0.temporaryHolds > 0 }.map(\.id)
    if let root = e.rootViewController { stack.append(root) }
    while let id = stack.popLast() {
      guard reachable.insert(id).inserted else { continue }
      stack += e.ownedObjects(of: id)
    }
    for id in reachable where e.isDeallocated(id) { return "\(name(id)) is reachable but deallocated" }
    for record in e.objects where !record.isDead && e.strongOwners(of: record.id).isEmpty {
      return "\(name(record.id)) is unheld but alive"
    }
    return nil
  }
}

extension Engine {
  /// A property's objects, for the generator (empty when not an array).
  fileprivate func property(_ name: String, _ id: ObjectID) -> [ObjectID] {
    if case .objects(let list)? = try? property(name, of: id) { return list }
    return []
  }
}

/// User code that re-enters the engine from callbacks, driven by the same seeded generator.
final class ReentrantHost: UserCodeHost {
  var rng: SplitMix64
  weak var engine: Engine?

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  func implements(_ selector: String, on object: ObjectID) -> Bool {
    engine?.className(of: object) == "Reentrant"
      && ["viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidLoad()"].contains(selector)
  }

  func invoke(_ selector: String, on object: ObjectID, arguments: [EngineValue]) throws -> EngineValue {
    guard let engine else { return .void }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1:
      let next = engine.make(.viewController, className: "Reentrant")
      let style: ModalPresentationStyle = Bool.random(using: &rng) ? .fullScreen : .pageSheet
      try engine.setProperty("modalPresentationStyle", of: next, to: .enumCase(style.rawValue))
      try engine.present(next, from: object, animated: true) { try engine.printLine("nested done") }
    case 2:
      try engine.dismiss(from: object, animated: true)
    case 3:
      if let nav = engine.allObjects.first(where: {
        engine.kind(of: $0) == .navigationController && !engine.isDeallocated($0)
      }) {
        try engine.pop(from: nav, animated: true)
      }
    default:
      break
    }
    return .void
  }
}

extension PropertyTests {
  @Test("1,000 random sequences with re-entrant callbacks keep the invariants")
  func reentrantSequences() throws {
    var rng = SplitMix64(seed: 0x5EED_0003)
    var failures: [String] = []
    var nestedCompletions = 0
    for sequence in 0..<Self.sequences {
      let host = ReentrantHost(seed: UInt64(sequence))
      let engine = Engine(host: host, stepLimit: 2_000)
      host.engine = engine
      var variables: [ObjectID] = []
      for line in 1...Self.operationsPerSequence / 2 {
        do {
          try engine.statement(StatementTag(line: line)) {
            if Int.random(in: 0..<3, using: &rng) == 0 {
              let id = engine.make(.viewController, className: "Reentrant")
              engine.retain(id)
              variables.append(id)
            }
            try Self.randomOperation(engine, &variables, &rng)
          }
        } catch is EngineError {
          break
        }
        if let problem = Self.invariantViolation(engine) {
          failures.append("sequence \(sequence), statement \(line): \(problem)\n" + Self.trace(engine))
          break
        }
      }
      nestedCompletions += engine.events.filter { $0.kind == .printed("nested done") }.count
    }
    #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
    #expect(nestedCompletions > 100, "callbacks should present often: \(nestedCompletions)")
  }
}
