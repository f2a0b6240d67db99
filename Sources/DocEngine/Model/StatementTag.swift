/// The scenario source position of the statement that caused an event.
///
/// Line and column are 1-based, as the scenario parser reports them.
public struct StatementTag: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int = 1) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: StatementTag, rhs: StatementTag) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}
