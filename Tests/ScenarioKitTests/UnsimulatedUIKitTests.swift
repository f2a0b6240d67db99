import Foundation
import Testing

@testable import ScenarioKit

/// What is simulated is the bindings table (`UIKitBindings`); what tutorials use and is not
/// simulated yet is the catalog (`UnsimulatedUIKit`). One list each, and a name is in one of
/// them only: simulating an API is adding its binding and taking it out of the catalog, and
/// these tests say so when only the first half is done.
@Suite("One list of the UIKit that is not simulated")
struct UnsimulatedUIKitTests {
  @Test("a catalogued type has no binding")
  func catalogedTypesAreNotSimulated() {
    for name in UnsimulatedUIKit.types {
      #expect(UIKitBindings.type(named: name) == nil, "'\(name)' is simulated; take it out of UnsimulatedUIKit.types")
    }
  }

  @Test("a catalogued member has no binding of its name (the catalog refuses members by name)")
  func catalogedMembersAreNotSimulated() {
    for entry in UnsimulatedUIKit.members {
      let simulated =
        entry.member.contains("(")
        ? UnsimulatedUIKit.simulatedSelectors.contains(entry.member)
        : UnsimulatedUIKit.simulatedMemberNames.contains(entry.member)
      #expect(!simulated, "'\(entry.type).\(entry.member)' is simulated; take it out of UnsimulatedUIKit.members")
    }
  }

  @Test("a catalogued initializer is none of its type's bound forms")
  func catalogedInitializersAreNotSimulated() {
    for entry in UnsimulatedUIKit.initializers {
      let forms = UIKitBindings.initializer(of: entry.type)?.member.split(separator: ", ").map(String.init) ?? []
      #expect(
        !forms.contains(entry.member),
        "'\(entry.type).\(entry.member)' is simulated; take it out of UnsimulatedUIKit.initializers")
    }
  }

  @Test("a catalogued override is none the engine calls")
  func catalogedOverridesAreNotSimulated() {
    for entry in UnsimulatedUIKit.overrides {
      #expect(
        UnsimulatedUIKit.override(entry.member) != nil,
        "'\(entry.type).\(entry.member)' is simulated; take it out of UnsimulatedUIKit.overrides")
      #expect(!UIKitBindings.callbackSelectors(of: entry.type).contains(entry.member))
    }
  }

  @Test("each name is catalogued once, and each 'instead' names a catalogued type or member")
  func catalogIsOneList() {
    let types = UnsimulatedUIKit.types
    #expect(Set(types).count == types.count)
    let members = (UnsimulatedUIKit.members + UnsimulatedUIKit.initializers + UnsimulatedUIKit.overrides).map {
      "\($0.type).\($0.member)"
    }
    #expect(Set(members).count == members.count)
    for key in UnsimulatedUIKit.instead.keys.sorted() {
      #expect(types.contains(key) || members.contains(key), "'\(key)' in UnsimulatedUIKit.instead is not catalogued")
    }
  }

  /// A refusal reads the same before the run (the scan) and during it (a name met at run
  /// time), from the one list.
  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a type with what to write instead", source: "let t = Timer()",
      message:
        "'Timer' is Foundation API that DocEngine does not simulate yet: timers are not simulated; schedule work with DispatchQueue.main.asyncAfter(deadline:)"
    ),
    RefusalExample(
      name: "a type without", source: "let g = UITapGestureRecognizer()",
      message:
        "'UITapGestureRecognizer' is UIKit API that DocEngine does not simulate yet (see \"What scenarios can use\" in docs/engine-api.md)"
    ),
    RefusalExample(
      name: "a member with what to write instead",
      source: """
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addTextField { field in print(field) }
        """,
      message:
        "'UIAlertController.addTextField(configurationHandler:)' is UIKit API that DocEngine does not simulate yet: alert text fields are not simulated; an alert's actions are"
    ),
    RefusalExample(
      name: "Swift concurrency is named as Swift's", source: "Task.detached { print(1) }",
      message:
        "'Task.detached(operation:)' is Swift concurrency API that DocEngine does not simulate yet: a detached task runs off the main actor, and scenarios run everything on it; use 'Task { … }'"
    ),
  ]

  @Test(arguments: refusals)
  func refusalsComeFromTheCatalog(_ refusal: RefusalExample) {
    refusal.check()
  }

  static let engineAPI = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/engine-api.md")

  @Test("docs/engine-api.md lists exactly the catalog (RECORD_GOLDENS=1 rewrites it)")
  func documentationMatchesTheCatalog() throws {
    let text = try String(contentsOf: Self.engineAPI, encoding: .utf8)
    let start = try #require(text.range(of: UnsimulatedUIKit.documentationStart), "the start marker is missing")
    let end = try #require(text.range(of: UnsimulatedUIKit.documentationEnd), "the end marker is missing")
    let listed = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil, listed != UnsimulatedUIKit.markdown() {
      let updated = text[..<start.upperBound] + "\n" + UnsimulatedUIKit.markdown() + "\n" + text[end.lowerBound...]
      try String(updated).write(to: Self.engineAPI, atomically: true, encoding: .utf8)
      Issue.record("rewrote the catalog in docs/engine-api.md; run again without RECORD_GOLDENS")
      return
    }
    #expect(listed == UnsimulatedUIKit.markdown())
  }
}
