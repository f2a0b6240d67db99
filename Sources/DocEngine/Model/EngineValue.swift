/// A value crossing the boundary between the engine and the scenario interpreter.
///
/// Property reads return one, user code receives them as arguments, and user code's return
/// values come back as one. `nil` is `.object(nil)`.
public enum EngineValue: Hashable, Sendable, Codable {
  /// A reference to an object, or `nil`.
  case object(ObjectID?)
  /// An array of objects (`children`, `viewControllers`).
  case objects([ObjectID])
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// A UIKit enum case by its Swift name, e.g. `"fullScreen"`, `"coverVertical"`.
  case enumCase(String)
  /// The root view of the given object (`vc.view`; a presentation controller's or transition
  /// context's `containerView` is `.view(ofThatObject)`).
  case view(ObjectID)
  /// A storyboard control wired with `registerTrigger`, passed as a segue's sender.
  case control(String)
  /// A view, control or other element the scenario made: a text field passed to its delegate.
  case element(ElementID)
  /// The result of a call that returns nothing.
  case void

  /// The nil object reference.
  public static let null = EngineValue.object(nil)

  /// The value as a `Bool`, when it is one.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The object this value refers to, when it refers to exactly one.
  public var objectValue: ObjectID? {
    if case .object(let id) = self { return id }
    return nil
  }
}
