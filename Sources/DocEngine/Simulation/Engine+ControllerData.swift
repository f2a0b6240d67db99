/// Controller properties UIKit has and the engine records without acting on them
/// (`isNavigationBarHidden`, `modalPresentationCapturesStatusBarAppearance`,
/// `hidesBottomBarWhenPushed`), and a controller's tab bar item.
extension Engine {
  /// A data-only property of controller `vc`, or nil when never set.
  public func dataProperty(_ name: String, of vc: ObjectID) -> PropertyValue? {
    uikitData.controllerProperties[vc]?[name]
  }

  /// Records a data-only property of controller `vc`.
  public func setDataProperty(_ name: String, of vc: ObjectID, to value: PropertyValue) throws {
    guard !self[vc].isDead else { throw error(.deallocated(vc)) }
    uikitData.controllerProperties[vc, default: [:]][name] = value
  }

  /// `vc.tabBarItem`: made when first read (a tab bar controller shows its `title`).
  public func tabBarItem(of vc: ObjectID) -> ElementID {
    if let id = uikitData.tabBarItems[vc] { return id }
    let id = elements.make(Element(kind: .tabBarItem))
    uikitData.tabBarItems[vc] = id
    return id
  }

  /// `vc.tabBarItem = item`.
  public func setTabBarItem(_ item: ElementID, of vc: ObjectID) {
    uikitData.tabBarItems[vc] = item
  }
}

extension Engine {
  /// `nav.isNavigationBarHidden`: a hidden bar shows no bar button items, so none can be
  /// tapped (`Engine+Controls.swift`).
  public func isNavigationBarHidden(_ nav: ObjectID) -> Bool {
    if case .bool(true)? = dataProperty("isNavigationBarHidden", of: nav) { return true }
    return false
  }
}
