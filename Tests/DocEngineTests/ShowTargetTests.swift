import Testing

@testable import DocEngine

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit's target walk (docs/engine.md 30).
@Suite struct ShowTargetTests {
  /// A tab bar controller as the root: tab 0 a navigation controller over `list`, tab 1 `plain`.
  private func tabs(_ s: Script) throws -> (tabs: ObjectID, nav: ObjectID, list: ObjectID, plain: ObjectID) {
    let list = try s.let_("list")
    let plain = try s.let_("plain")
    let nav = try s.nav(root: list)
    let tabs = try s.let_("tabs", .tabBarController)
    try s.step { e in try e.setViewControllers([nav, plain], of: tabs) }
    try s.step { try $0.setRoot(tabs) }
    return (tabs, nav, list, plain)
  }

  @Test("show: the walk passes a tab bar controller and reaches the navigation controller, which pushes")
  func showPushesInTabsNavigation() throws {
    let s = Script()
    let t = try tabs(s)
    let d = try s.let_("d")
    let m = s.mark
    try s.step { try $0.show(d, from: t.list) }
    #expect(s.count(t.nav) == 2)
    #expect(s.log(from: m).hasPrefix("d.willMove(toParent: nav)"))
  }

  @Test("show: with no navigation or split controller on the walk, the window's root presents modally")
  func showWithoutTargetPresentsFromRoot() throws {
    let s = Script()
    let t = try tabs(s)
    let d = try s.let_("d")
    try s.step { try $0.show(d, from: t.plain) }
    #expect(try s.name("presentedViewController", of: t.tabs) == "d")
  }

  @Test(
    "showDetailViewController outside a split view presents modally from the window's root (UINavigationController overrides only show)"
  )
  func showDetailOutsideSplitPresents() throws {
    let s = Script()
    let t = try tabs(s)
    let d = try s.let_("d")
    try s.step { try $0.showDetail(d, from: t.list) }
    #expect(s.count(t.nav) == 1)
    #expect(try s.name("presentedViewController", of: t.tabs) == "d")
    #expect(try s.name("presentingViewController", of: d) == "tabs")
  }

  @Test("show and showDetailViewController with no target and a root already presenting: W1's warning")
  func noTargetRootAlreadyPresenting() throws {
    let s = Script()
    let a = try s.rootA()
    let b = try s.let_("b")
    let d = try s.let_("d")
    try s.present(b, from: a)
    let m = s.mark
    try s.step { try $0.showDetail(d, from: b) }
    #expect(s.log(from: m) == "warning: Attempt to present d on a (from a) which is already presenting b.")
  }

  /// A split view controller `split` (primary `primary`, secondary `first`) as the root.
  private func split(_ s: Script, _ size: Engine.SizeClass) throws -> (split: ObjectID, primary: ObjectID) {
    s.engine.splitSizeClass = size
    let split = try s.let_("split", .splitViewController)
    let primary = try s.let_("primary")
    let first = try s.let_("first")
    try s.step { e in try e.setViewControllers([primary, first], of: split) }
    try s.step { try $0.setRoot(split) }
    return (split, primary)
  }

  @Test("showDetailViewController in a regular-width split view installs the secondary column")
  func showDetailRegularSplit() throws {
    let s = Script()
    let (split, primary) = try self.split(s, .regular)
    let second = try s.let_("second")
    try s.step { try $0.showDetail(second, from: primary) }
    #expect(try s.engine.property("viewControllers", of: split) == .objects([primary, second]))
  }

  @Test("show in a regular-width split view replaces the primary column")
  func showRegularSplit() throws {
    let s = Script()
    let (split, primary) = try self.split(s, .regular)
    let other = try s.let_("other")
    try s.step { try $0.show(other, from: primary) }
    if case .objects(let list) = try s.engine.property("viewControllers", of: split) {
      #expect(list.first == other && list.count == 2)
    } else {
      Issue.record("no viewControllers")
    }
  }

  @Test(
    "showDetailViewController in a compact-width split view is refused: a collapsed split view's show is not documented"
  )
  func showDetailCompactSplitRefused() throws {
    let s = Script()
    let (_, primary) = try self.split(s, .compact)
    let second = try s.let_("second")
    #expect(throws: EngineError.self) { try s.step { try $0.showDetail(second, from: primary) } }
  }
}
