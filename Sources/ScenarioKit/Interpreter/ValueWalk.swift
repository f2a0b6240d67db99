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
  /// The objects this value holds strongly: itself, or an array's elements (nested arrays
  /// too), in order.
  func heldObjects(walk: inout ValueWalk) -> [ObjectID] {
    var held: [ObjectID] = []
    appendHeldObjects(to: &held, walk: &walk)
    return held
  }

  private func appendHeldObjects(to held: inout [ObjectID], walk: inout ValueWalk) {
    switch self {
    case .object(let id):
      held.append(id)
    case .array(let elements):
      for element in elements {
        guard walk.visit() else { return }
        element.appendHeldObjects(to: &held, walk: &walk)
      }
    default:
      break
    }
  }

  /// How many arrays and enum payloads nest inside each other in this value (0 for a plain
  /// value, 1 for `[1, 2]` or `.formSheet(…)`), counting no further than `cap`.
  func nesting(walk: inout ValueWalk, cap: Int) -> Int {
    let children: [Value]
    switch self {
    case .array(let elements): children = elements
    case .enumCase(_, let payload) where !payload.isEmpty: children = payload
    default: return 0
    }
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
    default: return nil
    }
  }

  private static func elementsEqual(_ a: [Value], _ b: [Value], walk: inout ValueWalk) -> Bool {
    for (x, y) in zip(a, b) {
      guard walk.visit(), equal(x, y, walk: &walk) == true else { return false }
    }
    return true
  }
}
