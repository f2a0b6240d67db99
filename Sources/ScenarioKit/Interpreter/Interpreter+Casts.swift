import DocEngine

// MARK: - as?, as!, is, as

extension Interpreter {
  /// Whether `value` is a `typeName` at run time, as Swift's dynamic cast decides: a class or
  /// protocol by the object's class, `Any` for any value, `AnyObject` for class instances,
  /// and an array when every element is of the element type (an empty one always is).
  /// Charged a step per element it looks at.
  func castMatches(_ value: Value, _ typeName: String, at position: SourcePosition) throws -> Bool {
    switch value {
    case .null, .void:
      return false
    case _ where typeName == "Any":
      return true
    case .object, .view, .element:
      if typeName == "AnyObject" { return true }
    default:
      if typeName == "AnyObject" { return false }
    }
    switch value {
    case .object(let id): return classes.isInstance(engine.className(of: id), of: typeName)
    case .bool: return typeName == "Bool"
    case .int: return typeName == "Int"
    // A CGFloat is a double here too, so it is both.
    case .double: return ["Double", "CGFloat"].contains(typeName)
    case .string: return typeName == "String"
    case .array(let elements):
      guard typeName.hasPrefix("["), typeName.hasSuffix("]") else { return false }
      let elementType = String(typeName.dropFirst().dropLast())
      try spendWork(elements.count, at: position)
      for element in elements where try !castMatches(element, elementType, at: position) { return false }
      return true
    case .element(let id): return UIKitBindings.ancestry(of: engine.kind(of: id).className).contains(typeName)
    case .view: return typeName == "UIView"
    case .geometry(let geometry): return geometry.typeName == typeName
    case .structValue(let structValue):
      return structValue.typeName == typeName
        || conforms(valueTypes.structs[structValue.typeName]?.conformances, typeName)
    case .enumValue(let enumValue):
      return enumValue.typeName == typeName || conforms(valueTypes.enums[enumValue.typeName]?.conformances, typeName)
    case .dictionary: return typeName.hasPrefix("[") && typeName.contains(":")
    case .set: return TypeName.isSet(typeName)
    case .optional(let wrapped): return try castMatches(wrapped, typeName, at: position)
    default: return false
    }
  }

  /// Whether a struct or enum declaring `conformances` is a `protocolName` (`Error` when it
  /// declares `LocalizedError`).
  private func conforms(_ conformances: Set<String>?, _ protocolName: String) -> Bool {
    guard let conformances else { return false }
    if conformances.contains(protocolName) { return true }
    return protocolName == "Error" && !conformances.isDisjoint(with: ["LocalizedError", "CustomNSError"])
  }

  /// `value as Type`: a conversion swiftc allows — an upcast (`nav as UIViewController`), a
  /// literal taking the type (`1 as Double`), anything `as Any`. Values carry no static type,
  /// so what swiftc would refuse is refused here with its wording, when the value is met.
  func coerce(_ value: Value, to typeName: String, at position: SourcePosition) throws -> Value {
    let numeric = converted(value, toDeclared: typeName)
    if case .double = numeric, case .int = value { return numeric }
    if try value.isNil || castMatches(value, typeName, at: position) { return value }
    throw RuntimeIssue.type(
      "cannot convert value of type '\(describeType(of: value))' to type '\(typeName)' in coercion", at: position)
  }
}
