/// What a view's, control's or bar item's plain property holds, as a scenario assigned it.
///
/// The engine reads the few it simulates (`isHidden`, `alpha`, `isEnabled`, `tag`, a bar
/// item's place) and hands every other back as it was given.
public enum PropertyValue {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// A case of a UIKit enum or a named color (`.natural`, `.systemBlue`), with its payload: a
  /// color made from components is `init` with its numbers.
  case enumCase(String, [PropertyValue])
  /// An object (a table view's data source), held weakly.
  case object(ObjectID)
  /// A controller's root view.
  case view(ObjectID)
  /// A view, a bar button item or another element.
  case element(ElementID)
  case array([PropertyValue])
  case geometry(Geometry)
  /// Anything else a property of any type takes (`font` is one): kept for the scenario,
  /// never read.
  case opaque(Any)

  /// The case name of an enum value without a payload (`.cancel` → `cancel`).
  public var bareCase: String? {
    if case .enumCase(let name, let payload) = self, payload.isEmpty { return name }
    return nil
  }
}
