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
  /// A view the scenario made, a control, a bar button item, a navigation item or an alert
  /// action (`ElementStore`).
  case element(ElementID)
  /// A `CGPoint`, `CGSize` or `CGRect`.
  case geometry(Geometry)
  /// `#selector(save(_:))`: the action method's Swift selector.
  case selector(String)
  /// An instance of a scenario `struct` (`Values/StructValue.swift`).
  case structValue(StructValue)
  /// A case of a scenario enum, its type known (`Tab.home`). (Boxed: its payload is the
  /// largest, and every array element is as big as the largest payload.)
  indirect case enumValue(EnumValue)
  /// `["a": 1]`, in insertion order.
  case dictionary(DictionaryValue)
  /// `Set<Int>`, in insertion order.
  case set(SetValue)
  /// `(1, "a")`, `(x: 1, y: 2)`.
  case tuple(TupleValue)
  /// A value of an optional type that is not nil, which Swift prints as `Optional(3)` (nil
  /// is `.null`). Only plain values are wrapped: objects print by their log name either way.
  indirect case optional(Value)

  /// The scenario helpers that are not UIKit objects.
  enum BuiltinObject: String {
    case window
    case user
    case storyboard
    /// `DispatchQueue.main`.
    case mainQueue = "DispatchQueue.main"
    /// `NotificationCenter.default`.
    case notificationCenter = "NotificationCenter.default"
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

  /// A `String?`: a string or nil.
  var isStringOrNil: Bool {
    switch self {
    case .string, .null: return true
    default: return false
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
    case .element: return "a UIKit element"
    case .geometry(let geometry): return "a \(geometry.typeName)"
    case .selector: return "a selector"
    case .structValue(let value): return "a \(value.typeName)"
    case .enumValue(let value): return "'\(value.typeName).\(value.caseName)'"
    case .dictionary: return "a dictionary"
    case .set: return "a set"
    case .tuple: return "a tuple"
    case .optional(let wrapped): return "an optional (\(wrapped.kindDescription))"
    }
  }
}
