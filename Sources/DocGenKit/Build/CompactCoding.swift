import Foundation

/// A small binary form of `Codable` values, for the file docgen writes for itself alone: the
/// build manifest. (The scenario cache's entries, read far more often, have a form written by
/// hand: ``CacheEntryCoding``.)
///
/// Why not JSON: these files are read on every incremental build (and were, for the cache's
/// entries, on every `check`), and
/// Foundation's `JSONDecoder` spent about 12 µs an event decoding a cached scenario's log (a
/// fifth of a warm `check` on the bench corpus, more than running the scenario again). Binary
/// property lists were slower still (measured, docs/architecture.md). This form keeps what
/// `Codable` needs and nothing else:
///
/// ```
/// value   = nil | false | true | int | uint | double | string | array | map
/// nil 0 · false 1 · true 2 · int 3 zigzag-varint · uint 4 varint · double 5 8 bytes LE
/// string  6 varint(byte count) UTF-8
/// array   7 varint(byte count of what follows) varint(count) value*
/// map     8 varint(byte count of what follows) varint(count) (varint(key bytes) key value)*
/// ```
///
/// Maps keep their keys (synthesized `Decodable` of enums asks which key is present), and
/// arrays and maps their byte length, so a decoder steps over a value without reading it.
/// Decoding checks every length against the bytes it has: a truncated or damaged file is an
/// error, never a crash (the cache treats it as a miss).
enum CompactCoding {
  enum Tag: UInt8 {
    case null = 0, no, yes, int, uint, double, string, array, map
  }
}

// MARK: - Encoding

/// Encodes a `Codable` value in ``CompactCoding``'s form.
struct CompactEncoder {
  func encode<Value: Encodable>(_ value: Value) throws -> Data {
    let root = CompactNode()
    try value.encode(to: CompactEncoding(node: root, codingPath: []))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(root.size())
    root.write(into: &bytes)
    return Data(bytes)
  }
}

/// One value being encoded: containers are filled after they are handed out, so values are
/// reference-typed until the whole tree is written out.
final class CompactNode {
  enum Content {
    case unset
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([CompactNode])
    case map([(String, CompactNode)])
  }

  var content: Content = .unset
  /// The byte count of an array's or map's elements, computed by `size()` for `write(into:)`.
  private var bodySize = 0

  /// The bytes this value takes, with its tag.
  func size() -> Int {
    switch content {
    case .unset, .null: return 1
    case .bool: return 1
    case .int(let value): return 1 + Self.varintSize(Self.zigzag(value))
    case .uint(let value): return 1 + Self.varintSize(value)
    case .double: return 9
    case .string(let text):
      let count = text.utf8.count
      return 1 + Self.varintSize(UInt64(count)) + count
    case .array(let items):
      bodySize = Self.varintSize(UInt64(items.count)) + items.reduce(0) { $0 + $1.size() }
      return 1 + Self.varintSize(UInt64(bodySize)) + bodySize
    case .map(var entries):
      // Keys in order, so the same value always gives the same bytes (dictionaries iterate
      // in a different order in every process).
      content = .unset
      entries.sort { $0.0 < $1.0 }
      content = .map(entries)
      bodySize = Self.varintSize(UInt64(entries.count))
      for (key, value) in entries {
        let keyCount = key.utf8.count
        bodySize += Self.varintSize(UInt64(keyCount)) + keyCount + value.size()
      }
      return 1 + Self.varintSize(UInt64(bodySize)) + bodySize
    }
  }

  /// Writes the value; `size()` must have run on it first (it records the containers' sizes).
  func write(into bytes: inout [UInt8]) {
    typealias Tag = CompactCoding.Tag
    switch content {
    case .unset, .null: bytes.append(Tag.null.rawValue)
    case .bool(let flag): bytes.append((flag ? Tag.yes : Tag.no).rawValue)
    case .int(let value):
      bytes.append(Tag.int.rawValue)
      Self.appendVarint(Self.zigzag(value), to: &bytes)
    case .uint(let value):
      bytes.append(Tag.uint.rawValue)
      Self.appendVarint(value, to: &bytes)
    case .double(let value):
      bytes.append(Tag.double.rawValue)
      var bits = value.bitPattern.littleEndian
      withUnsafeBytes(of: &bits) { bytes.append(contentsOf: $0) }
    case .string(let text):
      bytes.append(Tag.string.rawValue)
      Self.appendVarint(UInt64(text.utf8.count), to: &bytes)
      bytes.append(contentsOf: text.utf8)
    case .array(let items):
      bytes.append(Tag.array.rawValue)
      Self.appendVarint(UInt64(bodySize), to: &bytes)
      Self.appendVarint(UInt64(items.count), to: &bytes)
      for item in items { item.write(into: &bytes) }
    case .map(let entries):
      bytes.append(Tag.map.rawValue)
      Self.appendVarint(UInt64(bodySize), to: &bytes)
      Self.appendVarint(UInt64(entries.count), to: &bytes)
      for (key, value) in entries {
        Self.appendVarint(UInt64(key.utf8.count), to: &bytes)
        bytes.append(contentsOf: key.utf8)
        value.write(into: &bytes)
      }
    }
  }

  static func zigzag(_ value: Int64) -> UInt64 {
    UInt64(bitPattern: (value << 1) ^ (value >> 63))
  }

  static func varintSize(_ value: UInt64) -> Int {
    var value = value
    var count = 1
    while value >= 0x80 {
      value >>= 7
      count += 1
    }
    return count
  }

  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// Turns an unset value into an array or map (a container asked for twice is the same one).
  func makeArray() {
    if case .array = content { return }
    content = .array([])
  }

  func makeMap() {
    if case .map = content { return }
    content = .map([])
  }

  func append(_ item: CompactNode) {
    guard case .array(var items) = content else { return }
    content = .unset
    items.append(item)
    content = .array(items)
  }

  func set(_ key: String, _ value: CompactNode) {
    guard case .map(var entries) = content else { return }
    content = .unset
    entries.append((key, value))
    content = .map(entries)
  }

  var count: Int {
    switch content {
    case .array(let items): return items.count
    case .map(let entries): return entries.count
    default: return 0
    }
  }
}

private struct CompactEncoding: Encoder {
  let node: CompactNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeMap()
    return KeyedEncodingContainer(CompactKeyedEncoding<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return CompactUnkeyedEncoding(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    CompactSingleEncoding(node: node, codingPath: codingPath)
  }
}

/// Sets a node to an encodable value: scalars directly, anything else through its `encode(to:)`.
///
/// Scalars are told apart by their type, not by casting the value (a dynamic cast per value
/// was a third of encoding a cache entry), and the coding path is built only for values that
/// encode themselves.
private func fill<Value: Encodable>(_ node: CompactNode, with value: Value, codingPath: @autoclosure () -> [any CodingKey]) throws {
  if Value.self == String.self {
    node.content = .string(unsafeBitCast(value, to: String.self))
  } else if Value.self == Bool.self {
    node.content = .bool(unsafeBitCast(value, to: Bool.self))
  } else if Value.self == Int.self {
    node.content = .int(Int64(unsafeBitCast(value, to: Int.self)))
  } else if Value.self == Double.self {
    node.content = .double(unsafeBitCast(value, to: Double.self))
  } else if Value.self == [String: String].self {
    try fillMap(node, with: unsafeBitCast(value, to: [String: String].self), codingPath: codingPath())
  } else if Value.self == [String: ContentLoader.NoteRecord].self {
    try fillMap(node, with: unsafeBitCast(value, to: [String: ContentLoader.NoteRecord].self), codingPath: codingPath())
  } else if Value.self == [String: [Diagnostic]].self {
    try fillMap(node, with: unsafeBitCast(value, to: [String: [Diagnostic]].self), codingPath: codingPath())
  } else {
    try value.encode(to: CompactEncoding(node: node, codingPath: codingPath()))
  }
}

/// The map `Dictionary.encode(to:)` would write, written without its keyed container (a coding
/// key and a trip through the container's existential box per entry): for the manifest's maps of
/// a few thousand entries, told apart by type as the decoder tells them.
private func fillMap<Value: Encodable>(_ node: CompactNode, with dictionary: [String: Value], codingPath: [any CodingKey]) throws {
  var entries: [(String, CompactNode)] = []
  entries.reserveCapacity(dictionary.count)
  for (key, value) in dictionary {
    let child = CompactNode()
    try fill(child, with: value, codingPath: codingPath + [CompactStringKey(key)])
    entries.append((key, child))
  }
  node.content = .map(entries)
}

/// A dictionary's key on a coding path (for errors only).
struct CompactStringKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ key: String) { stringValue = key }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

private struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: CompactNode
  let codingPath: [any CodingKey]

  private func child(_ key: Key) -> CompactNode { child(named: key.stringValue) }

  private func child(named name: String) -> CompactNode {
    let child = CompactNode()
    node.set(name, child)
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { child(key).content = .null }
  mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).content = .bool(value) }
  mutating func encode(_ value: String, forKey key: Key) throws { child(key).content = .string(value) }
  mutating func encode(_ value: Double, forKey key: Key) throws { child(key).content = .double(value) }
  mutating func encode(_ value: Float, forKey key: Key) throws { child(key).content = .double(Double(value)) }
  mutating func encode(_ value: Int, forKey key: Key) throws { child(key).content = .int(Int64(value)) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).content = .int(Int64(value)) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).content = .int(Int64(value)) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).content = .int(Int64(value)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).content = .int(value) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).content = .uint(value) }
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try fill(child(key), with: value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
    let child = child(key)
    child.makeMap()
    return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = child(key)
    child.makeArray()
    return CompactUnkeyedEncoding(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    CompactEncoding(node: child(named: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    CompactEncoding(node: child(key), codingPath: codingPath + [key])
  }
}

private struct CompactIndexKey: CodingKey {
  let index: Int
  var stringValue: String { String(index) }
  var intValue: Int? { index }
  init(_ index: Int) { self.index = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { index = intValue }
}

private struct CompactUnkeyedEncoding: UnkeyedEncodingContainer {
  let node: CompactNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  private func next() -> CompactNode {
    let child = CompactNode()
    node.append(child)
    return child
  }

  mutating func encodeNil() throws { next().content = .null }
  mutating func encode(_ value: Bool) throws { next().content = .bool(value) }
  mutating func encode(_ value: String) throws { next().content = .string(value) }
  mutating func encode(_ value: Double) throws { next().content = .double(value) }
  mutating func encode(_ value: Int) throws { next().content = .int(Int64(value)) }
  mutating func encode(_ value: Int64) throws { next().content = .int(value) }
  mutating func encode(_ value: UInt64) throws { next().content = .uint(value) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    let index = count
    try fill(next(), with: value, codingPath: codingPath + [CompactIndexKey(index)])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let child = next()
    child.makeMap()
    return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = next()
    child.makeArray()
    return CompactUnkeyedEncoding(node: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    CompactEncoding(node: next(), codingPath: codingPath)
  }
}

private struct CompactSingleEncoding: SingleValueEncodingContainer {
  let node: CompactNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .null }
  mutating func encode(_ value: Bool) throws { node.content = .bool(value) }
  mutating func encode(_ value: String) throws { node.content = .string(value) }
  mutating func encode(_ value: Double) throws { node.content = .double(value) }
  mutating func encode(_ value: Float) throws { node.content = .double(Double(value)) }
  mutating func encode(_ value: Int) throws { node.content = .int(Int64(value)) }
  mutating func encode(_ value: Int8) throws { node.content = .int(Int64(value)) }
  mutating func encode(_ value: Int16) throws { node.content = .int(Int64(value)) }
  mutating func encode(_ value: Int32) throws { node.content = .int(Int64(value)) }
  mutating func encode(_ value: Int64) throws { node.content = .int(value) }
  mutating func encode(_ value: UInt) throws { node.content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { node.content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt16) throws { node.content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt32) throws { node.content = .uint(UInt64(value)) }
  mutating func encode(_ value: UInt64) throws { node.content = .uint(value) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try fill(node, with: value, codingPath: codingPath)
  }
}

// MARK: - Decoding

/// Decodes what ``CompactEncoder`` wrote; damaged bytes throw `DecodingError.dataCorrupted`.
struct CompactDecoder {
  func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    let reader = CompactReader(bytes: [UInt8](data))
    let end = try reader.valueEnd(at: 0, codingPath: [])
    guard end == reader.bytes.count else { throw reader.corrupt("bytes after the value", []) }
    return try reader.decode(type, at: 0, codingPath: [])
  }
}

/// The bytes being decoded and the reads every container shares; every read checks bounds.
final class CompactReader {
  typealias Tag = CompactCoding.Tag
  let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  func corrupt(_ what: String, _ codingPath: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "damaged compact data: \(what)"))
  }

  // The scalar readers take the coding path as an autoclosure: it is built only for an error,
  // instead of an array per value read (that was most of a cache entry's decoding).
  func tag(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> Tag {
    guard offset >= 0, offset < bytes.count, let tag = Tag(rawValue: bytes[offset]) else {
      throw corrupt("no value at \(offset)", codingPath())
    }
    return tag
  }

  /// A varint at `offset`: its value and the offset after it.
  func varint(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> (UInt64, Int) {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var index = offset
    while true {
      guard index < bytes.count, shift < 64 else { throw corrupt("bad number at \(offset)", codingPath()) }
      let byte = bytes[index]
      index += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return (value, index) }
      shift += 7
    }
  }

  /// A length at `offset` that must fit in the bytes after it.
  func length(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> (Int, Int) {
    let (value, next) = try varint(at: offset, codingPath: codingPath())
    guard value <= UInt64(bytes.count - next) else { throw corrupt("length past the end at \(offset)", codingPath()) }
    return (Int(value), next)
  }

  /// Where the value starting at `offset` ends.
  func valueEnd(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> Int {
    switch try tag(at: offset, codingPath: codingPath()) {
    case .null, .no, .yes: return offset + 1
    case .int, .uint: return try varint(at: offset + 1, codingPath: codingPath()).1
    case .double:
      guard offset + 9 <= bytes.count else { throw corrupt("short number at \(offset)", codingPath()) }
      return offset + 9
    case .string, .array, .map:
      let (count, next) = try length(at: offset + 1, codingPath: codingPath())
      return next + count
    }
  }

  func string(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
    guard try tag(at: offset, codingPath: codingPath()) == .string else { throw mismatch(String.self, at: offset, codingPath()) }
    let (count, start) = try length(at: offset + 1, codingPath: codingPath())
    return rawString(start, count)
  }

  func rawString(_ start: Int, _ count: Int) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + count]), as: UTF8.self) }
  }

  func bool(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
    switch try tag(at: offset, codingPath: codingPath()) {
    case .yes: return true
    case .no: return false
    default: throw mismatch(Bool.self, at: offset, codingPath())
    }
  }

  func integer<Number: FixedWidthInteger>(_ type: Number.Type, at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> Number {
    switch try tag(at: offset, codingPath: codingPath()) {
    case .int:
      let raw = try varint(at: offset + 1, codingPath: codingPath()).0
      let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
      guard let number = Number(exactly: value) else { throw mismatch(type, at: offset, codingPath()) }
      return number
    case .uint:
      guard let number = Number(exactly: try varint(at: offset + 1, codingPath: codingPath()).0) else {
        throw mismatch(type, at: offset, codingPath())
      }
      return number
    default: throw mismatch(type, at: offset, codingPath())
    }
  }

  func double(at offset: Int, codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
    switch try tag(at: offset, codingPath: codingPath()) {
    case .double:
      guard offset + 9 <= bytes.count else { throw corrupt("short number at \(offset)", codingPath()) }
      var bits: UInt64 = 0
      for index in 0..<8 { bits |= UInt64(bytes[offset + 1 + index]) << (8 * UInt64(index)) }
      return Double(bitPattern: bits)
    case .int, .uint: return Double(try integer(Int64.self, at: offset, codingPath: codingPath()))
    default: throw mismatch(Double.self, at: offset, codingPath())
    }
  }

  func mismatch(_ type: Any.Type, at offset: Int, _ codingPath: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "compact data holds something else at \(offset)"))
  }

  /// How deeply values may nest: a recursive type (a hierarchy's nodes) read from damaged or
  /// hostile bytes must not exhaust the stack. JSONDecoder stops at the same depth.
  static let maximumDepth = 512

  func decode<Value: Decodable>(_ type: Value.Type, at offset: Int, codingPath: [any CodingKey]) throws -> Value {
    guard codingPath.count <= Self.maximumDepth else { throw corrupt("values nested too deeply", codingPath) }
    if type == String.self { return try string(at: offset, codingPath: codingPath) as! Value }
    if type == Int.self { return try integer(Int.self, at: offset, codingPath: codingPath) as! Value }
    if type == Bool.self { return try bool(at: offset, codingPath: codingPath) as! Value }
    if type == Double.self { return try double(at: offset, codingPath: codingPath) as! Value }
    // The maps a manifest holds by the thousand, told apart by type, not by a cast (a dynamic
    // cast per value decoded would cost every cache entry what it saves the manifest).
    if type == [String: String].self {
      return try [String: String](reader: self, at: offset, codingPath: codingPath) as! Value
    }
    if type == [String: ContentLoader.NoteRecord].self {
      return try [String: ContentLoader.NoteRecord](reader: self, at: offset, codingPath: codingPath) as! Value
    }
    if type == [String: [Diagnostic]].self {
      return try [String: [Diagnostic]](reader: self, at: offset, codingPath: codingPath) as! Value
    }
    return try Value(from: CompactDecoding(reader: self, offset: offset, codingPath: codingPath))
  }

  /// Each key of the map at `offset` with the offset of its value, in the order written.
  func mapEntries(at offset: Int, codingPath: [any CodingKey]) throws -> [(key: String, offset: Int)] {
    guard try tag(at: offset, codingPath: codingPath) == .map else {
      throw mismatch([String: Any].self, at: offset, codingPath)
    }
    let (size, bodyStart) = try length(at: offset + 1, codingPath: codingPath)
    let end = bodyStart + size
    var (count, cursor) = try varint(at: bodyStart, codingPath: codingPath)
    guard count <= UInt64(size) else { throw corrupt("map count", codingPath) }
    var entries: [(key: String, offset: Int)] = []
    entries.reserveCapacity(Int(count))
    while count > 0 {
      let (keyCount, keyStart) = try length(at: cursor, codingPath: codingPath)
      let key = rawString(keyStart, keyCount)
      let valueStart = keyStart + keyCount
      cursor = try valueEnd(at: valueStart, codingPath: codingPath)
      guard cursor <= end else { throw corrupt("map entry past its map", codingPath) }
      entries.append((key, valueStart))
      count -= 1
    }
    guard cursor == end else { throw corrupt("map length", codingPath) }
    return entries
  }
}

/// `[String: Value]` read straight from its map, as `Dictionary.init(from:)` would read it (the
/// first of two equal keys wins) without a keyed container: that made a coding key, a lookup
/// and a cast per entry, and was half of a rebuild with nothing to do.
extension Dictionary where Key == String, Value: Decodable {
  init(reader: CompactReader, at offset: Int, codingPath: [any CodingKey]) throws {
    let entries = try reader.mapEntries(at: offset, codingPath: codingPath)
    self.init(minimumCapacity: entries.count)
    for entry in entries where self[entry.key] == nil {
      self[entry.key] = try reader.decode(Value.self, at: entry.offset, codingPath: codingPath + [CompactStringKey(entry.key)])
    }
  }
}

private struct CompactDecoding: Decoder {
  let reader: CompactReader
  let offset: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try CompactKeyedDecoding<Key>(reader: reader, offset: offset, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try CompactUnkeyedDecoding(reader: reader, offset: offset, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CompactSingleDecoding(reader: reader, offset: offset, codingPath: codingPath)
  }
}

private struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let reader: CompactReader
  let codingPath: [any CodingKey]
  /// Each key with the offset of its value, in the order written.
  private let entries: [(key: String, offset: Int)]
  /// Offsets by key for big maps (a dictionary's keys are looked up one by one); small maps
  /// (a struct's fields) are searched in order.
  private let index: [String: Int]?

  init(reader: CompactReader, offset: Int, codingPath: [any CodingKey]) throws {
    self.reader = reader
    self.codingPath = codingPath
    let entries = try reader.mapEntries(at: offset, codingPath: codingPath)
    self.entries = entries
    index = entries.count > 12 ? Dictionary(entries.map { ($0.key, $0.offset) }, uniquingKeysWith: { first, _ in first }) : nil
  }

  var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { find(key.stringValue) != nil }

  private func find(_ name: String) -> Int? {
    if let index { return index[name] }
    return entries.first(where: { $0.key == name })?.offset
  }

  private func offset(of key: Key) throws -> Int {
    guard let offset = find(key.stringValue) else {
      throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
    }
    return offset
  }

  private func offset(named name: String) throws -> Int {
    guard let offset = find(name) else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "no value for '\(name)'"))
    }
    return offset
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try reader.tag(at: try offset(of: key), codingPath: codingPath + [key]) == .null
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool(at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string(at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.double(at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try decode(Double.self, forKey: key)) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.integer(type, at: offset(of: key), codingPath: codingPath + [key]) }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try reader.decode(type, at: offset(of: key), codingPath: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(try CompactKeyedDecoding<NestedKey>(reader: reader, offset: offset(of: key), codingPath: codingPath + [key]))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try CompactUnkeyedDecoding(reader: reader, offset: offset(of: key), codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder {
    CompactDecoding(reader: reader, offset: try offset(named: "super"), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    CompactDecoding(reader: reader, offset: try offset(of: key), codingPath: codingPath + [key])
  }
}

private struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
  let reader: CompactReader
  let codingPath: [any CodingKey]
  private let total: Int
  var count: Int? { total }
  private(set) var currentIndex = 0
  private var cursor: Int
  private let end: Int

  init(reader: CompactReader, offset: Int, codingPath: [any CodingKey]) throws {
    self.reader = reader
    self.codingPath = codingPath
    guard try reader.tag(at: offset, codingPath: codingPath) == .array else {
      throw reader.mismatch([Any].self, at: offset, codingPath)
    }
    let (size, bodyStart) = try reader.length(at: offset + 1, codingPath: codingPath)
    let (count, first) = try reader.varint(at: bodyStart, codingPath: codingPath)
    guard count <= UInt64(size) else { throw reader.corrupt("array count", codingPath) }
    total = Int(count)
    cursor = first
    end = bodyStart + size
  }

  var isAtEnd: Bool { currentIndex >= total }

  /// The offset of the next element, moving past it.
  private mutating func next() throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
    }
    let start = cursor
    cursor = try reader.valueEnd(at: start, codingPath: codingPath)
    guard cursor <= end else { throw reader.corrupt("element past its array", codingPath) }
    currentIndex += 1
    return start
  }

  private var path: [any CodingKey] { codingPath + [CompactIndexKey(currentIndex)] }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, try reader.tag(at: cursor, codingPath: path) == .null else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { let path = path; return try reader.bool(at: next(), codingPath: path) }
  mutating func decode(_ type: String.Type) throws -> String { let path = path; return try reader.string(at: next(), codingPath: path) }
  mutating func decode(_ type: Double.Type) throws -> Double { let path = path; return try reader.double(at: next(), codingPath: path) }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  mutating func decode(_ type: Int.Type) throws -> Int { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let path = path; return try reader.integer(type, at: next(), codingPath: path) }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let path = path
    return try reader.decode(type, at: next(), codingPath: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    let path = path
    return KeyedDecodingContainer(try CompactKeyedDecoding<NestedKey>(reader: reader, offset: next(), codingPath: path))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let path = path
    return try CompactUnkeyedDecoding(reader: reader, offset: next(), codingPath: path)
  }

  mutating func superDecoder() throws -> any Decoder {
    let path = path
    return CompactDecoding(reader: reader, offset: try next(), codingPath: path)
  }
}

private struct CompactSingleDecoding: SingleValueDecodingContainer {
  let reader: CompactReader
  let offset: Int
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { (try? reader.tag(at: offset, codingPath: codingPath)) == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: offset, codingPath: codingPath) }
  func decode(_ type: String.Type) throws -> String { try reader.string(at: offset, codingPath: codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try reader.double(at: offset, codingPath: codingPath) }
  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: offset, codingPath: codingPath) }
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try reader.decode(type, at: offset, codingPath: codingPath)
  }
}
