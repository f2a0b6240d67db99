import DocEngine
import ScenarioKit

/// The bytes of a scenario cache entry, written and read field by field.
///
/// Why not ``CompactCoding`` (which the build manifest still uses): through `Codable`, every
/// field of every log event went through a keyed container, a coding key and a generic call
/// the optimiser cannot see through, so reading entries was 15 % of a warm `check` and 5 % of
/// a warm build, and writing them 2.6 % of a cold build (perf, docs/architecture.md).
///
/// The form is positional: fields in the order their type declares them; integers as
/// zigzag varints; strings as a varint byte count and UTF-8; an optional as 0, or 1 and its
/// value; an array as a varint count and its items; an enum with associated values as its
/// case's number and its values; an enum with raw values as its raw value, so a renamed case
/// reads as damage (a cache miss), never as another case. The cache's keys name the binary
/// that wrote an entry, so a change to this form can never meet an entry of the old one.
///
/// Reading checks every count, case number and string against the bytes it has: damaged
/// bytes throw (the cache treats that as a miss), never crash.
enum CacheEntryCoding {
  /// The first byte of every entry, so a file of some other form is a miss at once.
  static let formatByte: UInt8 = 0xD3

  static func encode(_ entry: ScenarioCache.Entry) -> [UInt8] {
    var writer = EntryWriter()
    writer.bytes.append(formatByte)
    entry.write(to: &writer)
    return writer.bytes
  }

  static func decode(_ bytes: UnsafeRawBufferPointer) throws -> ScenarioCache.Entry {
    var reader = EntryReader(bytes: bytes)
    guard try reader.byte() == formatByte else { throw EntryReader.Damaged() }
    let entry = try ScenarioCache.Entry(reading: &reader)
    guard reader.isAtEnd else { throw EntryReader.Damaged() }
    return entry
  }
}

/// Appends an entry's fields to a byte array.
struct EntryWriter {
  var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(2048) }

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

  mutating func value<Value: EntryCodable>(_ value: Value) { value.write(to: &self) }

  mutating func optional<Value: EntryCodable>(_ value: Value?) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    value.write(to: &self)
  }

  mutating func array<Value: EntryCodable>(_ values: [Value]) {
    uint(UInt64(values.count))
    for value in values { value.write(to: &self) }
  }
}

/// Reads an entry's fields back, checking each against the bytes left.
struct EntryReader {
  struct Damaged: Error {}

  /// How deep hierarchy nodes may nest: far beyond any scenario (a few levels), low enough
  /// that damaged bytes cannot recurse until the stack runs out.
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

  mutating func value<Value: EntryCodable>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(reading: &self)
  }

  mutating func optional<Value: EntryCodable>(_ type: Value.Type = Value.self) throws -> Value? {
    try bool() ? try Value(reading: &self) : nil
  }

  mutating func array<Value: EntryCodable>(_ type: Value.Type = Value.self) throws -> [Value] {
    let count = try count()
    var values: [Value] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try Value(reading: &self)) }
    return values
  }
}

/// A type a cache entry holds, in ``CacheEntryCoding``'s form.
protocol EntryCodable {
  func write(to writer: inout EntryWriter)
  init(reading reader: inout EntryReader) throws
}

extension ScenarioCache.Entry: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.value(outcome)
    writer.array(names)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(outcome: try reader.value(), names: try reader.array())
  }
}

extension ScenarioCache.Entry.Name: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.int(id)
    writer.string(name)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(id: try reader.int(), name: try reader.string())
  }
}

extension String: EntryCodable {
  func write(to writer: inout EntryWriter) { writer.string(self) }
  init(reading reader: inout EntryReader) throws { self = try reader.string() }
}

extension ScenarioOutcome: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.array(events)
    writer.array(lines)
    writer.array(hierarchies)
    writer.value(finalHierarchy)
    writer.array(diagnostics)
    writer.value(origin)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(
      events: try reader.array(), lines: try reader.array(), hierarchies: try reader.array(),
      finalHierarchy: try reader.value(), diagnostics: try reader.array(), origin: try reader.value())
  }
}

extension SourceOrigin: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.string(file)
    writer.int(firstLine)
    writer.int(columnOffset)
    writer.optional(scenarioName)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(file: try reader.string(), firstLine: try reader.int(), columnOffset: try reader.int(), scenarioName: try reader.optional())
  }
}

extension ScenarioLocation: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.string(file)
    writer.int(line)
    writer.int(column)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
  }
}

extension ScenarioDiagnostic: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.string(severity.rawValue)
    writer.string(id)
    writer.string(message)
    writer.value(location)
    writer.array(notes)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(
      severity: try reader.raw(Severity.self), id: try reader.string(), message: try reader.string(),
      location: try reader.value(), notes: try reader.array())
  }
}

extension ScenarioDiagnostic.Note: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.string(message)
    writer.optional(location)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(message: try reader.string(), location: try reader.optional())
  }
}

extension ObjectID: EntryCodable {
  func write(to writer: inout EntryWriter) { writer.int(rawValue) }
  init(reading reader: inout EntryReader) throws { self.init(rawValue: try reader.int()) }
}

extension StatementTag: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.int(line)
    writer.int(column)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(line: try reader.int(), column: try reader.int())
  }
}

extension HierarchySnapshot: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.optional(root)
    writer.array(detached)
    writer.string(orientation.rawValue)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(root: try reader.optional(), detached: try reader.array(), orientation: try reader.raw(Orientation.self))
  }
}

extension HierarchySnapshot.Node: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.value(id)
    writer.string(displayName)
    writer.string(className)
    writer.string(kind.rawValue)
    writer.string(appearance.rawValue)
    writer.bool(isViewLoaded)
    writer.bool(isOnScreen)
    writer.array(children)
    writer.bool(selectedIndex != nil)
    if let selectedIndex { writer.int(selectedIndex) }
    writer.optional(presentation)
  }

  init(reading reader: inout EntryReader) throws {
    reader.depth += 1
    defer { reader.depth -= 1 }
    guard reader.depth <= EntryReader.maximumDepth else { throw EntryReader.Damaged() }
    self.init(
      id: try reader.value(), displayName: try reader.string(), className: try reader.string(),
      kind: try reader.raw(ObjectKind.self), appearance: try reader.raw(AppearanceState.self),
      isViewLoaded: try reader.bool(), isOnScreen: try reader.bool(), children: try reader.array(),
      selectedIndex: try reader.bool() ? try reader.int() : nil, presentation: try reader.optional())
  }
}

extension HierarchySnapshot.Presentation: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.value(presented)
    writer.string(style.rawValue)
    writer.value(source)
    writer.value(presenting)
    writer.bool(removesPresenterView)
    writer.optional(presentationController)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(
      presented: try reader.value(), style: try reader.raw(ModalPresentationStyle.self), source: try reader.value(),
      presenting: try reader.value(), removesPresenterView: try reader.bool(), presentationController: try reader.optional())
  }
}

extension LogEvent: EntryCodable {
  func write(to writer: inout EntryWriter) {
    writer.value(kind)
    writer.optional(cause)
    writer.optional(origin)
    writer.int(index)
  }

  init(reading reader: inout EntryReader) throws {
    self.init(kind: try reader.value(), cause: try reader.optional(), origin: try reader.optional(), index: try reader.int())
  }
}

extension LogEvent.Kind: EntryCodable {
  func write(to writer: inout EntryWriter) {
    switch self {
    case .lifecycle(let object, let callback):
      writer.uint(0)
      writer.value(object)
      writer.string(callback.rawValue)
    case .willMove(let child, let parent):
      writer.uint(1)
      writer.value(child)
      writer.optional(parent)
    case .didMove(let child, let parent):
      writer.uint(2)
      writer.value(child)
      writer.optional(parent)
    case .deinitialized(let object):
      writer.uint(3)
      writer.value(object)
    case .segue(let object, let call):
      writer.uint(4)
      writer.value(object)
      writer.value(call)
    case .delegate(let object, let call):
      writer.uint(5)
      writer.value(object)
      writer.value(call)
    case .transition(let object, let call):
      writer.uint(6)
      writer.value(object)
      writer.value(call)
    case .printed(let text):
      writer.uint(7)
      writer.string(text)
    case .warning(let warning):
      writer.uint(8)
      writer.value(warning)
    case .hierarchy(let snapshot):
      writer.uint(9)
      writer.value(snapshot)
    }
  }

  init(reading reader: inout EntryReader) throws {
    switch try reader.uint() {
    case 0: self = .lifecycle(try reader.value(), try reader.raw(LogEvent.LifecycleCallback.self))
    case 1: self = .willMove(try reader.value(), toParent: try reader.optional())
    case 2: self = .didMove(try reader.value(), toParent: try reader.optional())
    case 3: self = .deinitialized(try reader.value())
    case 4: self = .segue(try reader.value(), try reader.value())
    case 5: self = .delegate(try reader.value(), try reader.value())
    case 6: self = .transition(try reader.value(), try reader.value())
    case 7: self = .printed(try reader.string())
    case 8: self = .warning(try reader.value())
    case 9: self = .hierarchy(try reader.value())
    default: throw EntryReader.Damaged()
    }
  }
}

extension LogEvent.SegueCall: EntryCodable {
  func write(to writer: inout EntryWriter) {
    switch self {
    case .shouldPerform(let identifier):
      writer.uint(0)
      writer.string(identifier)
    case .prepare(let identifier, let sender):
      writer.uint(1)
      writer.string(identifier)
      writer.value(sender)
    case .unwindAction(let action):
      writer.uint(2)
      writer.string(action)
    }
  }

  init(reading reader: inout EntryReader) throws {
    switch try reader.uint() {
    case 0: self = .shouldPerform(identifier: try reader.string())
    case 1: self = .prepare(identifier: try reader.string(), sender: try reader.value())
    case 2: self = .unwindAction(try reader.string())
    default: throw EntryReader.Damaged()
    }
  }
}

extension LogEvent.DelegateCall: EntryCodable {
  func write(to writer: inout EntryWriter) {
    switch self {
    case .presentationControllerShouldDismiss: writer.uint(0)
    case .presentationControllerWillDismiss: writer.uint(1)
    case .presentationControllerDidDismiss: writer.uint(2)
    case .presentationControllerDidAttemptToDismiss: writer.uint(3)
    case .navigationWillShow(let navigation, let shown, let animated):
      writer.uint(4)
      writer.value(navigation)
      writer.value(shown)
      writer.bool(animated)
    case .navigationDidShow(let navigation, let shown, let animated):
      writer.uint(5)
      writer.value(navigation)
      writer.value(shown)
      writer.bool(animated)
    case .tabShouldSelect(let tabBar, let selected):
      writer.uint(6)
      writer.value(tabBar)
      writer.value(selected)
    case .tabDidSelect(let tabBar, let selected):
      writer.uint(7)
      writer.value(tabBar)
      writer.value(selected)
    case .sheetDidChangeSelectedDetentIdentifier: writer.uint(8)
    }
  }

  init(reading reader: inout EntryReader) throws {
    switch try reader.uint() {
    case 0: self = .presentationControllerShouldDismiss
    case 1: self = .presentationControllerWillDismiss
    case 2: self = .presentationControllerDidDismiss
    case 3: self = .presentationControllerDidAttemptToDismiss
    case 4: self = .navigationWillShow(navigation: try reader.value(), shown: try reader.value(), animated: try reader.bool())
    case 5: self = .navigationDidShow(navigation: try reader.value(), shown: try reader.value(), animated: try reader.bool())
    case 6: self = .tabShouldSelect(tabBar: try reader.value(), selected: try reader.value())
    case 7: self = .tabDidSelect(tabBar: try reader.value(), selected: try reader.value())
    case 8: self = .sheetDidChangeSelectedDetentIdentifier
    default: throw EntryReader.Damaged()
    }
  }
}

extension LogEvent.TransitionCall: EntryCodable {
  func write(to writer: inout EntryWriter) {
    switch self {
    case .presentationControllerForPresented(let presented, let presenting, let source):
      writer.uint(0)
      writer.value(presented)
      writer.optional(presenting)
      writer.value(source)
    case .animationControllerForPresented(let presented, let presenting, let source):
      writer.uint(1)
      writer.value(presented)
      writer.value(presenting)
      writer.value(source)
    case .animationControllerForDismissed(let dismissed):
      writer.uint(2)
      writer.value(dismissed)
    case .presentationTransitionWillBegin: writer.uint(3)
    case .presentationTransitionDidEnd(let completed):
      writer.uint(4)
      writer.bool(completed)
    case .dismissalTransitionWillBegin: writer.uint(5)
    case .dismissalTransitionDidEnd(let completed):
      writer.uint(6)
      writer.bool(completed)
    case .containerViewWillLayoutSubviews: writer.uint(7)
    case .containerViewDidLayoutSubviews: writer.uint(8)
    case .transitionDuration: writer.uint(9)
    case .animateTransition: writer.uint(10)
    case .animationEnded(let completed):
      writer.uint(11)
      writer.bool(completed)
    }
  }

  init(reading reader: inout EntryReader) throws {
    switch try reader.uint() {
    case 0:
      self = .presentationControllerForPresented(presented: try reader.value(), presenting: try reader.optional(), source: try reader.value())
    case 1:
      self = .animationControllerForPresented(presented: try reader.value(), presenting: try reader.value(), source: try reader.value())
    case 2: self = .animationControllerForDismissed(dismissed: try reader.value())
    case 3: self = .presentationTransitionWillBegin
    case 4: self = .presentationTransitionDidEnd(try reader.bool())
    case 5: self = .dismissalTransitionWillBegin
    case 6: self = .dismissalTransitionDidEnd(try reader.bool())
    case 7: self = .containerViewWillLayoutSubviews
    case 8: self = .containerViewDidLayoutSubviews
    case 9: self = .transitionDuration
    case 10: self = .animateTransition
    case 11: self = .animationEnded(try reader.bool())
    default: throw EntryReader.Damaged()
    }
  }
}

extension LogEvent.Warning: EntryCodable {
  func write(to writer: inout EntryWriter) {
    switch self {
    case .alreadyPresenting(let presented, let presenting, let source, let current):
      writer.uint(0)
      writer.value(presented)
      writer.value(presenting)
      writer.value(source)
      writer.value(current)
    case .notInWindowHierarchy(let presented, let presenting, let source):
      writer.uint(1)
      writer.value(presented)
      writer.value(presenting)
      writer.value(source)
    case .noUnwindDestination(let source, let action):
      writer.uint(2)
      writer.value(source)
      writer.string(action)
    case .missingSuperCall(let object, let selector):
      writer.uint(3)
      writer.value(object)
      writer.string(selector)
    case .unbalancedAppearanceTransition(let object):
      writer.uint(4)
      writer.value(object)
    }
  }

  init(reading reader: inout EntryReader) throws {
    switch try reader.uint() {
    case 0:
      self = .alreadyPresenting(presented: try reader.value(), presenting: try reader.value(), source: try reader.value(), current: try reader.value())
    case 1: self = .notInWindowHierarchy(presented: try reader.value(), presenting: try reader.value(), source: try reader.value())
    case 2: self = .noUnwindDestination(source: try reader.value(), action: try reader.string())
    case 3: self = .missingSuperCall(try reader.value(), selector: try reader.string())
    case 4: self = .unbalancedAppearanceTransition(try reader.value())
    default: throw EntryReader.Damaged()
    }
  }
}

extension EngineValue: EntryCodable {
  func write(to writer: inout EntryWriter) {
    switch self {
    case .object(let object):
      writer.uint(0)
      writer.optional(object)
    case .objects(let objects):
      writer.uint(1)
      writer.array(objects)
    case .bool(let value):
      writer.uint(2)
      writer.bool(value)
    case .int(let value):
      writer.uint(3)
      writer.int(value)
    case .double(let value):
      writer.uint(4)
      writer.double(value)
    case .string(let value):
      writer.uint(5)
      writer.string(value)
    case .enumCase(let name):
      writer.uint(6)
      writer.string(name)
    case .view(let object):
      writer.uint(7)
      writer.value(object)
    case .control(let name):
      writer.uint(8)
      writer.string(name)
    case .void: writer.uint(9)
    }
  }

  init(reading reader: inout EntryReader) throws {
    switch try reader.uint() {
    case 0: self = .object(try reader.optional())
    case 1: self = .objects(try reader.array())
    case 2: self = .bool(try reader.bool())
    case 3: self = .int(try reader.int())
    case 4: self = .double(try reader.double())
    case 5: self = .string(try reader.string())
    case 6: self = .enumCase(try reader.string())
    case 7: self = .view(try reader.value())
    case 8: self = .control(try reader.string())
    case 9: self = .void
    default: throw EntryReader.Damaged()
    }
  }
}
