/// What makes a value usable as a dictionary key or a set element: its `Hashable` identity.
///
/// Numbers that are equal are the same key whatever their spelling (`1` and `1.0`), as
/// `Value.equal` compares them; enum cases are keyed by name and associated values (a
/// dictionary's keys all have one type in Swift, so the type need not be part of it).
indirect enum HashKey: Hashable {
  case int(Int)
  case double(Double)
  case string(String)
  case bool(Bool)
  case enumCase(String, [HashKey])
  case structure(String, [HashKey])
  case tuple([HashKey])

  /// The key of `value`, or nil when the value is not `Hashable` in scenarios (objects,
  /// arrays, closures, optionals, structs not declared `Hashable`; `isHashableStruct` says
  /// which structs are).
  init?(_ value: Value, isHashableStruct: (String) -> Bool) {
    switch value {
    case .int(let i): self = .int(i)
    case .double(let d):
      if d.rounded() == d, let exact = Int(exactly: d) { self = .int(exact) } else { self = .double(d) }
    case .string(let s): self = .string(s)
    case .bool(let b): self = .bool(b)
    case .enumCase(let name, let payload):
      guard let keys = Self.keys(payload, isHashableStruct) else { return nil }
      self = .enumCase(name, keys)
    case .enumValue(let enumValue):
      guard let keys = Self.keys(enumValue.payload, isHashableStruct) else { return nil }
      self = .enumCase(enumValue.caseName, keys)
    case .structValue(let structValue):
      guard isHashableStruct(structValue.typeName), let keys = Self.keys(structValue.fields, isHashableStruct) else {
        return nil
      }
      self = .structure(structValue.typeName, keys)
    default:
      return nil
    }
  }

  private static func keys(_ values: [Value], _ isHashableStruct: (String) -> Bool) -> [HashKey]? {
    var keys: [HashKey] = []
    for value in values {
      guard let key = HashKey(value, isHashableStruct: isHashableStruct) else { return nil }
      keys.append(key)
    }
    return keys
  }
}

/// A dictionary: its entries in the order they were first inserted.
///
/// Swift leaves a dictionary's order unspecified (it differs from run to run); a scenario's
/// log must be the same bytes everywhere, so printing and iterating follow insertion order.
/// Updating a key keeps its place; removing it and adding it again moves it to the end.
struct DictionaryValue {
  private(set) var keys: [Value] = []
  private(set) var values: [Value] = []
  private var positions: [HashKey: Int] = [:]

  var count: Int { keys.count }

  func value(for key: HashKey) -> Value? {
    positions[key].map { values[$0] }
  }

  func contains(_ key: HashKey) -> Bool { positions[key] != nil }

  /// Runs `body` on the value for a key where it is stored (the key must be there).
  mutating func modifyValue<T>(for key: HashKey, _ body: (inout Value) throws -> T) rethrows -> T {
    try body(&values[positions[key]!])
  }

  /// Sets the value for a key; returns the value it replaces.
  @discardableResult
  mutating func set(_ value: Value, for key: Value, hash: HashKey) -> Value? {
    if let index = positions[hash] {
      let old = values[index]
      values[index] = value
      return old
    }
    positions[hash] = keys.count
    keys.append(key)
    values.append(value)
    return nil
  }

  /// Removes a key; returns its key and value. The entries after it move up (a step each).
  @discardableResult
  mutating func remove(_ hash: HashKey) -> (key: Value, value: Value)? {
    guard let index = positions.removeValue(forKey: hash) else { return nil }
    let removed = (keys.remove(at: index), values.remove(at: index))
    for (key, position) in positions where position > index {
      positions[key] = position - 1
    }
    return removed
  }

  mutating func removeAll() {
    self = DictionaryValue()
  }
}

/// A set: its elements in the order they were first inserted (see ``DictionaryValue`` on
/// order).
struct SetValue {
  private(set) var elements: [Value] = []
  private var positions: [HashKey: Int] = [:]

  var count: Int { elements.count }

  func contains(_ hash: HashKey) -> Bool { positions[hash] != nil }

  /// The element equal to the one `hash` is the key of.
  func member(_ hash: HashKey) -> Value? { positions[hash].map { elements[$0] } }

  /// Inserts an element; false when it was already there.
  @discardableResult
  mutating func insert(_ element: Value, hash: HashKey) -> Bool {
    guard positions[hash] == nil else { return false }
    positions[hash] = elements.count
    elements.append(element)
    return true
  }

  /// Removes an element; returns it when it was there.
  @discardableResult
  mutating func remove(_ hash: HashKey) -> Value? {
    guard let index = positions.removeValue(forKey: hash) else { return nil }
    let removed = elements.remove(at: index)
    for (key, position) in positions where position > index {
      positions[key] = position - 1
    }
    return removed
  }

  mutating func removeAll() {
    self = SetValue()
  }
}
