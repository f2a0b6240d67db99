/// Appends values to a byte array in the form docgen's own files use (scenario cache entries,
/// the build manifest): integers as zigzag varints, strings as a varint byte count and UTF-8,
/// an optional as 0, or 1 and its value, an array as a varint count and its items, a
/// string-keyed map as a count and its entries sorted by key (so the same map always gives the
/// same bytes).
struct BinaryWriter {
  var bytes: [UInt8] = []

  init(capacity: Int = 2048) { bytes.reserveCapacity(capacity) }

  mutating func uint(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func int(_ value: Int) {
    uint(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63))
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func double(_ value: Double) {
    var pattern = value.bitPattern
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: pattern))
      pattern >>= 8
    }
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      uint(UInt64(utf8.count))
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func value<Value: BinaryCodable>(_ value: Value) { value.write(to: &self) }

  mutating func optional<Value: BinaryCodable>(_ value: Value?) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    value.write(to: &self)
  }

  mutating func array<Value: BinaryCodable>(_ values: [Value]) {
    uint(UInt64(values.count))
    for value in values { value.write(to: &self) }
  }

  mutating func map<Value: BinaryCodable>(_ map: [String: Value]) {
    uint(UInt64(map.count))
    // The entries' places are sorted, not the entries: a manifest's maps hold thousands of
    // large values, and moving them about while sorting was most of writing it.
    for index in map.indices.sorted(by: { map[$0].key < map[$1].key }) {
      let (key, value) = map[index]
      string(key)
      value.write(to: &self)
    }
  }
}

/// Reads values written by ``BinaryWriter``, checking each count, case number and string
/// against the bytes left: damaged bytes throw ``Damaged``, never crash.
struct BinaryReader {
  struct Damaged: Error {}

  /// How deep recursive values (hierarchy nodes) may nest: far beyond any scenario (a few
  /// levels), low enough that damaged bytes cannot recurse until the stack runs out.
  static let maximumDepth = 256

  private let bytes: UnsafeRawBufferPointer
  private var offset = 0
  /// How many nodes are being read inside one another.
  var depth = 0

  init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func byte() throws -> UInt8 {
    guard offset < bytes.count else { throw Damaged() }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func uint() throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try byte()
      guard shift < 64, shift < 63 || byte <= 1 else { throw Damaged() }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  mutating func int() throws -> Int {
    let zigzag = try uint()
    return Int(Int64(bitPattern: zigzag >> 1 ^ (0 &- (zigzag & 1))))
  }

  /// A count of items or bytes still to come: never more than the bytes left, so damaged
  /// bytes cannot ask for a huge allocation.
  mutating func count() throws -> Int {
    let count = try uint()
    guard count <= UInt64(bytes.count - offset) else { throw Damaged() }
    return Int(count)
  }

  mutating func bool() throws -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw Damaged()
    }
  }

  mutating func double() throws -> Double {
    guard bytes.count - offset >= 8 else { throw Damaged() }
    var pattern: UInt64 = 0
    for index in (0..<8).reversed() { pattern = pattern << 8 | UInt64(bytes[offset + index]) }
    offset += 8
    return Double(bitPattern: pattern)
  }

  mutating func string() throws -> String {
    let count = try count()
    let utf8 = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    offset += count
    guard let text = String(validating: utf8, as: UTF8.self) else { throw Damaged() }
    return text
  }

  /// An enum by its raw value; a value no case has is damage.
  mutating func raw<Value: RawRepresentable<String>>(_ type: Value.Type) throws -> Value {
    guard let value = Value(rawValue: try string()) else { throw Damaged() }
    return value
  }

  mutating func value<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(reading: &self)
  }

  mutating func optional<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> Value? {
    try bool() ? try Value(reading: &self) : nil
  }

  mutating func array<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> [Value] {
    let count = try count()
    var values: [Value] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try Value(reading: &self)) }
    return values
  }

  /// A string-keyed map; of two entries with one key, the first is kept.
  mutating func map<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> [String: Value] {
    let count = try count()
    var map: [String: Value] = [:]
    map.reserveCapacity(count)
    for _ in 0..<count {
      let key = try string()
      let value = try Value(reading: &self)
      if map[key] == nil { map[key] = value }
    }
    return map
  }
}

/// A type written and read in ``BinaryWriter``'s form.
protocol BinaryCodable {
  func write(to writer: inout BinaryWriter)
  init(reading reader: inout BinaryReader) throws
}

extension String: BinaryCodable {
  func write(to writer: inout BinaryWriter) { writer.string(self) }
  init(reading reader: inout BinaryReader) throws { self = try reader.string() }
}

extension Int: BinaryCodable {
  func write(to writer: inout BinaryWriter) { writer.int(self) }
  init(reading reader: inout BinaryReader) throws { self = try reader.int() }
}

extension Array: BinaryCodable where Element: BinaryCodable {
  func write(to writer: inout BinaryWriter) { writer.array(self) }
  init(reading reader: inout BinaryReader) throws { self = try reader.array() }
}

extension Dictionary: BinaryCodable where Key == String, Value: BinaryCodable {
  func write(to writer: inout BinaryWriter) { writer.map(self) }
  init(reading reader: inout BinaryReader) throws { self = try reader.map() }
}
