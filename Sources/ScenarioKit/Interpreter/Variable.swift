import DocEngine

/// A variable's storage. A class so closures see later assignments to the variables they
/// capture, as in Swift.
final class Variable {
  let name: String
  let isMutable: Bool
  var value: Value
  let position: SourcePosition
  /// Parameters of methods and closures: bound without a retain, so not released at the end.
  let isParameter: Bool
  /// The session block that declared it (positions of earlier blocks map to other lines).
  var block = 0
  /// The type it was declared with (`[Tab]`, `Int?`), which values stored in it take.
  var declaredType: String?
  /// `self` inside a struct's initializer: its `let` properties may be set once.
  var isInitializingSelf = false
  /// An `[unowned x]` capture: the object it names, whose release makes a read trap.
  var unownedObject: ObjectID?
  /// A `[weak x]` capture: it reads nil once its object is gone, however long the closure
  /// has been running (a task suspended across the object's `deinit`).
  var isWeakCapture = false

  init(name: String, isMutable: Bool, value: Value, position: SourcePosition, isParameter: Bool = false) {
    self.name = name
    self.isMutable = isMutable
    self.value = value
    self.position = position
    self.isParameter = isParameter
  }
}
