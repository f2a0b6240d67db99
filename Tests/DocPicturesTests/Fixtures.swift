import DocEngine

/// Hand-built snapshots and events: the pictures are tested without running the engine.
enum Fixtures {
  typealias Node = HierarchySnapshot.Node

  static func id(_ raw: Int) -> ObjectID { ObjectID(rawValue: raw) }

  static func vc(
    _ raw: Int, _ name: String, _ state: AppearanceState, loaded: Bool = true, onScreen: Bool? = nil,
    kind: ObjectKind = .viewController, className: String? = nil, children: [Node] = [],
    selected: Int? = nil, presentation: HierarchySnapshot.Presentation? = nil
  ) -> Node {
    Node(
      id: id(raw), displayName: name, className: className ?? kind.defaultClassName, kind: kind,
      appearance: state, isViewLoaded: loaded, isOnScreen: onScreen ?? (state == .appeared),
      children: children, selectedIndex: selected, presentation: presentation)
  }

  /// A → B (.fullScreen) → C (.pageSheet): A's view removed, B under a sheet.
  static let presentationChain: HierarchySnapshot = {
    let c = vc(3, "c", .appeared, className: "DetailViewController")
    let b = vc(
      2, "b", .appeared, onScreen: true,
      presentation: .init(
        presented: c, style: .pageSheet, source: id(2), presenting: id(2), removesPresenterView: false))
    let a = vc(
      1, "a", .disappeared, onScreen: false,
      presentation: .init(
        presented: b, style: .fullScreen, source: id(1), presenting: id(1), removesPresenterView: true))
    return HierarchySnapshot(root: a)
  }()

  /// A navigation controller whose top child `b` presents: source `b`, presenting `nav`.
  static let navigationChildPresents: HierarchySnapshot = {
    let sheet = vc(4, "sheet", .appeared, className: "SheetViewController")
    let a = vc(2, "a", .disappeared, onScreen: false)
    let b = vc(3, "b", .appeared)
    let nav = vc(
      1, "nav", .appeared, kind: .navigationController, children: [a, b], selected: 1,
      presentation: .init(
        presented: sheet, style: .automatic, source: id(3), presenting: id(1), removesPresenterView: false))
    return HierarchySnapshot(root: nav)
  }()

  /// A tab bar controller (T1): the selected tab, a custom container, is swapping its children
  /// mid-transition; the other tabs (a navigation controller and a plain controller) never loaded.
  static let containment: HierarchySnapshot = {
    let old = vc(3, "old", .disappearing, onScreen: true)
    let new = vc(4, "new", .appearing, onScreen: true)
    let container = vc(2, "container", .appeared, className: "ContainerViewController", children: [old, new])
    let list = vc(6, "list", .disappeared, loaded: false, className: "ListViewController")
    let home = vc(5, "home", .disappeared, loaded: false, kind: .navigationController, children: [list], selected: 0)
    let settings = vc(7, "settings", .disappeared, loaded: false, className: "SettingsViewController")
    let tabs = vc(1, "tabs", .appeared, kind: .tabBarController, children: [container, home, settings], selected: 0)
    return HierarchySnapshot(root: tabs)
  }()

  /// A `.custom` presentation whose presentation controller keeps the presenter's view.
  static let customPresentation: HierarchySnapshot = {
    let b = vc(2, "b", .appeared, className: "CardViewController")
    let a = vc(
      1, "a", .appeared,
      presentation: .init(
        presented: b, style: .custom, source: id(1), presenting: id(1), removesPresenterView: false,
        presentationController: id(4)))
    return HierarchySnapshot(root: a)
  }()

  /// Names of objects that are not nodes.
  static func extraNames(_ id: ObjectID) -> String? { id.rawValue == 4 ? "p" : nil }

  /// A replaced root that still presents (R2): the old root and its sheet are detached.
  static let detached: HierarchySnapshot = {
    let sheet = vc(3, "sheet", .appeared, onScreen: false)
    let old = vc(
      1, "old", .disappeared, onScreen: false,
      presentation: .init(
        presented: sheet, style: .pageSheet, source: id(1), presenting: id(1), removesPresenterView: false))
    let new = vc(2, "new", .appeared)
    return HierarchySnapshot(root: new, detached: [old])
  }()

  /// Names with every XML-special character.
  static let hostileNames: HierarchySnapshot = {
    let b = vc(2, "b<&>\"'", .appeared, className: "My<T>&VC")
    let a = vc(
      1, "a&amp;", .disappeared,
      presentation: .init(
        presented: b, style: .fullScreen, source: id(1), presenting: id(1), removesPresenterView: true))
    return HierarchySnapshot(root: a)
  }()

  static let all: [(String, HierarchySnapshot)] = [
    ("presentation-chain", presentationChain),
    ("navigation-child-presents", navigationChildPresents),
    ("containment", containment),
    ("custom-presentation", customPresentation),
    ("detached", detached),
  ]

  // MARK: - Timeline

  static let timelineSource = [
    "let a = ViewController()",
    "let b = UIViewController()",
    "window.rootViewController = a",
    "b.modalPresentationStyle = .fullScreen",
    "a.present(b, animated: true) { print(\"presented <b> & done\") }",
    "a.present(UIViewController(), animated: true)",
    "b.dismiss(animated: true)",
  ]

  static let timelineNames: [Int: String] = [1: "a", 2: "b", 3: "UIViewController", 4: "d"]

  static func timelineName(_ id: ObjectID) -> String { timelineNames[id.rawValue] ?? id.description }

  static let timelineEvents: [LogEvent] = {
    var events: [LogEvent] = []
    func add(_ kind: LogEvent.Kind, line: Int?, origin: Int? = nil) {
      events.append(
        LogEvent(
          kind: kind, cause: line.map { StatementTag(line: $0) },
          origin: (origin ?? line).map { StatementTag(line: $0, column: 3) }, index: events.count))
    }
    add(.lifecycle(id(1), .viewDidLoad), line: 3)
    add(.lifecycle(id(1), .viewWillAppear), line: 3)
    add(.lifecycle(id(1), .viewDidAppear), line: 3)
    add(.lifecycle(id(2), .viewDidLoad), line: 5)
    add(.lifecycle(id(1), .viewWillDisappear), line: 5)
    add(.lifecycle(id(2), .viewWillAppear), line: 5)
    add(.lifecycle(id(2), .viewDidAppear), line: 5)
    add(.lifecycle(id(1), .viewDidDisappear), line: 5)
    add(.printed("presented <b> & done"), line: 5)
    add(.warning(.alreadyPresenting(presented: id(3), presenting: id(1), source: id(1), current: id(2))), line: 6)
    add(.lifecycle(id(2), .viewWillDisappear), line: 7)
    add(.delegate(id(4), .presentationControllerWillDismiss), line: 7)
    add(.lifecycle(id(1), .viewWillAppear), line: 7)
    add(.lifecycle(id(1), .viewDidAppear), line: 7)
    add(.lifecycle(id(2), .viewDidDisappear), line: 7)
    add(.deinitialized(id(3)), line: 7)
    add(.printed("after"), line: nil)
    return events
  }()

  /// A containment and custom-transition log, with an error at the end.
  static let transitionEvents: [LogEvent] = {
    var events: [LogEvent] = []
    func add(_ kind: LogEvent.Kind, line: Int) {
      events.append(LogEvent(kind: kind, cause: StatementTag(line: line), origin: nil, index: events.count))
    }
    add(.willMove(id(2), toParent: id(1)), line: 2)
    add(.didMove(id(2), toParent: id(1)), line: 2)
    add(
      .transition(id(5), .presentationControllerForPresented(presented: id(3), presenting: id(1), source: id(1))),
      line: 3)
    add(
      .transition(id(5), .animationControllerForPresented(presented: id(3), presenting: id(1), source: id(1))), line: 3)
    add(.transition(id(4), .presentationTransitionWillBegin), line: 3)
    add(.transition(id(6), .animateTransition), line: 3)
    add(.transition(id(4), .presentationTransitionDidEnd(true)), line: 3)
    add(.segue(id(1), .prepare(identifier: "toDetail", sender: .null)), line: 4)
    add(.hierarchy(HierarchySnapshot(root: nil)), line: 4)
    add(.didMove(id(2), toParent: nil), line: 5)
    add(.deinitialized(id(2)), line: 5)
    return events
  }()

  static let transitionNames: [Int: String] = [
    1: "host", 2: "child", 3: "card", 4: "presentationController", 5: "transitioningDelegate", 6: "animator",
  ]

  static let transitionSource = [
    "let host = HostViewController()",
    "host.addChild(child)",
    "host.present(card, animated: true)",
    "host.performSegue(withIdentifier: \"toDetail\", sender: nil)",
    "child.removeFromParent()",
    "host.present(host, animated: true)",
  ]

  static let transitionError = EngineError(
    code: .presentingSelf(id(1)),
    message: "Application tried to present modally a view controller host that is already being presented by host.",
    statement: StatementTag(line: 6))
}
