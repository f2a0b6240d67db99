import DocEngine

/// A value while a scenario runs.
///
/// Objects live in the engine and are referred to by `ObjectID`; everything else is a plain
/// Swift value. Values are compared and rendered deterministically (no addresses).
enum Value {
  case void
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([Value])
  /// A view controller, presentation controller, delegate object, … made by the engine.
  case object(ObjectID)
  /// A controller's root view (`vc.view`).
  case view(ObjectID)
  /// An implicit member such as `.fullScreen`, or `.presentModally(.formSheet)` with its payload.
  case enumCase(String, [Value])
  /// `DetailViewController.self`
  case type(String)
  case closure(ClosureValue)
  /// `window`, `user`, `storyboard`.
  case builtin(BuiltinObject)
  /// A storyboard control passed as a segue's sender.
  case control(String)

  /// The scenario helpers that are not UIKit objects.
  enum BuiltinObject: String {
    case window
    case user
    case storyboard
  }

  /// The name of an implicit member without a payload (`.cancel` → `cancel`).
  var bareCase: String? {
    if case .enumCase(let name, let payload) = self, payload.isEmpty { return name }
    return nil
  }

  var isNil: Bool {
    if case .null = self { return true }
    return false
  }

  /// The objects this value holds strongly (itself, or an array's elements).
  var heldObjects: [ObjectID] {
    switch self {
    case .object(let id): return [id]
    case .array(let elements): return elements.flatMap(\.heldObjects)
    default: return []
    }
  }

  /// A short description of the value's kind, for type errors: `a Bool`, `nil`.
  var kindDescription: String {
    switch self {
    case .void: return "nothing (the call returns no value)"
    case .null: return "nil"
    case .bool: return "a Bool"
    case .int: return "an Int"
    case .double: return "a Double"
    case .string: return "a String"
    case .array: return "an array"
    case .object: return "an object"
    case .view: return "a view"
    case .enumCase(let name, _): return "'.\(name)'"
    case .type(let name): return "the type \(name)"
    case .closure: return "a closure"
    case .builtin(let builtin): return "'\(builtin.rawValue)'"
    case .control(let name): return "the control '\(name)'"
    }
  }
}

/// A closure value: its code and the scope it was made in.
struct ClosureValue {
  let closure: Closure
  let scope: Scope
  /// The object `self` refers to where the closure was written (inside a method).
  let selfObject: ObjectID?
  let className: String?
}

/// A variable's storage. A class so closures see later assignments to the variables they
/// capture, as in Swift.
final class Variable {
  let name: String
  let isMutable: Bool
  var value: Value
  let position: SourcePosition
  /// Parameters of methods and closures: bound without a retain, so not released at the end.
  let isParameter: Bool
  /// The session block that declared it (positions of earlier blocks map to other lines).
  var block = 0

  init(name: String, isMutable: Bool, value: Value, position: SourcePosition, isParameter: Bool = false) {
    self.name = name
    self.isMutable = isMutable
    self.value = value
    self.position = position
    self.isParameter = isParameter
  }
}

/// A lexical scope: the top level, a `do` block, an `if` branch, a method or closure body.
///
/// Bindings keep their declaration order so a scope's end releases them deterministically,
/// last declared first (as Swift destroys locals in reverse order).
final class Scope {
  let parent: Scope?
  /// Set on a method body's scope: the receiver whose members are visible unqualified.
  let selfObject: ObjectID?
  /// The class whose method this is (for `super` and for unqualified members).
  let className: String?
  private(set) var order: [Variable] = []
  private var byName: [String: Variable] = [:]

  init(parent: Scope?, selfObject: ObjectID? = nil, className: String? = nil) {
    self.parent = parent
    self.selfObject = selfObject ?? parent?.selfObject
    self.className = className ?? parent?.className
  }

  /// A scope for a method body: its parent is the global scope, but `self` is bound.
  init(methodOf object: ObjectID, className: String, global: Scope) {
    self.parent = global
    self.selfObject = object
    self.className = className
  }

  func declare(_ variable: Variable) {
    if let old = byName[variable.name], let index = order.firstIndex(where: { $0 === old }) {
      order.remove(at: index)
    }
    order.append(variable)
    byName[variable.name] = variable
  }

  func lookupLocal(_ name: String) -> Variable? { byName[name] }

  /// Whether this scope is the top level (no parent).
  var isGlobal: Bool { parent == nil }
}
