/// UIKit state the engine records but does not act on: a view's layout guides, a controller's
/// tab bar item, and controllers' data-only properties (`isNavigationBarHidden`, …).
struct UIKitDataStore {
  /// `view.safeAreaLayoutGuide`, `view.layoutMarginsGuide`: one guide per view and name.
  var guides: [GuideKey: ElementID] = [:]
  /// `vc.tabBarItem`, made when first read.
  var tabBarItems: [ObjectID: ElementID] = [:]
  /// `UIApplication.shared` and the app's one window scene, made when first needed.
  var application: ElementID?
  var windowScene: ElementID?
  /// The app delegate the launch made (`UIApplication.shared.delegate`).
  var appDelegate: ObjectID?
  /// Data-only properties of controllers, as set.
  var controllerProperties: [ObjectID: [String: PropertyValue]] = [:]
  /// Collection views' layouts (a collection view controller's under its root view).
  var collectionLayouts: [ViewHandle: ElementID] = [:]
  /// Storyboard prototype cells' identifiers, by the class of the scene that has them.
  var prototypeCells: [String: [String]] = [:]
  /// Table and collection view cells' parts (`Engine+ListViews.swift`).
  var cells: [ElementID: CellParts] = [:]

  struct GuideKey: Hashable {
    let view: ViewHandle
    let name: String
  }
}
