/// A stable handle on one simulated object.
///
/// IDs are allocated in creation order, starting at 1, so comparing them compares creation
/// order; nothing in the engine depends on memory addresses or hashing order.
public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  /// The allocation index (1 for the first object an engine makes).
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}
