/// The scenario interpreter's side: the bodies of user classes.
///
/// The engine asks `implements` before calling an optional delegate method (UIKit calls only
/// implemented ones, and the log shows only those), and calls `invoke` for overrides of
/// lifecycle methods, delegate methods and animator methods. Selectors are spelled like Swift:
/// `viewWillAppear(_:)`, `presentationControllerShouldDismiss(_:)`, `prepare(for:sender:)`.
/// Properties a user class overrides (`shouldRemovePresentersView`) are selectors without
/// parentheses. A `super.x()` in an override comes back as `Engine.callSuper`.
public protocol UserCodeHost: AnyObject {
  /// Whether the object's class (or a superclass declared in the scenario) defines `selector`.
  func implements(_ selector: String, on object: ObjectID) -> Bool
  /// Runs the user's body for `selector`; returns `.void` for methods without a result.
  func invoke(_ selector: String, on object: ObjectID, arguments: [EngineValue]) throws -> EngineValue
}
