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
}
