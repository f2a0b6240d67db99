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
  /// A struct's or an enum's method that changes `self` (`mutating func`).
  public var isMutating = false
  /// The parameters' types as written (`Tab`, `[Row]`, `Int?`), for the values they receive.
  public var parameterTypes: [String] = []
  /// The return type as written, when there is one.
  public var returnType: String?
  public var body: [Statement]
  public var position: SourcePosition

  /// `viewDidAppear(_:)`, `prepare(for:sender:)`: the Swift selector-like name.
  public var signature: String {
    isProperty ? name : "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
