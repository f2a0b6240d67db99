import DocEngine
import ScenarioKit

/// The bytes of a scenario cache entry, written and read field by field.
///
/// Why not `Codable` (in the compact binary form entries had before): through it, every
/// field of every log event went through a keyed container, a coding key and a generic call
/// the optimiser cannot see through, so reading entries was 15 % of a warm `check` and 5 % of
/// a warm build, and writing them 2.6 % of a cold build (perf, docs/architecture.md).
///
/// The form is ``BinaryWriter``'s, field by field in the order each type declares them; an
/// enum with associated values is its case's number and its values; an enum with raw values
/// is its raw value, so a renamed case reads as damage (a cache miss), never as another case.
/// The cache's keys name the binary that wrote an entry, so a change to this form can never
/// meet an entry of the old one. Damaged bytes throw (a miss), never crash.
enum CacheEntryCoding {
  /// The first byte of every entry, so a file of some other form is a miss at once.
  static let formatByte: UInt8 = 0xD3

  static func encode(_ entry: ScenarioCache.Entry) -> [UInt8] {
    var writer = BinaryWriter()
    writer.bytes.append(formatByte)
    entry.write(to: &writer)
    return writer.bytes
  }

  static func decode(_ bytes: UnsafeRawBufferPointer) throws -> ScenarioCache.Entry {
    var reader = BinaryReader(bytes: bytes)
    guard try reader.byte() == formatByte else { throw BinaryReader.Damaged() }
    let entry = try ScenarioCache.Entry(reading: &reader)
    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
    return entry
  }
}

extension ScenarioCache.Entry: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.value(outcome)
    writer.array(names)
    writer.optional(highlighted)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(outcome: try reader.value(), names: try reader.array(), highlighted: try reader.optional())
  }
}

extension ScenarioCache.Entry.Name: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.int(id)
    writer.string(name)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(id: try reader.int(), name: try reader.string())
  }
}

extension ScenarioOutcome: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.array(events)
    writer.array(lines)
    writer.array(hierarchies)
    writer.value(finalHierarchy)
    writer.array(diagnostics)
    writer.value(origin)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      events: try reader.array(), lines: try reader.array(), hierarchies: try reader.array(),
      finalHierarchy: try reader.value(), diagnostics: try reader.array(), origin: try reader.value())
  }
}

extension SourceOrigin: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.string(file)
    writer.int(firstLine)
    writer.int(columnOffset)
    writer.optional(scenarioName)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      file: try reader.string(), firstLine: try reader.int(), columnOffset: try reader.int(),
      scenarioName: try reader.optional())
  }
}

extension ObjectID: BinaryCodable {
  func write(to writer: inout BinaryWriter) { writer.int(rawValue) }
  init(reading reader: inout BinaryReader) throws { self.init(rawValue: try reader.int()) }
}

extension ElementID: BinaryCodable {
  func write(to writer: inout BinaryWriter) { writer.int(rawValue) }
  init(reading reader: inout BinaryReader) throws { self.init(rawValue: try reader.int()) }
}

extension ListIndexPath: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.int(section)
    writer.int(row)
  }

  init(reading reader: inout BinaryReader) throws {
    let section = try reader.int()
    self.init(row: try reader.int(), section: section)
  }
}

extension StatementTag: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.int(line)
    writer.int(column)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(line: try reader.int(), column: try reader.int())
  }
}

extension HierarchySnapshot: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.optional(root)
    writer.array(detached)
    writer.string(orientation.rawValue)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(root: try reader.optional(), detached: try reader.array(), orientation: try reader.raw(Orientation.self))
  }
}

extension HierarchySnapshot.Node: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.value(id)
    writer.string(displayName)
    writer.string(className)
    writer.string(kind.rawValue)
    writer.string(appearance.rawValue)
    writer.bool(isViewLoaded)
    writer.bool(isOnScreen)
    writer.array(children)
    writer.optional(selectedIndex)
    writer.optional(presentation)
  }

  init(reading reader: inout BinaryReader) throws {
    reader.depth += 1
    defer { reader.depth -= 1 }
    guard reader.depth <= BinaryReader.maximumDepth else { throw BinaryReader.Damaged() }
    self.init(
      id: try reader.value(), displayName: try reader.string(), className: try reader.string(),
      kind: try reader.raw(ObjectKind.self), appearance: try reader.raw(AppearanceState.self),
      isViewLoaded: try reader.bool(), isOnScreen: try reader.bool(), children: try reader.array(),
      selectedIndex: try reader.optional(), presentation: try reader.optional())
  }
}

extension HierarchySnapshot.Presentation: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.value(presented)
    writer.string(style.rawValue)
    writer.value(source)
    writer.value(presenting)
    writer.bool(removesPresenterView)
    writer.optional(presentationController)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      presented: try reader.value(), style: try reader.raw(ModalPresentationStyle.self), source: try reader.value(),
      presenting: try reader.value(), removesPresenterView: try reader.bool(),
      presentationController: try reader.optional())
  }
}

extension LogEvent: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.value(kind)
    writer.optional(cause)
    writer.optional(origin)
    writer.int(index)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      kind: try reader.value(), cause: try reader.optional(), origin: try reader.optional(), index: try reader.int())
  }
}

extension LogEvent.Kind: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
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

  init(reading reader: inout BinaryReader) throws {
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
    default: throw BinaryReader.Damaged()
    }
  }
}

extension LogEvent.SegueCall: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
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

  init(reading reader: inout BinaryReader) throws {
    switch try reader.uint() {
    case 0: self = .shouldPerform(identifier: try reader.string())
    case 1: self = .prepare(identifier: try reader.string(), sender: try reader.value())
    case 2: self = .unwindAction(try reader.string())
    default: throw BinaryReader.Damaged()
    }
  }
}

extension LogEvent.DelegateCall: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
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
    case .list(let call):
      writer.uint(9)
      writer.value(call)
    case .textFieldShouldBeginEditing: writer.uint(10)
    case .textFieldDidBeginEditing: writer.uint(11)
    case .textFieldShouldEndEditing: writer.uint(12)
    case .textFieldDidEndEditing: writer.uint(13)
    case .textFieldShouldReturn: writer.uint(14)
    }
  }

  init(reading reader: inout BinaryReader) throws {
    switch try reader.uint() {
    case 0: self = .presentationControllerShouldDismiss
    case 1: self = .presentationControllerWillDismiss
    case 2: self = .presentationControllerDidDismiss
    case 3: self = .presentationControllerDidAttemptToDismiss
    case 4:
      self = .navigationWillShow(navigation: try reader.value(), shown: try reader.value(), animated: try reader.bool())
    case 5:
      self = .navigationDidShow(navigation: try reader.value(), shown: try reader.value(), animated: try reader.bool())
    case 6: self = .tabShouldSelect(tabBar: try reader.value(), selected: try reader.value())
    case 7: self = .tabDidSelect(tabBar: try reader.value(), selected: try reader.value())
    case 8: self = .sheetDidChangeSelectedDetentIdentifier
    case 9: self = .list(try reader.value())
    case 10: self = .textFieldShouldBeginEditing
    case 11: self = .textFieldDidBeginEditing
    case 12: self = .textFieldShouldEndEditing
    case 13: self = .textFieldDidEndEditing
    case 14: self = .textFieldShouldReturn
    default: throw BinaryReader.Damaged()
    }
  }
}

extension LogEvent.ListCall: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    switch self {
    case .numberOfSections: writer.uint(0)
    case .numberOfRows(let section, let collection):
      writer.uint(1)
      writer.int(section)
      writer.bool(collection)
    case .cell(let path, let collection):
      writer.uint(2)
      writer.value(path)
      writer.bool(collection)
    case .height(let path):
      writer.uint(3)
      writer.value(path)
    case .willSelect(let path, let collection):
      writer.uint(4)
      writer.value(path)
      writer.bool(collection)
    case .didSelect(let path, let collection):
      writer.uint(5)
      writer.value(path)
      writer.bool(collection)
    case .didDeselect(let path, let collection):
      writer.uint(6)
      writer.value(path)
      writer.bool(collection)
    }
  }

  init(reading reader: inout BinaryReader) throws {
    switch try reader.uint() {
    case 0: self = .numberOfSections
    case 1: self = .numberOfRows(section: try reader.int(), collection: try reader.bool())
    case 2: self = .cell(try reader.value(), collection: try reader.bool())
    case 3: self = .height(try reader.value())
    case 4: self = .willSelect(try reader.value(), collection: try reader.bool())
    case 5: self = .didSelect(try reader.value(), collection: try reader.bool())
    case 6: self = .didDeselect(try reader.value(), collection: try reader.bool())
    default: throw BinaryReader.Damaged()
    }
  }
}

extension LogEvent.TransitionCall: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
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
    case .interactionControllerForPresentation(let animator):
      writer.uint(12)
      writer.value(animator)
    case .interactionControllerForDismissal(let animator):
      writer.uint(13)
      writer.value(animator)
    case .navigationAnimationController(let navigation, let operation, let from, let to):
      writer.uint(14)
      writer.value(navigation)
      writer.bool(operation == .push)
      writer.value(from)
      writer.value(to)
    case .navigationInteractionController(let navigation, let animator):
      writer.uint(15)
      writer.value(navigation)
      writer.value(animator)
    }
  }

  init(reading reader: inout BinaryReader) throws {
    switch try reader.uint() {
    case 0:
      self = .presentationControllerForPresented(
        presented: try reader.value(), presenting: try reader.optional(), source: try reader.value())
    case 1:
      self = .animationControllerForPresented(
        presented: try reader.value(), presenting: try reader.value(), source: try reader.value())
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
    case 12: self = .interactionControllerForPresentation(animator: try reader.value())
    case 13: self = .interactionControllerForDismissal(animator: try reader.value())
    case 14:
      self = .navigationAnimationController(
        navigation: try reader.value(), operation: try reader.bool() ? .push : .pop, from: try reader.value(),
        to: try reader.value())
    case 15: self = .navigationInteractionController(navigation: try reader.value(), animator: try reader.value())
    default: throw BinaryReader.Damaged()
    }
  }
}

extension LogEvent.Warning: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
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
    case .presentWhileInProgress(let presented, let presenting, let source):
      writer.uint(5)
      writer.value(presented)
      writer.value(presenting)
      writer.value(source)
    case .dismissWhileInProgress(let object):
      writer.uint(6)
      writer.value(object)
    case .detachedPresenter(let object):
      writer.uint(7)
      writer.value(object)
    }
  }

  init(reading reader: inout BinaryReader) throws {
    switch try reader.uint() {
    case 0:
      self = .alreadyPresenting(
        presented: try reader.value(), presenting: try reader.value(), source: try reader.value(),
        current: try reader.value())
    case 1:
      self = .notInWindowHierarchy(
        presented: try reader.value(), presenting: try reader.value(), source: try reader.value())
    case 2: self = .noUnwindDestination(source: try reader.value(), action: try reader.string())
    case 3: self = .missingSuperCall(try reader.value(), selector: try reader.string())
    case 4: self = .unbalancedAppearanceTransition(try reader.value())
    case 5:
      self = .presentWhileInProgress(
        presented: try reader.value(), presenting: try reader.value(), source: try reader.value())
    case 6: self = .dismissWhileInProgress(try reader.value())
    case 7: self = .detachedPresenter(try reader.value())
    default: throw BinaryReader.Damaged()
    }
  }
}

extension EngineValue: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
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
    case .element(let element):
      writer.uint(10)
      writer.value(element)
    case .indexPath(let path):
      writer.uint(11)
      writer.value(path)
    }
  }

  init(reading reader: inout BinaryReader) throws {
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
    case 10: self = .element(try reader.value())
    case 11: self = .indexPath(try reader.value())
    default: throw BinaryReader.Damaged()
    }
  }
}
