/// A position in a source file, 1-based, as editors and compilers print it.
///
/// The column counts Unicode scalars from the start of the line (`file:3:5` is the fifth
/// character of line 3), so a caret under a CJK line lands under the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
