/// The binary operators of the subset.
public enum BinaryOperator: String, Sendable, CaseIterable {
  case identical = "==="
  case notIdentical = "!=="
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case and = "&&"
  case or = "||"
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case halfOpenRange = "..<"
  case closedRange = "..."
  case nilCoalescing = "??"

  /// Swift's precedence groups, higher binds tighter: multiplication, addition, ranges, `??`,
  /// comparison, `&&`, `||` (all left-associative here; Swift's comparisons do not chain, and
  /// neither do ours; `??` is right-associative in Swift, which gives the same value).
  var precedence: Int {
    switch self {
    case .multiply, .divide, .remainder: return 7
    case .add, .subtract: return 6
    case .halfOpenRange, .closedRange: return 5
    case .nilCoalescing: return 4
    case .identical, .notIdentical, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 3
    case .and: return 2
    case .or: return 1
    }
  }

  var isArithmetic: Bool {
    switch self {
    case .add, .subtract, .multiply, .divide, .remainder: return true
    default: return false
    }
  }

  var isOrdering: Bool {
    switch self {
    case .less, .lessOrEqual, .greater, .greaterOrEqual: return true
    default: return false
    }
  }
}
