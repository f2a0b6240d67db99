import DocEngine

// MARK: - Making closures

extension Interpreter {
  /// A closure value made where it is written: its scope (captured by reference, as Swift's
  /// closures capture variables), `self` there, what its `[weak x]` and `[unowned x]` lists
  /// captured then, and the objects it holds strongly (``ClosureValue/heldObjects``).
  func makeClosure(_ closure: Closure, in scope: Scope) throws -> ClosureValue {
    var value = ClosureValue(closure: closure, scope: scope, selfObject: scope.selfObject, className: scope.className)
    for name in closure.weakCaptures {
      value.weakCaptures.append((name, try captureListValue(name, of: closure, in: scope)))
    }
    for name in closure.unownedCaptures {
      value.unownedCaptures.append((name, try captureListValue(name, of: closure, in: scope)))
    }
    value.heldObjects = try strongCaptures(of: closure, in: scope)
    return value
  }

  private func captureListValue(_ name: String, of closure: Closure, in scope: Scope) throws -> Value {
    name == "self"
      ? try evaluate(Expr(kind: .selfReference, position: closure.position), in: scope)
      : try lookup(name, in: scope, at: closure.position)
  }

  /// What a closure made in `scope` holds strongly: `self` when it names it, and the objects
  /// held by the local variables and parameters it uses (globals are not captured: a
  /// scenario's top level is `main.swift`'s). Names in a `weak` or `unowned` capture are not
  /// held.
  private func strongCaptures(of closure: Closure, in scope: Scope) throws -> [ObjectID] {
    let listed = Set(closure.weakCaptures + closure.unownedCaptures)
    var held: [ObjectID] = []
    if closure.usesSelf, !listed.contains("self") {
      // Inside a closure that unwrapped a weak `self` (`guard let self`), `self` is a local.
      if let local = lookupLocalVariable("self", in: scope) {
        held += try heldObjects(of: local.value, at: closure.position)
      } else if let object = scope.selfObject {
        held.append(object)
      }
    }
    for name in closure.usedNames where !listed.contains(name) && name != "self" {
      guard let variable = lookupLocalVariable(name, in: scope) else { continue }
      held += try heldObjects(of: variable.value, at: closure.position)
    }
    return held
  }

  /// Something outside the scenario's variables (the notification center, the main queue)
  /// now holds `closure`, and so what it captured.
  func holdCaptures(of closure: ClosureValue) {
    for id in closure.heldObjects { engine.retain(id) }
  }

  /// That holder let `closure` go.
  func releaseCaptures(of closure: ClosureValue) {
    for id in closure.heldObjects { engine.release(id) }
  }

  /// The variable a `[weak x]` or `[unowned x]` capture binds when the closure runs: nil once a
  /// weak capture's object is gone; an unowned one whose object is gone traps when read.
  func bindCaptureLists(of closure: ClosureValue, in scope: Scope) {
    for (name, value) in closure.weakCaptures {
      let current = value.objectID.map { engine.isDeallocated($0) } == true ? Value.null : value
      let variable = Variable(
        name: name, isMutable: false, value: current, position: closure.closure.position, isParameter: true)
      variable.isWeakCapture = true
      scope.declare(variable)
    }
    for (name, value) in closure.unownedCaptures {
      let variable = Variable(
        name: name, isMutable: false, value: value, position: closure.closure.position, isParameter: true)
      variable.unownedObject = value.objectID
      scope.declare(variable)
    }
  }

  /// A variable's value as a read sees it: a weak capture whose object is gone reads nil; an
  /// unowned one traps (``checkUnownedRead(_:at:)``).
  func read(_ variable: Variable, at position: SourcePosition) throws -> Value {
    try checkUnownedRead(variable, at: position)
    if variable.isWeakCapture, let id = variable.value.objectID, engine.isDeallocated(id) {
      variable.value = .null
    }
    return variable.value
  }

  /// Reading an `unowned` capture whose object was freed: Swift's runtime stops the program.
  func checkUnownedRead(_ variable: Variable, at position: SourcePosition) throws {
    guard let id = variable.unownedObject, engine.isDeallocated(id) else { return }
    throw RuntimeIssue(
      id: DiagnosticID.fatalError,
      message:
        "Fatal error: Attempted to read an unowned reference but object \(engine.displayName(of: id)) was already deallocated",
      position: position)
  }
}
