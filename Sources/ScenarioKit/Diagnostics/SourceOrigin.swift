/// Where a scenario's source sits in the Markdown file it came from.
///
/// A scenario is parsed on its own, so every position the front end and the interpreter see is
/// relative to the block: line 1 is the first line inside the fence. `SourceOrigin` maps those
/// back to the file an author edits, so diagnostics read `guide/present.md:42:9`:
///
/// ```
/// origin = SourceOrigin(file: "guide/present.md", firstLine: 40)
/// scenario 3:9  →  guide/present.md:42:9
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

  /// Maps a scenario-relative position to a location in the Markdown file.
  public func location(of position: SourcePosition) -> ScenarioLocation {
    ScenarioLocation(
      file: file,
      line: firstLine + position.line - 1,
      column: position.column + columnOffset
    )
  }
}
