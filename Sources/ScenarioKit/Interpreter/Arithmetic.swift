/// `+ - * / %` and `< <= > >=` on the values scenarios have, with Swift's rules and wording.
///
/// Swift has no implicit conversion between `Int` and `Double`: `i + 0.5` does not compile when
/// `i` is an `Int` variable, but `1 + 0.5` does, because a literal takes the type its context
/// needs. Scenario values do not carry static types, so the interpreter applies the literal
/// rule by syntax: an integer literal beside a `Double` becomes one; any other mix is swiftc's
/// error. Integer overflow and division by zero stop the scenario, as they trap in Swift.
enum Arithmetic {
  static func apply(
    _ op: BinaryOperator, _ left: Value, _ right: Value, leftIsLiteral: Bool, rightIsLiteral: Bool,
    at position: SourcePosition
  ) throws -> Value {
    switch (left, right) {
    case (.int(let a), .int(let b)) where op == .halfOpenRange || op == .closedRange:
      return try range(a, b, closed: op == .closedRange, at: position)
    case (.int(let a), .int(let b)):
      return try integers(op, a, b, at: position)
    case (.double(let a), .double(let b)):
      return try doubles(op, a, b, at: position)
    case (.int(let a), .double(let b)) where leftIsLiteral:
      return try doubles(op, Double(a), b, at: position)
    case (.double(let a), .int(let b)) where rightIsLiteral:
      return try doubles(op, a, Double(b), at: position)
    case (.string(let a), .string(let b)):
      if op == .add { return .string(a + b) }
      if op.isOrdering { return .bool(compare(op, a, b)) }
    case (.array(let a), .array(let b)) where op == .add:
      return .array(a + b)
    case (.enumCase("now", let offset), _) where op == .add || op == .subtract:
      // A dispatch deadline: `.now() + 0.5`, `.now() + .milliseconds(300)`.
      guard let seconds = dispatchSeconds(right) else { break }
      let base = offset.first.flatMap(dispatchSeconds) ?? 0
      return .enumCase("now", [.double(op == .add ? base + seconds : base - seconds)])
    default:
      break
    }
    throw RuntimeIssue.type(
      "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(typeName(left))' and '\(typeName(right))'",
      at: position)
  }

  /// The most numbers a range may hold: scenarios are small, and a range becomes an array.
  static let maxRangeCount = 10_000

  /// `a..<b`, `a...b` as the array of their numbers (what a `for` loop walks).
  private static func range(_ a: Int, _ b: Int, closed: Bool, at position: SourcePosition) throws -> Value {
    guard a <= b, !(closed && b == Int.max) else {
      throw RuntimeIssue.type(
        "Range requires lowerBound <= upperBound (\(a) and \(b); Swift stops the program here)", at: position)
    }
    let (span, overflow) = b.subtractingReportingOverflow(a)
    let count: (partialValue: Int, overflow: Bool) = closed ? span.addingReportingOverflow(1) : (span, false)
    guard !overflow, !count.overflow, count.partialValue <= maxRangeCount else {
      throw RuntimeIssue(
        id: DiagnosticID.limit,
        message: "a range of more than \(maxRangeCount) numbers is too big for a scenario", position: position)
    }
    return .array((closed ? Array(a...b) : Array(a..<b)).map(Value.int))
  }

  private static func integers(_ op: BinaryOperator, _ a: Int, _ b: Int, at position: SourcePosition) throws -> Value {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case .add: result = a.addingReportingOverflow(b)
    case .subtract: result = a.subtractingReportingOverflow(b)
    case .multiply: result = a.multipliedReportingOverflow(by: b)
    case .divide, .remainder:
      guard b != 0 else {
        throw RuntimeIssue.type("division by zero: \(a) \(op.rawValue) 0 (Swift stops the program here)", at: position)
      }
      result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    default:
      return .bool(compare(op, a, b))
    }
    guard !result.overflow else {
      throw RuntimeIssue.type(
        "arithmetic overflow: \(a) \(op.rawValue) \(b) does not fit in an Int (Swift stops the program here)",
        at: position)
    }
    return .int(result.partialValue)
  }

  private static func doubles(_ op: BinaryOperator, _ a: Double, _ b: Double, at position: SourcePosition) throws
    -> Value
  {
    switch op {
    case .add: return .double(a + b)
    case .subtract: return .double(a - b)
    case .multiply: return .double(a * b)
    case .divide: return .double(a / b)
    case .remainder:
      throw RuntimeIssue.type(
        "'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: position)
    default: return .bool(compare(op, a, b))
    }
  }

  private static func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool {
    switch op {
    case .less: return a < b
    case .lessOrEqual: return a <= b
    case .greater: return a > b
    default: return a >= b
    }
  }

  /// Seconds in a number or a `DispatchTimeInterval` (`.seconds(1)`, `.milliseconds(300)`).
  static func dispatchSeconds(_ value: Value) -> Double? {
    switch value {
    case .double(let d): return d
    case .int(let i): return Double(i)
    case .enumCase(let unit, let payload) where payload.count == 1:
      guard let amount = dispatchSeconds(payload[0]) else { return nil }
      switch unit {
      case "seconds": return amount
      case "milliseconds": return amount / 1_000
      case "microseconds": return amount / 1_000_000
      case "nanoseconds": return amount / 1_000_000_000
      default: return nil
      }
    default: return nil
    }
  }

  /// A `Duration` (`.seconds(2)`, `.milliseconds(300)`, `Duration.seconds(1)`) in seconds; nil
  /// for anything else (a bare number is not a `Duration`).
  static func durationSeconds(_ value: Value) -> Double? {
    guard case .enumCase(let unit, let payload) = value, payload.count == 1,
      ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(unit)
    else { return nil }
    return dispatchSeconds(value)
  }

  /// The Swift type name of a value, for swiftc's wording.
  static func typeName(_ value: Value) -> String {
    switch value {
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .bool: return "Bool"
    case .array: return "Array"
    case .null: return "nil"
    case .object, .view: return "an object"
    case .enumCase(let name, _): return ".\(name)"
    case .type(let name): return "\(name).Type"
    case .closure: return "a closure"
    case .builtin(let builtin): return builtin.rawValue
    case .control(let name): return name
    case .element: return "UIView"
    case .geometry(let geometry): return geometry.typeName
    case .selector: return "Selector"
    case .void: return "()"
    case .structValue(let value): return value.typeName
    case .enumValue(let value): return value.typeName
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .tuple(let tuple): return "(" + tuple.elements.map(typeName).joined(separator: ", ") + ")"
    case .optional(let wrapped): return typeName(wrapped) + "?"
    }
  }
}

extension Expr {
  /// A number written as a literal (`2`, `0.5`, `-1`): it takes the type its context needs.
  var isNumberLiteral: Bool {
    switch kind {
    case .integerLiteral, .floatLiteral: return true
    case .negate(let inner): return inner.isNumberLiteral
    default: return false
    }
  }
}
