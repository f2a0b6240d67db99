/// A method of a user class.
public struct MethodDecl: Sendable {
  /// The base name: `viewDidAppear`, `presentationControllerShouldDismiss`.
  public var name: String
  /// Argument labels as callers write them (`nil` for `_`).
  public var labels: [String?]
  /// Parameter names as the body uses them.
  public var parameterNames: [String]
  public var isOverride: Bool
  public var hasReturnType: Bool
  /// A read-only computed property (`override var shouldRemovePresentersView: Bool { true }`):
  /// called like a method with no arguments when read.
  public var isProperty: Bool = false
  /// Exposed to Objective-C (`@objc`, `@IBAction`), as `#selector` requires.
  public var isObjC: Bool = false
  /// Each parameter's default value, when it has one (`animated: Bool = true`); empty when
  /// no parameter has one.
  public var defaultArguments: [Expr?] = []
  /// Which parameters take a function (`completion: @escaping () -> Void`): an unlabeled
  /// trailing closure goes to the first of them it can fill.
  public var functionParameters: [Bool] = []
  /// `static func`, `class func`, `static var x: T { … }`: a member of the class itself.
  public var isStatic: Bool = false
  /// A struct's or an enum's method that changes `self` (`mutating func`).
  public var isMutating = false
  /// `final func`: subclasses cannot override it.
  public var isFinal: Bool = false
  public var access: AccessLevel = .internal
  /// `-> Never`: the body must not return.
  public var returnsNever: Bool = false
  /// `async`: a call to it must be marked `await` (and made from asynchronous code).
  public var isAsync: Bool = false
  /// `throws`: a call to it must be marked `try`.
  public var isThrowing: Bool = false
  /// The declared types of the parameters and of the result (a computed property's type), as
  /// written: an `Int` literal given where a `Double` is declared becomes a `Double`, as in Swift.
  public var parameterTypes: [String] = []
  public var returnTypeName: String? = nil
  /// A computed property's `set { … }` (`isProperty`), with the name its new value has.
  public var setterBody: [Statement]? = nil
  public var setterParameterName = "newValue"
  public var body: [Statement]
  public var position: SourcePosition

  /// `viewDidAppear(_:)`, `prepare(for:sender:)`: the Swift selector-like name.
  public var signature: String {
    isProperty ? name : "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
