import Testing

@testable import ScenarioKit

/// `NotificationCenter.default`: synchronous posting, weak selector observers, block tokens.
@Suite("NotificationCenter")
struct NotificationTests {
  static let observer = """
    class List: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(reload(_:)), name: Notification.Name("didSave"), object: nil)
        }
        @objc func reload(_ note: Notification) {
            print("reload: \\(note.name.rawValue) from \\(note.object ?? "nobody")")
        }
    }
    """

  static let examples: [LogExample] = [
    LogExample(
      name: "posting calls observers at once, in the order they were added",
      source: observer + """

        let list = List()
        list.loadViewIfNeeded()
        let token = NotificationCenter.default.addObserver(forName: .init("didSave"), object: nil, queue: .main) { note in
            print("block")
        }
        print("---")
        let editor = UIViewController()
        NotificationCenter.default.post(name: Notification.Name("didSave"), object: editor); print("after post")
        """,
      lines: ["reload: didSave from editor", "block", "after post"]),
    LogExample(
      name: "a freed selector observer is skipped; a removed block is not called",
      source: observer + """

        var list: List? = List()
        list!.loadViewIfNeeded()
        let token = NotificationCenter.default.addObserver(forName: Notification.Name("didSave"), object: nil, queue: nil) { _ in
            print("block")
        }
        list = nil
        NotificationCenter.default.removeObserver(token)
        print("---")
        NotificationCenter.default.post(name: Notification.Name("didSave"), object: nil)
        print("nobody heard it")
        """,
      lines: ["nobody heard it"]),
    LogExample(
      name: "an observer for one sender ignores the others",
      source: observer.replacingOccurrences(of: "object: nil)", with: "object: source)") + """

        let source = UIViewController()
        let other = UIViewController()
        let list = List()
        list.loadViewIfNeeded()
        print("---")
        NotificationCenter.default.post(name: Notification.Name("didSave"), object: other)
        NotificationCenter.default.post(name: Notification.Name("didSave"), object: source)
        """,
      lines: ["reload: didSave from source"]),
  ]

  @Test(arguments: examples)
  func behaves(_ example: LogExample) {
    example.checkAfterMarker()
  }
}
