import DocEngine

/// A walk through the arrays and enum payloads nested in values that counts the elements it
/// visits and stops once it has visited more than it may.
///
/// Arrays share their storage, so `a = [a, a]` doubles what a walk visits at the cost of one
/// step: forty of them make a value a walk could not finish. Every walk that can meet such a
/// value (equality, retaining what an array holds, measuring its nesting) is given the
/// session's remaining work as its limit, and the interpreter charges what it visited.
struct ValueWalk {
  /// Elements (and 64-byte runs of compared text) visited so far.
  private(set) var visits = 0
  let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// Whether the walk stopped early: its result is incomplete and its cost is over the limit.
  var isExhausted: Bool { visits > limit }

  /// Counts `count` visits; false once the limit is passed (the walk should stop).
  mutating func visit(_ count: Int = 1) -> Bool {
    visits += count
    return visits <= limit
  }
}

extension Value {
  /// The objects this value holds strongly: itself, or the elements of an array, dictionary,
  /// tuple or optional, the stored properties of a struct and the associated values of a
  /// scenario enum's case (nested ones too), in order.
  func heldObjects(walk: inout ValueWalk) -> [ObjectID] {
    var held: [ObjectID] = []
    appendHeldObjects(to: &held, walk: &walk)
    return held
  }

  private func appendHeldObjects(to held: inout [ObjectID], walk: inout ValueWalk) {
    switch self {
    case .object(let id):
      held.append(id)
    case .closure(let closure):
      held += closure.heldObjects
    case .array(let elements):
      Self.appendHeldObjects(of: elements, to: &held, walk: &walk)
    case .structValue(let value):
      Self.appendHeldObjects(of: value.fields, to: &held, walk: &walk)
    case .enumValue(let value):
      Self.appendHeldObjects(of: value.payload, to: &held, walk: &walk)
    case .tuple(let value):
      Self.appendHeldObjects(of: value.elements, to: &held, walk: &walk)
    case .dictionary(let value):
      Self.appendHeldObjects(of: value.values, to: &held, walk: &walk)
    case .optional(let wrapped):
      guard walk.visit() else { return }
      wrapped.appendHeldObjects(to: &held, walk: &walk)
    default:
      break
    }
  }

  private static func appendHeldObjects(of elements: [Value], to held: inout [ObjectID], walk: inout ValueWalk) {
    for element in elements {
      guard walk.visit() else { return }
      element.appendHeldObjects(to: &held, walk: &walk)
    }
  }

  /// The values this one is made of (an array's elements, a struct's properties, …), which
  /// walks visit; empty for a plain value.
  var parts: [Value] {
    switch self {
    case .array(let elements): return elements
    case .enumCase(_, let payload): return payload
    case .structValue(let value): return value.fields
    case .enumValue(let value): return value.payload
    case .tuple(let value): return value.elements
    case .dictionary(let value): return value.keys + value.values
    case .set(let value): return value.elements
    case .optional(let wrapped): return [wrapped]
    default: return []
    }
  }

  /// The bytes of text in this value and the values it is made of (what hashing it reads).
  func textBytes(walk: inout ValueWalk) -> Int {
    if case .string(let text) = self { return text.utf8.count }
    var bytes = 0
    for part in parts {
      guard walk.visit() else { break }
      bytes += part.textBytes(walk: &walk)
    }
    return bytes
  }

  /// How many arrays and enum payloads nest inside each other in this value (0 for a plain
  /// value, 1 for `[1, 2]` or `.formSheet(…)`), counting no further than `cap`.
  func nesting(walk: inout ValueWalk, cap: Int) -> Int {
    let children = parts
    guard !children.isEmpty else { return 0 }
    var deepest = 0
    for child in children {
      guard deepest + 1 < cap, walk.visit() else { break }
      deepest = max(deepest, child.nesting(walk: &walk, cap: cap - 1))
    }
    return deepest + 1
  }

  /// Structural equality (objects by identity), nil when the two kinds cannot be compared.
  static func equal(_ l: Value, _ r: Value, walk: inout ValueWalk) -> Bool? {
    switch (l, r) {
    case (.null, _), (_, .null): return l.isNil && r.isNil
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.string(let a), .string(let b)):
      guard walk.visit(ScenarioBudget.steps(forBytes: a.utf8.count + b.utf8.count)) else { return false }
      return a == b
    case (.enumCase(let a, let pa), .enumCase(let b, let pb)):
      guard a == b, pa.count == pb.count else { return false }
      return elementsEqual(pa, pb, walk: &walk)
    case (.type(let a), .type(let b)): return a == b
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      return elementsEqual(a, b, walk: &walk)
    case (.object(let a), .object(let b)), (.view(let a), .view(let b)): return a == b
    case (.builtin(let a), .builtin(let b)): return a == b
    case (.element(let a), .element(let b)): return a == b
    case (.geometry(let a), .geometry(let b)): return a == b
    case (.geometry(let a), .enumCase("zero", let p)) where p.isEmpty: return a == Geometry.zero(a.typeName)
    case (.enumCase("zero", let p), .geometry(let b)) where p.isEmpty: return b == Geometry.zero(b.typeName)
    case (.selector(let a), .selector(let b)): return a == b
    case (.control(let a), .control(let b)): return a == b
    case (.optional(let a), _): return equal(a, r, walk: &walk)
    case (_, .optional(let b)): return equal(l, b, walk: &walk)
    case (.structValue(let a), .structValue(let b)):
      guard a.typeName == b.typeName, a.fields.count == b.fields.count else { return false }
      return elementsEqual(a.fields, b.fields, walk: &walk)
    case (.enumValue(let a), .enumValue(let b)):
      guard a.typeName == b.typeName, a.caseName == b.caseName, a.payload.count == b.payload.count else { return false }
      return elementsEqual(a.payload, b.payload, walk: &walk)
    // An implicit member (`.home`) is compared with a case of the type it is compared with.
    case (.enumValue(let a), .enumCase(let name, let payload)), (.enumCase(let name, let payload), .enumValue(let a)):
      guard a.caseName == name, a.payload.count == payload.count else { return false }
      return elementsEqual(a.payload, payload, walk: &walk)
    case (.tuple(let a), .tuple(let b)):
      guard a.elements.count == b.elements.count else { return false }
      return elementsEqual(a.elements, b.elements, walk: &walk)
    case (.dictionary(let a), .dictionary(let b)):
      guard a.count == b.count else { return false }
      return dictionariesEqual(a, b, walk: &walk)
    case (.set(let a), .set(let b)):
      guard a.count == b.count else { return false }
      for element in a.elements {
        guard walk.visit(), let key = HashKey(element, isHashableStruct: { _ in true }), b.contains(key) else {
          return false
        }
      }
      return true
    default: return nil
    }
  }

  /// Dictionaries are equal when they have the same keys with equal values, whatever their order.
  private static func dictionariesEqual(_ a: DictionaryValue, _ b: DictionaryValue, walk: inout ValueWalk) -> Bool {
    for (key, value) in zip(a.keys, a.values) {
      guard walk.visit(), let hash = HashKey(key, isHashableStruct: { _ in true }), let other = b.value(for: hash),
        equal(value, other, walk: &walk) == true
      else { return false }
    }
    return true
  }

  private static func elementsEqual(_ a: [Value], _ b: [Value], walk: inout ValueWalk) -> Bool {
    for (x, y) in zip(a, b) {
      guard walk.visit(), equal(x, y, walk: &walk) == true else { return false }
    }
    return true
  }
}
