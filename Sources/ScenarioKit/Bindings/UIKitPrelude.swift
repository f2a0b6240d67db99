import DocEngine

/// Foundation's and UIKit's value types that are plain Swift structs, declared in Swift as a
/// scenario would declare them: `IndexPath` (what table and collection views pass their data
/// source and delegate; the engine's `ListIndexPath`) and `UIListContentConfiguration` (a
/// cell's content, accepted as data). Every session starts with them, as if a block before
/// the page's first had declared them, so they copy, compare, hash and print as Swift's do
/// with no code of their own (`[0, 2]`).
enum UIKitPrelude {
  /// The structs' source. Its lines are numbered from `firstLine`, past any block's, so a
  /// position in it is never mistaken for one in a note.
  static let source = """
    struct IndexPath: Hashable, Comparable, CustomStringConvertible {
        var row: Int
        var section: Int
        var item: Int { row }
        var description: String { "[\\(section), \\(row)]" }
        static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
            lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
        }
    }
    extension IndexPath {
        init(item: Int, section: Int) {
            self.row = item
            self.section = section
        }
    }
    struct UIListContentConfiguration {
        struct TextProperties {
            var color: UIColor? = nil
            var font: UIFont? = nil
            var numberOfLines = 0
            var alignment = 0
        }
        struct ImageProperties {
            var tintColor: UIColor? = nil
            var cornerRadius: CGFloat = 0
        }
        var text: String?
        var secondaryText: String?
        var image: UIImage?
        var textProperties = TextProperties()
        var secondaryTextProperties = TextProperties()
        var imageProperties = ImageProperties()
        static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
        static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
        static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    }
    """

  static let firstLine = 1_000_000

  /// The prelude's declarations, lowered once.
  static let program: ScenarioProgram = {
    let scenario = Scenario.parse(source: source, origin: SourceOrigin(file: "<UIKit>", firstLine: firstLine))
    guard let program = scenario.program else {
      preconditionFailure("the UIKit prelude does not lower: \(scenario.diagnostics.map(\.message))")
    }
    return program
  }()

  /// The type names the prelude declares.
  static let typeNames: Set<String> = Set(program.structs.map(\.name))

  /// An `IndexPath` value.
  static func indexPath(_ path: ListIndexPath) -> Value {
    .structValue(
      StructValue(typeName: "IndexPath", fieldNames: ["row", "section"], fields: [.int(path.row), .int(path.section)]))
  }

  /// The engine's index path of an `IndexPath` value.
  static func listIndexPath(_ value: Value) -> ListIndexPath? {
    guard case .structValue(let value) = value, value.typeName == "IndexPath",
      case .int(let row)? = value.field("row"), case .int(let section)? = value.field("section")
    else { return nil }
    return ListIndexPath(row: row, section: section)
  }
}

extension Interpreter {
  /// Declares the prelude's structs (`UIKitPrelude`) in a new session.
  func declarePrelude() {
    for decl in UIKitPrelude.program.structs { valueTypes.add(decl) }
  }
}
