import SwiftSyntax

// MARK: - Tuples, dictionaries, collection types, operator functions

extension Lowering {
  /// `(1, "a")`, `(x: 1, y: 2)`.
  mutating func lowerTupleElements(_ elements: LabeledExprListSyntax) throws(StaticIssue)
    -> [(label: String?, value: Expr)]
  {
    var result: [(label: String?, value: Expr)] = []
    for element in elements {
      result.append((element.label?.text, try lowerExpr(element.expression)))
    }
    return result
  }

  /// `["a": 1, "b": 2]` and `[:]`.
  mutating func lowerDictionaryElements(_ dictionary: DictionaryExprSyntax) throws(StaticIssue)
    -> [(key: Expr, value: Expr)]
  {
    guard case .elements(let elements) = dictionary.content else { return [] }
    var result: [(key: Expr, value: Expr)] = []
    for element in elements {
      result.append((try lowerExpr(element.key), try lowerExpr(element.value)))
    }
    return result
  }

  /// `[Int]`, `[String: [Int]]` or `Set<String>` before `(…)`: a collection type used as an
  /// initializer. Nil for any other callee (an array literal is never called otherwise).
  func collectionType(_ callee: ExprSyntax) throws(StaticIssue) -> Expr.Kind? {
    guard
      callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self)
        || callee.is(GenericSpecializationExprSyntax.self)
    else { return nil }
    return .collectionType(try typeText(callee))
  }

  /// A type written where Swift parses an expression (`[Int]()`, `Set<Tab>()`), spelled as
  /// ``lowerTypeName(_:)`` spells types.
  private func typeText(_ expr: ExprSyntax) throws(StaticIssue) -> String {
    if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
      return "[\(try typeText(element.expression))]"
    }
    if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
      elements.count == 1, let element = elements.first
    {
      return "[\(try typeText(element.key)): \(try typeText(element.value))]"
    }
    if let generic = expr.as(GenericSpecializationExprSyntax.self),
      let base = generic.expression.as(DeclReferenceExprSyntax.self)
    {
      var arguments: [String] = []
      for argument in generic.genericArgumentClause.arguments {
        guard case .type(let type) = argument.argument else { break }
        arguments.append(try lowerTypeName(type))
      }
      switch (base.baseName.text, arguments.count) {
      case ("Set", 1): return "Set<\(arguments[0])>"
      case ("Array", 1): return "[\(arguments[0])]"
      case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
      default: break
      }
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      return reference.baseName.text
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      return "\(try typeText(base)).\(member.declName.baseName.text)"
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      return "\(try typeText(optional.expression))?"
    }
    throw unsupported(expr, "type '\(expr.trimmedDescription)' is not supported in scenarios")
  }

  /// `String.init` passed as a function (`numbers.map(String.init)`): a closure of one
  /// parameter that calls the initializer with it.
  func initializerFunction(_ typeName: String, at node: some SyntaxProtocol) -> Closure {
    let position = converter.position(of: node)
    let value = Expr(kind: .identifier("value"), position: position)
    let call = Expr(
      kind: .call(
        callee: Expr(kind: .identifier(typeName), position: position),
        arguments: [Argument(label: nil, value: value, text: "value")], trailingClosure: nil),
      position: position)
    return Closure(
      parameters: ["value"], body: [Statement(kind: .returnStatement(call), position: position)], position: position)
  }

  /// `+` passed as a function (`reduce(0, +)`, `sorted(by: >)`): a closure of two parameters
  /// that applies it.
  func operatorFunction(_ text: String, at node: some SyntaxProtocol) throws(StaticIssue) -> Closure {
    guard let op = BinaryOperator(rawValue: text), op.isArithmetic || op.isOrdering || op == .equal || op == .notEqual
    else {
      throw unsupported(node, "operator '\(text)' cannot be passed as a function in scenarios")
    }
    let position = converter.position(of: node)
    let left = Expr(kind: .identifier("lhs"), position: position)
    let right = Expr(kind: .identifier("rhs"), position: position)
    let result = Expr(kind: .binary(op, left, right), position: position)
    return Closure(
      parameters: ["lhs", "rhs"], body: [Statement(kind: .returnStatement(result), position: position)],
      position: position)
  }
}
