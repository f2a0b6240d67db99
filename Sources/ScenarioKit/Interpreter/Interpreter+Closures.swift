import DocEngine

// MARK: - Making closures

extension Interpreter {
  /// A closure value made where it is written: its scope (captured by reference, as Swift's
  /// closures capture variables), `self` there, and what its `[weak x]` list captured then.
  func makeClosure(_ closure: Closure, in scope: Scope) throws -> ClosureValue {
    var value = ClosureValue(closure: closure, scope: scope, selfObject: scope.selfObject, className: scope.className)
    for name in closure.weakCaptures {
      let captured =
        name == "self"
        ? try evaluate(Expr(kind: .selfReference, position: closure.position), in: scope)
        : try lookup(name, in: scope, at: closure.position)
      value.weakCaptures.append((name, captured))
    }
    return value
  }
}
