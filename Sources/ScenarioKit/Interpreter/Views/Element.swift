import DocEngine

/// A UIKit object that is not a view controller: a view, a control, a bar button item, a
/// navigation item or an alert action. Plain data kept by the interpreter (`ElementStore`);
/// the engine simulates controllers and never sees these, except where a controller's root
/// view moves (see `Interpreter+Views.swift`).
struct ElementID: Hashable {
  let rawValue: Int
}

/// Which family an element belongs to; decides its properties and methods.
enum ElementKind: String {
  case view
  case control
  case button
  case label
  case tableView
  case barButtonItem
  case navigationItem
  case alertAction

  var isView: Bool {
    switch self {
    case .view, .control, .button, .label, .tableView: return true
    case .barButtonItem, .navigationItem, .alertAction: return false
    }
  }

  /// Whether the element sends actions to targets (`addTarget`, `target:action:`).
  var sendsActions: Bool { self == .control || self == .button || self == .barButtonItem }

  /// The UIKit classes scenarios can make, with their kind.
  static let classes: [String: ElementKind] = [
    "UIView": .view, "UIControl": .control, "UIButton": .button, "UILabel": .label,
    "UITableView": .tableView, "UIBarButtonItem": .barButtonItem, "UIAlertAction": .alertAction,
  ]
}

/// Where a view is: a controller's root view (`vc.view`) or a view the scenario made.
enum ViewHandle: Hashable {
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
  /// their default from `ElementProperties`.
  var properties: [String: Value] = [:]
}

/// One registration of `addTarget(_:action:for:)` or a bar button item's `target`/`action`.
struct TargetAction {
  /// Held weakly, as UIKit holds targets; `nil` sends the action up the responder chain.
  var target: ObjectID?
  /// The action method's selector, as Swift spells it: `save(_:)`.
  var selector: String
  /// `touchUpInside`, `valueChanged`, `primaryActionTriggered`.
  var event: String
}

struct Element {
  let kind: ElementKind
  let className: String
  var properties: [String: Value] = [:]
  var actions: [TargetAction] = []
  /// A button's titles by control state (`setTitle(_:for:)`), in the order set.
  var titles: [(state: String, title: Value)] = []
  /// A navigation item's controller; an alert action's alert once added.
  var owner: ObjectID?
  /// An alert action's handler.
  var handler: ClosureValue?
}

/// Every element and every root view's node of one interpreter (one page session).
struct ElementStore {
  private(set) var elements: [Element] = []
  private var nodes: [ViewHandle: ViewNode] = [:]
  /// Each controller's navigation item, made when first read.
  var navigationItems: [ObjectID: ElementID] = [:]
  /// Controllers whose root view has a superview in this tree (few), so moving a subtree
  /// need not walk it to find them.
  private(set) var placedRoots: Set<ObjectID> = []

  mutating func make(_ kind: ElementKind, className: String) -> ElementID {
    let id = ElementID(rawValue: elements.count + 1)
    elements.append(Element(kind: kind, className: className))
    if kind.isView { nodes[.element(id)] = ViewNode() }
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
