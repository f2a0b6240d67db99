import DocEngine
import Foundation
import ScenarioKit
import Testing

@testable import DocGenKit

@Suite("Compact coding (the build manifest)")
struct CompactCodingTests {
  enum Shape: Codable, Equatable {
    case point
    case circle(radius: Double)
    case labelled(String, Int?)
  }

  struct Everything: Codable, Equatable {
    var text: String
    var empty: String
    var flag: Bool
    var small: Int8
    var negative: Int
    var big: UInt64
    var ratio: Double
    var missing: String?
    var present: Int?
    var shapes: [Shape]
    var nested: [[Int]]
    var table: [String: [String]]
    var tags: Set<String>
    var keyedByNumber: [Int: String]
  }

  static let sample = Everything(
    text: "présenter 提示 표시 \"quoted\"\n", empty: "", flag: true, small: -128, negative: Int.min,
    big: UInt64.max, ratio: -0.1, missing: nil, present: 0,
    shapes: [.point, .circle(radius: 2.5), .labelled("a", nil), .labelled("b", 7)],
    nested: [[], [1, 2, 3], [Int.max]], table: ["en": ["a", "b"], "zh": [], "": [""]],
    tags: ["x", "y"], keyedByNumber: [1: "one", -2: "minus two"])

  @Test("what is encoded decodes to an equal value: scalars, optionals, enums with payloads, collections")
  func roundTrip() throws {
    let bytes = try CompactEncoder().encode(Self.sample)
    #expect(try CompactDecoder().decode(Everything.self, from: bytes) == Self.sample)
  }

  @Test("a big dictionary round-trips (looked up by key, not searched)")
  func bigDictionary() throws {
    let table = Dictionary(uniqueKeysWithValues: (0..<5_000).map { ("page-\($0)", $0) })
    let bytes = try CompactEncoder().encode(table)
    #expect(try CompactDecoder().decode([String: Int].self, from: bytes) == table)
  }

  /// A string-keyed map written and read entry by entry through a keyed container, as
  /// `Dictionary`'s own `Codable` does: what the direct path for the manifest's maps must match.
  struct ThroughContainer<Value: Codable & Equatable>: Codable, Equatable {
    var table: [String: Value]
    init(_ table: [String: Value]) { self.table = table }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CompactStringKey.self)
      table = [:]
      for key in container.allKeys where table[key.stringValue] == nil {
        table[key.stringValue] = try container.decode(Value.self, forKey: key)
      }
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CompactStringKey.self)
      for (key, value) in table { try container.encode(value, forKey: CompactStringKey(key)) }
    }
  }

  @Test("the manifest's string-keyed maps are written and read directly, with the bytes and values of the keyed container's")
  func directDictionaries() throws {
    let tables: [[String: String]] = [[:], ["a": "1"], Dictionary(uniqueKeysWithValues: (0..<300).map { ("key \($0) 键", "值 \($0)") })]
    let bytes = try CompactEncoder().encode(tables.map(ThroughContainer.init))
    #expect(try CompactEncoder().encode(tables) == bytes)
    #expect(try CompactDecoder().decode([[String: String]].self, from: bytes) == tables)
    #expect(try CompactDecoder().decode([ThroughContainer<String>].self, from: bytes) == tables.map(ThroughContainer.init))
    // Two entries with one key: the first wins on both paths.
    let twice = Data([8, 11, 2, 1, 97, 6, 1, 49, 1, 97, 6, 1, 50])
    #expect(try CompactDecoder().decode([String: String].self, from: twice) == ["a": "1"])
    #expect(try CompactDecoder().decode(ThroughContainer<String>.self, from: twice) == ThroughContainer(["a": "1"]))
    // The notes' records, as the manifest holds them.
    let record = ContentLoader.NoteRecord(
      size: 3, modified: 4, hash: "h", frontMatter: FrontMatter(), title: "T", hasTitleHeading: false, translationHash: "t",
      anchors: ["§1": "part"])
    let notes = ["en/a.md": record, "zh/a.md": record]
    let direct = try CompactEncoder().encode([notes])
    #expect(try direct == CompactEncoder().encode([ThroughContainer(notes)]))
    #expect(try CompactDecoder().decode([[String: ContentLoader.NoteRecord]].self, from: direct) == [notes])
  }

  @Test("the same value gives the same bytes, whatever order a dictionary was filled in")
  func deterministic() throws {
    var forward: [String: Int] = [:]
    for index in 0..<200 { forward["k\(index)"] = index }
    var backward: [String: Int] = [:]
    for index in (0..<200).reversed() { backward["k\(index)"] = index }
    #expect(try CompactEncoder().encode(forward) == CompactEncoder().encode(backward))
  }

  @Test("a scenario's real outcome round-trips, log events and hierarchy included")
  func scenarioOutcome() throws {
    let code = """
      let a = UIViewController()
      let b = UINavigationController(rootViewController: UIViewController())
      window.rootViewController = a
      b.modalPresentationStyle = .formSheet
      a.present(b, animated: true)
      printHierarchy()
      print("done")
      b.dismiss(animated: true)
      """
    let outcome = ScenarioRunner.run(Scenario.parse(source: code, origin: SourceOrigin(file: "x.md", firstLine: 3)))
    let decoded = try CompactDecoder().decode(ScenarioOutcome.self, from: CompactEncoder().encode(outcome))
    #expect(decoded.events == outcome.events)
    #expect(decoded.lines == outcome.lines)
    #expect(decoded.hierarchies == outcome.hierarchies)
    #expect(decoded.finalHierarchy == outcome.finalHierarchy)
    #expect(decoded.diagnostics == outcome.diagnostics)
    #expect(decoded.origin == outcome.origin)
  }

  @Test("damaged bytes are an error, never a crash: every truncation and 2 000 random corruptions")
  func damagedInput() throws {
    try expectSurvivesDamage(Self.sample)
    // A real outcome: nested enums, optionals and arrays of a scenario's log.
    let code = "let a = UIViewController()\nlet b = UIViewController()\nwindow.rootViewController = a\na.present(b, animated: true)\n"
    let outcome = ScenarioRunner.run(Scenario.parse(source: code, origin: .standalone()))
    try expectSurvivesDamage(outcome)
  }

  private func expectSurvivesDamage<Value: Codable>(_ value: Value) throws {
    let bytes = [UInt8](try CompactEncoder().encode(value))
    for length in 0..<bytes.count {
      #expect(throws: (any Error).self) { try CompactDecoder().decode(Value.self, from: Data(bytes[0..<length])) }
    }
    // A linear congruential sequence: the same corruptions on every run, so a failure replays.
    var state: UInt64 = 11
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for _ in 0..<2_000 {
      var damaged = bytes
      for _ in 0..<(1 + Int(next() % 3)) {
        damaged[Int(next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: next())
      }
      // Either an error or some value: what matters is that decoding returns.
      _ = try? CompactDecoder().decode(Value.self, from: Data(damaged))
    }
    #expect(throws: (any Error).self) { try CompactDecoder().decode(Value.self, from: Data(bytes + [0])) }
    #expect(throws: (any Error).self) { try CompactDecoder().decode(Value.self, from: Data([8, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])) }
  }

  final class Tree: Codable {
    var children: [Tree] = []
  }

  @Test("values nested more than 512 keys and indexes deep are refused, not followed until the stack runs out")
  func deepNesting() throws {
    func nested(_ depth: Int) throws -> [UInt8] {
      // {"children": [ … ]} around a leaf, `depth` times, wrapped by hand (encoding recurses too).
      var tree = [UInt8](try CompactEncoder().encode(Tree()))
      for _ in 0..<depth {
        var array: [UInt8] = [7]
        CompactNode.appendVarint(UInt64(tree.count + 1), to: &array)
        array.append(1)
        let body: [UInt8] = [1, 8] + Array("children".utf8) + array + tree
        tree = [8]
        CompactNode.appendVarint(UInt64(body.count), to: &tree)
        tree += body
      }
      return tree
    }
    #expect(try CompactDecoder().decode(Tree.self, from: Data(nested(100))).children.count == 1)
    #expect(throws: DecodingError.self) { try CompactDecoder().decode(Tree.self, from: Data(nested(600))) }
  }

  @Test("a value of another shape is a type mismatch")
  func mismatch() throws {
    let bytes = try CompactEncoder().encode(["a": "text"])
    #expect(throws: DecodingError.self) { try CompactDecoder().decode([String: Int].self, from: bytes) }
    #expect(throws: DecodingError.self) { try CompactDecoder().decode(Int8.self, from: CompactEncoder().encode(300)) }
  }
}
