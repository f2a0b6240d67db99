// MARK: - Declared floating-point types

extension Interpreter {
  /// The floating-point types an integer literal takes when one of them is declared.
  static let floatingPointTypeNames: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

  /// `value` as a value of the declared type `typeName`: an `Int` where `Double`, `CGFloat`
  /// or `Float` (or an optional of one) is declared becomes that, as a literal does in Swift
  /// (`half(5)` with `func half(_ x: Double)`, `t.celsius = 20`). Values carry no static type
  /// here, so what swiftc would refuse (an `Int` variable there) is converted too.
  func converted(_ value: Value, toDeclared typeName: String?) -> Value {
    guard case .int(let integer) = value, var type = typeName else { return value }
    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return Self.floatingPointTypeNames.contains(type) ? .double(Double(integer)) : value
  }
}
