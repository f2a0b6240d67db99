/// Where a scenario's source sits in the Markdown file it came from.
///
/// A scenario is parsed on its own, but its lines are numbered from `firstLine`: the parse of
/// a block at line 40 of a file gives its third line the position 42. Positions of the blocks
/// of one page (a block and the `continue` blocks that run on its state) therefore never
/// collide, and a method declared in an earlier block and run by a later one still names its
/// own line (``ScenarioSession`` finds the block a position is in). Columns stay the block's:
/// `columnOffset` is added when a position becomes a location, so diagnostics read
/// `guide/present.md:42:9`:
///
/// ```
/// origin = SourceOrigin(file: "guide/present.md", firstLine: 40)
/// the block's line 3, column 9  →  position 42:9  →  guide/present.md:42:9
/// ```
///
/// `columnOffset` is for fences indented inside list items: their content lines carry the
/// indentation in the file but not in the scenario text.
public struct SourceOrigin: Sendable, Hashable, Codable {
  /// The path shown in diagnostics, as the site pipeline names the Markdown file.
  public var file: String
  /// The line of the Markdown file holding the scenario's first line (1-based).
  public var firstLine: Int
  /// Columns to add to a scenario-relative column (the fence's indentation).
  public var columnOffset: Int
  /// The scenario's display name (`id=` option or `scenario-n`), used in notes.
  public var scenarioName: String?

  public init(file: String, firstLine: Int = 1, columnOffset: Int = 0, scenarioName: String? = nil) {
    self.file = file
    self.firstLine = firstLine
    self.columnOffset = columnOffset
    self.scenarioName = scenarioName
  }

  /// An origin for scenarios that do not come from a file (tests, the REPL-like tools).
  public static func standalone(_ name: String = "scenario") -> SourceOrigin {
    SourceOrigin(file: name, firstLine: 1, columnOffset: 0)
  }

  /// Maps a position of a block parsed with this origin to a location in the Markdown file.
  public func location(of position: SourcePosition) -> SourceLocation {
    SourceLocation(file: file, line: position.line, column: position.column + columnOffset)
  }

  /// The position of the block's first character.
  public var start: SourcePosition {
    SourcePosition(line: firstLine, column: 1)
  }

  /// The position of a line and column counted in the block's own text (line 1 is its first).
  public func position(blockLine line: Int, column: Int) -> SourcePosition {
    SourcePosition(line: firstLine + line - 1, column: column)
  }
}
