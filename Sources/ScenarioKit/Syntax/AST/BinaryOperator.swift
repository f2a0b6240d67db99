/// The binary operators of the subset.
public enum BinaryOperator: String, Sendable {
  case identical = "==="
  case notIdentical = "!=="
  case equal = "=="
  case notEqual = "!="
  case and = "&&"
  case or = "||"
}
