import DocEngine
import Foundation
import Testing

@testable import ScenarioKit

/// The binding table is the one list of what is simulated: the documentation shows it, and
/// everything the engine calls or reads by name is in it.
@Suite struct UIKitBindingsTests {
  static let engineAPI = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/engine-api.md")

  @Test("docs/engine-api.md lists exactly the table (RECORD_GOLDENS=1 rewrites it)")
  func documentationMatchesTheTable() throws {
    let text = try String(contentsOf: Self.engineAPI, encoding: .utf8)
    let start = try #require(text.range(of: UIKitBindings.documentationStart), "the start marker is missing")
    let end = try #require(text.range(of: UIKitBindings.documentationEnd), "the end marker is missing")
    let listed = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil, listed != UIKitBindings.markdown() {
      let updated = text[..<start.upperBound] + "\n" + UIKitBindings.markdown() + "\n" + text[end.lowerBound...]
      try String(updated).write(to: Self.engineAPI, atomically: true, encoding: .utf8)
      Issue.record("rewrote the table in docs/engine-api.md; run again without RECORD_GOLDENS")
      return
    }
    #expect(listed == UIKitBindings.markdown())
  }

  @Test("every method UIKit calls is bound on the class or protocol that declares it")
  func everyCallbackIsBound() {
    for callback in UIKitCallback.allCases {
      let bound = UIKitBindings.declared(by: callback.declaringType).contains { $0.member == callback.selector }
      #expect(bound, "\(callback.selector) of \(callback.declaringType)")
    }
  }

  @Test("every property the engine simulates is bound on the class of each kind that has it")
  func everyEnginePropertyIsBound() {
    for kind in ObjectKind.allCases {
      for property in UIKitProperty.properties(of: kind) {
        #expect(
          UIKitBindings.property(named: property.rawValue, of: kind.defaultClassName) != nil,
          "\(property.rawValue) of \(kind.defaultClassName)")
      }
    }
  }

  @Test("a member is bound once per type (a method once per selector)")
  func noDuplicates() {
    var seen = Set<String>()
    for binding in UIKitBindings.members {
      #expect(seen.insert("\(binding.type).\(binding.member)").inserted, "\(binding.type).\(binding.member)")
    }
  }

  @Test("every member's type is one of the table's types")
  func membersHaveTypes() {
    for binding in UIKitBindings.members {
      #expect(UIKitBindings.type(named: binding.type) != nil, "\(binding.type)")
    }
  }
}
