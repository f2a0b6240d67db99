/// The engine's private state for one object.
///
/// A struct stored in the engine's array, indexed by `ObjectID.rawValue - 1`. What every object
/// has (identity, name, ownership) is here; what only one kind has is its `payload`.
/// Relationships are plain IDs; reference counts are computed from them (see
/// `Engine+Memory.swift`).
struct ObjectRecord {
  let id: ObjectID
  let kind: ObjectKind
  let className: String
  /// Made by the engine itself (a default presentation controller, a transition context):
  /// never named by the scenario and never logs `deinit`.
  let isInternal: Bool

  var boundName: String?
  var isDead = false
  /// The UIKit delegate of a navigation, tab bar or presentation controller (weak). Kept for
  /// every object: a transitioning delegate may hand back any object as the presentation
  /// controller, and its delegate is then this one.
  var delegate: ObjectID?
  /// The state of this kind of object.
  var payload: Payload

  // MARK: - Ownership
  /// Strong references from scenario variables (`retain`/`release`).
  var externalRetains = 0
  /// Holds for objects made during the current statement, released at its end.
  var temporaryHolds = 0
  /// Strong stored properties of user classes, in first-assignment order.
  var strongSlots: [(slot: String, target: ObjectID)] = []

  /// The state only one kind of object has.
  enum Payload {
    /// A view controller: its state is `Engine.controllers[slot]`, a store of its own, so
    /// walks over every object read it in place.
    case controller(slot: Int)
    /// A `UIAlertController`: a view controller with a message, a style and actions.
    case alertController(slot: Int, AlertContent)
    case presentationController(PresentationControllerState)
    case transitionContext(TransitionContextState)
    case storyboardSegue(StoryboardSegueState)
    /// An `NSObject` subclass: nothing but identity and ownership.
    case object
  }

  init(id: ObjectID, kind: ObjectKind, className: String, isInternal: Bool, payload: Payload) {
    self.id = id
    self.kind = kind
    self.className = className
    self.isInternal = isInternal
    self.payload = payload
  }

  // MARK: - The payload by kind

  /// An alert controller's content; nil for every other object.
  var alert: AlertContent? {
    get {
      guard case .alertController(_, let alert) = payload else { return nil }
      return alert
    }
    set {
      guard case .alertController(let slot, _) = payload, let newValue else {
        preconditionFailure("\(id) is not an alert controller")
      }
      payload = .alertController(slot: slot, newValue)
    }
  }

  /// A presentation controller's state; only a presentation controller's may be changed.
  var presentationControllerState: PresentationControllerState {
    get {
      guard case .presentationController(let state) = payload else { return PresentationControllerState() }
      return state
    }
    _modify {
      guard case .presentationController(var state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a presentation controller")
      }
      payload = .object
      defer { payload = .presentationController(state) }
      yield &state
    }
  }

  var transitionContext: TransitionContextState {
    get {
      guard case .transitionContext(let state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a transition context")
      }
      return state
    }
    _modify {
      guard case .transitionContext(var state) = payload else {
        preconditionFailure("\(id) (\(kind)) is not a transition context")
      }
      payload = .object
      defer { payload = .transitionContext(state) }
      yield &state
    }
  }
}

/// A view controller's view, appearance, containment and presentation (`Engine.controllers`).
struct ControllerState {
  /// What a non-controller reads as (see `Engine.subscript(controller:)`).
  static let none = ControllerState()

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
  var modalTransitionStyle = ModalTransitionStyle.coverVertical
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

  var title: String?
}

/// A presentation controller: the controllers it was made for.
struct PresentationControllerState {
  var presented: ObjectID?
  var presenting: ObjectID?
}

/// A transition context: its controllers and whether `completeTransition` was called.
struct TransitionContextState {
  var from: ObjectID?
  var to: ObjectID?
  var completed: Bool?
  /// Driven by an interaction controller (`isInteractive`).
  var isInteractive = false
  /// `transitionWasCancelled`: the interaction ended with `cancel()`.
  var wasCancelled = false
  /// The interaction's progress, 0…1 (`updateInteractiveTransition(_:)`).
  var percentComplete = 0.0
}

/// A storyboard segue handed to `prepare(for:sender:)` and unwind actions.
struct StoryboardSegueState {
  var identifier: String?
  var source: ObjectID?
  var destination: ObjectID?
}
