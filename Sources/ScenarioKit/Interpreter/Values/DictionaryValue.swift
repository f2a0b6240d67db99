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
/// A removed entry leaves a hole that later removals compact away, so removing is not a walk
/// over every entry.
struct DictionaryValue {
  private var slots = OrderedSlots<(key: Value, value: Value)>()

  var count: Int { slots.count }
  var keys: [Value] { slots.elements.map(\.key) }
  var values: [Value] { slots.elements.map(\.value) }

  func value(for key: HashKey) -> Value? { slots[key]?.value }

  func contains(_ key: HashKey) -> Bool { slots[key] != nil }

  /// Runs `body` on the value for a key where it is stored (the key must be there).
  mutating func modifyValue<T>(for key: HashKey, _ body: (inout Value) throws -> T) rethrows -> T {
    try slots.modify(key) { try body(&$0.value) }
  }

  /// Sets the value for a key; returns the value it replaces.
  @discardableResult
  mutating func set(_ value: Value, for key: Value, hash: HashKey) -> Value? {
    if let old = slots[hash] {
      slots.modify(hash) { $0.value = value }
      return old.value
    }
    slots.append((key, value), for: hash)
    return nil
  }

  /// Removes a key; returns its key and value.
  @discardableResult
  mutating func remove(_ hash: HashKey) -> (key: Value, value: Value)? {
    slots.remove(hash)
  }
}

/// A set: its elements in the order they were first inserted (see ``DictionaryValue`` on
/// order).
struct SetValue {
  private var slots = OrderedSlots<Value>()

  var count: Int { slots.count }
  var elements: [Value] { slots.elements }

  func contains(_ hash: HashKey) -> Bool { slots[hash] != nil }

  /// The element equal to the one `hash` is the key of.
  func member(_ hash: HashKey) -> Value? { slots[hash] }

  /// Inserts an element; false when it was already there.
  @discardableResult
  mutating func insert(_ element: Value, hash: HashKey) -> Bool {
    guard slots[hash] == nil else { return false }
    slots.append(element, for: hash)
    return true
  }

  /// Removes an element; returns it when it was there.
  @discardableResult
  mutating func remove(_ hash: HashKey) -> Value? {
    slots.remove(hash)
  }

  mutating func removeAll() {
    self = SetValue()
  }
}

/// Entries by key in insertion order: an array with holes where entries were removed, and
/// each key's place in it. Holes are compacted once they outnumber the entries, so each
/// removal costs little on average.
struct OrderedSlots<Entry> {
  private var slots: [Entry?] = []
  private var places: [HashKey: Int] = [:]

  var count: Int { places.count }
  var elements: [Entry] { slots.compactMap { $0 } }

  subscript(key: HashKey) -> Entry? { places[key].flatMap { slots[$0] } }

  mutating func modify<T>(_ key: HashKey, _ body: (inout Entry) throws -> T) rethrows -> T {
    try body(&slots[places[key]!]!)
  }

  mutating func append(_ entry: Entry, for key: HashKey) {
    places[key] = slots.count
    slots.append(entry)
  }

  mutating func remove(_ key: HashKey) -> Entry? {
    guard let place = places.removeValue(forKey: key) else { return nil }
    let entry = slots[place]
    slots[place] = nil
    if slots.count - places.count > max(16, places.count) { compact() }
    return entry
  }

  private mutating func compact() {
    var kept: [Entry?] = []
    var moved: [HashKey: Int] = [:]
    let order = places.sorted { $0.value < $1.value }
    for (key, place) in order {
      moved[key] = kept.count
      kept.append(slots[place])
    }
    slots = kept
    places = moved
  }
}
