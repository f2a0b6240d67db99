import DocEngine

/// A closure value: its code and the scope it was made in.
struct ClosureValue {
  let closure: Closure
  let scope: Scope
  /// The object `self` refers to where the closure was written (inside a method).
  let selfObject: ObjectID?
  let className: String?
  /// What `[weak x]` captured when the closure was made: read as nil once the object is gone.
  var weakCaptures: [(name: String, value: Value)] = []
  /// What `[unowned x]` captured when the closure was made: reading it once its object is
  /// gone traps, as Swift's `unowned` does.
  var unownedCaptures: [(name: String, value: Value)] = []
  /// The objects the closure holds strongly, as they were when it was made: `self` when the
  /// body names it (and no capture list weakens it), and what the local variables and
  /// parameters it uses held. Whoever holds the closure (a variable, a stored property, the
  /// notification center, the main queue) holds these.
  var heldObjects: [ObjectID] = []
}
