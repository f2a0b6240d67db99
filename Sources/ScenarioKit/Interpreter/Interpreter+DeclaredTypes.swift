// MARK: - Declared floating-point types

extension Interpreter {
  /// The floating-point types an integer literal takes when one of them is declared.
  static let floatingPointTypeNames: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

  /// `value` as a value of the declared type `typeName`: an `Int` where `Double`, `CGFloat`
  /// or `Float` (or an optional of one) is declared becomes that, as a literal does in Swift
  /// (`half(5)` with `func half(_ x: Double)`, `t.celsius = 20`). Values carry no static type
  /// here, so what swiftc would refuse (an `Int` variable there) is converted too.
  ///
  /// It also gives the value the scenario type declared (an implicit member becoming a case of
  /// the enum, a plain value of an optional type `Optional(…)`, see ``conforming(_:to:context:at:)``);
  /// where that finds the value does not fit, the value is left as it is.
  func converted(_ value: Value, toDeclared typeName: String?) -> Value {
    let value =
      typeName.flatMap { try? conforming(value, to: $0, at: SourcePosition(line: 1, column: 1)) } ?? value
    guard case .int(let integer) = value, var type = typeName else { return value }
    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return Self.floatingPointTypeNames.contains(type) ? .double(Double(integer)) : value
  }
}
