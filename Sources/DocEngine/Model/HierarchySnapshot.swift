/// A typed picture of the view-controller hierarchy at one moment.
///
/// The tree follows UIKit: the window's root, each node's containment children in their
/// container order (navigation stack bottom to top, tabs in order), and the controller it
/// presents. Display names are resolved when the snapshot is taken.
public struct HierarchySnapshot: Hashable, Sendable, Codable {
  /// The window's root view controller, if any.
  public var root: Node?
  /// Controllers still presented by a former root (UIKit leaks them, R2), in creation order.
  public var detached: [Node]
  /// The device orientation.
  public var orientation: Orientation

  public init(root: Node?, detached: [Node] = [], orientation: Orientation = .portrait) {
    self.root = root
    self.detached = detached
    self.orientation = orientation
  }

  /// One view controller.
  public struct Node: Hashable, Sendable, Codable {
    public var id: ObjectID
    public var displayName: String
    public var className: String
    public var kind: ObjectKind
    public var appearance: AppearanceState
    public var isViewLoaded: Bool
    public var isOnScreen: Bool
    /// Containment children in container order.
    public var children: [Node]
    /// For a tab bar controller, the selected index; for a navigation controller, the index of
    /// the top; otherwise `nil`.
    public var selectedIndex: Int?
    /// The presentation this controller makes, if it presents one.
    public var presentation: Presentation?

    public init(
      id: ObjectID, displayName: String, className: String, kind: ObjectKind,
      appearance: AppearanceState, isViewLoaded: Bool, isOnScreen: Bool, children: [Node] = [],
      selectedIndex: Int? = nil, presentation: Presentation? = nil
    ) {
      self.id = id
      self.displayName = displayName
      self.className = className
      self.kind = kind
      self.appearance = appearance
      self.isViewLoaded = isViewLoaded
      self.isOnScreen = isOnScreen
      self.children = children
      self.selectedIndex = selectedIndex
      self.presentation = presentation
    }

    /// This node and all nodes below it (children, then the presented chain), depth first.
    public var allNodes: [Node] {
      var result = [self]
      for child in children { result += child.allNodes }
      if let presented = presentation?.presented { result += presented.allNodes }
      return result
    }
  }

  /// The edge from a presenting controller to the one it presents.
  public struct Presentation: Hashable, Sendable, Codable {
    /// The resolved style (`.automatic` shows as `.pageSheet`).
    public var style: ModalPresentationStyle
    /// The controller whose `present` was called.
    public var source: ObjectID
    /// The controller that presents (the node this edge hangs from).
    public var presenting: ObjectID
    /// Whether the presentation removed the presenting controller's view.
    public var removesPresenterView: Bool
    /// The custom presentation controller, for `.custom` with one.
    public var presentationController: ObjectID?
    private var storage: [Node]

    /// The presented controller.
    public var presented: Node { storage[0] }

    public init(
      presented: Node, style: ModalPresentationStyle, source: ObjectID, presenting: ObjectID,
      removesPresenterView: Bool, presentationController: ObjectID? = nil
    ) {
      self.storage = [presented]
      self.style = style
      self.source = source
      self.presenting = presenting
      self.removesPresenterView = removesPresenterView
      self.presentationController = presentationController
    }
  }

  /// Every node in the snapshot, depth first.
  public var allNodes: [Node] {
    (root?.allNodes ?? []) + detached.flatMap(\.allNodes)
  }
}
