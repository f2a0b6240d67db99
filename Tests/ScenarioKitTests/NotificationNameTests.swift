import Testing

@testable import ScenarioKit

/// `extension Notification.Name { static let … }`: the names notes declare once, then post
/// and observe as `.name` or `Notification.Name.name`.
@Suite("Declared notification names")
struct NotificationNameTests {
  static let declared = """
    extension Notification.Name {
        static let cartChanged = Notification.Name("cartChanged")
    }
    let token = NotificationCenter.default.addObserver(forName: .cartChanged, object: nil, queue: .main) { note in
        print("heard \\(note.name.rawValue)")
    }

    """

  static let examples: [LogExample] = [
    LogExample(
      name: "an implicit member and the qualified name both name the declared notification",
      source: declared + """
        print("---")
        NotificationCenter.default.post(name: .cartChanged, object: nil)
        NotificationCenter.default.post(name: Notification.Name.cartChanged, object: nil)
        NotificationCenter.default.post(name: Notification.Name("cartChanged"), object: nil)
        print(Notification.Name.cartChanged == Notification.Name("cartChanged"))
        """,
      lines: ["heard cartChanged", "heard cartChanged", "heard cartChanged", "true"])
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }

  @Test("a misspelled name, a name declared twice and other members are errors, in swiftc's words")
  func refusals() {
    let misspelled = run(Self.declared + "NotificationCenter.default.post(name: .cartChanegd, object: nil)")
    #expect(
      misspelled.error?.message
        == "type 'Notification.Name' has no member 'cartChanegd'; did you mean 'cartChanged'?")
    #expect(misspelled.error?.location.line == 7)
    let twice = run(
      "extension Notification.Name {\n    static let a = Notification.Name(\"a\")\n}\n"
        + "extension Notification.Name {\n    static let a = Notification.Name(\"b\")\n}")
    #expect(twice.error?.message == "invalid redeclaration of 'a'")
    let method = run("extension Notification.Name {\n    func f() {}\n}")
    #expect(method.error?.id == DiagnosticID.unsupported)
  }
}
