/// The engine's private state for one object.
///
/// A struct stored in the engine's array, indexed by `ObjectID.rawValue - 1`. Relationships are
/// plain IDs; reference counts are computed from them (see `Engine+Memory.swift`).
struct ObjectRecord {
  let id: ObjectID
  let kind: ObjectKind
  let className: String
  /// Made by the engine itself (a default presentation controller, a transition context):
  /// never named by the scenario and never logs `deinit`.
  let isInternal: Bool

  var boundName: String?
  var isDead = false

  // MARK: - View and appearance
  var isViewLoaded = false
  var appearance: AppearanceState = .disappeared
  /// The controller whose view contains this controller's view (containment or `addSubview`).
  var hostView: ObjectID?

  // MARK: - Containment
  var parent: ObjectID?
  /// Containment children: the navigation stack bottom to top, tabs in order, pages, columns,
  /// or a custom container's children in `addChild` order.
  var children: [ObjectID] = []
  var selectedIndex = 0

  // MARK: - Presentation
  /// The controller this one presents (as the presenting controller).
  var presented: ObjectID?
  /// Set on a presented controller.
  var presentation: PresentationRecord?
  var modalPresentationStyle: ModalPresentationStyle = .automatic
  var modalTransitionStyle = "coverVertical"
  var definesPresentationContext = false
  var providesPresentationContextTransitionStyle = false
  var isModalInPresentation = false
  /// Weak, as in UIKit.
  var transitioningDelegate: ObjectID?
  /// The presentation controller of a controller (made lazily, kept while presented).
  var presentationController: ObjectID?

  // MARK: - Flags read by callbacks
  var isBeingPresented = false
  var isBeingDismissed = false
  var isMovingToParent = false
  var isMovingFromParent = false

  // MARK: - Other properties
  var title: String?
  /// Navigation, tab-bar and presentation-controller delegate (weak).
  var delegate: ObjectID?
  /// Presentation controller: the controllers it was made for.
  var pcPresented: ObjectID?
  var pcPresenting: ObjectID?
  /// Transition context: its controllers and whether `completeTransition` was called.
  var contextFrom: ObjectID?
  var contextTo: ObjectID?
  var contextCompleted: Bool?
  /// Storyboard segue: identifier, source, destination.
  var segueIdentifier: String?
  var segueSource: ObjectID?
  var segueDestination: ObjectID?

  // MARK: - Ownership
  /// Strong references from scenario variables (`retain`/`release`).
  var externalRetains = 0
  /// Holds for objects made during the current statement, released at its end.
  var temporaryHolds = 0
  /// Strong stored properties of user classes, in first-assignment order.
  var strongSlots: [(slot: String, target: ObjectID)] = []

  init(id: ObjectID, kind: ObjectKind, className: String, isInternal: Bool) {
    self.id = id
    self.kind = kind
    self.className = className
    self.isInternal = isInternal
    self.definesPresentationContext = (kind == .navigationController)
  }
}
