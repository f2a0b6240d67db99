import DocEngine

/// One piece of API a scenario can use: a member of a UIKit (or Foundation) type, what kind of
/// member it is, and the code that binds a Swift use of it to the engine (`UIKitBindings`).
struct UIKitBinding: Sendable {
  /// The type that declares it: `UIViewController`, `UIButton`, `NotificationCenter`.
  let type: String
  /// How Swift spells it: a selector (`present(_:animated:completion:)`), a property's name,
  /// an initializer's forms (`init()`, `init(frame:)`).
  let member: String
  let kind: Kind
  /// Offered when a scenario misspells a member (`did you mean …?`). Members apps do not call
  /// themselves are not.
  var isSuggested = true

  enum Kind: Sendable {
    /// `Type(…)`: the new value. One binding takes every form of a type's initializer.
    case initializer(@Sendable (UIKitCall) throws -> Value)
    /// `receiver.method(…)`: its result, or nil when the call's labels are none of this
    /// method's. With `labelsFromSelector`, the labels are checked against the selector first
    /// (a final `completion:` may be left out or trailing) and a mismatch is an error.
    case method(labelsFromSelector: Bool, @Sendable (UIKitCall) throws -> Value?)
    /// `receiver.property`, and `receiver.property = value` when it has a setter.
    case property(PropertyBinding)
    /// UIKit calls it (`UIKitCallback`): a subclass overrides it, or a delegate implements it.
    case callback
  }

  /// A property: how it is read, how it is set (nil: it cannot be), and whether UIKit lets
  /// apps set it (for the documentation; the setter may leave the refusal to the engine).
  struct PropertyBinding: Sendable {
    let get: @Sendable (UIKitRead) throws -> Value
    let set: (@Sendable (UIKitWrite) throws -> Void)?
    let isSettable: Bool
    /// Whether a method of a subclass reads it without `self.` (`view`, `navigationItem`).
    var isImplicitSelfMember = true
  }

  /// The selector's base name (`present(_:animated:completion:)` → `present`).
  var baseName: String { String(member.prefix { $0 != "(" }) }

  static func method(
    _ type: String, _ selector: String, suggested: Bool = true, _ body: @escaping @Sendable (UIKitCall) throws -> Value?
  ) -> UIKitBinding {
    UIKitBinding(type: type, member: selector, kind: .method(labelsFromSelector: false, body), isSuggested: suggested)
  }

  /// A UIKit method whose labels are its selector's (a view controller's `present`, …).
  static func uikitMethod(_ type: String, _ selector: String, _ body: @escaping @Sendable (UIKitCall) throws -> Value)
    -> UIKitBinding
  {
    UIKitBinding(type: type, member: selector, kind: .method(labelsFromSelector: true, body))
  }

  /// A property; `settable` when apps may set it (by default, when it has a setter).
  static func property(
    _ type: String, _ name: String, settable: Bool? = nil, implicitSelfMember: Bool = true,
    get: @escaping @Sendable (UIKitRead) throws -> Value, set: (@Sendable (UIKitWrite) throws -> Void)? = nil
  ) -> UIKitBinding {
    UIKitBinding(
      type: type, member: name,
      kind: .property(
        PropertyBinding(
          get: get, set: set, isSettable: settable ?? (set != nil), isImplicitSelfMember: implicitSelfMember)))
  }

  /// A type's initializer; `forms` are the ways to call it, separated by `, `
  /// (`init(), init(frame:)`).
  static func initializer(_ type: String, _ forms: String, _ body: @escaping @Sendable (UIKitCall) throws -> Value)
    -> UIKitBinding
  {
    UIKitBinding(type: type, member: forms, kind: .initializer(body))
  }
}

/// A type a scenario can name: its superclass, and what its instances are.
struct UIKitType: Sendable {
  let name: String
  let superclass: String?
  let model: Model

  enum Model: Sendable {
    /// An engine object of this kind (a user class may subclass it).
    case object(ObjectKind)
    /// A view, a control, a bar item, …: an engine element.
    case element(ElementKind)
    /// What an object of another class becomes: an alert controller's members, a sheet's.
    case role
    /// A value or a namespace (`CGRect`, `UIColor`, `NotificationCenter`).
    case value
    case `protocol`
  }
}

/// What every use of a binding has: the interpreter and the receiver, as the binding's type
/// has it (a binding of an object class gets only objects, of a view class only views).
protocol UIKitUse {
  var interpreter: Interpreter { get }
  /// The object, view, element or type used.
  var receiver: Value { get }
}

extension UIKitUse {
  var engine: Engine { interpreter.engine }

  var object: ObjectID {
    guard case .object(let id) = receiver else { preconditionFailure("\(receiver) is not an object") }
    return id
  }

  var view: ViewHandle {
    guard let view = interpreter.viewHandle(of: receiver) else { preconditionFailure("\(receiver) is not a view") }
    return view
  }

  var element: ElementID {
    guard case .element(let id) = receiver else { preconditionFailure("\(receiver) is not an element") }
    return id
  }
}

/// A call of a bound method or initializer: the receiver, the arguments and where they are.
struct UIKitCall: UIKitUse {
  unowned let interpreter: Interpreter
  let receiver: Value
  /// The base name called (`present`).
  let name: String
  let args: Interpreter.CallArguments
  let position: SourcePosition
  let memberPosition: SourcePosition

  var labels: [String?] { args.labels }

  /// Runs an engine operation; UIKit's exceptions become diagnostics at the call.
  @discardableResult
  func withEngine<T>(_ body: (Engine) throws -> T) throws -> T {
    try interpreter.withEngine(at: position) { try body(interpreter.engine) }
  }

  /// Argument `index`, an object.
  func object(_ index: Int, _ name: String) throws -> ObjectID {
    try interpreter.objectArgument(args, index, name, at: position)
  }

  /// Argument `index`, an object or nil.
  func optionalObject(_ index: Int, _ name: String) throws -> ObjectID? {
    try interpreter.optionalObjectArgument(args, index, name, at: position)
  }

  /// The argument labelled `label`, a Bool.
  func bool(_ label: String) throws -> Bool {
    try interpreter.boolArgument(args, label: label, at: position)
  }

  /// The completion handler: a `completion:` argument or the trailing closure; `arguments`
  /// are what UIKit passes it.
  func completion(arguments: [Value] = []) throws -> (() throws -> Void)? {
    if let index = args.labels.firstIndex(of: "completion") {
      return try interpreter.completionHandler(args.values[index], arguments: arguments, at: args.positions[index])
    }
    return try interpreter.completionHandler(args.trailing, arguments: arguments, at: position)
  }
}

/// A read of a bound property.
struct UIKitRead: UIKitUse {
  unowned let interpreter: Interpreter
  let receiver: Value
  let name: String
  let position: SourcePosition
}

/// An assignment to a bound property. The value is produced when the setter asks for it (a
/// Swift assignment evaluates its value after checking the target).
struct UIKitWrite: UIKitUse {
  unowned let interpreter: Interpreter
  let receiver: Value
  let name: String
  let source: Interpreter.AssignedValue
  /// The property's position, the value's, and the statement's (where engine errors go).
  let position: SourcePosition
  let statementPosition: SourcePosition

  var valuePosition: SourcePosition { source.position }

  func value() throws -> Value { try source.produce() }
}
