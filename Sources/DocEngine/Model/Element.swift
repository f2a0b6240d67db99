/// A UIKit object that is not a view controller: a view, a control, a bar button item, a
/// navigation item or an alert action (`ElementStore`).
///
/// Elements are numbered apart from `ObjectID`s: they are never collected and log nothing of
/// their own, so making one changes no object's name or the work of a collection.
public struct ElementID: Hashable, Comparable, Sendable, Codable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which family an element belongs to; decides its properties and methods.
public enum ElementKind: String, Sendable, CaseIterable, Codable {
  case view
  case control
  case button
  case label
  case tableView
  /// `UITableViewCell`: what a table view's data source returns for a row
  /// (`Engine+ListViews.swift`).
  case tableViewCell
  /// `UICollectionView`, its cells and its flow layout (data: no layout runs).
  case collectionView
  case collectionViewCell
  case collectionViewFlowLayout
  case barButtonItem
  case navigationItem
  case alertAction
  /// `UIStackView`: a view that keeps its arranged subviews (no layout runs).
  case stackView
  /// `NSLayoutConstraint`, `NSLayoutAnchor`, `UILayoutGuide`: Auto Layout recorded, never
  /// solved (`Engine+Constraints.swift`).
  case layoutConstraint
  case layoutAnchor
  case layoutGuide
  /// `UITabBarItem`: a controller's tab, data only.
  case tabBarItem
  /// `UIApplication.shared` and the one `UIWindowScene` (`Engine+Launch.swift`).
  case application
  case windowScene
  /// `UITextField`: a control that edits text while it is the first responder
  /// (`Engine+TextFields.swift`).
  case textField
  /// `UISwitch` and `UISegmentedControl`: controls whose value the user changes
  /// (`.valueChanged`); code setting the value sends nothing.
  case switchControl
  case segmentedControl
  /// `UIAction`: a title and a handler (the scenario's closure, kept by the interpreter),
  /// sent by the controls and bar button items it is added to (`Engine+Actions.swift`).
  case action
  /// A Swift concurrency `Task` handle: the interpreter runs the task on the main actor's
  /// virtual clock; the engine only numbers it.
  case task

  /// The UIKit class an element of this kind is.
  public var className: String {
    switch self {
    case .view: return "UIView"
    case .control: return "UIControl"
    case .button: return "UIButton"
    case .label: return "UILabel"
    case .tableView: return "UITableView"
    case .tableViewCell: return "UITableViewCell"
    case .collectionView: return "UICollectionView"
    case .collectionViewCell: return "UICollectionViewCell"
    case .collectionViewFlowLayout: return "UICollectionViewFlowLayout"
    case .barButtonItem: return "UIBarButtonItem"
    case .navigationItem: return "UINavigationItem"
    case .alertAction: return "UIAlertAction"
    case .stackView: return "UIStackView"
    case .layoutConstraint: return "NSLayoutConstraint"
    case .layoutAnchor: return "NSLayoutAnchor"
    case .layoutGuide: return "UILayoutGuide"
    case .tabBarItem: return "UITabBarItem"
    case .application: return "UIApplication"
    case .windowScene: return "UIWindowScene"
    case .textField: return "UITextField"
    case .switchControl: return "UISwitch"
    case .segmentedControl: return "UISegmentedControl"
    case .action: return "UIAction"
    case .task: return "Task"
    }
  }

  public var isView: Bool {
    switch self {
    case .view, .control, .button, .label, .tableView, .stackView, .tableViewCell, .collectionView,
      .collectionViewCell, .textField, .switchControl, .segmentedControl:
      return true
    case .barButtonItem, .navigationItem, .alertAction, .layoutConstraint, .layoutAnchor, .layoutGuide, .tabBarItem,
      .application, .windowScene, .collectionViewFlowLayout, .action, .task:
      return false
    }
  }

  /// Whether the element is a table view or a collection view (`Engine+ListViews.swift`).
  public var isListView: Bool { self == .tableView || self == .collectionView }

  /// Whether the element is a table or collection view cell.
  public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

  /// Whether the element is a `UIControl` (a view that sends actions and has `isEnabled`).
  public var isControl: Bool {
    switch self {
    case .control, .button, .textField, .switchControl, .segmentedControl: return true
    default: return false
    }
  }

  /// Whether the element sends actions to targets (`addTarget`, `target:action:`, `addAction`).
  public var sendsActions: Bool { isControl || self == .barButtonItem }
}

/// Where a view is: a controller's root view (`vc.view`) or a view the scenario made.
public enum ViewHandle: Hashable, Sendable {
  case root(ObjectID)
  case element(ElementID)
}

/// A view's place in the tree and its frame. No layout runs: frames are what code sets.
struct ViewNode {
  var frame = Geometry.zeroRect
  /// `bounds.origin` (scrolling); `bounds.size` is always `frame.size`.
  var boundsOrigin = Geometry.point(x: 0, y: 0)
  var superview: ViewHandle?
  var subviews: [ViewHandle] = []
  /// Plain properties (`isHidden`, `backgroundColor`, `text`, …) set so far; unset ones read
  /// their default from `ElementProperty`.
  var properties: [String: PropertyValue] = [:]
}

/// One registration of `addTarget(_:action:for:)`, a bar button item's `target`/`action`, or
/// of a `UIAction` (`addAction(_:for:)`, `primaryAction:`).
struct TargetAction {
  /// Held weakly, as UIKit holds targets; `nil` sends the action up the responder chain.
  var target: ObjectID?
  /// The action method's selector, as Swift spells it: `save(_:)` (empty for a `UIAction`).
  var selector: String
  /// `touchUpInside`, `valueChanged`, `primaryActionTriggered`.
  var event: String
  /// The `UIAction` whose handler runs instead of a method (held strongly, as UIKit holds a
  /// control's actions).
  var handler: ElementID? = nil
}

/// One element: what every element has, and what only its kind has.
struct Element {
  let kind: ElementKind
  /// Plain properties of an element that is not a view (a view keeps its own in its
  /// `ViewNode`, as a controller's root view does).
  var properties: [String: PropertyValue] = [:]
  var payload: Payload

  enum Payload {
    /// A view with no state beyond its node: a view, a label, a table view.
    case view
    /// A control, a button or a bar button item: what it sends to whom.
    case control(ControlState)
    /// A controller's navigation item.
    case navigationItem(controller: ObjectID)
    /// An alert action: its alert, once added to one.
    case alertAction(alert: ObjectID?)
  }

  init(kind: ElementKind) {
    self.kind = kind
    switch kind {
    case .view, .label, .tableView, .stackView, .layoutConstraint, .layoutAnchor, .layoutGuide, .tabBarItem,
      .application, .windowScene, .tableViewCell, .collectionView, .collectionViewCell, .collectionViewFlowLayout,
      .action, .task:
      payload = .view
    case .control, .button, .barButtonItem, .textField, .switchControl, .segmentedControl:
      payload = .control(ControlState())
    case .navigationItem: preconditionFailure("a navigation item is made for its controller")
    case .alertAction: payload = .alertAction(alert: nil)
    }
  }

  init(navigationItemOf controller: ObjectID) {
    kind = .navigationItem
    payload = .navigationItem(controller: controller)
  }

  /// A control's actions and titles; only a control's may be changed.
  var control: ControlState {
    get {
      guard case .control(let state) = payload else { return ControlState() }
      return state
    }
    _modify {
      guard case .control(var state) = payload else { preconditionFailure("\(kind) is not a control") }
      payload = .view
      defer { payload = .control(state) }
      yield &state
    }
  }
}

/// What a control, a button or a bar button item sends.
struct ControlState {
  var actions: [TargetAction] = []
  /// A button's titles by control state (`setTitle(_:for:)`), in the order set.
  var titles: [(state: String, title: String)] = []
  /// A segmented control's segments, in order.
  var segments: [Segment] = []
}

/// One segment of a `UISegmentedControl`.
struct Segment {
  var title: String?
  var isEnabled = true
}

/// Every element and every root view's node of one engine.
struct ElementStore {
  private(set) var elements: [Element] = []
  private var nodes: [ViewHandle: ViewNode] = [:]
  /// Each controller's navigation item, made when first read.
  var navigationItems: [ObjectID: ElementID] = [:]
  /// Controllers whose root view has a superview in this tree (few), so moving a subtree
  /// need not walk it to find them.
  private(set) var placedRoots: Set<ObjectID> = []

  mutating func make(_ element: Element) -> ElementID {
    let id = ElementID(rawValue: elements.count + 1)
    elements.append(element)
    if element.kind.isView { nodes[.element(id)] = ViewNode() }
    return id
  }

  subscript(id: ElementID) -> Element {
    get { elements[id.rawValue - 1] }
    set { elements[id.rawValue - 1] = newValue }
  }

  /// A view's node; a root view's is made when first needed.
  subscript(view handle: ViewHandle) -> ViewNode {
    get { nodes[handle] ?? ViewNode() }
    set { nodes[handle] = newValue }
  }

  /// How many superviews are above `handle` (what walking up costs).
  func depth(of handle: ViewHandle) -> Int {
    var count = 0
    var current = self[view: handle].superview
    while let view = current {
      count += 1
      current = self[view: view].superview
    }
    return count
  }

  /// Whether `ancestor` is `handle` or one of its superviews.
  func isView(_ handle: ViewHandle, inside ancestor: ViewHandle) -> Bool {
    var current: ViewHandle? = handle
    while let view = current {
      if view == ancestor { return true }
      current = self[view: view].superview
    }
    return false
  }

  /// The nearest controller root view above `handle` (not `handle` itself).
  func enclosingRoot(of handle: ViewHandle) -> ObjectID? {
    var current = self[view: handle].superview
    while let view = current {
      if case .root(let id) = view { return id }
      current = self[view: view].superview
    }
    return nil
  }

  /// `handle` and every view below it, depth first (iteratively: trees may be deep).
  func subtree(of handle: ViewHandle) -> [ViewHandle] {
    var result: [ViewHandle] = []
    var pending = [handle]
    while let view = pending.popLast() {
      result.append(view)
      pending.append(contentsOf: self[view: view].subviews.reversed())
    }
    return result
  }

  /// Moves `child` under `parent` (last among its subviews), out of its old superview.
  mutating func move(_ child: ViewHandle, under parent: ViewHandle) {
    detach(child)
    self[view: child].superview = parent
    self[view: parent].subviews.append(child)
    if case .root(let id) = child { placedRoots.insert(id) }
  }

  /// Takes `child` out of its superview.
  mutating func detach(_ child: ViewHandle) {
    guard let old = self[view: child].superview else { return }
    self[view: old].subviews.removeAll { $0 == child }
    self[view: child].superview = nil
    if case .root(let id) = child { placedRoots.remove(id) }
  }
}
