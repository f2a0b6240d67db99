/// A position inside a scenario's own text: 1-based line and column.
///
/// Columns count Unicode characters, not UTF-8 bytes, so a caret under a line with Chinese or
/// Korean comments still points at the right character in an editor.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}
