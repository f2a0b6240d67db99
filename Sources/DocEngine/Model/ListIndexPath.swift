/// A row of a table view or an item of a collection view: Foundation's `IndexPath` as UIKit's
/// list views use it (`IndexPath(row:section:)`, `IndexPath(item:section:)`), printed as
/// Swift prints one: `[0, 2]` (section, then row).
public struct ListIndexPath: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let section: Int
  public let row: Int

  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  public var description: String { "[\(section), \(row)]" }
}
