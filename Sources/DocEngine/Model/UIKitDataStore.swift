/// UIKit state the engine records but does not act on: a view's layout guides, a controller's
/// tab bar item, and controllers' data-only properties (`isNavigationBarHidden`, …).
struct UIKitDataStore {
  /// `view.safeAreaLayoutGuide`, `view.layoutMarginsGuide`: one guide per view and name.
  var guides: [GuideKey: ElementID] = [:]
  /// `vc.tabBarItem`, made when first read.
  var tabBarItems: [ObjectID: ElementID] = [:]
  /// Data-only properties of controllers, as set.
  var controllerProperties: [ObjectID: [String: PropertyValue]] = [:]

  struct GuideKey: Hashable {
    let view: ViewHandle
    let name: String
  }
}
