import DocEngine
import Foundation
import ScenarioKit
import Testing

@testable import DocGenKit

@Suite("The scenario cache's entries, written and read by hand")
struct CacheEntryCodingTests {
  /// Every field of two outcomes, compared (`ScenarioOutcome` is not `Equatable`).
  static func expectEqual(_ decoded: ScenarioCache.Entry, _ original: ScenarioCache.Entry, _ comment: Comment? = nil) {
    #expect(decoded.outcome.events == original.outcome.events, comment)
    #expect(decoded.outcome.lines == original.outcome.lines, comment)
    #expect(decoded.outcome.hierarchies == original.outcome.hierarchies, comment)
    #expect(decoded.outcome.finalHierarchy == original.outcome.finalHierarchy, comment)
    #expect(decoded.outcome.diagnostics == original.outcome.diagnostics, comment)
    #expect(decoded.outcome.origin == original.outcome.origin, comment)
    #expect(decoded.names.map(\.id) == original.names.map(\.id), comment)
    #expect(decoded.names.map(\.name) == original.names.map(\.name), comment)
  }

  static func roundTrip(_ entry: ScenarioCache.Entry) throws -> ScenarioCache.Entry {
    try CacheEntryCoding.encode(entry).withUnsafeBytes { try CacheEntryCoding.decode($0) }
  }

  /// Entries as the page runner makes them: each chain (a block and the `continue` blocks
  /// after it) on one session, the names of the engine's objects after each block.
  static func entries(of page: SourcePage) -> [ScenarioCache.Entry] {
    let (blocks, _) = ScenarioBlockParser.blocks(in: CodeBlock.all(in: page), of: page)
    var entries: [ScenarioCache.Entry] = []
    var session = ScenarioSession(stepLimit: 10_000)
    for block in blocks {
      if !block.options.continues { session = ScenarioSession(stepLimit: 10_000) }
      let outcome = session.run(
        Scenario.parse(source: block.code, origin: SourceOrigin(file: "", scenarioName: block.id)))
      let engine = session.engine
      entries.append(
        ScenarioCache.Entry(
          outcome: outcome,
          names: engine.allObjects.sorted().map {
            ScenarioCache.Entry.Name(id: $0.rawValue, name: engine.displayName(of: $0))
          }))
    }
    return entries
  }

  @Test("every scenario of Content/ (all languages) reads back field for field")
  func contentScenarios() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Content")
      .standardized.path
    let loader = ContentLoader(contentPath: root)
    let site = try #require(loader.scan().0)
    var count = 0
    var kinds = Set<String>()
    for page in site.pages {
      for entry in Self.entries(of: try loader.loadPage(page).get()) {
        Self.expectEqual(try Self.roundTrip(entry), entry, "\(page.file)")
        for event in entry.outcome.events {
          kinds.insert(String(describing: event.kind).prefix { $0 != "(" }.description)
        }
        count += 1
      }
    }
    #expect(count >= 150)
    // The notes reach every kind of log event but `printHierarchy()`'s (the hand-made entry
    // below has those), so this test reads each kind's form.
    #expect(kinds.count >= 9, "\(kinds.sorted())")
  }

  static let a = ObjectID(rawValue: 1)
  static let b = ObjectID(rawValue: 2)
  static let node = HierarchySnapshot.Node(
    id: a, displayName: "a 提示", className: "Root", kind: .navigationController, appearance: .appearing,
    isViewLoaded: true,
    isOnScreen: false,
    children: [
      .init(
        id: b, displayName: "", className: "B", kind: .viewController, appearance: .disappeared, isViewLoaded: false,
        isOnScreen: false)
    ],
    selectedIndex: 0,
    presentation: .init(
      presented: .init(
        id: b, displayName: "b", className: "B", kind: .object, appearance: .appeared, isViewLoaded: true,
        isOnScreen: true),
      style: .overCurrentContext, source: a, presenting: b, removesPresenterView: true, presentationController: a))

  /// Every case of every enum an entry holds, with optionals present and absent.
  static let everyKind: [LogEvent.Kind] =
    [
      .lifecycle(a, .viewIsAppearing), .willMove(a, toParent: nil), .willMove(a, toParent: b), .didMove(b, toParent: a),
      .didMove(b, toParent: nil), .deinitialized(a),
      .segue(a, .shouldPerform(identifier: "show")), .segue(a, .unwindAction("unwindToA")),
      .delegate(a, .presentationControllerShouldDismiss), .delegate(a, .presentationControllerWillDismiss),
      .delegate(a, .presentationControllerDidDismiss), .delegate(a, .presentationControllerDidAttemptToDismiss),
      .delegate(a, .navigationWillShow(navigation: a, shown: b, animated: true)),
      .delegate(a, .navigationDidShow(navigation: a, shown: b, animated: false)),
      .delegate(a, .tabShouldSelect(tabBar: a, selected: b)), .delegate(a, .tabDidSelect(tabBar: b, selected: a)),
      .delegate(a, .sheetDidChangeSelectedDetentIdentifier),
      .transition(a, .presentationControllerForPresented(presented: a, presenting: nil, source: b)),
      .transition(a, .presentationControllerForPresented(presented: a, presenting: b, source: b)),
      .transition(a, .animationControllerForPresented(presented: a, presenting: b, source: a)),
      .transition(a, .animationControllerForDismissed(dismissed: b)), .transition(a, .presentationTransitionWillBegin),
      .transition(a, .presentationTransitionDidEnd(true)), .transition(a, .dismissalTransitionWillBegin),
      .transition(a, .dismissalTransitionDidEnd(false)), .transition(a, .containerViewWillLayoutSubviews),
      .transition(a, .containerViewDidLayoutSubviews), .transition(a, .transitionDuration),
      .transition(a, .animateTransition),
      .transition(a, .animationEnded(true)),
      .printed(""), .printed("multi\nline \u{0} 🙂 제시"),
      .warning(.alreadyPresenting(presented: a, presenting: b, source: a, current: b)),
      .warning(.notInWindowHierarchy(presented: a, presenting: b, source: b)),
      .warning(.noUnwindDestination(source: a, action: "unwind")),
      .warning(.missingSuperCall(a, selector: "viewWillAppear(_:)")),
      .warning(.unbalancedAppearanceTransition(b)),
      .hierarchy(HierarchySnapshot(root: node, detached: [node], orientation: .landscape)),
      .hierarchy(HierarchySnapshot(root: nil)),
    ] + LogEvent.LifecycleCallback.allCases.map { .lifecycle(b, $0) }
    + [
      EngineValue.object(nil), .object(a), .objects([]), .objects([a, b]), .bool(true), .bool(false), .int(Int.min),
      .int(Int.max),
      .int(0), .int(-1), .double(-0.0), .double(.infinity), .double(1e-300), .string("\"x\""), .enumCase("fullScreen"),
      .view(b),
      .control("button"), .void,
    ].map { .segue(a, .prepare(identifier: "id", sender: $0)) }

  static let handMade = ScenarioCache.Entry(
    outcome: ScenarioOutcome(
      events: everyKind.enumerated().map { index, kind in
        LogEvent(
          kind: kind, cause: index % 3 == 0 ? nil : StatementTag(line: index, column: 2),
          origin: index % 2 == 0 ? nil : StatementTag(line: -index), index: index)
      },
      lines: ["", "a.viewDidLoad", "表示 · 제시"], hierarchies: [HierarchySnapshot(root: node)],
      finalHierarchy: HierarchySnapshot(root: nil, detached: [node, node]),
      diagnostics: [
        Diagnostic(
          .warning, .uikit, at: SourceLocation(file: "", line: 1, column: 1), "m",
          notes: [
            .init(message: "n"),
            .init(message: "o", location: SourceLocation(file: "f.md", line: Int.max, column: Int.min)),
          ], details: ["d", ""]),
        Diagnostic(.note, .yaml, at: SourceLocation(file: "a", line: 0, column: 0), ""),
      ],
      origin: SourceOrigin(file: "", firstLine: 1, columnOffset: 0, scenarioName: nil)),
    names: [.init(id: 1, name: "a"), .init(id: -7, name: "")])

  @Test("every case of every enum an entry holds reads back, with optionals present and absent and extreme numbers")
  func everyCase() throws {
    let decoded = try Self.roundTrip(Self.handMade)
    Self.expectEqual(decoded, Self.handMade)
    // -0.0 == 0.0, so the sign is checked by its bits.
    let doubles = decoded.outcome.events.compactMap { event -> UInt64? in
      if case .segue(_, .prepare(_, .double(let value))) = event.kind { return value.bitPattern }
      return nil
    }
    #expect(doubles == [(-0.0).bitPattern, Double.infinity.bitPattern, (1e-300).bitPattern])
  }

  @Test("damaged bytes throw, never crash: every truncation, a byte too many, another form, 3 000 random corruptions")
  func damage() throws {
    let bytes = CacheEntryCoding.encode(Self.handMade)
    func decode(_ bytes: [UInt8]) throws -> ScenarioCache.Entry {
      try bytes.withUnsafeBytes { try CacheEntryCoding.decode($0) }
    }
    for length in 0..<bytes.count {
      #expect(throws: (any Error).self) { try decode(Array(bytes[0..<length])) }
    }
    #expect(throws: (any Error).self) { try decode(bytes + [0]) }
    #expect(throws: (any Error).self) { try decode([0] + bytes.dropFirst()) }
    // A count far beyond the bytes there are, and a varint longer than 64 bits.
    #expect(throws: (any Error).self) { try decode([CacheEntryCoding.formatByte, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) }
    #expect(throws: (any Error).self) {
      try decode([CacheEntryCoding.formatByte] + Array(repeating: 0xFF, count: 11) + [0])
    }
    // A linear congruential sequence: the same corruptions on every run, so a failure replays.
    var state: UInt64 = 7
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var refused = 0
    for _ in 0..<3_000 {
      var damaged = bytes
      for _ in 0..<(1 + Int(next() % 3)) {
        damaged[Int(next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: next())
      }
      if (try? decode(damaged)) == nil { refused += 1 }
    }
    #expect(refused > 1_000)
  }

  @Test("hierarchy nodes nested deeper than any scenario makes are refused, not followed until the stack runs out")
  func deepNesting() throws {
    func nested(_ depth: Int) -> HierarchySnapshot.Node {
      var node = HierarchySnapshot.Node(
        id: Self.a, displayName: "", className: "", kind: .object, appearance: .appeared, isViewLoaded: true,
        isOnScreen: true)
      for _ in 0..<depth { node.children = [node] }
      return node
    }
    func entry(_ depth: Int) -> ScenarioCache.Entry {
      var entry = Self.handMade
      entry.outcome.finalHierarchy = HierarchySnapshot(root: nested(depth))
      return entry
    }
    #expect(
      try Self.roundTrip(entry(BinaryReader.maximumDepth - 1)).outcome.finalHierarchy
        == entry(BinaryReader.maximumDepth - 1).outcome.finalHierarchy)
    #expect(throws: BinaryReader.Damaged.self) { try Self.roundTrip(entry(BinaryReader.maximumDepth)) }
  }
}
